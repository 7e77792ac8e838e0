/**
 * Step "record promo": the applied code's use is recorded against the order. A code that no longer
 * holds (used up meanwhile, condition not met) stops the checkout with its reason: the customer never
 * pays a price other than the one shown.
 * Lock: the promo code's row (`select … for update` in recordPromoUse), its limits re-checked under
 * it. Taken fourth, after the stock rows. Undo: releasePromoUse.
 */
import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import * as t from '../../../db/schema/index.js';
import { ApiError } from '../../../lib/errors.js';
import { recordPromoUse } from '../../promo/index.js';
import type { PricedPromo } from './price.js';

export async function recordPromo(
  tx: Tx,
  {
    promo,
    userId,
    orderId,
    unguarded = false,
  }: {
    promo: PricedPromo | null;
    userId: number;
    orderId: number;
    unguarded?: boolean;
  },
): Promise<void> {
  if (!promo) return;
  if (!promo.eligible) throw new ApiError(409, 'promoCodeNotApplicable', { reason: promo.message ?? '' });
  // Negative control only: trust the cart's unlocked eligibility and write the use.
  if (unguarded) await tx.insert(t.promoCodeUses).values({ promoCodeId: promo.id, userId, orderId });
  else await recordPromoUse(tx, promo.id, userId, orderId);
}

/** Undo of recordPromo: the order's use of its code is given back. */
export async function releasePromoUse(tx: Tx, orderId: number): Promise<void> {
  await tx.delete(t.promoCodeUses).where(eq(t.promoCodeUses.orderId, orderId));
}
