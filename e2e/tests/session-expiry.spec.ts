import { createHmac, randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { E2E_JWT_SECRET } from '../server-env.js';
import { login, registerLilleCustomer, settle, waitForHydration } from './support.js';

/**
 * A shopper who stays on a page past the access token's lifetime (15 minutes)
 * keeps every change. Instead of waiting, the journeys replace the access_token cookie with the one
 * the server would find then: the same shopper's token, expired (or refused though not expired).
 */
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

function accessToken(
  sub: string,
  { expiresIn, secret = E2E_JWT_SECRET }: { expiresIn: number; secret?: string },
) {
  const now = Math.floor(Date.now() / 1000);
  const head = `${base64url({ alg: 'HS256' })}.${base64url({ sub, iss: 'consigne', iat: now - 900, exp: now + expiresIn, jti: randomUUID() })}`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}

/** The page's access token becomes one the API refuses: expired (idle past expiry), or badly signed. */
async function spoilAccessToken(page: Page, how: 'expired' | 'refused' = 'expired') {
  const cookies = await page.context().cookies();
  const access = cookies.find((c) => c.name === 'access_token');
  expect(access, 'logged in').toBeTruthy();
  const sub = JSON.parse(Buffer.from(access!.value.split('.')[1]!, 'base64url').toString()).sub as string;
  const value =
    how === 'expired'
      ? accessToken(sub, { expiresIn: -60 })
      : accessToken(sub, { expiresIn: 600, secret: 'a-rotated-secret-a-rotated-secret-a-rotated' });
  await page.context().addCookies([{ ...access!, value }]);
}

/** A customer of its own, in Lille (the zone change at the end empties its cart). */
const newCustomer = (page: Page) => registerLilleCustomer(page, 'expiry', ['Inès', 'Patiente']);

/** The API answers the page received, in order (to check how each change was saved). */
function recordApi(page: Page) {
  const answers: string[] = [];
  page.on('response', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/'))
      answers.push(`${r.request().method()} ${url.pathname} ${r.status()}`);
  });
  return {
    /** Drops what was recorded so far. */
    clear: () => void answers.splice(0),
    /** The answers to `call` ("PATCH /api/user/cart"), and the renewals, in order. */
    of: (call: string) =>
      answers.filter((a) => a.startsWith(call) || a.startsWith('POST /api/session/refresh ')),
  };
}

async function openSlotModal(page: Page) {
  // The header's slot button answers once the page has hydrated (modules start after the first paint).
  await waitForHydration(page);
  await page.getByTestId('header-slot').click();
  const modal = page.getByRole('dialog', { name: 'Mon créneau' });
  await expect(modal).toBeVisible();
  return modal;
}

