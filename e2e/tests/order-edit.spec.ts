import { expect, test, type Page } from '@playwright/test';
import { E2E_STRIPE } from '../server-env.js';
import {
  fillCartWithWater,
  login,
  registerLilleCustomer,
  selectSoonSlot,
  shotsDir,
  waitForHydration,
} from './support.js';

/*
 * The shopper changes a placed, card-paid order (issue 32, ADR 0039): adds two products and removes
 * one, pays the difference on the fake Stripe's hosted page, then removes more and gets the card
 * refund (made by the payments.refund job). In French, then the page in Belgian Dutch; phone and desktop.
 */
const fakeStripe = `http://127.0.0.1:${E2E_STRIPE.port}`;

async function shoot(page: Page, name: string) {
  const dir = shotsDir('order-edit');
  const size = page.viewportSize()!;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(size);
}

const orderJson = async (page: Page, orderId: string) =>
  (await page.request.get(`/api/orders/${orderId}?locale=fr_FR`)).json();

/** A line's stepper in the edit mode, set to `quantity` by typing (committed on Enter). */
async function setQuantity(page: Page, entry: string, quantity: number) {
  const line = page.locator(`[data-testid="order-edit-line"][data-entry="${entry}"]`);
  const input = line.getByTestId('stepper-quantity');
  await input.fill(String(quantity));
  await input.press('Enter');
  await expect(input).toHaveValue(String(quantity));
}

