import { numberFormat } from './intl.js';
/** Money is integer cents inside; euros (≤ 2 decimals) only at the JSON boundary. */
export type Cents = number;

export function toEuros(cents: Cents): number {
  return Math.round(cents) / 100;
}

export function toCents(euros: number): Cents {
  return Math.round(euros * 100);
}

/** Rounds half away from zero to the cent: used for VAT and percentage discounts. */
export function roundHalfUp(value: number): Cents {
  return Math.sign(value) * Math.round(Math.abs(value) + Number.EPSILON * 10);
}

/** Amounts with 2 decimals and a euro sign, e.g. '12,50 €' (fr). */
export function formatEuros(cents: Cents, intlLocale = 'fr-FR'): string {
  return numberFormat(intlLocale, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}
