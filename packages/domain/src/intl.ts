/**
 * The one place Intl formatters are built: each (locale, options) once, then shared. Formatters are
 * immutable, so sharing one is safe.
 *
 * Why: building one is an ICU object (a DateTimeFormat with its calendar, time zone and pattern
 * generator) of ≈10 KB of native memory that V8 does not count, and ≈0.1–0.4 ms of CPU. The garbage
 * collector, seeing only a small JS object, leaves it for later; glibc then keeps the freed memory.
 * Built per call, the slots' time arithmetic (≈370 formatters for one logged-in page) took an instance
 * from 320 MB to over 2 GB of RSS (docs/performance.md). ESLint refuses `new Intl.*` (and
 * `toLocale…String`, which builds one per call) anywhere else.
 */

/**
 * Locales and options come from the code (the four locales, the shop's time zone), so a few dozen
 * entries are ever made; the bound only keeps an unexpected caller (a locale from a request) from
 * growing the cache without end.
 */
const MAX_ENTRIES_PER_KIND = 256;

type Make<F, O> = (locale: string | undefined, options: O | undefined) => F;

function cachedFormatter<F, O extends object>(make: Make<F, O>) {
  const cache = new Map<string, F>();
  return (locale?: string, options?: O): F => {
    // Options are small literals: their JSON is the key (`undefined` members drop out, as Intl reads them).
    const key = `${locale ?? ''}|${options ? JSON.stringify(options) : ''}`;
    let formatter = cache.get(key);
    if (!formatter) {
      formatter = make(locale, options);
      if (cache.size >= MAX_ENTRIES_PER_KIND) cache.clear();
      cache.set(key, formatter);
    }
    return formatter;
  };
}

/* eslint-disable no-restricted-syntax -- the one place formatters are built */
export const dateTimeFormat = cachedFormatter<Intl.DateTimeFormat, Intl.DateTimeFormatOptions>(
  (locale, options) => new Intl.DateTimeFormat(locale, options),
);
export const numberFormat = cachedFormatter<Intl.NumberFormat, Intl.NumberFormatOptions>(
  (locale, options) => new Intl.NumberFormat(locale, options),
);
export const listFormat = cachedFormatter<Intl.ListFormat, Intl.ListFormatOptions>(
  (locale, options) => new Intl.ListFormat(locale, options),
);
export const pluralRules = cachedFormatter<Intl.PluralRules, Intl.PluralRulesOptions>(
  (locale, options) => new Intl.PluralRules(locale, options),
);
/* eslint-enable no-restricted-syntax */
