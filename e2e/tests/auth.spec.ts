import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

async function login(page: Page, email = 'demo@example.com', password = 'consigne-demo') {
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

test('the account page sends a guest to login, and back after logging in', async ({ page, context }) => {
  await page.goto('/fr/mon-compte');
  await expect(page).toHaveURL('/fr/login?redirect=%2Ffr%2Fmon-compte');
  await login(page);
  await expect(page).toHaveURL('/fr/mon-compte');
  await expect(page.getByTestId('header-account')).toHaveText('Camille');
  await expect(page.getByTestId('wallet')).toHaveText(/14,60\s€/);

  const cookies = await context.cookies();
  const access = cookies.find((c) => c.name === 'access_token')!;
  const refresh = cookies.find((c) => c.name === 'refresh_token')!;
  const days = (c: { expires: number }) => Math.round((c.expires - Date.now() / 1000) / 86400);
  expect([days(access), days(refresh)]).toEqual([7, 30]);
  expect(access).toMatchObject({ path: '/', sameSite: 'Lax', httpOnly: true });

  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL('/fr');
  await expect(page.getByRole('link', { name: 'Se connecter' })).toBeVisible();
  expect((await context.cookies()).filter((c) => c.name.endsWith('_token'))).toEqual([]);
});

test('login shows the firstname in the header and the default home', async ({ page }) => {
  await page.goto('/fr/login');
  await login(page);
  await expect(page).toHaveURL('/fr');
  await expect(page.getByTestId('header-account')).toHaveText('Camille');
  await expect(page.getByRole('heading', { name: 'Bonjour Camille !' })).toBeVisible();
  // The slot button shows the next orderable slot, as 'Day number · start-end'.
  await expect(page.getByTestId('header-slot')).toHaveText(/^\S+ \d{1,2} \S+ · \d{2}:\d{2}-\d{2}:\d{2}$/);
  await expect(page.getByTestId('cart-badge')).toHaveCount(0);
  await expect(page.getByTestId('cart-subtotal')).toHaveText(/0,00\s€/);
  // A logged-in user does not see the login page.
  await page.goto('/fr/login');
  await expect(page).toHaveURL('/fr');
});

test('a wrong password shows the API message and keeps the e-mail', async ({ page }) => {
  await page.goto('/nl-BE/login');
  await page.getByLabel('E-mailadres').fill('demo@example.com');
  await page.getByLabel('Wachtwoord').fill('wrong');
  await page.getByRole('button', { name: 'Aanmelden' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Aanmelden mislukt: controleer je e-mailadres en wachtwoord.',
  );
  await expect(page.getByLabel('E-mailadres')).toHaveValue('demo@example.com');
});

test('an expired access token is renewed from the refresh token cookie', async ({ page, context }) => {
  await page.goto('/fr/login');
  await login(page);
  await expect(page.getByTestId('header-account')).toBeVisible();
  const before = (await context.cookies()).find((c) => c.name === 'refresh_token')!.value;
  // Drop the access token as if it had expired: the page must still render logged in.
  await context.clearCookies({ name: 'access_token' });
  await page.goto('/fr/mon-compte');
  // Rendered logged in on this very request: no detour through the login page.
  await expect(page).toHaveURL('/fr/mon-compte');
  await expect(page.getByTestId('header-account')).toHaveText('Camille');
  const after = (await context.cookies()).find((c) => c.name === 'refresh_token')!.value;
  expect(after).not.toBe(before);
});

test('login redirects only to local paths', async ({ page }) => {
  await page.goto('/fr/login?redirect=https%3A%2F%2Fevil.example');
  await login(page);
  await expect(page).toHaveURL('/fr');
});

test('the login page has no accessibility violations', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/fr/login');
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
  await context.close();
});

test('a refused refresh logs the shopper out with the spec message', async ({ page, context, request }) => {
  await page.goto('/fr/login');
  await login(page);
  await expect(page.getByTestId('header-account')).toBeVisible();
  const refreshToken = (await context.cookies()).find((c) => c.name === 'refresh_token')!.value;
  // The session is ended elsewhere (e.g. a password change) and the access token has lapsed.
  expect((await request.post('/api/token/revoke', { data: { refresh_token: refreshToken } })).status()).toBe(
    204,
  );
  await context.clearCookies({ name: 'access_token' });
  await page.goto('/fr/produits');
  await expect(page.getByRole('alert')).toContainText('Session expirée, veuillez vous reconnecter');
  await expect(page.getByRole('link', { name: 'Se connecter' }).first()).toBeVisible();
  expect((await context.cookies()).filter((c) => c.name.endsWith('_token'))).toEqual([]);
});
