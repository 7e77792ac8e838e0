import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const HOMES = [
  { path: '/fr', lang: 'fr', search: 'Rechercher un produit, une marque...', login: 'Se connecter' },
  { path: '/es', lang: 'es', search: 'Buscar un producto, una marca...', login: 'Iniciar sesión' },
  { path: '/be', lang: 'fr-BE', search: 'Rechercher un produit, une marque...', login: 'Se connecter' },
  { path: '/nl-BE', lang: 'nl-BE', search: 'Zoek een product, een merk...', login: 'Aanmelden' },
];

for (const home of HOMES) {
  test(`home ${home.path} renders the localized header and footer`, async ({ page }) => {
    const response = await page.goto(home.path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', home.lang);
    await expect(page.getByRole('searchbox').first()).toHaveAttribute('placeholder', home.search);
    await expect(page.getByRole('link', { name: home.login })).toBeVisible();
    await expect(page.getByTestId('alcohol-warning')).toBeVisible();
    const alternates = await page
      .locator('link[rel="alternate"]')
      .evaluateAll((links) =>
        links.map((l) => `${l.getAttribute('hreflang')} ${new URL(l.getAttribute('href')!).pathname}`),
      );
    expect(alternates).toEqual(['fr-FR /fr', 'es /es', 'fr-BE /be', 'nl-BE /nl-BE', 'x-default /']);
    expect(await page.title()).not.toBe('');
  });
}

test('/ is the home too, in the browser language, and remembers a chosen locale', async ({ browser }) => {
  const context = await browser.newContext({
    locale: 'nl-BE',
    extraHTTPHeaders: { 'accept-language': 'nl-BE,nl;q=0.9' },
  });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl-BE');
  await page.goto('/es');
  const cookie = (await context.cookies()).find((c) => c.name === 'locale');
  expect(cookie?.value).toBe('es');
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await context.close();
});

test('an unknown page under a locale is the non-fatal 404 page, noindex', async ({ page }) => {
  const response = await page.goto('/fr/nimporte-quoi');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: "Désolé, cette page n'a pas été trouvée." })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/fr');
  await expect(page.getByRole('heading', { name: "Téléchargez l'application" })).toBeVisible();
  await expect(page.getByTestId('alcohol-warning')).toBeVisible();
});

test('a failed locale validate rule is the fatal 404 with Page Not Found: {path}', async ({ page }) => {
  const response = await page.goto('/nimporte-quoi');
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('error-detail')).toHaveText('Page Not Found: /nimporte-quoi');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});

test('bots get no error page', async ({ request }) => {
  const response = await request.get('/fr/nimporte-quoi', {
    headers: { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' },
  });
  expect(response.status()).toBe(404);
  expect(await response.text()).toBe('');
});

test('a known page typed without a prefix is redirected to the shopper locale', async ({ request }) => {
  const response = await request.get('/login', { maxRedirects: 0, headers: { 'accept-language': 'es-ES' } });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe('/es/login');
  expect(response.headers().vary).toBe('Cookie, Accept-Language');
});

test('the header search trims and encodes the term; an empty term does nothing', async ({ page }) => {
  await page.goto('/fr');
  const search = page.getByRole('searchbox').first();
  await search.fill('   ');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/fr$/);
  await search.fill('  bière blonde ');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/fr\/produits\?search=bi%C3%A8re%20blonde$/);
});

test('pages carry security headers and guest pages are cacheable', async ({ request }) => {
  const response = await request.get('/fr');
  const headers = response.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['cache-control']).toContain('s-maxage');
});

test('the home page has no accessibility violations', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/fr');
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
  await context.close();
});

test('server-supplied redirects: a local one keeps the locale, an absolute one leaves the shop', async ({
  request,
}) => {
  const local = await request.get('/nl-BE/pros', { maxRedirects: 0 });
  expect(local.status()).toBe(301);
  expect(local.headers().location).toBe('/nl-BE/page/boissons-produits-consignes-pour-professionnels');
  const external = await request.get('/fr/recrutement', { maxRedirects: 0 });
  expect(external.status()).toBe(302);
  expect(external.headers().location).toBe('https://jobs.consigne.app');
});