test('a shopper adds two products, removes one, pays the difference, then removes more and is refunded', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const { email, password } = await registerLilleCustomer(page, 'edit', ['Léa', 'Modifie']);
  await login(page, '/fr/cart', email, password);
  await fillCartWithWater(page, 48);
  await fillCartWithWater(page, 12, { which: 'last' });
  // A slot two days on: the driver journeys start the rounds of the soonest ones, and an order whose
  // van has left can no longer be changed (ADR 0039).
  await selectSoonSlot(page.request, 48);

  // Paid by card at checkout.
  await page.goto('/fr/commande');
  await waitForHydration(page);
  await page.getByTestId('payment-stripe').check();
  await page.getByLabel(/J’ai lu et j’accepte les/).check();
  await page.getByTestId('checkout-submit').click();
  await expect(page).toHaveURL(new RegExp(`^${fakeStripe}/c/pay/cs_test_\\w+$`));
  await page.getByRole('button', { name: 'Payer' }).click();
  await expect(page).toHaveURL(/\/fr\/commande\/confirmation\/\d+\?paiement=ok$/);
  const orderId = new URL(page.url()).pathname.split('/').pop()!;
  const placed = await orderJson(page, orderId);
  expect(placed).toMatchObject({ status: 'placed', paymentStatus: 'paid', editLockReason: null });
  const original = placed.packages.flatMap((p: { lines: { productWarehouseId: number }[] }) => p.lines);
  expect(original).toHaveLength(2);

  // "Modifier ma commande": until the cut-off, shown.
  const detail = `/fr/mon-compte/mes-commandes/order-detail/${orderId}`;
  await page.goto(detail);
  await waitForHydration(page);
  await expect(page.getByTestId('order-edit-until')).toContainText('Modifiable jusqu’au');
  await page.getByTestId('order-edit-open').click();
  await expect(page.getByTestId('order-edit-line')).toHaveCount(2);

  // Two products of the warehouse added from the search, the second water removed.
  await page.getByTestId('order-edit-search').fill('eau');
  const results = page.getByTestId('order-edit-results').locator('li');
  await expect(results.first()).toBeVisible();
  const inOrder = new Set(original.map((l: { productWarehouseId: number }) => String(l.productWarehouseId)));
  const added: string[] = [];
  for (let i = 0; i < (await results.count()) && added.length < 2; i++) {
    const entry = (await results.nth(i).getAttribute('data-entry'))!;
    if (inOrder.has(entry)) continue;
    await results.nth(i).getByTestId('order-edit-add').click();
    added.push(entry);
  }
  expect(added).toHaveLength(2);
  for (const entry of added) await setQuantity(page, entry, 24);
  const removed = String(original[1].productWarehouseId);
  await page
    .locator(`[data-testid="order-edit-line"][data-entry="${removed}"]`)
    .getByTestId('order-edit-remove')
    .click();
  // Dearer than what the card paid (the removed line may have cost more than a few bottles).
  const estimate = async () =>
    Number(
      (await page.getByTestId('order-edit-total').textContent())!.replace(/[^\d,]/g, '').replace(',', '.'),
    );
  for (let quantity = 36; (await estimate()) <= placed.totals.amountToPay + 5; quantity += 12)
    await setQuantity(page, added[0]!, quantity);
  await shoot(page, 'edit-mode-fr');
  await page.getByTestId('order-edit-confirm').click();
  await expect(page.getByTestId('order-notice')).toHaveText(/Votre commande est modifiée/);

  // Dearer: the difference is due, paid on Stripe's page.
  const edited = await orderJson(page, orderId);
  expect(edited.topUp).toMatchObject({ state: 'pending' });
  await expect(page.getByTestId('order-top-up')).toContainText('Il reste');
  await shoot(page, 'top-up-due-fr');
  await page.getByTestId('order-top-up-pay').click();
  await expect(page).toHaveURL(new RegExp(`^${fakeStripe}/c/pay/cs_test_\\w+$`));
  await page.getByRole('button', { name: 'Payer' }).click();
  await expect(page).toHaveURL(new RegExp(`${detail}\\?complement=ok$`));
  await expect(page.getByTestId('order-top-up-paid')).toContainText('est payée');
  expect((await orderJson(page, orderId)).topUp).toMatchObject({ state: 'paid' });

  // Then less: the two added products removed, the card refunded by the job. Back from Stripe's page,
  // the button answers once the page has hydrated.
  await waitForHydration(page);
  await page.getByTestId('order-edit-open').click();
  await expect(page.getByTestId('order-edit-line')).toHaveCount(3);
  for (const entry of added)
    await page
      .locator(`[data-testid="order-edit-line"][data-entry="${entry}"]`)
      .getByTestId('order-edit-remove')
      .click();
  await page.getByTestId('order-edit-confirm').click();
  await expect(page.getByTestId('order-notice')).toHaveText(/vous seront remboursés sur votre carte/);
  await expect
    .poll(
      async () =>
        (await orderJson(page, orderId)).cardRefunds.map((r: { state: string }) => r.state).join(','),
      { timeout: 30_000 },
    )
    .toMatch(/^succeeded(,succeeded)*$/);
  await page.reload();
  await shoot(page, 'refunded-fr');

  // From the shop: "Ajouter à ma commande n° …" on a product's page opens the edit mode, the product searched.
  const list = await (await page.request.get('/api/products/cross-sell?locale=fr_FR&search=eau')).json();
  const slug = (list.products as Array<{ slug: string; isAvailable: boolean }>).find(
    (p) => p.isAvailable,
  )!.slug;
  await page.goto(`/fr/p/${slug}`);
  await waitForHydration(page);
  await expect(page.getByTestId('add-to-order')).toHaveText(`Ajouter à ma commande n° ${orderId}`);
  await page.getByTestId('add-to-order').click();
  await expect(page).toHaveURL(new RegExp(`${detail}\\?ajouter=`));
  await expect(page.getByTestId('order-edit')).toBeVisible();
  await expect(page.getByTestId('order-edit-results').locator('li').first()).toBeVisible();
  await shoot(page, 'add-from-shop-fr');

  // The same page in Belgian Dutch.
  await page.goto(`/nl-BE/mon-compte/mes-commandes/order-detail/${orderId}`);
  await waitForHydration(page);
  await expect(page.getByTestId('order-edit-open')).toHaveText('Mijn bestelling aanpassen');
  await page.getByTestId('order-edit-open').click();
  await expect(page.getByText('Nieuw geschat totaal')).toBeVisible();
  await shoot(page, 'edit-mode-nl-BE');
});
