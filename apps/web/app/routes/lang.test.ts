import { describe, expect, it } from 'vitest';
import { loader } from './lang';

/** The loader's answer to a GET of `path` (its first segment as the route's `lang`). */
function load(path: string, headers: Record<string, string> = {}): unknown {
  const request = new Request(`https://shop.example${path}`, { headers });
  try {
    return loader({ request, params: { lang: new URL(request.url).pathname.split('/')[1] ?? '' } } as never);
  } catch (thrown) {
    return thrown;
  }
}

describe('a page typed without its locale prefix', () => {
  it('is sent to the shopper’s locale with a temporary redirect that varies on what chose it', () => {
    const response = load('/login?next=1', { 'accept-language': 'es-ES,es;q=0.9' }) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/es/login?next=1');
    expect(response.headers.get('vary')).toBe('Cookie, Accept-Language');
  });

  it('follows the locale cookie before the browser’s language', () => {
    const response = load('/p/biere', { cookie: 'locale=nl-BE', 'accept-language': 'es' }) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/nl-BE/p/biere');
  });

  it('leaves prefixed pages alone', () => {
    expect(load('/fr/login')).toBeNull();
  });
});
