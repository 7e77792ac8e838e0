import type { Country } from './vat.js';

/**
 * Legal age to buy a product, by the law of the country the shop sells in (docs/rules.md#alcohol).
 *
 * - France (code de la santé publique L. 3321-1, L. 3342-1): a drink over 1.2 % vol. is an
 *   alcoholic drink, and no alcoholic drink may be sold to a minor: 18.
 * - Belgium (loi du 24 janvier 1977, art. 6, as amended on 10 December 2009): a drink over
 *   0.5 % vol. may not be sold under 16; spirit drinks (distilled, or anything with spirit added)
 *   not under 18. Beer, wine and cider are fermented drinks: 16. Everything else that contains
 *   alcohol (spirits, liqueurs, aperitifs, fortified drinks, pre-mixes) is treated as a spirit
 *   drink: 18. A "fermented" product stronger than 15 % vol. cannot be a plain beer, wine or
 *   cider (wine stops at 15 % without fortification), so it is treated as fortified: 18 — the
 *   strict side when the catalogue files a pommeau among the ciders.
 */
export interface AlcoholAgeProduct {
  alcoholLevel?: number | null;
  category?: { slug?: string; master?: { slug?: string } | null } | null;
}

/** Above this strength a drink is an alcoholic drink (France, groupe 1 of L. 3321-1). */
export const FR_ALCOHOL_THRESHOLD = 1.2;
/** Above this strength a drink is alcohol under Belgian law. */
export const BE_ALCOHOL_THRESHOLD = 0.5;
/** The strongest a beer, wine or cider can be without added spirit. */
export const BE_FERMENTED_MAX_LEVEL = 15;
/** Departments (category masters) of fermented drinks: beer, wine, cider and perry. */
export const FERMENTED_DEPARTMENTS: readonly string[] = ['bieres', 'vins', 'cidres'];

export const ADULT_AGE = 18;
export const BE_FERMENTED_AGE = 16;

const levelOf = (product: AlcoholAgeProduct): number =>
  typeof product.alcoholLevel === 'number' && Number.isFinite(product.alcoholLevel)
    ? product.alcoholLevel
    : 0;

/** The minimum age to buy `product` in `country`, or null when it is not an alcoholic drink there. */
export function minimumAge(product: AlcoholAgeProduct, country: Country): number | null {
  const level = levelOf(product);
  if (country === 'FR') return level > FR_ALCOHOL_THRESHOLD ? ADULT_AGE : null;
  if (level <= BE_ALCOHOL_THRESHOLD) return null;
  const department = product.category?.master?.slug ?? product.category?.slug ?? '';
  const fermented = FERMENTED_DEPARTMENTS.includes(department) && level <= BE_FERMENTED_MAX_LEVEL;
  return fermented ? BE_FERMENTED_AGE : ADULT_AGE;
}

/** The strictest age among products (a basket), or null when none is an alcoholic drink. */
export function basketMinimumAge(products: Iterable<AlcoholAgeProduct>, country: Country): number | null {
  let age: number | null = null;
  for (const product of products) {
    const needed = minimumAge(product, country);
    if (needed !== null && (age === null || needed > age)) age = needed;
  }
  return age;
}
