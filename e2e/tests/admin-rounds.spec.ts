import { expect, test, type Locator } from '@playwright/test';
import {
  customerWithOrder,
  deliverOnDriverPage,
  fillCartWithCrates,
  login,
  placeOfflineOrder,
  registerOverApi,
  screenshots,
  selectSoonSlot,
  seriousViolations,
} from './support.js';

const shoot = screenshots('admin-rounds');

/** A stop's details: opened if the driver's page shows it closed (a stop already delivered). */
async function openStop(stop: Locator) {
  const details = stop.locator('details');
  if ((await details.getAttribute('open')) === null) await stop.locator('summary').click();
}

test('the driver follows the round, delivers, takes empties back with two broken bottles; the ledger shows them refused and adds up', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  // A Lille customer of its own orders large bottles (the empties below), paid at the door.
  const {
    slot,
    orderId,
    page: shopper,
  } = await customerWithOrder(browser, 'admin-rounds', ['Rita', 'Tournée'], (page) =>
    fillCartWithCrates(page.request, 24),
  );
  await shopper.context().close();

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
  await deliverOnDriverPage(card);

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

test('the manager plans a slot’s rounds across the vans; the driver’s round follows the plan', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  // Three Lille customers whose addresses the geocoder placed (registration keeps its coordinates).
  const homes = [
    { firstname: 'Paul', number: '12', street: 'rue de Gand', lat: 50.6418, lng: 3.0681 },
    { firstname: 'Anne', number: '40', street: 'rue Solférino', lat: 50.6283, lng: 3.0556 },
    { firstname: 'Inès', number: '5', street: 'rue Esquermoise', lat: 50.6389, lng: 3.0601 },
  ];
  let slot = { id: 0, slotDate: '' };
  for (const [i, home] of homes.entries()) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const email = `plan-${i}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    await registerOverApi(page.request, {
      address: {
        number: home.number,
        street: home.street,
        postalCode: '59000',
        city: 'Lille',
        coordinates: { lat: home.lat, lng: home.lng },
      },
      houseType: 'house',
      firstname: home.firstname,
      lastname: 'Plan',
      phone: '0612345678',
      email,
      password: 'un-mot-de-passe-solide',
      isAdult: true,
    });
    await context.clearCookies();
    await login(page, '/fr/mon-compte', email, 'un-mot-de-passe-solide');
    const chosen = await selectSoonSlot(page.request);
    slot = { id: chosen.id, slotDate: chosen.slotDate };
    await fillCartWithCrates(page.request, 24);
    await placeOfflineOrder(page.request, `plan-${email}`);
    await context.close();
  }

  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const admin = await adminContext.newPage();
  await login(admin, `/admin/tournees?date=${slot.slotDate}&slotId=${slot.id}`, 'admin@example.com');
  await admin.getByRole('button', { name: 'Planifier les tournées' }).click();
  await expect(admin.getByText('Tournées du créneau planifiées :')).toBeVisible();
  // The journeys share one shop: another may have started a van of this slot; ours go on the others.
  const summary = admin.getByTestId('plan-summary').getByRole('listitem');
  await expect(summary.first()).toContainText(/Camion \d : \d+ arrêts?/);
  await shoot(admin, 'admin-round-plan-summary');
  const vanName = (await summary.first().textContent())!.split(' : ')[0]!;
  const vanId = await admin
    .getByLabel('Camion', { exact: true })
    .locator('option', { hasText: vanName })
    .getAttribute('value');
  await admin.goto(`/admin/tournees?date=${slot.slotDate}&slotId=${slot.id}&vanId=${vanId}`);
  // Every stop of the planned van shows when the van is expected, in the round's order.
  const arrivals = await admin.getByTestId('planned-arrival').allTextContents();
  expect(arrivals.length).toBeGreaterThan(0);
  expect(arrivals.every((a) => /^Prévu à \d\d:\d\d$/.test(a))).toBe(true);
  expect([...arrivals].sort()).toEqual(arrivals);
  expect(await seriousViolations(admin)).toEqual([]);
  await shoot(admin, 'admin-round-planned');
  const planned = await admin
    .getByTestId('admin-stop')
    .evaluateAll((stops) => stops.map((s) => s.querySelector('h3')?.textContent ?? ''));
  expect(planned.filter((name) => name.endsWith(' Plan')).length).toBeGreaterThan(0);

  // The driver of that van sees the same stops in the same order.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const driver = await context.newPage();
  await login(driver, `/fr/livreur?date=${slot.slotDate}&vanId=${vanId}`, 'livreur@example.com');
  const onRound = await driver
    .getByTestId('round-stop')
    .evaluateAll((stops) => stops.map((s) => s.textContent ?? ''));
  const order = planned.map((name) => onRound.findIndex((text) => text.includes(name)));
  expect(order.every((i) => i >= 0)).toBe(true);
  expect([...order].sort((a, b) => a - b)).toEqual(order);
  await shoot(driver, 'driver-round-planned');
  await context.close();
  await adminContext.close();
});
