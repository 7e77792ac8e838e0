import { addDays, localDate } from '@consigne/domain';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { startFakePushService } from '../../apps/api/test/push-service.js';
import { E2E_PUSH } from '../server-env.js';
import {
  customerWithOrder,
  deliverOnDriverPage,
  deliverToPushWorker,
  fakePushManager,
  fillCartWithCrates,
  finishDelivery,
  login,
  outboxOf,
  placeOfflineOrder,
  registerCustomer,
  screenshots,
  selectSoonSlot,
  seriousViolations,
  shotsDir,
  startDelivery,
  waitForHydration,
} from './support.js';

const shoot = screenshots('admin-rounds');

/** A home in Lille as registration takes it. */
const lilleAddress = (home: { number: string; street: string }) => ({
  number: home.number,
  street: home.street,
  postalCode: '59000',
  city: 'Lille',
});

// One after the other: each plans rounds of its day, and a plan re-sequences every round not started,
// so two at once would move each other's stops.
test.describe.configure({ mode: 'default' });

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
    const { email, password } = await registerCustomer(page, `plan-${i}`, [home.firstname, 'Plan'], {
      address: { ...lilleAddress(home), coordinates: { lat: home.lat, lng: home.lng } },
      phone: '0612345678',
    });
    await login(page, '/fr/mon-compte', email, password);
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

/** Six Lille homes a few streets apart, located; two of their shoppers read Belgian Dutch. */
const PROMISE_HOMES = [
  { firstname: 'Léa', number: '3', street: 'rue Esquermoise', lat: 50.6386, lng: 3.0625, lang: 'fr' },
  { firstname: 'Sander', number: '10', street: 'rue de Béthune', lat: 50.6344, lng: 3.0619, lang: 'nl-BE' },
  { firstname: 'Hugo', number: '25', street: 'rue Nationale', lat: 50.6359, lng: 3.0573, lang: 'fr' },
  { firstname: 'Lotte', number: '4', street: 'place du Théâtre', lat: 50.6377, lng: 3.0653, lang: 'nl-BE' },
  { firstname: 'Chloé', number: '12', street: 'rue de Gand', lat: 50.6418, lng: 3.0681, lang: 'fr' },
  { firstname: 'Maxime', number: '40', street: 'rue Solférino', lat: 50.6283, lng: 3.0556, lang: 'fr' },
] as const;

/** Tomorrow's last open slot (shop time), selected for the cart over the API. */
async function selectTomorrowsLastSlot(api: APIRequestContext) {
  const tomorrow = addDays(localDate(new Date()), 1);
  const groups = (await (await api.get('/api/slots?locale=fr_FR')).json()) as Array<{
    slots: Array<{ id: number; startAt: string; isFull: boolean }>;
  }>;
  const slot = groups
    .flatMap((g) => g.slots)
    .filter((s) => !s.isFull && localDate(new Date(s.startAt)) === tomorrow)
    .at(-1)!;
  expect(slot).toBeTruthy();
  expect((await api.post(`/api/user/select/slot/${slot.id}?locale=fr_FR`)).ok()).toBe(true);
  return { ...slot, slotDate: tomorrow };
}