test('idle past expiry, then cart, slot and address changes are all saved, without a logout', async ({
  page,
}) => {
  const { email, password } = await newCustomer(page);
  await login(page, '/fr/c/bieres', email, password);
  await waitForHydration(page);
  const api = recordApi(page);
  const main = page.locator('main');

  // 1. The cart: + on a product page left open past expiry. Saved: the cart page (rendered by the
  // server from the database) has it after a reload.
  await spoilAccessToken(page);
  api.clear();
  await main.getByTestId('add-to-cart').first().click();
  await main.getByTestId('stepper-plus').first().click();
  await expect(page.getByTestId('cart-badge')).toHaveText('2');
  await page.waitForTimeout(400);
  await settle(page);
  await page.goto('/fr/cart');
  await expect(page.locator('main').getByTestId('stepper-quantity')).toHaveValue('2');
  await expect(page.getByTestId('cart-badge')).toHaveText('2');
  // The first PATCH was refused (expired), the session renewed once, the change sent again.
  expect(api.of('PATCH /api/user/cart').slice(0, 3)).toEqual([
    'PATCH /api/user/cart 401',
    'POST /api/session/refresh 204',
    'PATCH /api/user/cart 200',
  ]);

  // 2. A slot, chosen after another idle period.
  await spoilAccessToken(page);
  api.clear();
  const modal = await openSlotModal(page);
  // Late in the day, today's last slot may be full (the other journeys book the soonest one): the
  // next day then, as a shopper would.
  const days = modal.getByRole('group', { name: 'Jour de livraison' });
  await expect(days).toBeVisible();
  if ((await modal.locator('[data-testid=slot-option]:not([data-full])').count()) === 0)
    await days.getByRole('button').nth(1).click();
  const option = modal.locator('[data-testid=slot-option]:not([data-full])').last();
  const time = (await option.textContent())!.match(/\d{2}:\d{2}-\d{2}:\d{2}/)![0];
  await option.click();
  await modal.getByRole('button', { name: 'Valider mon créneau' }).click();
  await expect(modal).toBeHidden();
  await page.screenshot({ path: test.info().outputPath('after-renewal.png') });
  await page.reload();
  await expect(page.getByTestId('header-slot')).toHaveText(new RegExp(`${time}$`));
  expect(api.of('POST /api/user/select/slot/')).toContainEqual(expect.stringMatching(/ 200$/));
  expect(api.of('GET /api/slots')).toEqual([
    'GET /api/slots 401',
    'POST /api/session/refresh 204',
    'GET /api/slots 200',
  ]);

  // 3. The delivery address (a pickup point), after another idle period.
  await spoilAccessToken(page);
  api.clear();
  const again = await openSlotModal(page);
  await again.getByTestId('slot-address-row').click();
  const view = page.getByRole('dialog', { name: 'Adresse de livraison' });
  await view.getByRole('tab', { name: 'Point de retrait' }).click();
  const points = view.getByTestId('address-option');
  const pointName = (await points.first().locator('span.font-semibold').first().textContent())!.trim();
  await points.first().click();
  await view.getByRole('button', { name: 'Valider mon adresse' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Changement de zone géographique' });
  const reloaded = page.waitForEvent('load');
  await confirm.getByRole('button', { name: 'Confirmer' }).click();
  await reloaded;
  const after = await openSlotModal(page);
  await expect(after.getByTestId('slot-address-text')).toHaveText(pointName);
  await page.keyboard.press('Escape');
  expect(api.of('POST /api/user/delivery')).toContain('POST /api/user/delivery 200');

  // Never logged out.
  await expect(page.getByTestId('header-account')).toContainText('Inès');
  await expect(page.getByText('Session expirée, veuillez vous reconnecter')).toHaveCount(0);
});

test('a page load with a refused but unexpired access token renews instead of sending to login', async ({
  page,
}) => {
  const { email, password } = await newCustomer(page);
  await login(page, '/fr/mon-compte', email, password);
  await spoilAccessToken(page, 'refused');
  await page.goto('/fr/mon-compte');
  await expect(page).toHaveURL('/fr/mon-compte');
  await expect(page.getByTestId('header-account')).toContainText('Inès');
  // The renewed cookies came with the page: the browser's own calls are accepted at once.
  const status = await page.evaluate(async () => (await fetch('/api/user?locale=fr_FR')).status);
  expect(status).toBe(200);
});

test('only a refused renewal logs out, with the spec text', async ({ page }) => {
  const { email, password } = await newCustomer(page);
  await login(page, '/fr/c/bieres', email, password);
  await settle(page);
  // The session was ended elsewhere (logout on another device): the refresh token is revoked.
  const refresh = (await page.context().cookies()).find((c) => c.name === 'refresh_token')!;
  const revoked = await page.request.post('/api/token/revoke?locale=fr_FR', {
    data: { refresh_token: refresh.value },
  });
  expect(revoked.status()).toBe(204);
  await spoilAccessToken(page);
  await page.locator('main').getByTestId('add-to-cart').first().click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Session expirée, veuillez vous reconnecter' }),
  ).toBeVisible();
  await expect(page.getByTestId('header-account')).toHaveCount(0);
});

test('a session ended elsewhere, with its access token not yet expired: pages render for a guest', async ({
  page,
}) => {
  const { email, password } = await newCustomer(page);
  await login(page, '/fr/c/bieres', email, password);
  // Logged out on another device: the login is revoked, this browser's access token is still unexpired.
  const refresh = (await page.context().cookies()).find((c) => c.name === 'refresh_token')!;
  const revoked = await page.request.post('/api/token/revoke?locale=fr_FR', {
    data: { refresh_token: refresh.value },
  });
  expect(revoked.status()).toBe(204);
  // The first page tells why the shopper is out (docs/rules.md#session), then the pages go on for a guest.
  expect((await page.goto('/fr/produits'))?.status()).toBe(200);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Session expirée, veuillez vous reconnecter' }),
  ).toBeVisible();
  for (const path of ['/fr/produits', '/fr/c/bieres', '/fr/categories']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByTestId('header-account')).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Se connecter' })).toBeVisible();
    await expect(page.locator('main h1')).toBeVisible();
  }
  expect((await page.context().cookies()).find((c) => c.name === 'access_token')).toBeUndefined();
});

test('two tabs renewing at the same moment both keep their change and the session', async ({ page }) => {
  test.setTimeout(60_000);
  const { email, password } = await newCustomer(page);
  await login(page, '/fr/c/bieres', email, password);
  const other = await page.context().newPage();
  await other.goto('/fr/c/bieres');
  await Promise.all([settle(page), settle(other)]);
  // The first renewal is held until the other tab renews too (or 1 s): both tabs renew at once.
  let release: () => void = () => undefined;
  const bothRenewing = new Promise<void>((resolve) => (release = resolve));
  const presented: string[] = [];
  let answered = 0;
  page.context().on('response', (r) => void (r.url().includes('/api/session/refresh') && answered++));
  await page.context().route('**/api/session/refresh*', async (route) => {
    presented.push(/refresh_token=([^;]+)/.exec(route.request().headers().cookie ?? '')?.[1] ?? '');
    if (presented.length === 1) await Promise.race([bothRenewing, new Promise((r) => setTimeout(r, 1000))]);
    else release();
    await route.continue();
  });
  await spoilAccessToken(page);
  await Promise.all([
    page.locator('main').getByTestId('add-to-cart').nth(0).click(),
    other.locator('main').getByTestId('add-to-cart').nth(1).click(),
  ]);
  // Both tabs' changes are answered (a tab waiting for the other's renewal renews after it).
  await expect.poll(() => answered > 0 && answered === presented.length, { timeout: 10_000 }).toBe(true);
  await page.waitForTimeout(1000);
  await expect.poll(() => answered === presented.length).toBe(true);
  await Promise.all([settle(page), settle(other)]);
  await page.goto('/fr/cart');
  await expect(page.locator('main').getByTestId('cart-line')).toHaveCount(2);
  await expect(page.getByTestId('header-account')).toContainText('Inès');
  // The session outlives the next expiry too: no refresh token was presented twice (a replay would
  // have revoked the login, noticed only at the next renewal).
  await spoilAccessToken(page);
  await page.goto('/fr/mon-compte');
  await expect(page).toHaveURL('/fr/mon-compte');
  expect(presented.length).toBeGreaterThan(0);
  expect(new Set(presented).size).toBe(presented.length);
});
