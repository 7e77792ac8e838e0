import { listFormat } from './intl.js';
import type { Cents } from './money.js';

/**
 * Deposits (docs/rules.md#deposits): the one table of amounts, for what a shopper is charged (a product's deposit
 * class, the crates its bottles fill) and what collected empties refund. In cents.
 */
export const CRATE_DEPOSIT_CENTS: Cents = 300;
export const DEPOSIT_CLASSES = ['none', 'small_bottle', 'large_bottle'] as const;
/** What one unit of a product carries as a bottle deposit: none, a small (0,10 €) or a large bottle (0,20 €). */
export type DepositClass = (typeof DEPOSIT_CLASSES)[number];
export const BOTTLE_DEPOSIT_CENTS: Readonly<Record<DepositClass, Cents>> = {
  none: 0,
  small_bottle: 10,
  large_bottle: 20,
};

export const isDepositClass = (value: unknown): value is DepositClass =>
  (DEPOSIT_CLASSES as readonly unknown[]).includes(value);

/** The bottle deposit of one unit of a product of this class. */
export function bottleDepositCents(depositClass: DepositClass): Cents {
  return BOTTLE_DEPOSIT_CENTS[depositClass];
}

/** Empties a driver collects at a customer's door. */
export interface EmptiesCount {
  crates: number;
  largeBottles: number;
  smallBottles: number;
}

/** What collected empties are worth (crate 3 €, large bottle 0,20 €, small bottle 0,10 €). */
export function collectionValueCents({ crates, largeBottles, smallBottles }: EmptiesCount): Cents {
  return (
    crates * CRATE_DEPOSIT_CENTS +
    largeBottles * BOTTLE_DEPOSIT_CENTS.large_bottle +
    smallBottles * BOTTLE_DEPOSIT_CENTS.small_bottle
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
  return listFormat(intlLocale, { type: 'conjunction' }).format(
    parts.map(([unit, count]) => word(unit, count)),
  );
}
