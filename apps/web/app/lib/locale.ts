import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_COOKIE,
  LOCALES,
  negotiateLocale,
  type Locale,
} from '@consigne/domain';
import { parseCookies } from './cookies.js';

export const prefixOf = (locale: Locale) => `/${locale}`;

/** The locale of a URL's first segment, if it is one of ours. */
export function localeOfPath(pathname: string): Locale | null {
  const first = pathname.split('/')[1] ?? '';
  return isLocale(first) ? first : null;
}

/** The prefix wins; without one, the locale cookie, else the browser language. */
export function detectLocale(request: Request): Locale {
  const fromPath = localeOfPath(new URL(request.url).pathname);
  if (fromPath) return fromPath;
  const fromCookie = parseCookies(request.headers.get('cookie'))[LOCALE_COOKIE];
  if (isLocale(fromCookie)) return fromCookie;
  return negotiateLocale(request.headers.get('accept-language')) ?? DEFAULT_LOCALE;
}

/** The same page in another locale: swaps or adds the prefix. */
export function localizedPath(pathname: string, locale: Locale): string {
  const current = localeOfPath(pathname);
  const rest = current ? pathname.slice(current.length + 1) : pathname === '/' ? '' : pathname;
  return `${prefixOf(locale)}${rest}`;
}

/**
 * The hreflang of each locale. Spanish is the French catalogue in Spanish (delivered in France), so it
 * targets the language, `es`, not Spain's shoppers (`es-ES`); the Belgian locales target Belgium.
 */
const HREFLANG: Record<Locale, string> = { fr: 'fr-FR', es: 'es', be: 'fr-BE', 'nl-BE': 'nl-BE' };

/** hreflang alternates of a page (alternate links per locale); x-default is the unprefixed home. */
export function alternates(origin: string, pathname: string): Array<{ hrefLang: string; href: string }> {
  const links = LOCALES.map((l) => ({
    hrefLang: HREFLANG[l],
    href: `${origin}${localizedPath(pathname, l)}`,
  }));
  const current = localeOfPath(pathname);
  const rest = current ? pathname.slice(current.length + 1) : pathname === '/' ? '' : pathname;
  return [...links, { hrefLang: 'x-default', href: `${origin}${rest || '/'}` }];
}