/** The tracking link of an order's window e-mail (the development outbox), once it is there. */
async function windowMailOf(api: APIRequestContext, email: string, subject: RegExp) {
  let found = { subject: '', path: '' };
  await expect
    .poll(async () => {
      const mail = (await outboxOf(api, email)).find((m) => subject.test(m.subject));
      const link = /https?:\/\/\S+\/suivi\/[A-Za-z0-9_-]+/.exec(mail?.text ?? '')?.[0];
      found = { subject: mail?.subject ?? '', path: link ? new URL(link).pathname : '' };
      return found.path;
    })
    .toMatch(/\/suivi\//);
  return found;
}

test('the promise end to end: tomorrow planned on Lille’s three vans, a stop moved, the windows told by e-mail and push, the driver’s taps followed on the tracking page (fr, nl-BE)', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(480_000);
  const push = await startFakePushService({ port: E2E_PUSH.journeyPort });
  try {
    // Six shoppers of tomorrow's last slot, each in a Chromium that granted notifications and took
    // push on their account page.
    const shoppers: {
      page: Page;
      email: string;
      lang: 'fr' | 'nl-BE';
      orderId: number;
      devicePath: string;
    }[] = [];
    let slot = { id: 0, slotDate: '', startAt: '' };
    for (const [i, home] of PROMISE_HOMES.entries()) {
      const context = await browser.newContext({ permissions: ['notifications'], baseURL });
      const device = push.device();
      await fakePushManager(context, device);
      const page = await context.newPage();
      const locale = home.lang === 'fr' ? 'fr_FR' : 'nl_BE';
      const { email, password } = await registerCustomer(page, `promise-${i}`, [home.firstname, 'Promesse'], {
        address: { ...lilleAddress(home), coordinates: { lat: home.lat, lng: home.lng } },
        phone: '0612345678',
        locale,
      });
      await login(page, `/${home.lang}/mon-compte/newsletter-et-communications`, email, password);
      await waitForHydration(page);
      await page
        .getByRole('button', {
          name: home.lang === 'fr' ? 'Activer sur cet appareil' : 'Inschakelen op dit toestel',
        })
        .click();
      await expect(page.getByTestId('push-on')).toBeVisible();
      if (i === 0) slot = await selectTomorrowsLastSlot(page.request);
      else expect((await page.request.post(`/api/user/select/slot/${slot.id}?locale=fr_FR`)).ok()).toBe(true);
      await fillCartWithCrates(page.request, 12);
      const orderId = await placeOfflineOrder(page.request, `promise-${email}`, locale);
      shoppers.push({ page, email, lang: home.lang, orderId, devicePath: new URL(device.endpoint).pathname });
    }
    const ours = new Set(shoppers.map((s) => s.orderId));

    // The manager plans tomorrow's rounds of that slot across Lille's three vans and sees them drawn.
    const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const admin = await adminContext.newPage();
    const roundsUrl = `/admin/tournees?date=${slot.slotDate}&slotId=${slot.id}`;
    await login(admin, roundsUrl, 'admin@example.com');
    await admin.getByRole('button', { name: 'Planifier les tournées' }).click();
    await expect(admin.getByText('Tournées du créneau planifiées :')).toBeVisible();
    const daySlot = admin.locator(`[data-testid=day-slot][data-slot-id="${slot.id}"]`);
    await expect(daySlot.getByTestId('day-round')).toHaveCount(3);
    await expect(daySlot.getByRole('img', { name: /^Carte du créneau/ })).toBeVisible();
    const roundsOf = () =>
      daySlot.getByTestId('day-round').evaluateAll((rows) =>
        rows.map((r) => ({
          name: r.querySelector('th')?.textContent?.trim() ?? '',
          locked: (r.querySelector('[data-testid=round-state]')?.textContent ?? '').includes('Verrouillée'),
          orders: Array.from(r.querySelectorAll('[data-testid=day-stop]')).flatMap((s) =>
            (s.getAttribute('data-orders') ?? '').split(' ').filter(Boolean).map(Number),
          ),
        })),
      );
    // Every one of ours has a van and a place (the page shows the plan once its data is back).
    await expect
      .poll(async () =>
        (await roundsOf())
          .flatMap((r) => r.orders)
          .filter((o) => ours.has(o))
          .sort(),
      )
      .toEqual([...ours].sort());
    const planned = await roundsOf();
    expect(await seriousViolations(admin)).toEqual([]);
    await shoot(admin, 'promise-planned');

    // A stop moved by hand: one of ours, from the fullest van to another; the plan re-sequences both.
    const byLoad = [...planned].sort(
      (a, b) => b.orders.filter((o) => ours.has(o)).length - a.orders.filter((o) => ours.has(o)).length,
    );
    const from = byLoad[0]!;
    const to = byLoad.filter((r) => !r.locked && r !== from).at(-1)!;
    const moved = from.orders.find((o) => ours.has(o))!;
    const vanIdOf = (name: string) =>
      admin.getByLabel('Camion', { exact: true }).locator('option', { hasText: name }).getAttribute('value');
    await admin.goto(`${roundsUrl}&vanId=${await vanIdOf(from.name)}`);
    await waitForHydration(admin);
    await admin.getByLabel(`Camion de la commande n° ${moved}`).selectOption({ label: to.name });
    await admin
      .getByTestId('admin-stop')
      .filter({ hasText: `Commande n° ${moved}` })
      .getByRole('button', { name: 'Déplacer' })
      .click();
    await expect(admin.getByText('Commande déplacée.')).toBeVisible();
    await expect
      .poll(async () => (await roundsOf()).find((r) => r.name === to.name)!.orders)
      .toContain(moved);
    const afterMove = await roundsOf();
    expect(afterMove.find((r) => r.name === from.name)!.orders).not.toContain(moved);

    // The windows told now (the morning's job would do it otherwise): one per shopper.
    await admin.getByRole('button', { name: 'Prévenir les clients' }).click();
    await expect(admin.getByText(/clients prévenus de leur horaire de passage\./)).toBeVisible();
    await shoot(admin, 'promise-announced');

    // The van followed: the fullest after the move; its last stop of ours, the shopper followed.
    const van = [...afterMove].sort(
      (a, b) => b.orders.filter((o) => ours.has(o)).length - a.orders.filter((o) => ours.has(o)).length,
    )[0]!;
    expect(van.orders.filter((o) => ours.has(o)).length).toBeGreaterThanOrEqual(3);
    const followedId = van.orders.filter((o) => ours.has(o)).at(-1)!;
    const followed = shoppers.find((s) => s.orderId === followedId)!;
    const dutch = shoppers.find((s) => s.lang === 'nl-BE' && s.orderId !== followedId)!;

    // Told tomorrow's window by e-mail…
    const hhmm = '(\\d\\d:\\d\\d)';
    const frMail = await windowMailOf(
      followed.page.request,
      followed.email,
      followed.lang === 'fr'
        ? new RegExp(`^Votre commande n° ${followedId} arrive demain entre ${hhmm} et ${hhmm}$`)
        : new RegExp(`^Je bestelling nr\\. ${followedId} komt morgen tussen ${hhmm} en ${hhmm}$`),
    );
    const [, windowFrom, windowTo] = /(\d\d:\d\d)\D+(\d\d:\d\d)$/.exec(frMail.subject)!;
    const nlMail = await windowMailOf(
      dutch.page.request,
      dutch.email,
      new RegExp(`^Je bestelling nr\\. ${dutch.orderId} komt morgen tussen ${hhmm} en ${hhmm}$`),
    );
    expect(nlMail.path).toMatch(/^\/nl-BE\/suivi\//);
    // …and by push, to the device each subscribed, in their language.
    const pushesTo = (s: (typeof shoppers)[number], title: RegExp) =>
      push.accepted.filter((p) => p.path === s.devicePath && title.test(p.payload?.title ?? ''));
    await expect
      .poll(() => pushesTo(followed, /^(Livraison demain entre|Levering morgen tussen) /).length, {
        timeout: 20_000,
      })
      .toBe(1);
    await expect.poll(() => pushesTo(dutch, /^Levering morgen tussen /).length, { timeout: 20_000 }).toBe(1);
    const windowPush = pushesTo(followed, /^(Livraison demain|Levering morgen)/)[0]!.payload!;
    expect(windowPush.title).toContain(`${windowFrom}`);
    expect(windowPush.url).toBe(new URL(frMail.path, baseURL).href);
    // The push service hands it to the followed shopper's browser, whose push worker shows it.
    await followed.page.goto(`/${followed.lang}/mon-compte`);
    const shown = await deliverToPushWorker(followed.page, windowPush);
    await expect
      .poll(shown, { timeout: 10_000 })
      .toContainEqual({ title: windowPush.title, body: windowPush.body, tag: windowPush.tag });

    // The tracking link, opened on a phone with no login.
    const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    const trackFr = `/fr${frMail.path.replace(/^\/(fr|nl-BE)/, '')}`;
    const trackNl = `/nl-BE${frMail.path.replace(/^\/(fr|nl-BE)/, '')}`;
    await phone.goto(trackFr);
    await expect(phone.getByRole('heading', { level: 1, name: 'Suivi de votre livraison' })).toBeVisible();
    await expect(phone.getByTestId('tracking-window')).toHaveText(
      `Votre livreur passe entre ${windowFrom} et ${windowTo}`,
    );
    await expect(phone.getByTestId('tracking-status')).toHaveText('Prévue');

    // The driver, on a phone held in one hand: the van's round in the plan's order, each stop with the
    // arrival planned and the window its shopper was told.
    const driverContext = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
    const driver = await driverContext.newPage();
    const vanId = await vanIdOf(van.name);
    const driverUrl = (lang: string) =>
      `/${lang}/livreur?date=${slot.slotDate}&slotId=${slot.id}&vanId=${vanId}`;
    await login(driver, driverUrl('fr'), 'livreur@example.com');
    await expect(driver.getByRole('heading', { level: 1, name: 'Ma tournée' })).toBeVisible();
    // The day's other slots are on the page too: this slot's round only.
    const slotRound = driver.locator(`[data-testid=round-slot][data-slot-id="${slot.id}"]`);
    const stops = slotRound.getByTestId('round-stop');
    const onPhone = await stops.evaluateAll((els) =>
      els.map((el) =>
        Array.from(el.querySelectorAll('[data-testid=round-order]')).map((o) =>
          Number(o.getAttribute('data-order-id')),
        ),
      ),
    );
    expect(onPhone.flat()).toEqual(van.orders);
    const followedStop = stops.filter({ has: driver.locator(`[data-order-id="${followedId}"]`) });
    await expect(followedStop.getByTestId('stop-window')).toHaveText(
      `Annoncé au client : ${windowFrom}–${windowTo}`,
    );
    for (const stop of await stops.all()) {
      await expect(stop.getByTestId('stop-planned')).toHaveText(/^Prévu à \d\d:\d\d$/);
      await expect(stop.getByTestId('stop-window')).toHaveText(/^Annoncé au client : \d\d:\d\d–\d\d:\d\d$/);
    }
    expect(await seriousViolations(driver, 'main')).toEqual([]);
    await shoot(driver, 'promise-driver-fr');

    // The van is loaded and leaves: the shopper sees it on its way.
    const cards = slotRound.getByTestId('round-order');
    for (const card of await cards.all()) await startDelivery(card);
    const before = onPhone.findIndex((orders) => orders.includes(followedId));
    await phone.reload();
    await expect(phone.getByTestId('tracking-status')).toHaveText(
      before > 2 ? 'En route' : `À ${before} arrêts de chez vous`,
    );
    await shoot(phone, 'promise-tracking-on-the-way-fr');

    // Stop by stop, as the phone orders them, until two are left before the followed one.
    for (const orders of onPhone.slice(0, before - 2))
      for (const id of orders)
        await finishDelivery(slotRound.locator(`[data-testid=round-order][data-order-id="${id}"]`));
    await phone.reload();
    await expect(phone.getByTestId('tracking-status')).toHaveText('À 2 arrêts de chez vous');
    await expect(phone.getByTestId('tracking-stops')).toHaveText('2 arrêts avant le vôtre');
    expect(await seriousViolations(phone, 'main')).toEqual([]);
    await shoot(phone, 'promise-tracking-near-fr');
    await phone.goto(trackNl);
    await expect(phone.getByRole('heading', { level: 1, name: 'Je levering volgen' })).toBeVisible();
    await expect(phone.getByTestId('tracking-status')).toHaveText('Nog 2 stops tot bij jou');
    await expect(phone.getByTestId('tracking-window')).toHaveText(
      `Je chauffeur komt tussen ${windowFrom} en ${windowTo}`,
    );
    await shoot(phone, 'promise-tracking-near-nl-BE');
    // Told once, by e-mail and push.
    await expect
      .poll(
        async () =>
          (await outboxOf(followed.page.request, followed.email)).filter((m) =>
            ['Votre livreur arrive bientôt', 'Je chauffeur is er bijna'].includes(m.subject),
          ).length,
      )
      .toBe(1);
    await expect
      .poll(() => pushesTo(followed, /^(Votre livreur arrive bientôt|Je chauffeur is er bijna)$/).length, {
        timeout: 20_000,
      })
      .toBe(1);

    // The last two stops, then the followed one: delivered, in both languages.
    for (const orders of onPhone.slice(before - 2, before + 1))
      for (const id of orders)
        await finishDelivery(slotRound.locator(`[data-testid=round-order][data-order-id="${id}"]`));
    await phone.reload();
    await expect(phone.getByTestId('tracking-status')).toHaveText('Geleverd');
    await shoot(phone, 'promise-tracking-delivered-nl-BE');
    await phone.goto(trackFr);
    await expect(phone.getByTestId('tracking-status')).toHaveText('Livrée');
    await shoot(phone, 'promise-tracking-delivered-fr');

    // The same round in Belgian Dutch on the phone: the windows in Dutch.
    await driver.goto(driverUrl('nl-BE'));
    await expect(driver.getByRole('heading', { level: 1, name: 'Mijn ronde' })).toBeVisible();
    await expect(followedStop.getByTestId('stop-window')).toHaveText(
      `Gemeld aan de klant: ${windowFrom}–${windowTo}`,
    );
    await shoot(driver, 'promise-driver-nl-BE');
    await driverContext.close();
    await adminContext.close();
    for (const s of shoppers) await s.page.context().close();
  } finally {
    await push.close();
  }
});
