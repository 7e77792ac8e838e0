import { expect, test, type Browser, type BrowserContext } from '@playwright/test';
import { fillCartWithCrates, login, placeOfflineOrder, registerOverApi, selectSoonSlot } from './support.js';

/** The screenshots of this journey, looked at: /work/shots/cash when it exists, else the test's output. */
const shot = (name: string) => `${process.env.CASH_SHOTS ?? test.info().outputPath()}/${name}.png`;

/** '16,20' for 1620 cents. */
const fr = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

/** A Lille customer of their own with an order paid at the door; its id and amount to pay. */
async function customerOrder(context: BrowserContext, tag: string) {
  const page = await context.newPage();
  const api = page.request;
  const email = `cash-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await registerOverApi(api, {
    address: { number: '3', street: 'rue Esquermoise', postalCode: '59000', city: 'Lille' },
    houseType: 'apartment',
    firstname: 'Lucie',
    lastname: tag === 'short' ? 'Monnaie' : 'Billet',
    phone: '0612345678',
    email,
    password: 'un-mot-de-passe-solide',
    isAdult: true,
  });
  await context.clearCookies();
  await login(page, '/fr/mon-compte', email, 'un-mot-de-passe-solide');
  const { slotDate } = await selectSoonSlot(api);
  await fillCartWithCrates(api, 24);
  const orderId = await placeOfflineOrder(api, `cash-${email}`);
  const order = (await (await api.get(`/api/orders/${orderId}?locale=fr_FR`)).json()) as {
    amountToPay: number;
  };
  return { orderId, slotDate, dueCents: Math.round(order.amountToPay * 100) };
}

/** A new driver of the Lille warehouse, given the role by the admin. */
async function lilleDriver(browser: Browser) {
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const context = await browser.newContext();
  const admin = await context.newPage();
  await login(admin, '/fr/mon-compte', 'admin@example.com', 'consigne-demo');
  const warehouses = (await (await admin.request.get('/api/warehouses?locale=fr_FR')).json()) as Array<{
    id: number;
    name: string;
  }>;
  const lille = warehouses.find((w) => w.name.includes('Lille'));
  expect(lille).toBeTruthy();
  const account = {
    email: `caisse-${stamp}@example.com`,
    password: 'un-mot-de-passe-de-chauffeur',
    lastname: `Caisse ${stamp.slice(-6)}`,
  };
  const created = await admin.request.post('/api/admin/staff?locale=fr_FR', {
    data: { ...account, firstname: 'Paul', role: 'operator', warehouseIds: [lille!.id] },
  });
  expect(created.status(), await created.text()).toBe(201);
  await context.close();
  return account;
}

test('the driver records cash 2,00 € short; the sheet shows −2,00 €; the manager closes it with a note', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // A Lille driver of this journey's own: the day's sheet is theirs alone, whatever other journeys
  // deliver (and pay in cash) as the demo driver the same day.
  const driverAccount = await lilleDriver(browser);
  const shopper = await browser.newContext();
  const { orderId, slotDate, dueCents } = await customerOrder(shopper, 'short');
  const other = await browser.newContext();
  const second = await customerOrder(other, 'nl');

  // The driver, on a phone held in one hand.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const driver = await phone.newPage();
  await login(driver, `/fr/livreur?date=${slotDate}`, driverAccount.email, driverAccount.password);
  const card = driver.locator(`[data-testid=round-order][data-order-id="${orderId}"]`);
  await expect(card).toContainText('Lucie Monnaie');
  for (const step of ['En préparation', 'En cours de livraison']) {
    await card.getByRole('button', { name: `Passer à « ${step} »` }).click();
    await expect(card.getByTestId('order-status')).toHaveText(step);
  }
  // "Livrée" asks how it was paid: never delivered (nor paid) without it.
  await card.getByRole('button', { name: 'Passer à « Livrée »' }).click();
  const panel = card.getByTestId('payment-at-door');
  await expect(panel.getByTestId('amount-due')).toContainText(`À encaisser : ${fr(dueCents)}`);
  await panel.getByRole('button', { name: 'Confirmer : payée et livrée' }).click();
  await expect(panel).toContainText('Choisissez Carte ou Espèces.');
  await expect(card.getByTestId('order-status')).toHaveText('En cours de livraison');
  await panel.getByRole('button', { name: 'Espèces', exact: true }).click();
  const received = panel.getByLabel('Montant reçu (€)');
  await expect(received).toHaveValue(fr(dueCents));
  await received.fill(fr(dueCents - 200));
  await expect(panel.getByTestId('cash-gap')).toHaveText(/Manque 2,00\s€/);
  await panel.scrollIntoViewIfNeeded();
  await driver.screenshot({ path: shot('payment-step-fr-390'), fullPage: false });
  await panel.getByRole('button', { name: 'Confirmer : payée et livrée' }).click();
  await expect(card.getByTestId('order-status')).toHaveText('Livrée');
  await expect(card.getByTestId('payment')).toHaveText('Payée');

  // The same step in Belgian Dutch, on another stop (shown, then left).
  const driverNl = await phone.newPage();
  const nlToken = (await (
    await driverNl.request.post('/api/login_check', {
      data: { username: driverAccount.email, password: driverAccount.password },
    })
  ).json()) as { token: string };
  for (const status of ['preparing', 'out_for_delivery'])
    expect(
      (
        await driverNl.request.post(`/api/operator/orders/${second.orderId}/status?locale=fr_FR`, {
          headers: { authorization: `Bearer ${nlToken.token}` },
          data: { status },
        })
      ).status(),
    ).toBe(200);
  await driverNl.goto(`/nl-BE/livreur?date=${second.slotDate}`);
  const nlCard = driverNl.locator(`[data-testid=round-order][data-order-id="${second.orderId}"]`);
  await nlCard.getByRole('button', { name: 'Zet op ‘Geleverd’' }).click();
  const nlPanel = nlCard.getByTestId('payment-at-door');
  await nlPanel.getByRole('button', { name: 'Cash', exact: true }).click();
  await expect(nlPanel.getByLabel('Ontvangen bedrag (€)')).toHaveValue(fr(second.dueCents));
  await nlPanel.scrollIntoViewIfNeeded();
  await driverNl.screenshot({ path: shot('payment-step-nl-BE-390'), fullPage: false });
  await nlPanel.getByRole('button', { name: 'Annuleren' }).click();
  await driverNl.close();

  // Offline at the next door: the step and its payment wait on the phone, and land once.
  await driver.reload();
  const secondCard = driver.locator(`[data-testid=round-order][data-order-id="${second.orderId}"]`);
  await expect(secondCard.getByTestId('order-status')).toHaveText('En cours de livraison');
  await phone.setOffline(true);
  await secondCard.getByRole('button', { name: 'Passer à « Livrée »' }).click();
  const secondPanel = secondCard.getByTestId('payment-at-door');
  await secondPanel.getByRole('button', { name: 'Carte', exact: true }).click();
  await secondPanel.getByRole('button', { name: 'Confirmer : payée et livrée' }).click();
  await expect(driver.getByTestId('pending-actions')).toHaveText('1 action en attente');
  await expect(secondCard.getByTestId('order-status')).toHaveText('Livrée');
  const secondOrder = async () =>
    (await (await other.request.get(`/api/orders/${second.orderId}?locale=fr_FR`)).json()) as {
      status: string;
      paymentStatus: string;
    };
  expect(await secondOrder()).toMatchObject({ status: 'out_for_delivery', paymentStatus: 'pending' });
  await phone.setOffline(false);
  await expect(driver.getByTestId('pending-actions')).toHaveCount(0, { timeout: 20_000 });
  await expect.poll(secondOrder).toMatchObject({ status: 'delivered', paymentStatus: 'paid' });

  // The day's end: the sheet, the cash counted.
  await driver.getByRole('link', { name: 'Ma caisse du jour' }).click();
  await expect(driver.getByRole('heading', { level: 1, name: 'Ma caisse du jour' })).toBeVisible();
  await expect(driver.getByTestId('door-payments')).toContainText(`Commande n° ${orderId} · Lucie Monnaie`);
  await expect(driver.getByTestId('sheet-cash')).toContainText(/[−-]2,00\s€/);
  await expect(driver.getByTestId('sheet-difference')).toHaveText(/[−-]2,00\s€/);
  // The count is prefilled with the cash received: the first stop's, short of 2,00 € (the second paid by card).
  await expect(driver.getByLabel('Montant compté (€)')).toHaveValue(fr(dueCents - 200));
  await driver.getByRole('button', { name: 'Enregistrer le comptage' }).click();
  await expect(driver.getByText('Comptage enregistré.')).toBeVisible();
  await driver.screenshot({ path: shot('cash-sheet-driver-fr-390'), fullPage: true });
  await driver.goto(driver.url().replace('/fr/', '/nl-BE/'));
  await expect(driver.getByRole('heading', { level: 1, name: 'Mijn kas van vandaag' })).toBeVisible();
  await driver.screenshot({ path: shot('cash-sheet-driver-nl-BE-390'), fullPage: true });
  await phone.close();

  // The manager checks and closes the sheet: a note is required for the difference, which stays.
  const desk = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const admin = await desk.newPage();
  await login(admin, '/admin/caisses', 'admin@example.com', 'consigne-demo');
  await expect(admin.getByRole('heading', { level: 1, name: 'Caisses des livreurs' })).toBeVisible();
  const row = admin
    .getByRole('row')
    .filter({ hasText: 'À contrôler' })
    .filter({ hasText: driverAccount.lastname })
    .filter({ hasText: /[−-]2,00\s€/ });
  await expect(row.first()).toBeVisible();
  await admin.screenshot({ path: shot('cash-sheets-admin-1280'), fullPage: true });
  await row.first().getByRole('link').first().click();
  await expect(admin.getByTestId('sheet-difference')).toHaveText(/[−-]2,00\s€/);
  await expect(admin.getByRole('link', { name: `#${orderId}` })).toBeVisible();
  await admin.screenshot({ path: shot('cash-sheet-admin-open-1280'), fullPage: true });
  await admin.getByRole('button', { name: 'Clôturer la caisse' }).click();
  await expect(
    admin.getByText('Il y a un écart : une note est obligatoire pour clôturer cette caisse.'),
  ).toBeVisible();
  await admin.getByLabel('Note').fill('Cliente prévenue : 2,00 € encaissés à la prochaine livraison.');
  await admin.getByRole('button', { name: 'Clôturer la caisse' }).click();
  await expect(admin.getByText('Caisse clôturée : la clôture est inscrite au journal.')).toBeVisible();
  await expect(admin.getByTestId('sheet-closed')).toContainText('Cliente prévenue');
  await expect(admin.getByTestId('sheet-difference')).toHaveText(/[−-]2,00\s€/);
  await admin.screenshot({ path: shot('cash-sheet-admin-closed-1280'), fullPage: true });
  // Closed, with its difference: still listed under "with a difference".
  await admin.goto('/admin/caisses?status=closed&difference=1');
  await expect(
    admin
      .getByRole('row')
      .filter({ hasText: 'Clôturée' })
      .filter({ hasText: driverAccount.lastname })
      .filter({ hasText: /[−-]2,00\s€/ }),
  ).not.toHaveCount(0);
  await admin.goto('/admin/journal');
  await expect(admin.getByText('cashSheet.close').first()).toBeVisible();
  await desk.close();
  await shopper.close();
  await other.close();
});
