import { toEuros } from '@consigne/domain';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { shopperPlace, verdictsFor } from './measure.js';

interface ListedSlot {
  id: number;
  isFull: boolean;
  isGreen: boolean;
  greenDiscount: number;
}

/**
 * GET /slots: the slots green for the shopper marked, with the fee's discount they give (euros). Two
 * small queries whatever the number of slots (the shopper's place, then every listed slot's stops);
 * none for an anonymous shopper, and nothing more when the address has no coordinates.
 */
export async function markGreenSlots<G extends { slots: ListedSlot[] }>(
  db: Db,
  { userId, warehouseId }: { userId: number | null; warehouseId: number },
  groups: G[],
): Promise<G[]> {
  if (userId === null) return groups;
  const shopper = await shopperPlace(db, userId, warehouseId);
  if (!shopper) return groups;
  const listed = groups.flatMap((g) => g.slots);
  const verdicts = await verdictsFor(db, shopper.settings, shopper.point, listed);
  const discount = toEuros(shopper.settings.discountCents);
  return groups.map((g) => ({
    ...g,
    slots: g.slots.map((slot) => {
      const isGreen = verdicts.get(slot.id)?.isGreen ?? false;
      return { ...slot, isGreen, greenDiscount: isGreen ? discount : 0 };
    }),
  }));
}

/**
 * The green discount (cents) the shopper's selected slot gives them now, for the cart's totals; 0
 * without a discount (no query then), a selected slot, a located address, or when it is not green.
 * The shopper holds a place in it, so it is not full to them; checkout decides again under the lock.
 */
export async function selectedSlotGreenDiscount(
  db: Db | Tx,
  userId: number,
  warehouse: { id: number; greenDiscountCents: number },
): Promise<number> {
  if (warehouse.greenDiscountCents <= 0) return 0;
  const [user] = await db
    .select({ slotId: t.users.selectedSlotId })
    .from(t.users)
    .where(eq(t.users.id, userId));
  if (!user?.slotId) return 0;
  const decision = await greenDecision(db, { userId, warehouseId: warehouse.id, slotId: user.slotId });
  return decision?.isGreen ? decision.discountCents : 0;
}

/**
 * The green verdict of one slot for the shopper, not full (checkout holds the slot's row lock and has
 * counted a place for them): null when their address has no coordinates.
 */
export async function greenDecision(
  db: Db | Tx,
  { userId, warehouseId, slotId }: { userId: number; warehouseId: number; slotId: number },
) {
  const shopper = await shopperPlace(db, userId, warehouseId);
  if (!shopper) return null;
  const verdicts = await verdictsFor(db, shopper.settings, shopper.point, [{ id: slotId, isFull: false }]);
  const verdict = verdicts.get(slotId)!;
  return { ...verdict, discountCents: shopper.settings.discountCents };
}
