import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  login,
  placeOfflineOrder,
  registerLilleCustomer,
  selectSoonSlot,
  seriousViolations,
} from './support.js';

/** Beside the run's other output (test-results/e2e), kept for a look at 1024 px and on a phone. */
const SHOTS = new URL('../../test-results/e2e/admin-rounds', import.meta.url).pathname;

const shoot = async (page: Page, name: string) => {
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.screenshot({ path: `${SHOTS}/${name}-1024.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/${name}-phone.png`, fullPage: true });
  await page.setViewportSize(size);
};

/** A stop's details: opened if the driver's page shows it closed (a stop already delivered). */
async function openStop(stop: Locator) {
  const details = stop.locator('details');
  if ((await details.getAttribute('open')) === null) await stop.locator('summary').click();
}

test('the driver follows the round, delivers, takes empties back with two broken bottles; the ledger shows them refused and adds up', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  // A Lille customer of its own orders 24 bottles of water, paid at the door.
  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  const account = await registerLilleCustomer(shopper, 'admin-rounds', ['Rita', 'Tournée']);
  await login(shopper, '/fr/mon-compte', account.email, account.password);
  const slot = await selectSoonSlot(shopper.request);
  // Large bottles (the empties below), enough for the order minimum, in full crates.
  const listing = (await (
    await shopper.request.get('/api/products/cross-sell?limit=5&locale=fr_FR')
  ).json()) as {
    products: Array<{
      id: number;
      price: number;
      isAvailable: boolean;
      maxOrderable: number;
      product: { bottleDeposit: number };
    }>;
  };
  const entry = listing.products.find(
    (p) => p.isAvailable && p.maxOrderable >= 48 && p.product.bottleDeposit === 0.2 && p.price * 48 >= 25,
  )!;
  expect(entry).toBeTruthy();
  const cart = await shopper.request.patch('/api/user/cart?locale=fr_FR', {
    data: { product_warehouse_id: entry.id, quantity: 12 * Math.ceil(Math.max(24, 25 / entry.price) / 12) },
  });
  expect(((await cart.json()) as { isValidable: boolean }).isValidable).toBe(true);
  const orderId = await placeOfflineOrder(shopper.request, `admin-rounds-${account.email}`);
  await shopperContext.close();

  // The driver, on a phone: the day's round of the first van, stop by stop.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const driver = await context.newPage();
  await login(driver, `/fr/livreur?date=${slot.slotDate}`, 'livreur@example.com');
  await expect(driver.getByRole('heading', { level: 1, name: 'Ma tournée' })).toBeVisible();
  const card = driver.locator(`[data-testid=round-order][data-order-id="${orderId}"]`);
  const stop = driver.getByTestId('round-stop').filter({ has: card });
  await openStop(stop);
  await expect(stop).toContainText('Rita Tournée');
  await expect(stop).toContainText('3 rue Esquermoise');
  await expect(stop).toContainText(/Arrêt \d+ sur \d+/);
  await expect(stop.getByTestId('crates-to-drop')).toHaveText(/^\d+ caisses? à déposer$/);
  await shoot(driver, 'driver-fr');
  for (const [button, status] of [
    ['Passer à « En préparation »', 'En préparation'],
    ['Passer à « En cours de livraison »', 'En cours de livraison'],
    ['Passer à « Livrée »', 'Livrée'],
  ] as const) {
    await card.getByRole('button', { name: button }).click();
    await expect(card.getByTestId('order-status')).toHaveText(status);
  }

  // At the door: 10 large bottles taken back, 2 broken ones refused (never credited).
  const form = card.getByTestId('empties-form');
  await form.getByRole('spinbutton', { name: 'Grandes bouteilles' }).fill('10');
  await form.getByRole('button', { name: 'Ajouter un refus' }).click();
  await expect(form.getByLabel('Refus 1 : vide')).toHaveValue('largeBottle');
  await form.getByLabel('Refus 1 : motif').selectOption({ label: 'Cassé' });
  await form.getByLabel('Refus 1 : nombre').fill('2');
  await expect(form.getByTestId('empties-value')).toHaveText(/Valeur : 2,00\s€/);
  expect(await seriousViolations(driver, 'main')).toEqual([]);
  await form.getByRole('button', { name: 'Enregistrer les vides' }).click();
  await expect(card.getByTestId('empties-success')).toContainText('Cagnotte créditée de 2,00');
  await expect(card.getByTestId('empties-success')).toContainText('2 vides refusés, non crédités.');
  await shoot(driver, 'driver-fr-delivered');
  // The same round in Belgian Dutch.
  await driver.goto(`/nl-BE/livreur?date=${slot.slotDate}`);
  await expect(driver.getByRole('heading', { level: 1, name: 'Mijn ronde' })).toBeVisible();
  await shoot(driver, 'driver-nl-BE');
  await context.close();

  // The admin: the round of the slot, then the day's ledger and the reconciliation.
  const adminContext = await browser.newContext({ viewport: { width: 1024, height: 800 } });
  const admin = await adminContext.newPage();
  await login(admin, `/admin/tournees?date=${slot.slotDate}&slotId=${slot.id}`, 'admin@example.com');
  await expect(admin.getByRole('heading', { level: 1, name: 'Tournées' })).toBeVisible();
  await expect(admin.getByTestId('admin-stop').filter({ hasText: `Commande n° ${orderId}` })).toContainText(
    'Livrée',
  );
  expect(await seriousViolations(admin)).toEqual([]);
  await shoot(admin, 'admin-round');

  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
  await admin.goto(`/admin/consignes?date=${today}`);
  await expect(admin.getByRole('heading', { level: 1, name: 'Consignes' })).toBeVisible();
  const broken = admin
    .getByTestId('ledger-rejected')
    .getByRole('row')
    .filter({ hasText: 'Grande bouteille' });
  await expect(broken.filter({ hasText: 'Cassé' })).toHaveCount(1);
  const count = Number(await broken.filter({ hasText: 'Cassé' }).getByRole('cell').last().innerText());
  expect(count).toBeGreaterThanOrEqual(2);
  await expect(admin.getByTestId('ledger-out')).toContainText('Sorties (livrées)');
  await expect(admin.getByTestId('recon-difference')).toContainText(/0,00\s€/);
  await expect(admin.getByTestId('recon-wallet-difference')).toContainText(/0,00\s€/);
  await expect(admin.getByTestId('recon-verdict')).toContainText('Le compte est juste au centime près.');
  expect(await seriousViolations(admin)).toEqual([]);
  await shoot(admin, 'admin-ledger');
  await adminContext.close();
});
