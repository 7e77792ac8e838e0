import { isLocale, type Locale } from './locale.js';

/** A private origin to resolve targets against: anything that leaves it leaves the site. */
const BASE = 'https://site.invalid';
/** Longer targets are not links of ours (and would bloat a Location header). */
const MAX_LENGTH = 2048;
/** Rounds of percent-decoding before a target counts as hostile (%25252f…). */
const MAX_DECODINGS = 4;

/**
 * The one redirect-target rule (login, guards, every `redirect=`): a same-site path under a locale
 * prefix, else the locale's home. Decided on what a browser would follow: tabs and newlines removed,
 * backslashes refused, dot segments resolved, and the path fully percent-decoded before it is checked,
 * so `/.//evil`, `/\evil`, `/%2f%2fevil` or `/fr/..%2f/evil` never leave the site.
 */
export function redirectTarget(target: unknown, locale: Locale): string {
  return sameSitePath(target) ?? `/${locale}`;
}

/** The back-office (/admin), the one section of the site outside the locale prefixes. */
const UNPREFIXED_SECTIONS = new Set(['admin']);

/**
 * The normalised path (with query and fragment) if `target` is a safe same-site path under a locale
 * or the back-office; else null.
 */
export function sameSitePath(target: unknown): string | null {
  if (typeof target !== 'string' || target.length > MAX_LENGTH) return null;
  // Browsers drop tabs and newlines anywhere in a URL ("/\t/evil" is "//evil"), so they go first.
  const stripped = target.replace(/[\t\n\r]/g, '');
  if (!stripped.startsWith('/') || stripped.startsWith('//') || unsafeCharacter.test(stripped)) return null;
  let url: URL;
  try {
    url = new URL(stripped, BASE);
  } catch {
    return null;
  }
  const section = url.pathname.split('/')[1];
  if (url.origin !== BASE || !(isLocale(section) || UNPREFIXED_SECTIONS.has(section ?? ''))) return null;
  const decoded = fullyDecoded(url.pathname);
  if (decoded === null || decoded.includes('//') || unsafeCharacter.test(decoded)) return null;
  if (decoded.split('/').some((segment) => segment === '.' || segment === '..')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Backslashes (a slash to browsers) and control characters are never in a path of ours. */
// eslint-disable-next-line no-control-regex
const unsafeCharacter = /[\\\u0000-\u001f\u007f]/;

function fullyDecoded(path: string): string | null {
  let current = path;
  for (let round = 0; round <= MAX_DECODINGS; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}
