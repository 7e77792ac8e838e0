/** The cart badge is hidden at 0 and caps at '99+'. */
export function cartBadgeLabel(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > 99 ? '99+' : String(Math.floor(count));
}

/** The header search trims the term; an empty trimmed term does nothing (null). */
export function searchPath(prefix: string, term: string): string | null {
  const trimmed = term.trim();
  if (!trimmed) return null;
  return `${prefix}/produits?search=${encodeURIComponent(trimmed)}`;
}

const DECIMAL_COMMA = (n: number) => String(Number(n.toFixed(2))).replace('.', ',');

/** The units a product's volume is counted in (formatVolume and pricePerReferenceUnit read them). */
export const PRODUCT_UNITS = ['cl', 'l', 'g', 'kg', 'piece'] as const;
export type ProductUnit = (typeof PRODUCT_UNITS)[number];

/** Volume as shoppers read it: 33 cl, 1 l, 1,5 l, 250 g, 1 kg. */
export function formatVolume(volume: number, unit: string): string {
  if (unit === 'cl' && volume >= 100) return `${DECIMAL_COMMA(volume / 100)} l`;
  if (unit === 'g' && volume >= 1000) return `${DECIMAL_COMMA(volume / 1000)} kg`;
  if (unit === 'piece') return `×${volume}`;
  return `${DECIMAL_COMMA(volume)} ${unit}`;
}

/** Price per litre or kilogram in cents, or null when the unit has no reference quantity. */
export function pricePerReferenceUnit(
  priceCents: number,
  volume: number,
  unit: string,
): { cents: number; unit: 'l' | 'kg' } | null {
  const litres = unit === 'cl' ? volume / 100 : unit === 'l' ? volume : null;
  if (litres) return { cents: Math.round(priceCents / litres), unit: 'l' };
  const kilos = unit === 'g' ? volume / 1000 : unit === 'kg' ? volume : null;
  if (kilos) return { cents: Math.round(priceCents / kilos), unit: 'kg' };
  return null;
}
