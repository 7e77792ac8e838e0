import { intlTag, numberFormat, type Locale } from '@consigne/domain';
import type { Translate } from '../../i18n';

/** '1 produit' / '12 produits'. */
export const countLabel = (t: Translate, count: number) => t('catalog.count', { count });

/** Path of a Rayon or of a category under its Rayon: /fr/c/bieres, /fr/c/bieres/bieres-blondes. */
export const categoryPath = (prefix: string, slug: string, masterSlug?: string | null) =>
  masterSlug && masterSlug !== slug ? `${prefix}/c/${masterSlug}/${slug}` : `${prefix}/c/${slug}`;

export const productPath = (prefix: string, slug: string) => `${prefix}/p/${slug}`;

/** A decimal number in the locale: 8,5 (fr), 8,5 (nl-BE). */
export const decimal = (value: number, locale: Locale) => numberFormat(intlTag(locale)).format(value);
