import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCALES } from './locale.js';
import { redirectTarget } from './redirect.js';

const SHOP = 'https://shop.example';

/** What every output must be: a path under a locale prefix (or the back-office) that a browser resolves on the shop. */
function expectSameSite(output: string) {
  expect(output).toMatch(/^\/(fr|es|be|nl-BE|admin)([/?#]|$)/);
  const path = output.split(/[?#]/)[0]!;
  expect(path).not.toMatch(/\/\/|\\/);
  // eslint-disable-next-line no-control-regex
  expect(output).not.toMatch(/[\u0000-\u001f\u007f\\]/);
  expect(decodeURIComponent(path)).not.toMatch(/\/\/|\\|(^|\/)\.\.?(\/|$)/);
  const url = new URL(output, SHOP);
  expect(url.origin).toBe(SHOP);
  // Followed again (a second hop, or a browser re-reading it), it stays where it is.
  expect(`${url.pathname}${url.search}${url.hash}`).toBe(output);
  expect(redirectTarget(output, 'fr')).toBe(output);
}

describe('redirectTarget', () => {
  it('keeps same-site paths under a locale, normalised', () => {
    expect(redirectTarget('/fr/mon-compte?x=1', 'fr')).toBe('/fr/mon-compte?x=1');
    expect(redirectTarget('/nl-BE/cart#top', 'fr')).toBe('/nl-BE/cart#top');
    expect(redirectTarget('/es', 'fr')).toBe('/es');
    expect(redirectTarget('/fr/p/bière', 'fr')).toBe('/fr/p/bi%C3%A8re');
    expect(redirectTarget('/fr/./cart', 'fr')).toBe('/fr/cart');
  });

  it('keeps back-office paths (/admin, outside the locale prefixes)', () => {
    expect(redirectTarget('/admin', 'fr')).toBe('/admin');
    expect(redirectTarget('/admin/produits?page=2', 'fr')).toBe('/admin/produits?page=2');
  });

  it.each([
    '/.//evil.example',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/%2f%2fevil.example',
    '/%5c%5cevil.example',
    '/fr/..//evil.example',
    '/fr/../..//evil.example',
    '/fr/%2e%2e/%2e%2e//evil.example',
    '/fr/%2f%2fevil.example',
    '/fr/%252f%252fevil.example',
    '/fr/..%2f..%2f',
    '/fr\\..\\..\\evil.example',
    'https://evil.example/fr',
    'http:evil.example',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '/mon-compte',
    '/xx/mon-compte',
    '/administrator',
    '/admin/..//evil.example',
    '/ADMIN',
    '/FR/cart',
    '/fr%2f..%2f..%2fevil',
    '/fr/%00',
    '',
  ])('sends %j home', (hostile) => {
    expect(redirectTarget(hostile, 'be')).toBe('/be');
  });

  it('refuses non-strings and overlong targets', () => {
    for (const value of [null, undefined, 42, ['/fr'], { toString: () => '/fr' }, `/fr/${'a'.repeat(5000)}`])
      expect(redirectTarget(value, 'nl-BE')).toBe('/nl-BE');
  });

  it('never leaves the site, whatever the generated hostile target', () => {
    const pieces = fc.constantFrom(
      '/',
      '//',
      '\\',
      '/\\',
      '\\/',
      '.',
      '..',
      '/./',
      '/../',
      '%2f',
      '%2F',
      '%5c',
      '%5C',
      '%2e',
      '%2E',
      '%2e%2e',
      '%252f',
      '%25252f',
      '%',
      '%0',
      '%00',
      '%09',
      '%0a',
      '\t',
      '\n',
      '\r',
      ' ',
      '\u0000',
      '\u000b',
      '\u007f',
      'evil.example',
      '@',
      ':',
      '?',
      '#',
      '&',
      'javascript:',
      'data:',
      'http:',
      'https:',
      'http://',
      '\uff0f',
      '\u2215',
      '\u3002',
      '\u200b',
      'é',
      '\ud83c\udf7a',
      'fr',
      'es',
      'be',
      'nl-BE',
      'NL-be',
      'mon-compte',
      'admin',
      '/admin',
      '/admin/',
      ...LOCALES.map((l) => `/${l}`),
      ...LOCALES.map((l) => `/${l}/`),
    );
    const hostile = fc.oneof(
      fc.array(pieces, { maxLength: 14 }).map((parts) => parts.join('')),
      fc
        .tuple(fc.constantFrom('', '/fr', '/fr/', '/'), fc.string({ unit: 'binary', maxLength: 60 }))
        .map(([head, tail]) => head + tail),
      fc.webUrl({ withQueryParameters: true, withFragments: true }),
      fc.string({ minLength: 2000, maxLength: 2100 }).map((s) => `/fr/${s}`),
    );
    fc.assert(
      fc.property(hostile, fc.constantFrom(...LOCALES), (target, locale) => {
        const output = redirectTarget(target, locale);
        expectSameSite(output);
      }),
      { numRuns: 4000 },
    );
    // 4,000 generated targets, some 2,000 characters long: seconds on a loaded machine.
  }, 30_000);
});
