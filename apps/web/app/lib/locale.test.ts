import { describe, expect, it } from 'vitest';
import { alternates, detectLocale, localizedPath } from './locale.js';

const req = (url: string, headers: Record<string, string> = {}) =>
  new Request(`http://shop.test${url}`, { headers });

describe('detectLocale', () => {
  it('prefers the URL prefix, then the cookie, then Accept-Language', () => {
    expect(detectLocale(req('/nl-BE/login', { cookie: 'locale=es' }))).toBe('nl-BE');
    expect(detectLocale(req('/', { cookie: 'locale=es', 'accept-language': 'fr-BE' }))).toBe('es');
    expect(detectLocale(req('/', { 'accept-language': 'fr-BE,fr;q=0.9' }))).toBe('be');
    expect(detectLocale(req('/', { cookie: 'locale=xx' }))).toBe('fr');
  });
});

describe('paths', () => {
  it('swaps prefixes and lists alternates', () => {
    expect(localizedPath('/fr/login', 'nl-BE')).toBe('/nl-BE/login');
    expect(localizedPath('/', 'es')).toBe('/es');
    const links = alternates('https://shop.test', '/be/produits');
    expect(links).toContainEqual({ hrefLang: 'fr-BE', href: 'https://shop.test/be/produits' });
    expect(links).toContainEqual({ hrefLang: 'x-default', href: 'https://shop.test/produits' });
    // The Spanish pages are the French catalogue in Spanish: the language, not Spain.
    expect(links).toContainEqual({ hrefLang: 'es', href: 'https://shop.test/es/produits' });
    expect(links.map((l) => l.hrefLang)).not.toContain('es-ES');
  });
});
