import type { Cents } from './money.js';
import { roundHalfUp } from './money.js';

export type Country = 'FR' | 'BE';
export const VAT_CLASSES = ['food', 'standard'] as const;
export type VatClass = (typeof VAT_CLASSES)[number];

/** docs/rules.md#vat: France 5.5 % food & soft drinks, 20 % alcohol & household; Belgium 6 % / 21 %. In basis points. */
const VAT_BASIS_POINTS: Record<Country, Record<VatClass, number>> = {
  FR: { food: 550, standard: 2000 },
  BE: { food: 600, standard: 2100 },
};

/** The VAT country of a warehouse (or an order): its delivery country, whatever the shopper's language. */
export function vatCountryOf(place: { country: string }): Country {
  return place.country === 'BE' ? 'BE' : 'FR';
}

/** A VAT rate in basis points (550 = 5.5 %). */
export function vatBasisPoints(country: Country, vatClass: VatClass): number {
  return VAT_BASIS_POINTS[country][vatClass];
}

export function vatRate(country: Country, vatClass: VatClass): number {
  return VAT_BASIS_POINTS[country][vatClass] / 10_000;
}

/** Price excluding VAT of a VAT-inclusive unit price, to the cent. */
export function priceExcludingVat(ttc: Cents, country: Country, vatClass: VatClass): Cents {
  return roundHalfUp((ttc * 10_000) / (10_000 + VAT_BASIS_POINTS[country][vatClass]));
}

/** Applies an anti-waste discount (whole percent) to a unit price, rounded half up. */
export function discountedPrice(price: Cents, discountPercent: number): Cents {
  if (!discountPercent) return price;
  return price - roundHalfUp((price * discountPercent) / 100);
}
