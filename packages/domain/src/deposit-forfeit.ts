import type { Cents } from './money.js';
import { priceExcludingVat, vatRate, type Country } from './vat.js';

/**
 * A warehouse's period after which deposits never returned become a sale of the packaging (days):
 * a year by default; between a month and ten years.
 */
export const DEPOSIT_FORFEIT_DAYS = { default: 365, min: 30, max: 3650 } as const;

export const isDepositForfeitDays = (days: number): boolean =>
  Number.isInteger(days) && days >= DEPOSIT_FORFEIT_DAYS.min && days <= DEPOSIT_FORFEIT_DAYS.max;

/**
 * What a customer's deposits not returned in time come to. Empties handed back (and earlier forfeits)
 * settle the oldest deliveries first, so of the deposits delivered before the period began
 * (`agedDeliveredCents`), what `settledCents` (all collections and forfeits so far, as a positive sum)
 * has not covered was never returned. Never below 0; 0 once recorded (it is then settled too).
 */
export function forfeitableCents(agedDeliveredCents: Cents, settledCents: Cents): Cents {
  return Math.max(0, agedDeliveredCents - settledCents);
}

export interface PackagingSale {
  /** The forfeited deposits: the price, VAT included (a deposit is charged VAT-inclusive). */
  totalCents: Cents;
  netCents: Cents;
  vatCents: Cents;
  /** Basis points: 2000 = 20 %. */
  vatRateBp: number;
}

/**
 * Unreturned packaging sold (ADR 0015): deposits are outside the VAT base while the packaging may come
 * back (CGI art. 267); once it is kept, it is a sale of returnable packaging invoiced on its own, so at
 * the packaging's own rate — the standard rate of the warehouse's country — whatever the bottles held.
 */
export function packagingSale(totalCents: Cents, country: Country): PackagingSale {
  const netCents = priceExcludingVat(totalCents, country, 'standard');
  return {
    totalCents,
    netCents,
    vatCents: totalCents - netCents,
    vatRateBp: Math.round(vatRate(country, 'standard') * 10_000),
  };
}
