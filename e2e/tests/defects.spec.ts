// Defects once found walking the shop, seen in the browser so that they stay fixed.
import { expect, test, type Page } from '@playwright/test';
import {
  fillCartWithCrates,
  login,
  placeOfflineOrder,
  registerLilleCustomer,
  selectSoonSlot,
  seriousViolations,
  settle,
  stepBody,
} from './support.js';

const SHOTS = process.env.DEFECTS_SHOTS_DIR;

/**
 * A wallet of its own: one order delivered by the driver and its empties collected (over the API).
 * Returns the customer's wallet balance.
 */
async function creditWallet(page: Page): Promise<number> {
  const api = page.request;
  await selectSoonSlot(api);
  await fillCartWithCrates(api, 24);
  const orderId = await placeOfflineOrder(api, `defects-wallet-${Date.now()}-${Math.random()}`);
  const userId = ((await (await api.get('/api/user?locale=fr_FR')).json()) as { id: number }).id;
  const driverLogin = await api.post('/api/login_check', {
    data: { username: 'livreur@example.com', password: 'consigne-demo' },
  });
  const driver = { authorization: `Bearer ${((await driverLogin.json()) as { token: string }).token}` };
  for (const status of ['preparing', 'out_for_delivery', 'delivered']) {
    const moved = await api.post(`/api/operator/orders/${orderId}/status?locale=fr_FR`, {
      headers: driver,
      // Alcohol in the order: the driver saw the recipient's ID (the age check at the door).
      data: {
        ...(await stepBody(api, orderId, status)),
        ...(status === 'delivered' ? { ageCheck: { method: 'id18' } } : {}),
      },
    });
    expect(moved.ok(), await moved.text()).toBe(true);
  }
  const collected = await api.post('/api/operator/collections?locale=fr_FR', {
    headers: driver,
    data: { userId, crates: 2, largeBottles: 24, smallBottles: 0 },
  });
  expect(collected.ok(), await collected.text()).toBe(true);
  return ((await collected.json()) as { walletAmount: number }).walletAmount;
}

const euros = (text: string | null) => Number((text ?? '').replace(/[^\d,]/g, '').replace(',', '.'));

test('the cart page, its panel and checkout show the same amount to pay, the wallet deducted', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { email, password } = await registerLilleCustomer(page, 'defects-wallet', ['Wanda', 'Portefeuille']);
  await login(page, '/fr/consignes-cagnotte', email, password);
  const wallet = await creditWallet(page);
  expect(wallet).toBeGreaterThan(0);

  // A new basket: 24 large bottles again.
  await selectSoonSlot(page.request);
  await fillCartWithCrates(page.request, 24);
  // The server's totals: the wallet pays what it can of what is due.
  const cart = (await (await page.request.get('/api/cart?locale=fr_FR')).json()) as {
    totals: Record<string, number>;
  };
  const t0 = cart.totals;
  const cents = (n: number) => Math.round(n * 100);
  const due =
    cents(t0.subtotalTtc!) + cents(t0.totalDeposit!) + cents(t0.deliveryFees!) - cents(t0.discountValue!);
  expect(cents(t0.walletUsage!)).toBe(Math.min(cents(wallet), due));
  expect(cents(t0.amountToPay!)).toBe(due - cents(t0.walletUsage!));
  expect(t0.walletUsage).toBeGreaterThan(0);

  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto('/fr/cart');
  const totals = page.getByTestId('cart-totals');
  await expect(totals.getByTestId('totals-wallet-usage')).toBeVisible();
  expect(euros(await totals.getByTestId('totals-amount-to-pay').textContent())).toBe(t0.amountToPay);
  if (SHOTS) await totals.screenshot({ path: `${SHOTS}/cart-totals-1440.png` });
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/cart-1440.png` });

  await page.getByTestId('cart-button').click();
  const panel = page.getByTestId('cart-panel');
  await expect(panel.getByTestId('panel-amount-to-pay')).toBeVisible();
  expect(euros(await panel.getByTestId('panel-amount-to-pay').textContent())).toBe(t0.amountToPay);
  await expect(panel.getByTestId('panel-wallet-usage')).toBeVisible();
  expect(await seriousViolations(page, '[data-testid="cart-panel"]')).toEqual([]);
  if (SHOTS) await panel.screenshot({ path: `${SHOTS}/panel-1440.png` });
  await page.keyboard.press('Escape');

  await page.goto('/fr/commande');
  const onCheckout = page.getByTestId('order-totals').getByTestId('totals-amount-to-pay');
  await expect(onCheckout).toBeVisible();
  expect(euros(await onCheckout.textContent())).toBe(t0.amountToPay);
  expect(euros(await page.getByRole('button', { name: /^Commander · / }).textContent())).toBe(t0.amountToPay);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/checkout-1440.png` });

  // This server has no seller identity (SELLER_*): its invoices are marked SPECIMEN.
  await page.goto('/fr/mes-factures');
  await expect(page.getByTestId('invoices-specimen')).toBeVisible();
  await expect(page.getByTestId('invoice-specimen').first()).toHaveText('SPECIMEN');
  expect(await seriousViolations(page)).toEqual([]);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/invoices-1440.png` });
});

test('on a phone the stepper of a card in the cart never covers its price', async ({ page }) => {
  const { email, password } = await registerLilleCustomer(page, 'defects-card', ['Cécile', 'Carte']);
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, '/fr/c/eaux', email, password);
  await settle(page);
  const main = page.locator('main');
  const cards = main.locator('article').filter({ has: page.getByTestId('add-to-cart') });
  for (let i = 0; i < 2; i++) {
    await cards.first().getByTestId('add-to-cart').click();
  }
  await expect(main.getByTestId('stepper').first()).toBeVisible();
  const card = main
    .locator('article')
    .filter({ has: page.getByTestId('stepper') })
    .first();
  const price = card.getByTestId('price');
  const stepper = card.getByTestId('stepper');
  await card.getByTestId('stepper-plus').click();
  const p = (await price.boundingBox())!;
  const s = (await stepper.boundingBox())!;
  const c = (await card.boundingBox())!;
  const overlap = p.x < s.x + s.width && s.x < p.x + p.width && p.y < s.y + s.height && s.y < p.y + p.height;
  expect(overlap, `price ${JSON.stringify(p)} stepper ${JSON.stringify(s)}`).toBe(false);
  // Inside its card.
  expect(s.x + s.width).toBeLessThanOrEqual(c.x + c.width + 0.5);
  if (SHOTS) await card.screenshot({ path: `${SHOTS}/card-stepper-390.png` });
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/listing-390.png` });
  for (const width of [320, 430]) {
    await page.setViewportSize({ width, height: 844 });
    const pb = (await price.boundingBox())!;
    const sb = (await stepper.boundingBox())!;
    expect(
      pb.x < sb.x + sb.width && sb.x < pb.x + pb.width && pb.y < sb.y + sb.height && sb.y < pb.y + pb.height,
    ).toBe(false);
  }
});

