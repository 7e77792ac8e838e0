import { expect, test } from '@playwright/test';

test('robots.txt keeps private pages out and points to the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const body = await response.text();
  expect(body).toContain('Disallow: /api/');
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
});

test('pages declare their canonical URL', async ({ page }) => {
  await page.goto('/fr?utm_source=flyer');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/fr$/);
});
