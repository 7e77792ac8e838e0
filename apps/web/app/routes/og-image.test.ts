import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { loader } from './og-image';

const PACKSHOT =
  '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="300"><rect width="200" height="300" fill="#2a6"/></svg>';

/** The loader's answer for `path`, the API answering each media request with `media`. */
async function load(path: string, media: (url: string) => Response): Promise<Response> {
  const asked: string[] = [];
  const context = {
    apiBaseUrl: 'http://api.internal/',
    apiHeaders: {},
    apiFetch: async (url: string) => {
      asked.push(url);
      return media(url);
    },
  };
  try {
    return await loader({ request: new Request(`https://shop.example${path}`), context } as never);
  } catch (thrown) {
    return thrown instanceof Response
      ? thrown
      : new Response(null, { status: (thrown as { init?: { status: number } }).init?.status ?? 500 });
  } finally {
    for (const url of asked) expect(url.startsWith('http://api.internal/api/media/')).toBe(true);
  }
}

describe('/og/<kind>/<file>.png', () => {
  it('draws the API’s image as a 1200×630 PNG, cached a day', async () => {
    const response = await load('/og/products/biere.svg.png', () => new Response(PACKSHOT));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toContain('max-age=86400');
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
  });

  it('asks the API for nothing outside its images: other kinds, paths and names are 404', async () => {
    for (const path of [
      '/og/products/..%2F..%2Fetc%2Fpasswd.svg.png',
      '/og/products/../users.svg.png',
      '/og/users/x.svg.png',
      '/og/products/x.png.png',
      '/og/products/X.svg.png',
      `/og/products/${'a'.repeat(201)}.svg.png`,
    ]) {
      const response = await load(path, () => {
        throw new Error(`asked the API for ${path}`);
      });
      expect(response.status, path).toBe(404);
    }
  });

  it('answers 404 for an image the API lacks, or one that is not an image, and 503 when the API fails', async () => {
    expect((await load('/og/blog/absent.svg.png', () => new Response(null, { status: 404 }))).status).toBe(
      404,
    );
    expect((await load('/og/blog/broken.svg.png', () => new Response('not an image'))).status).toBe(404);
    const down = await load('/og/blog/cover.svg.png', () => new Response(null, { status: 502 }));
    expect(down.status).toBe(503);
  });

  it('refuses to rasterise an SVG that declares a huge canvas, instead of exhausting memory', async () => {
    const huge = '<svg xmlns="http://www.w3.org/2000/svg" width="100000" height="100000"/>';
    expect((await load('/og/blog/huge.svg.png', () => new Response(huge))).status).toBe(404);
  });
});
