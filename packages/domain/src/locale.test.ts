import { describe, expect, it } from 'vitest';
import { fromApiLocale, htmlLang, negotiateLocale, toApiLocale, LOCALES } from './locale.js';

describe('negotiateLocale', () => {
  it.each([
    [undefined, 'fr'],
    ['', 'fr'],
    ['fr-FR,fr;q=0.9', 'fr'],
    ['fr-BE,fr;q=0.9', 'be'],
    ['nl-BE,nl;q=0.9,en;q=0.8', 'nl-BE'],
    ['nl', 'nl-BE'],
    ['es-ES,es;q=0.9', 'es'],
    ['en-US,en;q=0.9', 'fr'],
    ['en;q=0.9,es;q=0.8,fr;q=0.5', 'es'],
    ['fr;q=0, es', 'es'],
  ] as const)('%s → %s', (header, expected) => {
    expect(negotiateLocale(header)).toBe(expected);
  });
});

describe('locale mappings', () => {
  it('round-trips every locale through the API code', () => {
    for (const locale of LOCALES) expect(fromApiLocale(toApiLocale(locale))).toBe(locale);
  });
  it('uses fr-BE as the HTML lang of /be', () => {
    expect(htmlLang('be')).toBe('fr-BE');
    expect(htmlLang('nl-BE')).toBe('nl-BE');
  });
});
