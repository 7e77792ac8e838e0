import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { cartItems, cartPromo, slotHolds, users, zones } from '../../db/schema/index.js';

/**
 * Moves the user to another zone (a delivery area or a pickup point), in the caller's transaction.
 * 'Changement de zone géographique' (docs/rules.md#zones): a change of zone empties the cart (its entries,
 * prices and promo are the old zone's catalogue). The selected slot, and the place it holds, belong
 * to the old warehouse: they are released only when the warehouse changes.
 */
export async function moveUserToZone(tx: Tx, userId: number, zoneId: number): Promise<void> {
  const [current] = await tx
    .select({ zoneId: users.zoneId, warehouseId: zones.warehouseId })
    .from(users)
    .leftJoin(zones, eq(zones.id, users.zoneId))
    .where(eq(users.id, userId));
  if (current?.zoneId === zoneId) return;
  const [next] = await tx.select({ warehouseId: zones.warehouseId }).from(zones).where(eq(zones.id, zoneId));
  const sameWarehouse = current?.warehouseId != null && current.warehouseId === next?.warehouseId;
  await tx
    .update(users)
    .set(sameWarehouse ? { zoneId } : { zoneId, selectedSlotId: null })
    .where(eq(users.id, userId));
  if (!sameWarehouse) await tx.delete(slotHolds).where(eq(slotHolds.userId, userId));
  await tx.delete(cartItems).where(eq(cartItems.userId, userId));
  await tx.delete(cartPromo).where(eq(cartPromo.userId, userId));
}
