/**
 * Step "clear cart": the cart, its promo code and the slot selection are spent by the order; an order
 * with alcohol records when the customer declared being of age.
 * Lock: the customer's row, already held. Undo: none — a cancelled order does not refill the cart.
 */
import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import * as t from '../../../db/schema/index.js';

export async function clearCart(tx: Tx, userId: number, adultDeclaredAt: Date | null): Promise<void> {
  await tx.delete(t.cartItems).where(eq(t.cartItems.userId, userId));
  await tx.delete(t.cartPromo).where(eq(t.cartPromo.userId, userId));
  await tx
    .update(t.users)
    .set({ selectedSlotId: null, ...(adultDeclaredAt ? { adultDeclaredAt } : {}) })
    .where(eq(t.users.id, userId));
}
