import { intlTag, toCents, type Cents, type Locale } from '@consigne/domain';
import type { Translate } from '../../i18n';

/**
 * Intl formatters are costly to build (a listing page formats ≈70 amounts), so each locale's is built
 * once. The output is that of the domain's formatEuros: 2 decimals and a euro sign (spec §9).
 */
const euroFormatters = new Map<string, Intl.NumberFormat>();
const decimalFormatters = new Map<string, Intl.NumberFormat>();

function cached(cache: Map<string, Intl.NumberFormat>, tag: string, options?: Intl.NumberFormatOptions) {
  let formatter = cache.get(tag);
  if (!formatter) cache.set(tag, (formatter = new Intl.NumberFormat(tag, options)));
  return formatter;
}

/** formatEuros of the domain with a formatter built once per locale tag: '12,50 €' (fr-FR). */
export const formatEurosCached = (cents: Cents, intlLocale: string) =>
  cached(euroFormatters, intlLocale, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);

/** Euros from the API (2 decimals) as shoppers read them: '2,65 €'. */
export const euros = (amount: number, locale: Locale) => formatEurosCached(toCents(amount), intlTag(locale));

/** '1 produit' / '12 produits'. */
export const countLabel = (t: Translate, count: number) => t('catalog.count', { count });

/** Path of a Rayon or of a category under its Rayon: /fr/c/bieres, /fr/c/bieres/bieres-blondes. */
export const categoryPath = (prefix: string, slug: string, masterSlug?: string | null) =>
  masterSlug && masterSlug !== slug ? `${prefix}/c/${masterSlug}/${slug}` : `${prefix}/c/${slug}`;

export const productPath = (prefix: string, slug: string) => `${prefix}/p/${slug}`;

/** A decimal number in the locale: 8,5 (fr), 8,5 (nl-BE). */
export const decimal = (value: number, locale: Locale) =>
  cached(decimalFormatters, intlTag(locale)).format(value);
