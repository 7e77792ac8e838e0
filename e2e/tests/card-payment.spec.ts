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
 * Card payment through Stripe's hosted Checkout, against the local fake Stripe Playwright starts
 * (apps/api/test/fake-stripe.ts: its "hosted page" has a Payer button that posts the signed
 * checkout.session.completed to the shop, and a Retour link to cancel_url). A customer of its own:
 * an order empties the cart.
 */
const fakeStripe = `http://127.0.0.1:${E2E_STRIPE.port}`;

/** 48 bottles of water (above the 20 € minimum, no 18+ declaration), over the API. */
const fillCart = (page: Page) => fillCartWithWater(page, 48);

/** From the checkout: the card chosen, the terms accepted, ordered; lands on Stripe's (fake) page. */
async function payByCard(page: Page) {
  await page.goto('/fr/commande');
  await waitForHydration(page);
  await page.getByTestId('payment-stripe').check();
  const submit = page.getByTestId('checkout-submit');
  await expect(submit).toHaveText(/^Payer par carte · \d+,\d{2}\s€$/);
  const amount = (await submit.textContent())!.split('·')[1]!.trim();
  await page.getByLabel(/J’ai lu et j’accepte les/).check();
  await submit.click();
  await expect(page).toHaveURL(new RegExp(`^${fakeStripe}/c/pay/cs_test_\\w+$`));
  await expect(page.getByTestId('fake-stripe-amount')).toHaveText(amount.replace(/\s/g, ' '));
}

const orderStatus = async (page: Page, orderId: string) =>
  (await (await page.request.get(`/api/orders/${orderId}?locale=fr_FR`)).json()).status as string;

/** The return page at a phone's and a desktop's width, to look at. */
async function shootReturnPage(page: Page, locale: string) {
  const dir = shotsDir('card-payment');
  const size = page.viewportSize()!;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.screenshot({ path: `${dir}/return-${locale}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(size);
}

test('a customer pays by card on Stripe’s page, gives up once, then pays', async ({ page }) => {
  test.setTimeout(240_000);
  const { email, password } = await registerLilleCustomer(page, 'card', ['Léa', 'Carton']);
  await login(page, '/fr/cart', email, password);
  await fillCart(page);
  const slot = await selectSoonSlot(page.request);

  // First attempt: back from Stripe's page without paying. Coming back changes nothing by itself (any
  // site could link to that url): the order still waits, and the page offers to give it up.
  await payByCard(page);
  await page.getByRole('link', { name: 'Retour' }).click();
  await expect(page).toHaveURL(/\/fr\/commande\?paiement=annule&commande=\d+&session=cs_test_\w+$/);
  const back = new URL(page.url());
  const orderId = back.searchParams.get('commande')!;
  await expect(page.getByTestId('payment-abandoned')).toContainText(
    `Vous avez quitté la page de paiement : la commande n° ${orderId} attend toujours son paiement.`,
  );
  await shootReturnPage(page, 'fr');
  // The same return url in Dutch, and the guessable url without the session: still nothing changes.
  await page.goto(`/nl-BE/commande${back.search}`);
  await expect(page.getByTestId('payment-abandoned')).toContainText(
    `Je hebt de betaalpagina verlaten: bestelling nr. ${orderId} wacht nog op betaling.`,
  );
  await shootReturnPage(page, 'nl-BE');
  expect((await page.request.get(`/fr/commande?paiement=annule&commande=${orderId}`)).status()).toBe(200);
  expect(await orderStatus(page, orderId)).toBe('payment_pending');

  // The shopper gives it up with the page's button → cancelled, the cart is back.
  await page.goto(`/fr/commande${back.search}`);
  await page.getByTestId('payment-give-up').click();
  await expect(page).toHaveURL(new RegExp(`/fr/commande\\?paiement=annule&commande=${orderId}$`));
  await expect(page.getByTestId('payment-abandoned')).toContainText(
    `Paiement abandonné : la commande n° ${orderId} est annulée et vos articles sont de retour dans votre panier.`,
  );
  expect(await orderStatus(page, orderId)).toBe('cancelled');
  const cart = await (await page.request.get('/api/cart?locale=fr_FR')).json();
  expect(cart.itemCount).toBe(48);

  // The slot comes back too (no new choice needed). Second attempt: paid → the confirmation shows it.
  const selected = await (await page.request.get('/api/user/selected/slot?locale=fr_FR')).json();
  expect(selected.id).toBe(slot.id);
  await payByCard(page);
  await page.getByRole('button', { name: 'Payer' }).click();
  await expect(page).toHaveURL(/\/fr\/commande\/confirmation\/\d+\?paiement=ok$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Merci pour votre commande !');
  await expect(page.getByText('Payé par carte')).toBeVisible();
  const paidId = new URL(page.url()).pathname.split('/').pop();
  const order = await (await page.request.get(`/api/orders/${paidId}?locale=fr_FR`)).json();
  expect(order).toMatchObject({ status: 'placed', paymentMethod: 'stripe', paymentStatus: 'paid' });
});
