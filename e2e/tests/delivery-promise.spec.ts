import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  fillCartWithCrates,
  login,
  placeOfflineOrder,
  registerOverApi,
  selectSoonSlot,
  seriousViolations,
  shotsDir,
} from './support.js';

/** Screenshots from 320 px to 1536 px (FAIL_SHOTS_DIR, else beside the run's output). */
async function shoot(page: Page, name: string) {
  const dir = process.env.FAIL_SHOTS_DIR ?? shotsDir('delivery-promise');
  for (const width of [320, 390, 1280, 1536]) {
    await page.setViewportSize({ width, height: width < 500 ? 800 : 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

/** Four Lille homes, located (the plan places only located stops). */
const STREETS = [
  { street: '3 rue Esquermoise', lat: 50.6386, lng: 3.0625 },
  { street: '10 rue de Béthune', lat: 50.6344, lng: 3.0619 },
  { street: '25 rue Nationale', lat: 50.6359, lng: 3.0573 },
  { street: '4 place du Théâtre', lat: 50.6377, lng: 3.0653 },
];

interface Stop {
  orders: { orderId: number; amountToPay: number; status: string }[];
}

test('a planned Lille order: the window e-mail, its tracking page, "2 stops away", then delivered (fr, nl-BE)', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  // Four shoppers of one slot, each with an order paid at the door.
  const shoppers: { api: APIRequestContext; email: string; orderId: number }[] = [];
  let slot = { id: 0, slotDate: '' };
  for (const [i, { street, lat, lng }] of STREETS.entries()) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const email = `promise-${i}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    const [number, ...rest] = street.split(' ');
    await registerOverApi(page.request, {
      address: {
        number: number!,
        street: rest.join(' '),
        postalCode: '59000',
        city: 'Lille',
        coordinates: { lat, lng },
      },
      houseType: 'apartment',
      firstname: `Client${i}`,
      lastname: 'Promesse',
      phone: '0612345678',
      email,
      password: 'un-mot-de-passe-solide',
      isAdult: true,
    });
    await context.clearCookies();
    await login(page, '/fr/mon-compte', email, 'un-mot-de-passe-solide');
    if (i === 0) slot = await selectSoonSlot(page.request);
    else expect((await page.request.post(`/api/user/select/slot/${slot.id}?locale=fr_FR`)).ok()).toBe(true);
    await fillCartWithCrates(page.request, 12);
    shoppers.push({
      api: page.request,
      email,
      orderId: await placeOfflineOrder(page.request, `promise-${email}`),
    });
  }

  // The manager plans the slot's rounds and announces the windows.
  const admin = await (await browser.newContext()).newPage();
  await login(admin, '/fr/mon-compte', 'admin@example.com', 'consigne-demo');
  const planned = await admin.request.post('/api/admin/rounds/plan?locale=fr_FR', {
    data: { slotId: slot.id },
  });
  expect(planned.status(), await planned.text()).toBe(200);
  const announced = await admin.request.post('/api/admin/rounds/announce?locale=fr_FR', {
    data: { slotId: slot.id },
  });
  expect(announced.status(), await announced.text()).toBe(200);

  // The driver's round of the van with the most stops: the shopper of its last stop is followed.
  const driverContext = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const driverPage = await driverContext.newPage();
  await login(driverPage, '/fr/mon-compte', 'livreur@example.com', 'consigne-demo');
  const driver = driverPage.request;
  const round = async (vanId?: number) =>
    (await (
      await driver.get(
        `/api/operator/round?locale=fr_FR&date=${slot.slotDate}&slotId=${slot.id}${vanId ? `&vanId=${vanId}` : ''}`,
      )
    ).json()) as { vans: { id: number }[]; stops: Stop[] };
  const ours = new Set(shoppers.map((s) => s.orderId));
  const rounds = await Promise.all(
    (await round()).vans.map(async (v) => ({ vanId: v.id, ...(await round(v.id)) })),
  );
  const van = rounds
    .map((r) => ({ ...r, stops: r.stops.filter((s) => s.orders.some((o) => ours.has(o.orderId))) }))
    .sort((a, b) => b.stops.length - a.stops.length)[0]!;
  expect(van.stops.length).toBeGreaterThanOrEqual(3);
  const followedId = van.stops.at(-1)!.orders[0]!.orderId;
  const followed = shoppers.find((s) => s.orderId === followedId)!;

  // The window's e-mail, from the development outbox: its tracking link.
  let link = '';
  await expect
    .poll(async () => {
      const res = await followed.api.get(`/api/dev/outbox?to=${encodeURIComponent(followed.email)}`);
      const mails = (await res.json()) as Array<{ subject: string; text: string }>;
      const mail = mails.find(
        (m) =>
          / arrive .* entre /.test(m.subject) && m.subject.startsWith(`Votre commande n° ${followedId} `),
      );
      link = /https?:\/\/\S+\/suivi\/[A-Za-z0-9_-]+/.exec(mail?.text ?? '')?.[0] ?? '';
      return link;
    })
    .toContain('/fr/suivi/');
  const path = new URL(link).pathname;
  // Opened in a fresh browser: no login needed.
  const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await phone.goto(path);
  await expect(phone.getByRole('heading', { level: 1, name: 'Suivi de votre livraison' })).toBeVisible();
  await expect(phone.getByTestId('tracking-window')).toHaveText(
    /^Votre livreur passe entre \d\d:\d\d et \d\d:\d\d$/,
  );
  await expect(phone.getByTestId('tracking-status')).toHaveText('Prévue');
  expect(await seriousViolations(phone, 'main')).toEqual([]);
  await shoot(phone, 'tracking-planned-fr');

  // The van leaves; the driver serves the stops before the followed one until 2 are left.
  const post = (orderId: number, status: string, extra: object = {}) =>
    driver.post(`/api/operator/orders/${orderId}/status?locale=fr_FR`, {
      headers: { 'Idempotency-Key': `promise-${orderId}-${status}-${Date.now()}` },
      data: { status, ...extra },
    });
  const vanOrders = van.stops.flatMap((s) => s.orders);
  for (const order of vanOrders)
    for (const status of ['preparing', 'out_for_delivery'])
      if (order.status !== 'out_for_delivery') expect((await post(order.orderId, status)).status()).toBe(200);
  const deliver = async (order: Stop['orders'][number]) =>
    expect(
      (
        await post(order.orderId, 'delivered', {
          payment: { method: 'cash', receivedCents: Math.round(order.amountToPay * 100) },
        })
      ).status(),
    ).toBe(200);
  const before = van.stops.slice(0, -1);
  for (const stop of before.slice(0, before.length - 2))
    for (const order of stop.orders) await deliver(order);
  await phone.reload();
  await expect(phone.getByTestId('tracking-status')).toHaveText('À 2 arrêts de chez vous');
  await expect(phone.getByTestId('tracking-stops')).toHaveText('2 arrêts avant le vôtre');
  expect(await seriousViolations(phone, 'main')).toEqual([]);
  await shoot(phone, 'tracking-near-fr');
  await phone.goto(`/nl-BE${path.slice(3)}`);
  await expect(phone.getByRole('heading', { level: 1, name: 'Je levering volgen' })).toBeVisible();
  await expect(phone.getByTestId('tracking-status')).toHaveText('Nog 2 stops tot bij jou');
  await shoot(phone, 'tracking-near-nl-BE');
  // Its shopper was told once by e-mail.
  const near = (
    (await (await followed.api.get(`/api/dev/outbox?to=${encodeURIComponent(followed.email)}`)).json()) as {
      subject: string;
    }[]
  ).filter((m) => m.subject === 'Votre livreur arrive bientôt');
  expect(near).toHaveLength(1);

  // The last stops, then the followed one: delivered.
  for (const stop of [...before.slice(-2), van.stops.at(-1)!])
    for (const order of stop.orders) await deliver(order);
  await phone.reload();
  await expect(phone.getByTestId('tracking-status')).toHaveText('Geleverd');
  await shoot(phone, 'tracking-delivered-nl-BE');
  await phone.goto(path);
  await expect(phone.getByTestId('tracking-status')).toHaveText('Livrée');
  await shoot(phone, 'tracking-delivered-fr');

  // A forged link: the same page as any link not valid now.
  await phone.goto(`${path.slice(0, -4)}AAAA`);
  await expect(phone.getByRole('heading', { level: 1, name: 'Lien de suivi introuvable' })).toBeVisible();
  await shoot(phone, 'tracking-not-found-fr');
  await driverContext.close();
});
