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
  shotsDir,
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

test('the manager plans the day’s rounds for Lille’s three vans, sees them drawn, moves a stop; the driver follows the plan (fr, nl-BE)', async ({
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
  // The whole day at once: every slot of Lille's three vans.
  await admin.getByRole('button', { name: 'Planifier la journée' }).click();
  await expect(admin.getByText('Tournées de la journée planifiées :')).toBeVisible();
  const daySlot = admin.locator(`[data-testid=day-slot][data-slot-id="${slot.id}"]`);
  await expect(daySlot.getByTestId('day-round')).toHaveCount(3);
  await expect(daySlot.getByRole('img', { name: /^Carte du créneau/ })).toBeVisible();
  expect(await daySlot.getByTestId('map-stop').count()).toBeGreaterThanOrEqual(homes.length);
  expect(await seriousViolations(admin)).toEqual([]);
  await daySlot.scrollIntoViewIfNeeded();
  await admin.screenshot({ path: `${shotsDir('admin-rounds')}/admin-day-map-1280.png`, fullPage: true });
  await shoot(admin, 'admin-day-map');

  // One of ours moves to another van whose driver has not started: it goes into that round's plan.
  const ours = daySlot.getByTestId('day-stop').filter({ hasText: 'Plan' });
  const target = await daySlot.getByTestId('day-round').evaluateAll((rows) =>
    rows.map((r) => ({
      name: r.querySelector('th')?.textContent?.trim() ?? '',
      locked: (r.querySelector('[data-testid=round-state]')?.textContent ?? '').includes('Verrouillée'),
      orders: Array.from(r.querySelectorAll('[data-testid=day-stop]')).map((s) =>
        s.getAttribute('data-orders'),
      ),
    })),
  );
  const movedOrder = Number((await ours.first().getAttribute('data-orders'))!.split(' ')[0]);
  const from = target.find((r) => r.orders.some((o) => o?.split(' ').includes(String(movedOrder))))!;
  const to = target.find((r) => !r.locked && r.name !== from.name)!;
  const fromId = await admin
    .getByLabel('Camion', { exact: true })
    .locator('option', { hasText: from.name })
    .getAttribute('value');
  await admin.goto(`/admin/tournees?date=${slot.slotDate}&slotId=${slot.id}&vanId=${fromId}`);
  await admin.getByLabel(`Camion de la commande n° ${movedOrder}`).selectOption({ label: to.name });
  await admin
    .getByTestId('admin-stop')
    .filter({ hasText: `Commande n° ${movedOrder}` })
    .getByRole('button', { name: 'Déplacer' })
    .click();
  await expect(admin.getByText('Commande déplacée.')).toBeVisible();
  const toRow = admin
    .locator(`[data-testid=day-slot][data-slot-id="${slot.id}"]`)
    .getByTestId('day-round')
    .filter({ has: admin.getByRole('rowheader', { name: to.name }) });
  await expect(toRow.locator(`[data-orders~="${movedOrder}"]`)).toHaveCount(1);
  const vanId = await admin
    .getByLabel('Camion', { exact: true })
    .locator('option', { hasText: to.name })
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

  // The driver of that van, on a phone, sees the moved order and the same stops in the same order.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const driver = await context.newPage();
  for (const [lang, heading] of [
    ['fr', 'Ma tournée'],
    ['nl-BE', 'Mijn ronde'],
  ] as const) {
    const url = `/${lang}/livreur?date=${slot.slotDate}&slotId=${slot.id}&vanId=${vanId}`;
    if (lang === 'fr') await login(driver, url, 'livreur@example.com');
    else await driver.goto(url);
    await expect(driver.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(driver.locator(`[data-testid=round-order][data-order-id="${movedOrder}"]`)).toHaveCount(1);
    const onRound = await driver
      .getByTestId('round-stop')
      .evaluateAll((stops) => stops.map((s) => s.textContent ?? ''));
    const order = planned.map((name) => onRound.findIndex((text) => text.includes(name)));
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    await shoot(driver, `driver-round-planned-${lang}`);
  }
  await context.close();
  await adminContext.close();
});
