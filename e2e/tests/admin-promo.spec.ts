import { expect, test, type Page } from '@playwright/test';
import {
  fillCartWithWater,
  login,
  registerLilleCustomer,
  selectSoonSlot,
  seriousViolations,
  waitForHydration,
} from './support.js';

/*
 * Back-office, promotions (docs/rules.md#promo-codes): the admin creates a code, a new Lille shopper uses it in an order, the admin
 * sees the use and the revenue, disables the code, and the shopper can no longer apply it.
 */

/** 48 bottles of water (above the 20 € minimum, no 18+ declaration), over the API. */
const fillCart = (page: Page) => fillCartWithWater(page, 48);

async function applyCode(page: Page, code: string) {
  await page.goto('/fr/cart');
  await waitForHydration(page);
  await page.getByLabel('Votre code promo').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Appliquer' }).click();
}

test('a promo code is created, used in an order, shown with its revenue, then disabled', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const code = `E2E-${Date.now().toString(36).toUpperCase()}`;

  // The admin creates a 10 % code; a wrong percentage is refused with the field's message first.
  await page.setViewportSize({ width: 1024, height: 900 });
  await login(page, '/admin/codes-promo', 'admin@example.com');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Codes promo');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Nouveau code' }).click();
  await expect(page).toHaveURL('/admin/codes-promo/nouveau');
  await waitForHydration(page);
  await page.getByLabel('Code', { exact: true }).fill(code);
  await page.getByLabel('Pourcentage', { exact: true }).check();
  await page.getByLabel('Pourcentage de remise (1 à 100)').fill('150');
  await page.getByRole('button', { name: 'Créer le code' }).click();
  await expect(page.locator('#promo-percent-error')).toHaveText('Indiquez un pourcentage entier de 1 à 100.');
  await page.getByLabel('Pourcentage de remise (1 à 100)').fill('10');
  await page.getByLabel('Lille').check();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/admin-promo-form-1024.png', fullPage: true });
  await page.getByRole('button', { name: 'Créer le code' }).click();
  await expect(page).toHaveURL(/\/admin\/codes-promo\/\d+\?created=1$/);
  await expect(page.getByText(`Code ${code} créé.`)).toBeVisible();
  const codeUrl = new URL(page.url()).pathname;

  // A new Lille shopper applies it on the cart page (any case) and orders through the checkout.
  const shopperContext = await browser.newContext({ locale: 'fr-FR' });
  const shopper = await shopperContext.newPage();
  const account = await registerLilleCustomer(shopper, 'promo', ['Paula', 'Promo']);
  await login(shopper, '/fr/cart', account.email, account.password);
  await fillCart(shopper);
  await applyCode(shopper, code);
  await expect(shopper.getByTestId('promo-applied')).toHaveText(`Code ${code} appliqué`);
  const cart = await (await shopper.request.get('/api/cart?locale=fr_FR')).json();
  expect(cart.totals.discountValue).toBeCloseTo(cart.totals.subtotalTtc * 0.1, 2);
  await selectSoonSlot(shopper.request);
  await shopper.goto('/fr/commande');
  await waitForHydration(shopper);
  await shopper.getByLabel(/J’ai lu et j’accepte les/).check();
  await shopper.getByTestId('checkout-submit').click();
  await expect(shopper).toHaveURL(/\/fr\/commande\/confirmation\/\d+$/);
  const orderId = shopper.url().split('/').pop()!;

  // The admin sees the use, the order and what it brought.
  await page.goto(codeUrl);
  await expect(page.getByTestId('promo-stat-uses')).toHaveText('1');
  await expect(page.getByTestId('promo-stat-orders')).toHaveText('1');
  const euros = (n: number) => `${n.toFixed(2).replace('.', ',')} €`;
  await expect(page.getByTestId('promo-stat-discount')).toHaveText(euros(cart.totals.discountValue));
  await expect(page.getByTestId('promo-stat-revenue')).toHaveText(
    euros(cart.totals.amountToPay + (cart.totals.walletUsage ?? 0)),
  );
  const use = page.getByTestId('promo-uses').getByRole('row').nth(1);
  await expect(use).toContainText(account.email);
  await expect(use).toContainText(`#${orderId}`);
  await expect(use).toContainText('Confirmée');

  // It is disabled at once, on a tablet.
  await page.setViewportSize({ width: 768, height: 1024 });
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Désactiver le code' }).click();
  await expect(page.getByTestId('promo-saved')).toContainText(
    'Code désactivé : il ne s’applique plus, dès maintenant.',
  );
  await expect(page.getByRole('button', { name: 'Désactiver le code' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/admin-promo-code-768.png', fullPage: true });
  await page.goto('/admin/codes-promo');
  await expect(page.getByRole('row', { name: new RegExp(code) })).toContainText('Désactivé');
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/admin-promo-list-768.png' });

  // The shopper can no longer apply it.
  await fillCart(shopper);
  await applyCode(shopper, code);
  await expect(shopper.locator('#promo-error')).toHaveText('Ce code promo n’est plus valable.');
  await shopperContext.close();
});
