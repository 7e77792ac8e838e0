/**
 * Step "green slot" (docs/rules.md#green-slots, ADR 0038): whether the booked slot is green for the
 * customer is decided again here, under the slot's row lock that bookSlot took (no stop can join or
 * leave the slot meanwhile), and the cart priced again with the discount when it is. Measured only
 * when the warehouse gives a discount and the cart pays a fee: with no discount, checkout costs
 * nothing more. What was decided is returned for the order row, its audit.
 * Lock: none more (the slot's, held). Undo: none.
 */
import type { Tx } from '../../../db/client.js';
import { greenDecision } from '../../green-slots/index.js';
import type { PricedOrder } from './price.js';

export interface GreenSlotAudit {
  /** Null: not measured (no discount, no fee, or the address has no coordinates). */
  greenSlot: boolean | null;
  greenMarginalMetres: number | null;
  greenDiscountCents: number;
}

const NOT_MEASURED: GreenSlotAudit = { greenSlot: null, greenMarginalMetres: null, greenDiscountCents: 0 };

export async function decideGreenSlot(
  tx: Tx,
  {
    userId,
    slotId,
    priced,
    reprice,
  }: {
    userId: number;
    slotId: number;
    priced: PricedOrder;
    reprice: (greenSlotDiscountCents: number) => Promise<PricedOrder>;
  },
): Promise<{ priced: PricedOrder; audit: GreenSlotAudit }> {
  const { warehouse } = priced;
  if (warehouse.greenDiscountCents <= 0 || priced.totals.deliveryFees === 0)
    return { priced, audit: NOT_MEASURED };
  const decision = await greenDecision(tx, { userId, warehouseId: warehouse.id, slotId });
  if (!decision) return { priced, audit: NOT_MEASURED };
  const audit = {
    greenSlot: decision.isGreen,
    greenMarginalMetres: decision.marginalMetres,
    greenDiscountCents: 0,
  };
  if (!decision.isGreen) return { priced, audit };
  const repriced = await reprice(decision.discountCents);
  return { priced: repriced, audit: { ...audit, greenDiscountCents: repriced.totals.greenSlotDiscount } };
}