test.afterEach(async ({ page }, info) => {
  // Wide cards keep price and stepper side by side (looked at, not asserted).
  if (SHOTS && info.title.startsWith('on a phone the stepper')) {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: `${SHOTS}/listing-1440.png` });
  }
});

test('a driver lands on their round after login, unless a safe redirect says otherwise', async ({ page }) => {
  await page.goto('/fr/login');
  await page.getByLabel('Adresse e-mail').fill('livreur@example.com');
  await page.getByLabel('Mot de passe').fill('consigne-demo');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL('/fr/livreur');
  await expect(page.getByRole('heading', { level: 1, name: 'Ma tournée' })).toBeVisible();
});

test('the login page prints the demo credentials where the demo accounts are seeded', async ({ page }) => {
  // This server runs with SEED_DEMO=1; without it the API says demoAccounts: false (API tests).
  await page.goto('/fr/login');
  await expect(page.getByTestId('login-demo')).toHaveText(
    'Compte de démonstration : demo@example.com / consigne-demo',
  );
  const config = await page.request.get('/api/config/shop');
  // This server also offers card payment (through the fake Stripe).
  expect(await config.json()).toEqual({ demoAccounts: true, cardPayment: true });
});

test('offline suggestions name communes, never a typed street in each postal code', async ({ page }) => {
  await page.goto('/fr/inscription/step1');
  const field = page.getByRole('combobox', { name: 'Votre adresse de livraison' });
  await field.click();
  await field.pressSequentially('3 rue Esquermoise Lille', { delay: 15 });
  const options = page.getByRole('option');
  await expect(options.first()).toBeVisible();
  expect(await options.count()).toBeGreaterThan(1);
  for (const text of await options.allTextContents()) expect(text).not.toContain('Esquermoise');
  await options.first().click();
  // The shopper's own number and street stay in the fields, to check or complete.
  await expect(page.getByLabel('Numéro')).toHaveValue('3');
  await expect(page.getByLabel('Code postal')).toHaveValue(/^59\d{3}$/);
});

test('mes-adresses shows the selected pickup point, not "Aucune adresse sélectionnée"', async ({ page }) => {
  const { email, password } = await registerLilleCustomer(page, 'defects-pdr', ['Paul', 'Relais']);
  await login(page, '/fr/mes-adresses', email, password);
  const points = (await (await page.request.get('/api/user/delivery?locale=fr_FR')).json()) as Array<{
    zone: { id: number; name: string };
  }>;
  expect(points.length).toBeGreaterThan(0);
  expect(
    (
      await page.request.post('/api/user/delivery?locale=fr_FR', { data: { zone_id: points[0]!.zone.id } })
    ).ok(),
  ).toBe(true);
  await page.reload();
  await expect(page.getByTestId('addresses-pickup-point')).toContainText(points[0]!.zone.name);
  await expect(page.getByText('Aucune adresse sélectionnée')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});
