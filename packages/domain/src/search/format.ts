/**
 * Format words: a size (« 1,5 l », « 33cl », « 500 g ») or a packaging word (« pack », « x6 »,
 * « bouteille », « flesje », « botella »). A name carries no size (the product's volume does), so these
 * never have to be found in it: they are taken out of the words to match and kept to rank the
 * products of that size first.
 */
export interface SearchFormat {
  /** The size asked for, in the catalogue's units (cl for liquids, g for weights), or null. */
  volume: { amount: number; unit: 'cl' | 'g' } | null;
  /** A pack or a container was asked for (« pack », « x6 », « bouteille »). */
  pack: boolean;
}

const SIZE = /^(\d+(?:\.\d+)?)(cl|ml|l|g|kg|litres?|liters?|litros?)$/;
const TO_BASE: Record<string, { factor: number; unit: 'cl' | 'g' }> = {
  cl: { factor: 1, unit: 'cl' },
  ml: { factor: 0.1, unit: 'cl' },
  l: { factor: 100, unit: 'cl' },
  g: { factor: 1, unit: 'g' },
  kg: { factor: 1000, unit: 'g' },
};

/** Packaging words in the three languages, normalised (no accents); plurals are listed too. */
const PACKAGING = new Set([
  'pack',
  'packs',
  'lot',
  'bouteille',
  'bouteilles',
  'canette',
  'canettes',
  'casier',
  'casiers',
  'bac',
  'fles',
  'flessen',
  'flesje',
  'flesjes',
  'blik',
  'blikje',
  'blikjes',
  'bak',
  'krat',
  'botella',
  'botellas',
  'botellin',
  'botellines',
  'lata',
  'latas',
  'caja',
  'x',
]);

/** The size a token states, in the catalogue's units, or null. */
export function sizeOf(token: string): SearchFormat['volume'] {
  const match = SIZE.exec(token);
  if (!match) return null;
  const unit = match[2]!.startsWith('lit') ? 'l' : match[2]!;
  const base = TO_BASE[unit]!;
  return { amount: Math.round(Number(match[1]) * base.factor * 100) / 100, unit: base.unit };
}

/** Whether a token says a pack or container (« x6 », « 6x », « pack », « bouteille »). */
export const isPackagingWord = (token: string): boolean =>
  PACKAGING.has(token) || /^x\d+$/.test(token) || /^\d+x$/.test(token);
