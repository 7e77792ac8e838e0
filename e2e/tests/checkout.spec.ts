import { expect, test, type Page } from '@playwright/test';
import { login, registerOverApi, seriousViolations, settle } from './support.js';

/*
 * The checkout journey runs with a customer of its own (registered through the API): the demo
 * customer's cart and slot are shared by the cart and slot journeys, which run in parallel, and an
 * order empties the cart and clears the slot.
 */
const password = 'consigne-demo-1';
const email = `checkout-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function register(page: Page) {
  await registerOverApi(page.request, {
    address: { number: '12', street: 'rue Nationale', postalCode: '59000', city: 'Lille', country: 'FR' },
    houseType: 'house',
    firstname: 'Inès',
    lastname: 'Martin',
    phone: '+33612345678',
    email,
    password,
    newsletterOptIn: false,
    isAdult: true,
    locale: 'fr_FR',
  });
}

/** 13 large-format beer bottles (two of them): one complete crate of 12 and a started one. */
async function fillCart(page: Page) {
  const list = await (await page.request.get('/api/products/cross-sell?locale=fr_FR&search=bière')).json();
  const large = (
    list.products as Array<{
      id: number;
      isAvailable: boolean;
      product: { packageType: { name: string }; alcoholLevel: number | null };
    }>
  ).filter((p) => p.isAvailable && p.product.packageType.name === 'Grand format' && p.product.alcoholLevel);
  expect(large.length).toBeGreaterThanOrEqual(2);
  for (const [entry, quantity] of [
    [large[0]!, 7],
    [large[1]!, 6],
  ] as const) {
    const response = await page.request.patch('/api/user/cart?locale=fr_FR', {
      data: { product_warehouse_id: entry.id, quantity },
    });
    expect(response.status()).toBe(200);
  }
}

test('a customer orders from the cart, finds the order in mes-commandes and cancels it', async ({ page }) => {
  test.setTimeout(90_000);
  await register(page);
  await login(page, '/fr/cart', email, password);
  await fillCart(page);
  await page.reload();
  await expect(page.locator('main').getByTestId('crate')).toHaveText([
    'Caisse Grand format : complète (12/12)',
    'Caisse Grand format : 1/12 — encore 11 places',
  ]);

  // Cart → checkout.
  await page.getByTestId('cart-validate').click();
  await expect(page).toHaveURL('/fr/commande');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Finaliser ma commande');
  await expect(page.getByTestId('checkout-address')).toContainText('Adresse de livraison');
  await expect(page.getByTestId('checkout-address')).toContainText('rue Nationale');
  await expect(page.getByTestId('order-totals')).toContainText('Produits TTC');
  await expect(page.getByTestId('totals-packages-deposit')).toHaveText(/^6,00\s€$/);
  // The VAT per rate is the cart service's (GET /api/cart's vatByRate); the order records the same.
  const cartVat = (
    (await (await page.request.get('/api/cart?locale=fr_FR')).json()) as {
      vatByRate?: Array<{ rate: number; amount: number }>;
    }
  ).vatByRate;

  // No slot yet: the page says so and ordering waits; the slot modal picks one.
  await expect(page.getByTestId('checkout-no-slot')).toHaveText(
    'Choisissez un créneau de livraison avant de commander.',
  );
  const submit = page.getByTestId('checkout-submit');
  await expect(submit).toBeDisabled();
  await settle(page);
  await page.getByRole('button', { name: 'Choisir un créneau' }).click();
  const modal = page.getByRole('dialog', { name: 'Mon créneau' });
  await expect(modal).toBeVisible();
  await modal.getByTestId('slot-day').nth(1).click();
  await modal.locator('[data-testid=slot-option]:not([data-full])').first().click();
  await modal.getByRole('button', { name: 'Valider mon créneau' }).click();
  await expect(modal).toBeHidden();
  const slotLabel = (await page.getByTestId('checkout-slot-label').textContent())!;
  expect(slotLabel).toMatch(/^\S+ \d+ \S+ · \d{2}:\d{2}-\d{2}:\d{2}$/);
  await expect(submit).toBeEnabled();
  await expect(submit).toHaveText(/^Commander · \d+,\d{2}\s€$/);

  // The cart holds beer: the 18+ declaration shows; terms and age are checked by the server.
  expect(await seriousViolations(page)).toEqual([]);
  await submit.click();
  await expect(page.locator('#checkout-terms-error')).toHaveText(
    'Vous devez accepter les conditions générales de vente.',
  );
  await expect(page.getByLabel('Je déclare avoir 18 ans ou plus.')).toBeVisible();
  await page.getByLabel('Je déclare avoir 18 ans ou plus.').check();
  await page.getByLabel(/J’ai lu et j’accepte les/).check();
  await expect(
    page.getByRole('link', { name: 'conditions générales de vente', exact: true }),
  ).toHaveAttribute('href', '/fr/page/conditions-generales-de-vente-du-fourgon');

  // The order goes through the page's action, which places it with the attempt's Idempotency-Key.
  // The first answer is lost on the way back (the order exists): the retry reuses the key and gets it.
  const keys: string[] = [];
  const isPlaceOrder = (r: { method(): string; url(): string }) =>
    r.method() === 'POST' && new URL(r.url()).pathname === '/fr/commande.data';
  page.on('request', (r) => {
    if (isPlaceOrder(r)) keys.push(new URLSearchParams(r.postData() ?? '').get('idempotencyKey') ?? '');
  });
  let lose = true;
  await page.route('**/fr/commande.data*', async (route) => {
    if (!isPlaceOrder(route.request()) || !lose) return route.continue();
    lose = false;
    await route.fetch();
    await route.abort('failed');
  });
  await submit.click();
  await expect(page.getByTestId('checkout-error')).toContainText(
    'Votre commande n’a pas pu être passée. Vérifiez votre connexion et réessayez.',
  );
  await submit.click();
  await expect(page).toHaveURL(/\/fr\/commande\/confirmation\/\d+$/);
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);

  const orderId = page.url().split('/').pop()!;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Merci pour votre commande !');
  await expect(page.getByTestId('confirmation-number')).toHaveText(`Commande n° ${orderId}`);
  await expect(page.getByTestId('confirmation-slot')).toHaveText(slotLabel);
  // The order took the cart: the header badge is gone.
  await expect(page.getByTestId('cart-badge')).toHaveCount(0);
  await expect(page.getByText('Gardez vos bouteilles et caisses vides')).toBeVisible();

  // Detail: lines by crate format, crates, totals with VAT per rate; accessible.
  await page.getByTestId('confirmation-detail').click();
  await expect(page).toHaveURL(`/fr/mon-compte/mes-commandes/order-detail/${orderId}`);
  await expect(page.getByTestId('order-status')).toHaveText('Commande confirmée');
  await expect(
    page.locator('[data-testid=order-package][data-package=large] [data-testid=order-line]'),
  ).toHaveCount(2);
  await expect(page.getByTestId('order-crates').getByTestId('crate')).toHaveText([
    'Caisse Grand format : complète (12/12)',
    'Caisse Grand format : 1/12',
  ]);
  await expect(page.getByTestId('order-totals')).toContainText('TVA 20');
  if (cartVat === undefined)
    test.info().annotations.push({ type: 'pending', description: 'no vatByRate on GET /api/cart' });
  for (const { rate, amount } of cartVat ?? [])
    await expect(page.getByTestId(`totals-vat-${Math.round(rate * 1000)}`)).toHaveText(
      new RegExp(`^${amount.toFixed(2).replace('.', ',')}\\s€$`),
    );
  await expect(page.getByTestId('order-slot')).toHaveText(slotLabel);
  expect(await seriousViolations(page)).toEqual([]);

  // mes-commandes (the account menu link) lists it once; back from the detail needs no new request.
  await page
    .getByRole('navigation', { name: 'Menu du compte' })
    .getByRole('link', { name: 'Mes commandes' })
    .click();
  await expect(page).toHaveURL('/fr/mes-commandes');
  const rows = page.getByTestId('order-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByTestId('order-status')).toHaveText('Commande confirmée');
  await rows.first().getByRole('link').click();
  await expect(page).toHaveURL(`/fr/mon-compte/mes-commandes/order-detail/${orderId}`);
  const listLoads: string[] = [];
  page.on('request', (r) => {
    // The list's own loader (the root may revalidate the user, as on any navigation).
    if (
      r.url().includes('.data') &&
      new URL(r.url()).searchParams.get('_routes')?.includes('routes/mes-commandes')
    )
      listLoads.push(r.url());
  });
  await page.getByTestId('order-back').click();
  await expect(page).toHaveURL('/fr/mes-commandes');
  await expect(rows).toHaveCount(1);
  expect(listLoads).toEqual([]);

  // Move the order to another slot through the slot modal (PATCH /order/{id}/slot).
  await rows.first().getByRole('link').click();
  await settle(page);
  await page.getByTestId('order-change-slot').click();
  const orderModal = page.getByRole('dialog', { name: 'Mon créneau' });
  await expect(orderModal).toBeVisible();
  await orderModal.getByTestId('slot-day').nth(2).click();
  await orderModal.locator('[data-testid=slot-option]:not([data-full])').last().click();
  const moved = page.waitForResponse(
    (r) => r.url().includes(`/api/order/${orderId}/slot`) && r.request().method() === 'PATCH',
  );
  await orderModal.getByRole('button', { name: 'Valider mon créneau' }).click();
  expect((await moved).status()).toBe(200);
  await expect(orderModal).toBeHidden();
  await expect(page.getByTestId('order-notice')).toContainText('Votre nouveau créneau est enregistré.');
  await expect(page.getByTestId('order-slot')).not.toHaveText(slotLabel);

  // Cancel from the detail, behind a confirmation.
  await page.getByRole('button', { name: 'Annuler la commande' }).click();
  const dialog = page.getByRole('dialog', { name: `Annuler la commande n° ${orderId} ?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Oui, annuler' }).click();
  await expect(page.getByTestId('order-notice')).toContainText('Votre commande a été annulée.');
  await expect(page.getByTestId('order-status')).toHaveText('Annulée');
  await expect(page.getByRole('button', { name: 'Annuler la commande' })).toHaveCount(0);
  await page.getByTestId('order-back').click();
  await expect(rows.first().getByTestId('order-status')).toHaveText('Annulée');
});

test('mes-commandes without orders offers the Rayons; an unknown order is a 404', async ({ page }) => {
  await registerOverApi(page.request, {
    address: { number: '12', street: 'rue Nationale', postalCode: '59000', city: 'Lille', country: 'FR' },
    houseType: 'house',
    firstname: 'Léa',
    lastname: 'Petit',
    phone: '+33612345679',
    email: `empty-${email}`,
    password,
    newsletterOptIn: false,
    isAdult: true,
  });
  await page.goto(`/fr/login?redirect=${encodeURIComponent('/fr/mes-commandes')}`);
  await page.getByLabel('Adresse e-mail').fill(`empty-${email}`);
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL('/fr/mes-commandes');
  await expect(page.getByTestId('orders-empty')).toContainText('Vous n’avez pas encore passé de commande.');
  await expect(
    page.getByTestId('orders-empty').getByRole('link', { name: 'Voir les rayons' }),
  ).toHaveAttribute('href', '/fr/categories');
  const response = await page.goto('/fr/mon-compte/mes-commandes/order-detail/999999');
  expect(response?.status()).toBe(404);
});
