import { BOTTLE_DEPOSIT_CENTS, CRATE_DEPOSIT_CENTS, collectionValueCents } from '@consigne/domain';
import { expect, test } from '@playwright/test';
import {
  deliverOnDriverPage,
  fillCartWithCrates,
  login,
  placeOfflineOrder,
  registerOverApi,
  selectSoonSlot,
  seriousViolations,
} from './support.js';

/** '16,20' for 1620 cents. */
const fr = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');
const euros = (cents: number) => new RegExp(`${fr(cents)}\\s€`);

test('a customer reaching the driver page is told it is for drivers; a guest logs in first', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const response = await page.goto('/fr/livreur');
  expect(response?.url()).toContain('/fr/login?redirect=%2Ffr%2Flivreur');
  await login(page, '/fr/mon-compte', 'demo@example.com', 'consigne-demo');
  await expect(page.getByTestId('driver-link')).toHaveCount(0);
  const forbidden = await page.goto('/fr/livreur');
  expect(forbidden?.status()).toBe(403);
  await expect(
    page.getByRole('heading', { name: 'Réservé aux livreurs et à l’équipe de l’entrepôt.' }),
  ).toBeVisible();
  await context.close();
});

test('an order is delivered, the driver collects the empties, the customer is credited and invoiced', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  // A customer of its own (Lille, the driver's warehouse): the demo's cart is used by other journeys.
  const customer = await browser.newContext();
  const shopper = await customer.newPage();
  const email = `driver-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'un-mot-de-passe-solide';
  await registerOverApi(shopper.request, {
    address: { number: '3', street: 'rue Esquermoise', postalCode: '59000', city: 'Lille' },
    houseType: 'apartment',
    firstname: 'Léon',
    lastname: 'Vidange',
    phone: '0612345678',
    email,
    password,
    isAdult: true,
  });
  await customer.clearCookies();
  await login(shopper, '/fr/consignes-cagnotte', email, password);
  await expect(shopper.getByTestId('wallet')).toHaveText(/^0,00\s€$/);

  // An order through the API: a slot, whole crates of large bottles (at least 24, above the minimum
  // order), paid at the door.
  const api = shopper.request;
  const { slotDate } = await selectSoonSlot(api);
  const { bottles } = await fillCartWithCrates(api, 24);
  const crateCount = bottles / 12;
  const pending = crateCount * CRATE_DEPOSIT_CENTS + bottles * BOTTLE_DEPOSIT_CENTS.large_bottle;
  const orderId = await placeOfflineOrder(api, `driver-e2e-${email}`);

  // The driver, on a phone.
  const driverContext = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const driver = await driverContext.newPage();
  await login(driver, '/fr/mon-compte', 'livreur@example.com', 'consigne-demo');
  await driver.getByTestId('driver-link').click();
  await expect(driver).toHaveURL('/fr/livreur');
  await expect(driver.getByRole('heading', { level: 1, name: 'Ma tournée' })).toBeVisible();
  await driver.getByLabel('Date de la tournée').fill(slotDate);
  // The van's picker goes along (the first van's round, where every order is unless moved).
  await expect(driver).toHaveURL(new RegExp(`/fr/livreur\\?date=${slotDate}(&vanId=\\d+)?$`));

  const card = driver.locator(`[data-testid=round-order][data-order-id="${orderId}"]`);
  await expect(card).toContainText('Léon Vidange');
  // The address is the stop's, above its orders.
  await expect(driver.getByTestId('round-stop').filter({ has: card })).toContainText('3 rue Esquermoise');
  await expect(card.getByRole('link', { name: /Appeler Léon/ })).toHaveAttribute('href', 'tel:0612345678');
  const plural = (count: number, word: string) => `${count} ${word}${count > 1 ? 's' : ''}`;
  await expect(card).toContainText(
    `Grand format : ${plural(crateCount, 'caisse')}, ${plural(bottles, 'article')}`,
  );
  await expect(card.getByTestId('payment')).toHaveText('À encaisser');
  await expect(card.getByTestId('order-status')).toHaveText('Commandée');

  await deliverOnDriverPage(card);
  await expect(card.getByRole('button', { name: /Passer à/ })).toHaveCount(0);
  await expect(card.getByTestId('payment')).toHaveText('Payée');
  // The crates (3,00 € each) and large bottles (0,20 € each) are now pending.
  await expect(card.getByTestId('customer-pending')).toContainText(euros(pending));

  // The empties: 2 crates and 24 large bottles, with the steppers and the keyboard.
  const refund = collectionValueCents({ crates: 2, largeBottles: 24, smallBottles: 0 });
  const form = card.getByTestId('empties-form');
  const crates = form.getByRole('spinbutton', { name: 'Caisses' });
  await form.getByRole('button', { name: 'Ajouter : Caisses' }).click();
  await form.getByRole('button', { name: 'Ajouter : Caisses' }).click();
  await expect(crates).toHaveValue('2');
  await expect(form.getByTestId('empties-value')).toHaveText(
    new RegExp(`Valeur : ${fr(2 * CRATE_DEPOSIT_CENTS)}\\s€`),
  );
  await form.getByRole('spinbutton', { name: 'Grandes bouteilles' }).fill('24');
  await expect(form.getByTestId('empties-value')).toHaveText(new RegExp(`Valeur : ${fr(refund)}\\s€`));
  // More than pending is refused before it is sent.
  await form.getByRole('spinbutton', { name: 'Petites bouteilles' }).fill('1000');
  await expect(form.getByTestId('empties-too-much')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Enregistrer les vides' })).toBeDisabled();
  await form.getByRole('spinbutton', { name: 'Petites bouteilles' }).fill('0');
  expect(await seriousViolations(driver, 'main')).toEqual([]);
  const submit = form.getByRole('button', { name: 'Enregistrer les vides' });
  expect((await submit.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await submit.click();
  await expect(card.getByTestId('empties-success')).toHaveText(
    new RegExp(
      `Cagnotte créditée de ${fr(refund)}\\s€\\. Consignes encore en attente : ${fr(pending - refund)}\\s€\\.`,
    ),
  );
  await expect(card.getByTestId('customer-pending')).toContainText(euros(pending - refund));
  await driverContext.close();

  // The customer: the new wallet balance and histories, then the invoice and its PDF.
  await shopper.goto('/fr/consignes-cagnotte');
  await expect(shopper.getByTestId('wallet')).toHaveText(new RegExp(`^${fr(refund)}\\s€$`));
  await expect(shopper.getByTestId('pending-deposit')).toHaveText(
    new RegExp(`^${fr(pending - refund)}\\s€$`),
  );
  await expect(shopper.getByTestId('wallet-history')).toContainText('Consignes récupérées');
  await expect(shopper.getByTestId('wallet-history-amount').first()).toHaveText(
    new RegExp(`^\\+${fr(refund)}\\s€$`),
  );
  await expect(shopper.getByTestId('deposit-history')).toContainText(
    `Consignes de la commande n° ${orderId}`,
  );
  await expect(shopper.getByTestId('deposit-history')).toContainText('Vides rendus au livreur');
  await expect(shopper.getByTestId('deposit-history')).toContainText('2 caisses et 24 grandes bouteilles');

  await shopper.goto('/fr/mes-factures');
  const row = shopper.getByTestId('invoice-row');
  await expect(row).toHaveCount(1);
  const number = (await row.locator('p').first().textContent())!.replace('Facture', '').trim();
  expect(number).toMatch(/^F-\d{6}$/);
  await expect(row.getByRole('link', { name: `Voir la commande n° ${orderId}` })).toHaveAttribute(
    'href',
    `/fr/mon-compte/mes-commandes/order-detail/${orderId}`,
  );
  const download = row.getByRole('link', { name: `Télécharger la facture ${number} (PDF)` });
  const href = (await download.getAttribute('href'))!;
  const pdf = await shopper.request.get(href);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  expect(await seriousViolations(shopper, 'main')).toEqual([]);
  await customer.close();
});
