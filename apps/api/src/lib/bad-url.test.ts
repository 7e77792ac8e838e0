import { describe, expect, it } from 'vitest';
import { testApp } from '../../test/app.js';
import { localeOfRawUrl } from './bad-url.js';

const { app } = await testApp();

describe('a URL whose %-encoding is broken', () => {
  it('is refused 400 to the API with its envelope, in the locale parameter’s language', async () => {
    const res = await app.inject({ url: '/api/products/%ZZ?locale=nl_BE' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'invalid_url',
      message:
        'Dit adres bevat verkeerd gecodeerde tekens: controleer de link of begin opnieuw op de startpagina.',
      errors: [],
    });
  });

  it('is refused 400 to a browser with a short page in the URL’s language, linking home', async () => {
    const res = await app.inject({ url: '/es/c/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<html lang="es">');
    expect(res.body).toContain('Esta dirección contiene caracteres mal codificados');
    expect(res.body).toContain('<a href="/es">');
    // No hook runs before a route is found: the answer sets its own security headers.
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('reads the language from the raw URL only, never from what it cannot decode', () => {
    expect(localeOfRawUrl('/api/x/%ZZ?a=1&locale=es_ES')).toBe('es_ES');
    expect(localeOfRawUrl('/api/x/%ZZ?locale=xx_XX')).toBe('fr_FR');
    expect(localeOfRawUrl('/be/%ZZ')).toBe('fr_BE');
    expect(localeOfRawUrl('/nl-BE?q=%ZZ')).toBe('nl_BE');
    expect(localeOfRawUrl('/%ZZ')).toBe('fr_FR');
    // A page's query cannot choose the language: only the prefix does.
    expect(localeOfRawUrl('/fr/%ZZ?locale=nl_BE')).toBe('fr_FR');
  });
});
