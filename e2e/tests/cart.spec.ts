import { expect, test, type Page } from '@playwright/test';
import { login, seriousViolations, settle } from './support.js';

// The demo shopper's cart lives on the server: these journeys share it, one after the other.
test.describe.configure({ mode: 'serial' });

/** Empties the demo cart through the same-origin API (the access token cookie authenticates). */
async function emptyCart(page: Page) {
  await page.evaluate(async () => {
    const cart = await (await fetch('/api/cart?locale=fr_FR', { credentials: 'same-origin' })).json();
    const ids: number[] = [];
    for (const c of cart.availableItems ?? [])
      for (const p of c.packages) for (const i of p.cartItems) ids.push(i.productWarehouse.id);
    for (const i of cart.unavailableItems ?? []) ids.push(i.productWarehouse.id);
    for (const id of ids)
      await fetch('/api/user/cart?locale=fr_FR', {
        method: 'PATCH',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ product_warehouse_id: id, quantity: 0, locale: 'fr_FR' }),
      });
  });
}

const patched = (page: Page) =>
  page.waitForResponse((r) => r.url().includes('/api/user/cart') && r.request().method() === 'PATCH');

test('the slide-over shows the items, the crates and the progress up to free delivery', async ({ page }) => {
  await login(page, '/fr/c/bieres');
  await emptyCart(page);
  await page.reload();
  await settle(page);

  const main = page.locator('main');
  await main.getByTestId('add-to-cart').first().click();
  const synced = patched(page);
  await main.getByTestId('stepper-plus').first().click();
  await expect(page.getByTestId('cart-badge')).toHaveText('2');
  await synced;

  await page.getByTestId('cart-button').click();
  const panel = page.getByTestId('cart-panel');
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('heading', { level: 2 })).toHaveText('Mon panier (2)');
  await expect(panel.getByTestId('cart-line')).toHaveCount(1);
  await expect(panel.getByTestId('crate')).toHaveText([/^Caisse .+ : 2\/\d+ — encore \d+ places$/]);
  await expect(panel.getByTestId('cart-progress')).toHaveAttribute('data-state', 'minimum');
  // docs/rules.md#delivery-fee: below the minimum order the button says so, with the amount, and is disabled.
  const validate = panel.getByTestId('cart-validate');
  await expect(validate).toHaveText(/^Minimum de commande non atteint \(20,00\s€\)$/);
  await expect(validate).toBeDisabled();
  expect(await seriousViolations(page, '[data-testid="cart-panel"]')).toEqual([]);

  // Enough bottles for free delivery: the banner replaces the progress, complete crates come first.
  const done = patched(page);
  await panel.getByTestId('cart-lines').getByTestId('stepper-quantity').fill('30');
  await done;
  await expect(panel.getByTestId('cart-free-delivery')).toHaveText('Livraison offerte !');
  await expect(panel.getByTestId('cart-progress')).toHaveCount(0);
  await expect(panel.getByTestId('crate').first()).toHaveAttribute('data-complete', 'true');
  await expect(panel.getByTestId('crate').last()).toHaveAttribute('data-complete', 'false');
  await expect(validate).toHaveText('Valider mon panier');
  await expect(validate).toBeEnabled();

  // 'Comment ça marche ?' opens the delivery info story over the panel; Escape closes the story only.
  await panel.getByTestId('cart-how-it-works').click();
  const story = page.getByTestId('delivery-info-story');
  await expect(story).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(story).toBeHidden();
  await expect(panel).toBeVisible();

  await validate.click();
  await expect(page).toHaveURL('/fr/cart');
  await expect(panel).toBeHidden();
});

test('the cart page shows the lines by crate, the totals and an honest validate button', async ({ page }) => {
  await login(page, '/fr/cart');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Votre panier');
  await expect(page).toHaveTitle(/Votre panier/);
  const main = page.locator('main');
  await expect(main.getByTestId('cart-line')).toHaveCount(1);
  await expect(main.getByTestId('stepper-quantity')).toHaveValue('30');
  await expect(main.getByTestId('crate')).toHaveText([
    'Caisse Petit format : complète (20/20)',
    'Caisse Petit format : 10/20 — encore 10 places',
  ]);
  const totals = page.getByTestId('cart-totals');
  for (const label of [
    'Sous-total TTC',
    'Sous-total HT',
    'Dont TVA',
    'Consigne des bouteilles',
    'Consigne des caisses',
    'Total consigne',
    'Frais de livraison',
    'Montant à payer',
  ])
    await expect(totals.getByText(label, { exact: true })).toBeVisible();
  await expect(page.getByTestId('totals-delivery-fees')).toHaveText('Offerts');
  await expect(page.getByTestId('totals-amount-to-pay')).toHaveText(/^\d+,\d{2}\s€$/);
  await expect(page.getByTestId('totals-packages-deposit')).toHaveText(/^6,00\s€$/);

  expect(await seriousViolations(page)).toEqual([]);
  // Validating leads to the checkout step.
  await page.getByTestId('cart-validate').click();
  await expect(page).toHaveURL('/fr/commande');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Finaliser ma commande');
});

test('a promo code is applied and removed on the cart page, with the reason when it does not apply', async ({
  page,
}) => {
  await login(page, '/fr/cart');
  const code = page.getByLabel('Votre code promo');
  await code.fill('nope');
  await page.getByRole('button', { name: 'Appliquer' }).click();
  await expect(page.locator('#promo-error')).toHaveText('Ce code promo n’existe pas.');

  await code.fill('bonjour');
  await page.getByRole('button', { name: 'Appliquer' }).click();
  await expect(page.getByTestId('promo-applied')).toHaveText('Code BONJOUR appliqué');
  await expect(page.getByTestId('cart-totals')).toContainText('5,00');

  await page.getByRole('button', { name: 'Retirer le code' }).click();
  await expect(page.getByLabel('Votre code promo')).toBeVisible();
  await expect(page.getByTestId('promo-applied')).toHaveCount(0);
});

test('an empty cart offers the categories, in the panel and on the page', async ({ page }) => {
  await login(page, '/fr/cart');
  await emptyCart(page);
  await page.reload();
  await expect(page.locator('main').getByTestId('cart-empty')).toContainText('Votre panier est vide.');
  await expect(page.getByTestId('cart-totals')).toHaveCount(0);

  await settle(page);
  await page.getByTestId('cart-button').click();
  const panel = page.getByTestId('cart-panel');
  await expect(panel.getByRole('heading', { level: 2 })).toHaveText('Mon panier (0)');
  await expect(panel.getByTestId('cart-empty')).toBeVisible();
  await expect(panel.getByTestId('cart-validate')).toHaveCount(0);
  expect(await seriousViolations(page, '[data-testid="cart-panel"]')).toEqual([]);
  await panel.getByRole('link', { name: 'Voir les rayons' }).click();
  await expect(page).toHaveURL('/fr/categories');
  await expect(panel).toBeHidden();
});
