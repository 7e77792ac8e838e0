import http from 'node:http';
import { expect, test, type APIRequestContext } from '@playwright/test';

test('robots.txt keeps private pages out and points to the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const body = await response.text();
  expect(body).toContain('Disallow: /api/');
  // The images pages and their og:image point to stay fetchable (the longest rule wins).
  expect(body).toContain('Allow: /api/media/');
  expect(body).toContain('Disallow: /fr/mon-compte');
  expect(body).toMatch(/^Sitemap: http:\/\/.+\/sitemap\.xml$/m);
});

test('the sitemap index lists one sitemap per locale', async ({ request }) => {
  const body = await (await request.get('/sitemap.xml')).text();
  for (const locale of ['fr', 'es', 'be', 'nl-BE']) expect(body).toContain(`/${locale}/sitemap.xml</loc>`);
});

test('a locale sitemap lists catalogue pages with their hreflang alternates', async ({ request }) => {
  const response = await request.get('/nl-BE/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/xml');
  const body = await response.text();
  const urls = body.match(/<loc>[^<]+<\/loc>/g) ?? [];
  expect(urls.length).toBeGreaterThan(150);
  expect(body).toMatch(/<loc>http:\/\/[^<]+\/nl-BE\/p\/[a-z0-9-]+<\/loc>/);
  expect(body).toMatch(/<loc>http:\/\/[^<]+\/nl-BE\/c\/bieres<\/loc>/);
  expect(body).toContain('hreflang="fr-BE"');
  expect(body).toContain('hreflang="es"');
  expect(body).not.toContain('hreflang="es-ES"');
  expect(body).toMatch(/<loc>http:\/\/[^<]+\/nl-BE\/blog\/[a-z0-9-]+<\/loc>/);
});

test('pages declare their canonical URL', async ({ page }) => {
  await page.goto('/fr?utm_source=flyer');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/fr$/);
});

/** GET with a forged Host, X-Forwarded-Host and X-Forwarded-Proto (a browser cannot forge Host). */
function getForged(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const headers = {
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    };
    http
      .get(url, { headers }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

/**
 * The shop's own absolute URLs in a page (canonical, hreflang, og:*, JSON-LD) or a file (sitemap
 * <loc>, robots' Sitemap line); links to other sites (app stores, XML namespaces) are not ours.
 */
const OWN_URLS = [
  /<link [^>]*href="(https?:[^"]+)"/g,
  /<meta [^>]*content="(https?:[^"]+)"/g,
  /"(?:url|image|item|@id)":"(https?:[^"]+)"/g,
  /<loc>(https?:[^<]+)<\/loc>/g,
  /^Sitemap: (\S+)$/gm,
];

test('every absolute URL is on PUBLIC_URL, whatever Host or X-Forwarded-Host says', async () => {
  const base = test.info().project.use.baseURL!;
  const product = (await getForged(`${base}/fr/sitemap.xml`)).body.match(/<loc>[^<]*(\/fr\/p\/[^<]+)<\/loc>/);
  const post = (await getForged(`${base}/fr/blog`)).body.match(/href="(\/fr\/blog\/[^"]+)"/);
  expect(product && post, 'a product page and a blog post').toBeTruthy();
  const pages = ['/', '/fr', '/fr/page/notre-concept', '/fr/nos-zones-de-livraison', product![1]!, post![1]!];
  const files = ['/robots.txt', '/sitemap.xml', '/fr/sitemap.xml'];
  for (const path of [...pages, ...files]) {
    const { status, body } = await getForged(`${base}${path}`);
    expect(status, path).toBe(200);
    expect(body, path).not.toContain('evil.example');
    const urls = OWN_URLS.flatMap((pattern) => [...body.matchAll(pattern)].map((m) => m[1]!));
    expect(urls.length, `${path} gives absolute URLs`).toBeGreaterThan(0);
    for (const url of urls) expect(url.startsWith(`${base}/`) || url === base, `${path}: ${url}`).toBe(true);
  }
});

/** The robots meta of a page as the server sends it (what a crawler reads, before any script). */
async function robotsMeta(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  const response = await request.get(path, { headers, maxRedirects: 0 });
  expect(response.status(), path).toBe(200);
  return /<meta name="robots" content="([^"]+)"/.exec(await response.text())?.[1] ?? null;
}

test('registration, login and account pages are noindex; the shop’s pages are not', async ({ request }) => {
  for (const path of ['/fr/inscription/step1', '/nl-BE/login', '/fr/reset-password'])
    expect(await robotsMeta(request, path), path).toBe('noindex');
  for (const path of ['/fr', '/fr/c/bieres', '/nl-BE/blog'])
    expect(await robotsMeta(request, path), path).toBeNull();
  const login = await request.post('/api/login_check', {
    data: { username: 'demo@example.com', password: 'consigne-demo' },
  });
  const cookie = `access_token=${((await login.json()) as { token: string }).token}`;
  for (const path of ['/fr/mon-compte', '/nl-BE/mes-commandes', '/fr/mes-informations'])
    expect(await robotsMeta(request, path, { cookie }), path).toBe('noindex');
});

test('og:image is a PNG social networks render, with its size', async ({ request }) => {
  const sitemap = await (await request.get('/fr/sitemap.xml')).text();
  const pages = [
    /<loc>[^<]*(\/fr\/p\/[^<]+)<\/loc>/.exec(sitemap)![1]!,
    /<loc>[^<]*(\/fr\/blog\/[^<]+)<\/loc>/.exec(sitemap)![1]!,
  ];
  for (const path of pages) {
    const html = await (await request.get(path)).text();
    const meta = (property: string) =>
      new RegExp(`<meta property="${property}" content="([^"]+)"`).exec(html)?.[1] ?? null;
    const image = meta('og:image');
    expect(image, path).toMatch(/^http:\/\/[^/]+\/og\/(products|blog)\/[a-z0-9-]+\.(svg|webp)\.png$/);
    expect([meta('og:image:width'), meta('og:image:height'), meta('og:image:type')], path).toEqual([
      '1200',
      '630',
      'image/png',
    ]);
    const png = await request.get(new URL(image!).pathname);
    expect(png.status(), image!).toBe(200);
    expect(png.headers()['content-type']).toBe('image/png');
    const bytes = await png.body();
    // The PNG signature, then the IHDR chunk's width and height.
    expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
  }
  expect((await request.get('/og/products/..%2Fsecret.svg.png')).status()).toBe(404);
});
