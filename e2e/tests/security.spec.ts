import { expect, test } from '@playwright/test';
import { settle } from './support.js';

/** Hostile `redirect=` values: each would leave the shop if followed as a browser resolves it. */
const HOSTILE = [
  '/.//evil.example',
  '/%5C%5Cevil.example',
  '/fr/..//evil.example',
  '/%09/evil.example',
  '/fr/%2e%2e/%2f%2fevil.example',
];

test('a login never redirects off the shop, whatever the redirect parameter', async ({ page, baseURL }) => {
  // Should a browser leave, it lands on a page saying so instead of a DNS error.
  await page.context().route(
    (url) => url.hostname === 'evil.example',
    (route) => route.fulfill({ body: 'left the shop' }),
  );
  for (const [i, target] of HOSTILE.entries()) {
    // The example, typed as is in the address bar, then the others encoded.
    await page.goto(
      i === 0 ? `/fr/login?redirect=${target}` : `/fr/login?redirect=${encodeURIComponent(target)}`,
    );
    await page.getByLabel('Adresse e-mail').fill('demo@example.com');
    await page.getByLabel('Mot de passe').fill('consigne-demo');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page, target).toHaveURL(`${baseURL}/fr`);
    expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
    await page.context().clearCookies();
  }
});

const GUEST_PAGES = [
  '/fr',
  '/fr/produits',
  '/fr/c/bieres',
  '/fr/p/biere-blonde-bio-33cl',
  '/fr/login',
  '/nl-BE',
];

/** The nonce of a page's script-src, after checking that the policy allows no inline script without it. */
function scriptNonce(policy: string | undefined): string {
  const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(policy ?? '')?.[1] ?? '';
  expect(scriptSrc).not.toContain('unsafe-inline');
  expect(scriptSrc).not.toContain('unsafe-eval');
  const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(scriptSrc)?.[1];
  expect(nonce, policy).toBeTruthy();
  return nonce!;
}

/** Every <script> start tag of an HTML text. */
const scriptTags = (html: string) => html.match(/<script\b[^>]*>/gi) ?? [];

test('every script of a page carries the nonce of its CSP header, a fresh one per request', async ({
  page,
}) => {
  const seen = new Set<string>();
  const check = async (path: string, status = 200) => {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(status);
    const nonce = scriptNonce(response.headers()['content-security-policy']);
    const tags = scriptTags(await response.text());
    // React Router's hydration data at least is an inline script.
    expect(tags.filter((tag) => !/\bsrc=/.test(tag)).length, path).toBeGreaterThan(0);
    for (const tag of tags) expect(tag, path).toContain(` nonce="${nonce}"`);
    expect(seen.has(nonce), 'a nonce is never reused').toBe(false);
    seen.add(nonce);
  };
  for (const path of [...GUEST_PAGES, '/fr']) await check(path);
  // Error pages are pages too.
  await check('/fr/page-inconnue', 404);
  await check('/xx/produits', 404);
  // Logged in: the cart and the account (private pages, the session's own inline data).
  await page.goto('/fr/login?redirect=%2Ffr%2Fcart');
  await page.getByLabel('Adresse e-mail').fill('demo@example.com');
  await page.getByLabel('Mot de passe').fill('consigne-demo');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL('/fr/cart');
  for (const path of ['/fr/cart', '/fr/mon-compte']) await check(path);
});

test('pages and the API docs run under the CSP without a single violation', async ({ page }) => {
  test.setTimeout(60_000);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  await page.exposeFunction('reportViolation', (text: string) => problems.push(`csp: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation: (t: string) => void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      ),
    );
  });
  const hydrated = () =>
    page.waitForFunction(() => '__k' in document.documentElement && '__reactRouterDataRouter' in window);
  for (const path of GUEST_PAGES) {
    await page.goto(path);
    await hydrated();
  }
  // A client-side navigation renders a page (and its JSON-LD) in the browser.
  await page.goto('/fr/produits');
  await hydrated();
  await page.locator('a[href^="/fr/p/"]').first().click();
  await expect(page).toHaveURL(/\/fr\/p\//);
  await page.screenshot({ path: test.info().outputPath('product-under-csp.png'), fullPage: false });
  await page.goto('/api/docs');
  await expect(page.locator('.swagger-ui .info .title')).toContainText('consigne API', { timeout: 20_000 });
  await settle(page);
  expect(problems).toEqual([]);
});

test('a form posted to a page from another site is refused before any action runs', async ({
  page,
  baseURL,
}) => {
  // A page of another site whose form targets the checkout's action (it would place an order).
  await page.context().route('http://evil.example/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<form method="post" action="${baseURL}/fr/commande"><input name="acceptTerms" value="on"></form>
        <script>document.forms[0].submit()</script>`,
    }),
  );
  const answer = page.waitForResponse((response) => response.url() === `${baseURL}/fr/commande`);
  await page.goto('http://evil.example/');
  expect((await answer).status()).toBe(403);
});
