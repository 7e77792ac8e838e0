/** The four storefront locales. `be` is Belgian French; its URL prefix is /be, its HTML lang fr-BE. */
export const LOCALES = ['fr', 'es', 'be', 'nl-BE'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'fr';

/** The API's `locale` query parameter values (a language code, default fr_FR: docs/rules.md#locales). */
export const API_LOCALES = ['fr_FR', 'es_ES', 'fr_BE', 'nl_BE'] as const;
export type ApiLocale = (typeof API_LOCALES)[number];
export const DEFAULT_API_LOCALE: ApiLocale = 'fr_FR';

const API_BY_LOCALE: Record<Locale, ApiLocale> = { fr: 'fr_FR', es: 'es_ES', be: 'fr_BE', 'nl-BE': 'nl_BE' };
const HTML_LANG: Record<Locale, string> = { fr: 'fr', es: 'es', be: 'fr-BE', 'nl-BE': 'nl-BE' };
/** BCP 47 tag for Intl formatting. */
const INTL_TAG: Record<Locale, string> = { fr: 'fr-FR', es: 'es-ES', be: 'fr-BE', 'nl-BE': 'nl-BE' };

export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function isApiLocale(value: unknown): value is ApiLocale {
  return typeof value === 'string' && (API_LOCALES as readonly string[]).includes(value);
}

export const toApiLocale = (locale: Locale): ApiLocale => API_BY_LOCALE[locale];
export const htmlLang = (locale: Locale): string => HTML_LANG[locale];
export const intlTag = (locale: Locale): string => INTL_TAG[locale];

export function fromApiLocale(apiLocale: ApiLocale): Locale {
  return (
    (Object.keys(API_BY_LOCALE) as Locale[]).find((l) => API_BY_LOCALE[l] === apiLocale) ?? DEFAULT_LOCALE
  );
}

/** Country of the catalogue a locale shops in: Belgian locales use Belgian VAT and warehouses. */
export const countryOf = (locale: Locale): 'FR' | 'BE' =>
  locale === 'be' || locale === 'nl-BE' ? 'BE' : 'FR';

/**
 * Picks a locale from an Accept-Language header: exact regional matches first
 * (fr-BE → be, nl-BE/nl → nl-BE), then the primary language, by q order.
 */
export function negotiateLocale(acceptLanguage: string | null | undefined): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  const ranges = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((r) => r.tag && r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranges) {
    if (tag === 'fr-be') return 'be';
    if (tag === 'nl-be' || tag === 'nl' || tag.startsWith('nl-')) return 'nl-BE';
    if (tag === 'es' || tag.startsWith('es-')) return 'es';
    if (tag === 'fr' || tag.startsWith('fr-')) return 'fr';
  }
  return DEFAULT_LOCALE;
}
