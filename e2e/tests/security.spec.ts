import { expect, test } from '@playwright/test';

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
  await page.context().route(/evil\.example/, (route) => route.fulfill({ body: 'left the shop' }));
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
