import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Browser, type Page, type Route } from '@playwright/test';
import sharp from 'sharp';
import {
  addBeer,
  fillCartWithCrates,
  login,
  outboxOf,
  placeOfflineOrder,
  registerCustomer,
  selectSoonSlot,
  startDelivery,
  stepBody,
} from './support.js';

/**
 * The delivery day of issue 30, end to end: a Brussels driver on a phone, a round of six stops, the
 * network cut from the second stop to the end. One delivered with a photo, one absent (the shopper
 * books again from the e-mail), beer without an ID shown, cash 2,00 € short, a refused substitute,
 * empties with a broken bottle. Back online every action lands once; the cash sheet shows −2,00 €;
 * the shoppers read each outcome in their language (fr, be, nl-BE).
 */

/** Where the screenshots go (JOURNEY_SHOTS_DIR, else the test's output folder): looked at after a run. */
const shotsDir = () => {
  const dir = process.env.JOURNEY_SHOTS_DIR ?? test.info().outputPath();
  mkdirSync(dir, { recursive: true });
  return dir;
};

/** The page on a phone (390 px) and on a desktop (1280 px); `keep` is what must be in view. */
async function shoot(page: Page, name: string, { fullPage = true } = {}) {
  const size = page.viewportSize()!;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${shotsDir()}/${name}-${width}.png`, fullPage });
  }
  await page.setViewportSize(size);
}

type ApiLocale = 'fr_FR' | 'fr_BE' | 'nl_BE';

/** Six Brussels addresses with their coordinates (the offline address lookup gives none). */
const HOMES = [
  { number: '10', street: 'rue Neuve', postalCode: '1000', city: 'Bruxelles', lat: 50.8517, lng: 4.3561 },
  { number: '40', street: 'rue de Flandre', postalCode: '1000', city: 'Bruxelles', lat: 50.853, lng: 4.345 },
  { number: '20', street: 'rue du Bailli', postalCode: '1050', city: 'Ixelles', lat: 50.8268, lng: 4.36 },
  {
    number: '100',
    street: 'chaussée de Wavre',
    postalCode: '1050',
    city: 'Ixelles',
    lat: 50.836,
    lng: 4.374,
  },
  {
    number: '300',
    street: 'chaussée de Louvain',
    postalCode: '1030',
    city: 'Schaerbeek',
    lat: 50.856,
    lng: 4.385,
  },
  { number: '200', street: 'rue Royale', postalCode: '1210', city: 'Saint-Josse', lat: 50.856, lng: 4.366 },
] as const;

interface Shopper {
  page: Page;
  api: APIRequestContext;
  email: string;
  name: string;
  locale: ApiLocale;
}

/** A Brussels shopper of their own, logged in on a desktop page, speaking `locale`. */
async function brusselsShopper(
  browser: Browser,
  home: (typeof HOMES)[number],
  name: [string, string],
  locale: ApiLocale,
): Promise<Shopper> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  const { lat, lng, ...address } = home;
  const { email, password } = await registerCustomer(page, 'journee', name, {
    address: { ...address, country: 'BE', coordinates: { lat, lng } },
    phone: '0470123456',
    locale,
  });
  await login(page, '/fr/mon-compte', email, password);
  return { page, api: page.request, email, name: name.join(' '), locale };
}

/**
 * An order of the shopper on the round's slot (`slotId`; none: the first soon one, which becomes the
 * round's), paid at the door: crates of `bottles` large bottles, and what `more` adds to the cart.
 */
async function order(
  shopper: Shopper,
  slotId: number | null,
  bottles: number,
  more: (api: APIRequestContext, crates: number) => Promise<unknown> = async () => undefined,
) {
  const { api } = shopper;
  const slot = slotId === null ? await selectSoonSlot(api) : null;
  if (slotId !== null) {
    const selected = await api.post(`/api/user/select/slot/${slotId}?locale=fr_FR`);
    expect(selected.status(), await selected.text()).toBe(200);
  }
  const crates = await fillCartWithCrates(api, bottles);
  const added = await more(api, crates.id);
  const orderId = await placeOfflineOrder(
    api,
    `journee-${shopper.email}-${crypto.randomUUID()}`,
    shopper.locale,
  );
  return { orderId, slot, added };
}

/** Another available product of the shopper's warehouse than `not`, without alcohol, for `quantity`. */
async function addOtherProduct(api: APIRequestContext, not: number, quantity: number) {
  const { products } = (await (await api.get('/api/products/cross-sell?limit=40&locale=fr_FR')).json()) as {
    products: Array<{
      id: number;
      isAvailable: boolean;
      maxOrderable: number;
      product: { alcoholLevel: number | null };
    }>;
  };
  const entry = products.find(
    (p) => p.id !== not && p.isAvailable && !p.product.alcoholLevel && p.maxOrderable >= quantity,
  );
  expect(entry).toBeTruthy();
  const cart = await api.patch('/api/user/cart?locale=fr_FR', {
    data: { product_warehouse_id: entry!.id, quantity },
  });
  expect(cart.status()).toBe(200);
  return entry!.id;
}

const amountToPayCents = async (api: APIRequestContext, orderId: number) =>
  Math.round(
    ((await (await api.get(`/api/orders/${orderId}?locale=fr_FR`)).json()) as { amountToPay: number })
      .amountToPay * 100,
  );

/** '16,20' for 1620 cents. */
const fr = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

test('six stops in Brussels on a phone, offline from the second: every action lands once', async ({
  browser,
}) => {
  test.setTimeout(300_000);

  // The six shoppers, on one soon slot of the Brussels warehouse, paid at the door.
  const photo = await brusselsShopper(browser, HOMES[0], ['Brigitte', 'Photo'], 'fr_BE');
  const first = await order(photo, null, 12);
  const { id: slotId, slotDate } = first.slot!;
  const photoOrder = first.orderId;
  const absent = await brusselsShopper(browser, HOMES[1], ['Pieter', 'Afwezig'], 'nl_BE');
  const { orderId: absentOrder } = await order(absent, slotId, 12);
  const beer = await brusselsShopper(browser, HOMES[2], ['Jens', 'Bier'], 'nl_BE');
  const { orderId: beerOrder } = await order(beer, slotId, 12, (api) => addBeer(api, 6));
  const cash = await brusselsShopper(browser, HOMES[3], ['Chantal', 'Monnaie'], 'fr_BE');
  const { orderId: cashOrder } = await order(cash, slotId, 12);
  const cashDue = await amountToPayCents(cash.api, cashOrder);
  // A product missing at picking, substituted by the staff before the round.
  const swap = await brusselsShopper(browser, HOMES[4], ['Sophie', 'Remplacée'], 'fr_FR');
  const { orderId: swapOrder, added: missing } = await order(swap, slotId, 12, (api, crates) =>
    addOtherProduct(api, crates, 6),
  );
  // Empties out since an earlier order, delivered by the driver over the API.
  const empties = await brusselsShopper(browser, HOMES[5], ['Étienne', 'Vidange'], 'fr_FR');
  const { orderId: earlierOrder } = await order(empties, slotId, 24);
  const { orderId: emptiesOrder } = await order(empties, slotId, 12);

  const desk = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const driverApi = desk.request;
  const { token } = (await (
    await driverApi.post('/api/login_check', {
      data: { username: 'livreur.bruxelles@example.com', password: 'consigne-demo' },
    })
  ).json()) as { token: string };
  for (const status of ['preparing', 'out_for_delivery', 'delivered']) {
    const stepped = await driverApi.post(`/api/operator/orders/${earlierOrder}/status?locale=fr_FR`, {
      headers: { authorization: `Bearer ${token}` },
      data: await stepBody(empties.api, earlierOrder, status),
    });
    expect(stepped.status(), await stepped.text()).toBe(200);
  }

  const admin = await desk.newPage();
  await login(admin, '/admin', 'admin@example.com', 'consigne-demo');
  const swapLines = (
    (await (await admin.request.get(`/api/admin/orders/${swapOrder}`)).json()) as {
      lines: Array<{ id: number; productWarehouseId: number; name: string }>;
    }
  ).lines;
  const missingLine = swapLines.find((l) => l.productWarehouseId === missing)!;
  const substitutes = (
    (await (
      await admin.request.get(`/api/admin/orders/${swapOrder}/lines/${missingLine.id}/substitutes`)
    ).json()) as { substitutes: Array<{ productWarehouseId: number; name: string }> }
  ).substitutes;
  expect(substitutes.length, 'a substitute of the same format').toBeGreaterThan(0);
  const substituted = await admin.request.post(
    `/api/admin/orders/${swapOrder}/lines/${missingLine.id}/missing`,
    { data: { action: 'substitute', productWarehouseId: substitutes[0]!.productWarehouseId } },
  );
  expect(substituted.status(), await substituted.text()).toBe(200);
  const swapDue = await amountToPayCents(swap.api, swapOrder);

  // The driver, on a phone held in one hand: the van is loaded while the warehouse's network is there.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const driver = await phone.newPage();
  await login(driver, `/fr/livreur?date=${slotDate}`, 'livreur.bruxelles@example.com', 'consigne-demo');
  const card = (orderId: number) => driver.locator(`[data-testid=round-order][data-order-id="${orderId}"]`);
  for (const orderId of [photoOrder, absentOrder, beerOrder, cashOrder, swapOrder, emptiesOrder]) {
    await expect(card(orderId)).toBeVisible();
    await startDelivery(card(orderId));
  }
  await expect(driver.locator('[data-day-kept]')).toHaveCount(1, { timeout: 20_000 });

  // Stop 1, online: a photo at the door (slow to upload under load), then paid by card.
  const image = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#8d6e63' } })
    .jpeg()
    .toBuffer();
  const proof = card(photoOrder).getByTestId('proof');
  await proof
    .getByTestId('proof-photo-input')
    .setInputFiles({ name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: image });
  await expect(proof.getByTestId('proof-saved')).toContainText('Photo enregistrée à', { timeout: 30_000 });
  await expect(proof.getByTestId('proof-queued')).toHaveCount(0, { timeout: 30_000 });
  await card(photoOrder).getByRole('button', { name: 'Passer à « Livrée »' }).click();
  await card(photoOrder).getByRole('button', { name: 'Carte', exact: true }).click();
  await card(photoOrder).getByRole('button', { name: 'Confirmer : payée et livrée' }).click();
  await expect(card(photoOrder).getByTestId('order-status')).toHaveText('Livrée');

  // From stop 2 to the end, no network (and no write leaves the phone, whatever path it takes).
  await phone.setOffline(true);
  const cutWrites = (route: Route) =>
    route.request().method() === 'GET' ? route.fallback() : route.abort('internetdisconnected');
  await phone.route('**/*', cutWrites);

  // Stop 2: nobody at the door.
  const absentCard = card(absentOrder);
  await absentCard.getByText('Livraison impossible', { exact: true }).click();
  await absentCard.getByLabel('Client absent').check();
  await absentCard.getByRole('button', { name: 'Signaler l’échec' }).click();
  await expect(absentCard.getByTestId('order-status')).toHaveText('Échec de livraison');
  await expect(absentCard.getByTestId('order-queued')).toBeVisible();

  // Stop 3: Belgian beer, no ID shown: the beer stays in the van, the rest is paid in cash.
  await card(beerOrder).getByRole('button', { name: 'Passer à « Livrée »' }).click();
  const sheet = driver.getByTestId('door-sheet');
  await expect(sheet.getByTestId('door-age')).toContainText('16 ans et plus');
  await sheet.getByLabel('Pas de pièce d’identité : ne pas remettre ces produits').check();
  await expect(sheet.getByTestId('door-summary')).toContainText('× 6 (Âge non vérifié)');
  await sheet.getByRole('button', { name: 'Espèces', exact: true }).click();
  await shoot(driver, 'door-sheet-age-fr', { fullPage: false });
  await sheet.getByTestId('door-confirm').click();
  await expect(sheet).toHaveCount(0);
  await expect(card(beerOrder).getByTestId('order-status')).toHaveText('Livrée');

  // Stop 4: paid in cash, 2,00 € short.
  const panel = card(cashOrder).getByTestId('payment-at-door');
  await card(cashOrder).getByRole('button', { name: 'Passer à « Livrée »' }).click();
  await panel.getByRole('button', { name: 'Espèces', exact: true }).click();
  await panel.getByLabel('Montant reçu (€)').fill(fr(cashDue - 200));
  await expect(panel.getByTestId('cash-gap')).toHaveText(/Manque 2,00\s€/);
  await panel.getByRole('button', { name: 'Confirmer : payée et livrée' }).click();
  await expect(card(cashOrder).getByTestId('order-status')).toHaveText('Livrée');

  // Stop 5: the substitute is refused at the door, the rest paid by card.
  await card(swapOrder).getByRole('button', { name: 'Produits refusés à la porte…' }).click();
  const substitute = sheet.getByTestId('door-line').filter({ hasText: 'Remplace' });
  await expect(substitute).toHaveCount(1);
  const substituteQuantity = Number(await substitute.getByRole('spinbutton').getAttribute('max'));
  for (let n = 0; n < substituteQuantity; n++)
    await substitute.getByRole('button', { name: /^Un refusé de plus/ }).click();
  await substitute.getByRole('combobox').selectOption({ label: 'Remplacement refusé' });
  await expect(sheet.getByTestId('door-summary')).toContainText(
    `× ${substituteQuantity} (Remplacement refusé)`,
  );
  await sheet.getByRole('button', { name: 'Carte', exact: true }).click();
  await shoot(driver, 'door-sheet-substitute-fr', { fullPage: false });
  await sheet.getByTestId('door-confirm').click();
  await expect(sheet).toHaveCount(0);
  await expect(card(swapOrder).getByTestId('order-status')).toHaveText('Livrée');

  // Stop 6: delivered, then the empties of the earlier order: bottles back, one broken.
  await card(emptiesOrder).getByRole('button', { name: 'Passer à « Livrée »' }).click();
  await card(emptiesOrder).getByRole('button', { name: 'Carte', exact: true }).click();
  await card(emptiesOrder).getByRole('button', { name: 'Confirmer : payée et livrée' }).click();
  await expect(card(emptiesOrder).getByTestId('order-status')).toHaveText('Livrée');
  const stop = driver.getByTestId('round-stop').filter({ has: card(emptiesOrder) });
  const takeBack = stop.getByTestId('to-take-back');
  await expect(takeBack).toContainText('Étienne Vidange');
  const bottlesOut = Number(/(\d+) grandes? bouteilles?/.exec((await takeBack.textContent()) ?? '')?.[1]);
  expect(bottlesOut).toBeGreaterThanOrEqual(24);
  const form = stop.getByTestId('empties-form');
  await form.getByRole('spinbutton', { name: 'Grandes bouteilles' }).fill('10');
  await form.getByRole('button', { name: 'Ajouter un refus' }).click();
  await form.getByLabel('Refus 1 : motif').selectOption({ label: 'Cassé' });
  await form.getByLabel('Refus 1 : nombre').fill('1');
  await form.getByRole('button', { name: 'Enregistrer les vides' }).click();
  await expect(stop.getByTestId('empties-queued')).toBeVisible();
  // The phone stops asking for them at once (10 handed back, 1 broken), and the stop is done.
  await expect(takeBack).toContainText(`, ${bottlesOut - 11} grandes bouteilles,`);
  await expect(stop.locator('summary')).toContainText('· Fait');

  // Everything waits on the phone.
  await expect(driver.getByTestId('pending-actions')).toHaveText('6 actions en attente');
  await expect(driver.getByTestId('offline-notice')).toBeVisible();
  await driver.evaluate(() => window.scrollTo(0, 0));
  await shoot(driver, 'round-waiting-fr', { fullPage: false });
  const statusOf = async (api: APIRequestContext, orderId: number) =>
    ((await (await api.get(`/api/orders/${orderId}`)).json()) as { status: string }).status;
  expect(await statusOf(beer.api, beerOrder)).toBe('out_for_delivery');

  // Back online: the queue is sent, in order, once. The replayed requests are kept to send one again.
  const replayed: Array<{ url: string; key: string; body: string }> = [];
  driver.on('request', (request) => {
    const key = request.headers()['idempotency-key'];
    if (key && request.method() !== 'GET')
      replayed.push({ url: request.url(), key, body: request.postData() ?? '' });
  });
  await phone.unroute('**/*', cutWrites);
  await phone.setOffline(false);
  await expect(driver.getByTestId('pending-actions')).toHaveCount(0, { timeout: 30_000 });
  await expect(driver.getByTestId('queue-conflict')).toHaveCount(0);
  expect(replayed.map((r) => new URL(r.url).pathname)).toEqual([
    `/api/operator/orders/${absentOrder}/failure`,
    `/api/operator/orders/${beerOrder}/status`,
    `/api/operator/orders/${cashOrder}/status`,
    `/api/operator/orders/${swapOrder}/status`,
    `/api/operator/orders/${emptiesOrder}/status`,
    '/api/operator/collections',
  ]);

  // Every action landed: the statuses, and the same keys sent again answer without a second effect.
  expect(await statusOf(absent.api, absentOrder)).toBe('delivery_failed');
  for (const [who, orderId] of [
    [photo, photoOrder],
    [beer, beerOrder],
    [cash, cashOrder],
    [swap, swapOrder],
    [empties, emptiesOrder],
  ] as const)
    expect(await statusOf(who.api, orderId)).toBe('delivered');
  // The empties' movements: the two deliveries, one collection credited once, one broken bottle.
  const movementsOf = async () => ({
    wallet: (
      (await (await empties.api.get('/api/user/billing/wallet/entries?locale=fr_FR')).json()) as Array<{
        reason: string;
        amount: number;
      }>
    ).filter((e) => e.reason === 'deposit_refund'),
    pending: (
      (await (await empties.api.get('/api/user/pendingDeposit/entries?locale=fr_FR')).json()) as Array<{
        kind: string;
        amount: number;
      }>
    ).map((e) => e.kind),
  });
  const movements = await movementsOf();
  expect(movements.wallet).toHaveLength(1);
  expect([...movements.pending].sort()).toEqual(['collection', 'delivery', 'delivery', 'refused']);
  for (const request of replayed) {
    const again = await driver.request.post(request.url, {
      headers: {
        'idempotency-key': request.key,
        'content-type': 'application/json',
        origin: new URL(request.url).origin,
      },
      data: request.body,
    });
    expect(again.status(), `${request.url}: ${await again.text()}`).toBeLessThan(300);
  }
  expect(await movementsOf()).toEqual(movements);

  // The staff's view of each order: one delivery (or one failure) in its history, one proof.
  const historyOf = async (orderId: number) =>
    (await (await admin.request.get(`/api/admin/orders/${orderId}`)).json()) as {
      history: Array<{ kind: string; toStatus: string }>;
      deliveryProof: { kind: string } | null;
    };
  for (const orderId of [photoOrder, beerOrder, cashOrder, swapOrder, emptiesOrder]) {
    const { history } = await historyOf(orderId);
    expect(history.filter((e) => e.toStatus === 'delivered' && e.kind === 'status')).toHaveLength(1);
  }
  expect((await historyOf(absentOrder)).history.filter((e) => e.toStatus === 'delivery_failed')).toHaveLength(
    1,
  );
  expect((await historyOf(photoOrder)).deliveryProof).toMatchObject({ kind: 'photo' });

  // The refusals: the beer (age) and the substitute, not charged.
  const detail = async (api: APIRequestContext, orderId: number) =>
    (await (await api.get(`/api/orders/${orderId}?locale=fr_FR`)).json()) as {
      amountToPay: number;
      doorRefusals: Array<{ reason: string; quantity: number }>;
    };
  expect((await detail(beer.api, beerOrder)).doorRefusals).toEqual([
    expect.objectContaining({ reason: 'age', quantity: 6 }),
  ]);
  const swapped = await detail(swap.api, swapOrder);
  expect(swapped.doorRefusals).toEqual([
    expect.objectContaining({ reason: 'substitute', quantity: substituteQuantity }),
  ]);
  expect(Math.round(swapped.amountToPay * 100)).toBeLessThan(swapDue);

  // The cash sheet of the day: one payment per order, 2,00 € short.
  await driver.getByRole('link', { name: 'Ma caisse du jour' }).click();
  await expect(driver.getByRole('heading', { level: 1, name: 'Ma caisse du jour' })).toBeVisible();
  const payments = driver.getByTestId('door-payments');
  for (const orderId of [photoOrder, beerOrder, cashOrder, swapOrder, emptiesOrder, earlierOrder])
    await expect(payments.getByText(`Commande n° ${orderId} ·`)).toHaveCount(1);
  await expect(payments.getByText(`Commande n° ${absentOrder} ·`)).toHaveCount(0);
  await expect(driver.getByTestId('sheet-difference')).toHaveText(/[−-]2,00\s€/);
  await shoot(driver, 'cash-sheet-driver-fr');
  await phone.close();

  await admin.goto('/admin/caisses');
  const row = admin
    .getByRole('row')
    .filter({ hasText: 'Lotte Peeters' })
    .filter({ hasText: /[−-]2,00\s€/ });
  await expect(row.first()).toBeVisible();
  await shoot(admin, 'cash-sheets-admin-fr');

  // The shoppers. The absent one books again from the e-mail's link, in Belgian Dutch.
  let link = '';
  await expect
    .poll(async () => {
      const mail = (await outboxOf(absent.api, absent.email)).find(
        (m) => m.subject === `We konden je bestelling nr. ${absentOrder} niet leveren`,
      );
      link = /https?:\/\/\S+\/nouveau-creneau/.exec(mail?.text ?? '')?.[0] ?? '';
      return link;
    })
    .toContain(`/nl-BE/mon-compte/mes-commandes/order-detail/${absentOrder}/nouveau-creneau`);
  await absent.page.goto(new URL(link).pathname);
  await expect(absent.page.getByRole('heading', { level: 1, name: 'Kies een nieuw tijdslot' })).toBeVisible();
  await shoot(absent.page, 'rebook-nl-BE');
  await absent.page.getByTestId('rebook-slots').getByRole('button').first().click();
  await expect(absent.page.getByTestId('rebook-done')).toContainText('Gereserveerd');
  await absent.page.goto(`/nl-BE/mon-compte/mes-commandes/order-detail/${absentOrder}`);
  await expect(absent.page.getByTestId('order-failure')).toContainText(
    'er was niemand om de bestelling in ontvangst te nemen',
  );
  await expect(absent.page.getByTestId('order-rebooked')).toBeVisible();

  // The beer, in Belgian Dutch: the page and the e-mail say it was not handed over.
  await beer.page.goto(`/nl-BE/mon-compte/mes-commandes/order-detail/${beerOrder}`);
  const beerRefusals = beer.page.getByTestId('order-door-refusals');
  await expect(beerRefusals).toContainText('Geweigerd bij levering');
  await expect(beerRefusals).toContainText('× 6');
  await beerRefusals.scrollIntoViewIfNeeded();
  await shoot(beer.page, 'order-refused-nl-BE');
  await expect
    .poll(async () => (await outboxOf(beer.api, beer.email)).map((m) => m.subject))
    .toContain(`Je bestelling nr. ${beerOrder} is geleverd, zonder de geweigerde producten`);

  // The substitute, in French: the page and the e-mail.
  await swap.page.goto(`/fr/mon-compte/mes-commandes/order-detail/${swapOrder}`);
  await expect(swap.page.getByTestId('order-door-refusals')).toContainText('Refusés à la livraison');
  await expect
    .poll(async () =>
      (await outboxOf(swap.api, swap.email))
        .filter((m) => m.subject === `Votre commande n° ${swapOrder} est livrée, sans les produits refusés`)
        .map((m) => m.text)
        .join(''),
    )
    .toContain('produit de remplacement refusé');

  // The photo, to its shopper (Belgian French).
  await photo.page.goto(`/be/mon-compte/mes-commandes/order-detail/${photoOrder}`);
  await expect(photo.page.getByTestId('delivery-proof-photo')).toBeVisible();

  // The broken bottle, in the deposits' history.
  await empties.page.goto('/fr/consignes-cagnotte');
  await expect(empties.page.getByText(/cassée : sa consigne n’est pas remboursée/)).toBeVisible();
});
