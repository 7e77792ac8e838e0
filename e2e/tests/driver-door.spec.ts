import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import {
  addBeer,
  fillCartWithCrates,
  login,
  placeOfflineOrder,
  registerOverApi,
  selectSoonSlot,
  startDelivery,
} from './support.js';

/** Screenshots of the door sheet (DOOR_SHOTS_DIR, else the test's output folder), looked at by whoever changes it. */
const shot = (name: string) => {
  const dir = process.env.DOOR_SHOTS_DIR;
  if (dir) mkdirSync(dir, { recursive: true });
  return dir ? `${dir}/${name}.png` : test.info().outputPath(`${name}.png`);
};

test('Belgian beer at the door, no ID shown: the beer is not handed over, refunded, the rest delivered', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  // A driver of the Brussels warehouse, given the role by the admin.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await login(admin, '/fr/mon-compte', 'admin@example.com', 'consigne-demo');
  const warehouses = (await (await admin.request.get('/api/warehouses?locale=fr_FR')).json()) as Array<{
    id: number;
    key?: string;
    name: string;
  }>;
  const brussels = warehouses.find((w) => w.name.includes('Bruxelles'))!;
  expect(brussels).toBeTruthy();
  const driverEmail = `chauffeur-bxl-${stamp}@example.com`;
  const driverPassword = 'un-mot-de-passe-de-chauffeur';
  const created = await admin.request.post('/api/admin/staff?locale=fr_FR', {
    data: {
      email: driverEmail,
      firstname: 'Jef',
      lastname: 'Camion',
      password: driverPassword,
      role: 'operator',
      warehouseIds: [brussels.id],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await adminContext.close();

  // A Brussels shopper: water crates and six beers (16+ in Belgium), paid at the door.
  const customer = await browser.newContext();
  const shopper = await customer.newPage();
  const email = `porte-${stamp}@example.com`;
  const password = 'un-mot-de-passe-solide';
  await registerOverApi(shopper.request, {
    address: { number: '10', street: 'rue Neuve', postalCode: '1000', city: 'Bruxelles' },
    houseType: 'apartment',
    firstname: 'Lise',
    lastname: 'Porte',
    phone: '0470123456',
    email,
    password,
    isAdult: true,
  });
  await customer.clearCookies();
  await login(shopper, '/fr/mon-compte', email, password);
  const api = shopper.request;
  const { slotDate } = await selectSoonSlot(api);
  await fillCartWithCrates(api, 12);
  const beer = await addBeer(api, 6);
  const orderId = await placeOfflineOrder(api, `door-e2e-${stamp}`);
  // A second order of the same stop and slot, delivered without network.
  expect((await selectSoonSlot(api)).slotDate).toBe(slotDate);
  await fillCartWithCrates(api, 12);
  await addBeer(api, 6);
  const offlineOrderId = await placeOfflineOrder(api, `door-e2e-offline-${stamp}`);
  const before = (await (await api.get(`/api/orders/${orderId}?locale=fr_FR`)).json()) as {
    totals: { amountToPay: number };
  };

  const driverContext = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const driver = await driverContext.newPage();
  await login(driver, '/fr/mon-compte', driverEmail, driverPassword);
  await driver.goto(`/fr/livreur?date=${slotDate}`);
  const card = driver.locator(`[data-testid=round-order][data-order-id="${orderId}"]`);
  await expect(card).toContainText('Lise Porte');
  await startDelivery(card);

  // The same sheet in Dutch (a second tab), looked at and closed.
  const dutch = await driverContext.newPage();
  await dutch.goto(`/nl-BE/livreur?date=${slotDate}`);
  const dutchCard = dutch.locator(`[data-testid=round-order][data-order-id="${orderId}"]`);
  await dutchCard.getByRole('button', { name: /Geleverd/ }).click();
  const dutchSheet = dutch.getByTestId('door-sheet');
  await expect(dutchSheet).toContainText('Leeftijd van de ontvanger');
  await dutchSheet.getByLabel('Geen identiteitskaart: deze producten niet afgeven').check();
  await expect(dutchSheet.getByTestId('door-summary')).toContainText('Leeftijd niet gecontroleerd');
  // Paid at the door: the payment below the age check and the lines, in the same sheet.
  await dutchSheet.getByRole('button', { name: 'Cash', exact: true }).click();
  await dutchSheet.getByTestId('payment-fields').scrollIntoViewIfNeeded();
  await dutch.screenshot({ path: shot('door-sheet-payment-nl-BE-390') });
  await dutch.screenshot({ path: shot('door-sheet-nl-BE-390') });
  await dutch.setViewportSize({ width: 1280, height: 900 });
  await dutch.screenshot({ path: shot('door-sheet-nl-BE-1280') });
  await dutchSheet.getByRole('button', { name: 'Annuleren' }).click();
  await expect(dutchSheet).toHaveCount(0);
  await dutch.close();

  // "Livrée" opens the door sheet: the recipient's age is asked, 16+ is offered (Belgian beer).
  await card.getByRole('button', { name: 'Passer à « Livrée »' }).click();
  const sheet = driver.getByTestId('door-sheet');
  await expect(sheet).toBeVisible();
  await expect(sheet.getByTestId('door-age')).toContainText('16 ans et plus');
  await expect(sheet.getByLabel('Pièce d’identité vue : 16 ans ou plus')).toBeVisible();
  // Nothing chosen yet: the step cannot be sent.
  await expect(sheet.getByTestId('door-confirm')).toBeDisabled();
  await expect(sheet.getByTestId('door-problem')).toHaveText('Indiquez comment l’âge a été vérifié.');
  await driver.screenshot({ path: shot('door-sheet-fr-390') });
  // No ID shown: the beer stays in the van; the water is handed over.
  await sheet.getByLabel('Pas de pièce d’identité : ne pas remettre ces produits').check();
  await expect(sheet.getByTestId('door-summary')).toContainText(`${beer}`);
  await expect(sheet.getByTestId('door-summary')).toContainText('× 6 (Âge non vérifié)');
  await driver.screenshot({ path: shot('door-sheet-fr-390-not-verified') });
  await driver.setViewportSize({ width: 1280, height: 900 });
  await driver.screenshot({ path: shot('door-sheet-fr-1280') });
  await driver.setViewportSize({ width: 390, height: 844 });
  // Paid at the door: the payment is asked in the same sheet, what is due without the beer.
  const wholeOrder = before.totals.amountToPay.toFixed(2).replace('.', ',');
  await expect(sheet.getByTestId('amount-due')).toContainText('À encaisser');
  await expect(sheet.getByTestId('amount-due')).not.toContainText(wholeOrder);
  await sheet.getByTestId('door-confirm').click();
  await expect(sheet).toContainText('Choisissez Carte ou Espèces.');
  // The card terminal takes the amount due to the cent: the one the sheet worked out without the beer.
  await sheet.getByRole('button', { name: 'Carte', exact: true }).click();
  await sheet.getByTestId('payment-fields').scrollIntoViewIfNeeded();
  await driver.screenshot({ path: shot('door-sheet-payment-fr-390') });
  await sheet.getByTestId('door-confirm').click();
  await expect(card.getByTestId('order-status')).toHaveText('Livrée');
  await expect(sheet).toHaveCount(0);

  // Without network: the sheet's step waits on the phone with its body (ID seen 16+, two waters
  // refused as damaged), then lands once.
  const second = driver.locator(`[data-testid=round-order][data-order-id="${offlineOrderId}"]`);
  await startDelivery(second);
  await driverContext.setOffline(true);
  await second.getByRole('button', { name: 'Passer à « Livrée »' }).click();
  await sheet.getByLabel('Pièce d’identité vue : 16 ans ou plus').check();
  const water = sheet.getByTestId('door-line').first();
  await water.getByRole('button', { name: /^Un refusé de plus/ }).click();
  await water.getByRole('button', { name: /^Un refusé de plus/ }).click();
  await water.getByRole('combobox').selectOption({ label: 'Abîmé' });
  await expect(sheet.getByTestId('door-summary')).toContainText('× 2 (Abîmé)');
  await sheet.getByRole('button', { name: 'Espèces', exact: true }).click();
  await sheet.getByTestId('door-confirm').click();
  await expect(second.getByTestId('order-status')).toHaveText('Livrée');
  await expect(second.getByTestId('order-queued')).toBeVisible();
  await expect(driver.getByTestId('pending-actions')).toHaveText('1 action en attente');
  await driverContext.setOffline(false);
  await expect(driver.getByTestId('pending-actions')).toHaveCount(0, { timeout: 20_000 });
  const landed = (await (await api.get(`/api/orders/${offlineOrderId}?locale=fr_FR`)).json()) as {
    status: string;
    doorRefusals: Array<{ reason: string; quantity: number }>;
  };
  expect(landed.status).toBe('delivered');
  expect(landed.doorRefusals).toEqual([expect.objectContaining({ reason: 'damaged', quantity: 2 })]);

  // The shopper's order page says what was refused, and the amount left it out.
  await shopper.goto(`/fr/mon-compte/mes-commandes/order-detail/${orderId}`);
  const refusals = shopper.getByTestId('order-door-refusals');
  await expect(refusals).toContainText('Refusés à la livraison');
  await expect(refusals.getByTestId('door-refusal')).toHaveCount(1);
  await expect(refusals).toContainText('Âge non vérifié');
  await expect(refusals).toContainText('× 6');
  const after = (await (await api.get(`/api/orders/${orderId}?locale=fr_FR`)).json()) as {
    status: string;
    totals: { amountToPay: number };
    doorRefusals: Array<{ reason: string; quantity: number }>;
  };
  expect(after.status).toBe('delivered');
  expect(after.doorRefusals).toEqual([expect.objectContaining({ reason: 'age', quantity: 6 })]);
  expect(after.totals.amountToPay).toBeLessThan(before.totals.amountToPay);
  await refusals.scrollIntoViewIfNeeded();
  await shopper.setViewportSize({ width: 390, height: 844 });
  await shopper.screenshot({ path: shot('shopper-order-refused-fr-390'), fullPage: true });
  await shopper.setViewportSize({ width: 1280, height: 900 });
  await shopper.screenshot({ path: shot('shopper-order-refused-fr-1280'), fullPage: true });
  await shopper.goto(`/nl-BE/mon-compte/mes-commandes/order-detail/${orderId}`);
  await expect(shopper.getByTestId('order-door-refusals')).toContainText('Geweigerd bij levering');
  await shopper.screenshot({ path: shot('shopper-order-refused-nl-BE-1280'), fullPage: true });
  await shopper.setViewportSize({ width: 390, height: 844 });
  await shopper.screenshot({ path: shot('shopper-order-refused-nl-BE-390'), fullPage: true });
  // The e-mail, in the shopper's language.
  await expect
    .poll(async () =>
      (
        (await (await api.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as Array<{
          subject: string;
        }>
      ).map((m) => m.subject),
    )
    .toContain(`Votre commande n° ${orderId} est livrée, sans les produits refusés`);
  await driverContext.close();
  await customer.close();
});
