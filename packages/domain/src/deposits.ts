import { BOTTLE_DEPOSIT_CENTS, CRATE_DEPOSIT_CENTS } from './cart/types.js';
import type { Cents } from './money.js';

/** Empties a driver collects at a customer's door. */
export interface EmptiesCount {
  crates: number;
  largeBottles: number;
  smallBottles: number;
}

/** What collected empties are worth (spec §9: crate 3 €, large bottle 0,20 €, small bottle 0,10 €). */
export function collectionValueCents({ crates, largeBottles, smallBottles }: EmptiesCount): Cents {
  return (
    crates * CRATE_DEPOSIT_CENTS +
    largeBottles * BOTTLE_DEPOSIT_CENTS.large +
    smallBottles * BOTTLE_DEPOSIT_CENTS.small
  );
}

export type EmptiesUnit = 'crate' | 'largeBottle' | 'smallBottle';

/**
 * "2 crates, 24 large bottles and 1 small bottle" in a language: the non-zero counts (the crates
 * alone when all are zero), each worded by `word` (an ICU plural message: 0 is singular in French,
 * plural in Dutch and Spanish), joined as a list.
 */
export function describeEmpties(
  counts: EmptiesCount,
  intlLocale: string,
  word: (unit: EmptiesUnit, count: number) => string,
): string {
  const parts = (
    [
      ['crate', counts.crates],
      ['largeBottle', counts.largeBottles],
      ['smallBottle', counts.smallBottles],
    ] as const
  ).filter(
    ([unit, count]) => count > 0 || (unit === 'crate' && counts.largeBottles + counts.smallBottles === 0),
  );
  return new Intl.ListFormat(intlLocale, { type: 'conjunction' }).format(
    parts.map(([unit, count]) => word(unit, count)),
  );
}

/** The delivery flow of an order, forward only. */
export const ORDER_FLOW = ['placed', 'preparing', 'out_for_delivery', 'delivered'] as const;
export type OrderFlowStatus = (typeof ORDER_FLOW)[number];

/** The status an order moves to next, or null once delivered (or for a status outside the flow). */
export function nextOrderStatus(status: string): Exclude<OrderFlowStatus, 'placed'> | null {
  const index = ORDER_FLOW.indexOf(status as OrderFlowStatus);
  if (index < 0 || index === ORDER_FLOW.length - 1) return null;
  return ORDER_FLOW[index + 1] as Exclude<OrderFlowStatus, 'placed'>;
}
