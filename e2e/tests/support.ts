// Steps the journeys share (not a spec: Playwright runs *.spec.ts only).
import { AxeBuilder } from '@axe-core/playwright';
import { BOTTLE_DEPOSIT_CENTS, toEuros } from '@consigne/domain';
import {
  errors,
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';

/** Logs in through the login page and lands on `redirect` (the demo shopper by default). */
export async function login(
  page: Page,
  redirect: string,
  email = 'demo@example.com',
  password = 'consigne-demo',
) {
  await page.goto(`/fr/login?redirect=${encodeURIComponent(redirect)}`);
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(redirect);
}

/** The rules of WCAG 2.2 AA that axe checks. */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Every WCAG 2.2 AA violation of the page, one line each: rule, impact, help and the first elements it names. */
export async function wcagViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .slice(0, 3)
        .map(
          (n) =>
            `${n.target.join(' ')}${n.failureSummary ? ` [${n.failureSummary.split('\n')[1]?.trim()}]` : ''}`,
        )
        .join(' | ')}${v.nodes.length > 3 ? ` (+${v.nodes.length - 3})` : ''}`,
  );
}

/** Ids of the serious and critical axe violations of the page, or of the part `selector` names. */
export async function seriousViolations(page: Page, selector?: string) {
  const builder = new AxeBuilder({ page });
  if (selector) builder.include(selector);
  const { violations } = await builder.analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

/**
 * A new account over the API (in `locale`): POST /api/register, then the link the shop e-mails (read from the
 * development outbox, MAIL_DEV_OUTBOX=1) followed with POST /api/register/confirm. The new account's tokens.
 */
export async function registerOverApi(
  request: APIRequestContext,
  data: Record<string, unknown>,
  locale: 'fr_FR' | 'fr_BE' | 'nl_BE' | 'es_ES' = 'fr_FR',
) {
  // The account keeps the language it registered in: its e-mails and pages speak it.
  const asked = await request.post(`/api/register?locale=${locale}`, { data });
  expect(asked.status(), await asked.text()).toBe(202);
  const to = encodeURIComponent(String(data.email).trim().toLowerCase());
  let token: string | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await request.get(`/api/dev/outbox?to=${to}`)).json()) as Array<{ text: string }>;
      token = mails
        .map((m) => /\/inscription\/success\?token=([A-Za-z0-9_-]+)/.exec(m.text)?.[1])
        .find(Boolean);
      return token;
    })
    .toBeTruthy();
  const confirmed = await request.post('/api/register/confirm', { data: { token } });
  expect(confirmed.status(), await confirmed.text()).toBe(201);
  return (await confirmed.json()) as { token: string; refresh_token: string };
}

/** The path of the registration link e-mailed to this address (the development outbox). */
export async function registrationLinkOf(page: Page, email: string): Promise<string> {
  let path: string | undefined;
  await expect
    .poll(async () => {
      const mails = (await (
        await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)
      ).json()) as Array<{
        text: string;
      }>;
      path = mails
        .map(
          (m) => /https?:\/\/[^/\s]+(\/[^\s]*\/inscription\/success\?token=[A-Za-z0-9_-]+)/.exec(m.text)?.[1],
        )
        .find(Boolean);
      return path;
    })
    .toBeTruthy();
  return path!;
}

/**
 * A customer of its own in Lille, registered over the API (journeys that empty the cart or change the
 * zone must not disturb the demo customer); the page is left logged out.
 */
export function registerLilleCustomer(page: Page, prefix: string, name: [string, string]) {
  return registerCustomer(page, prefix, name, {
    address: { number: '3', street: 'rue Esquermoise', postalCode: '59000', city: 'Lille' },
    phone: '0612345678',
  });
}

/**
 * A customer of its own at `address` (a Belgian one: with its coordinates, which the offline address
 * lookup does not give), registered over the API in `locale`; the page is left logged out.
 */
export async function registerCustomer(
  page: Page,
  prefix: string,
  name: [string, string],
  {
    address,
    phone,
    locale,
  }: {
    address: Record<string, unknown>;
    phone: string;
    locale?: Parameters<typeof registerOverApi>[2];
  },
) {
  const email = `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'un-mot-de-passe-solide';
  await registerOverApi(
    page.request,
    {
      address,
      houseType: 'apartment',
      firstname: name[0],
      lastname: name[1],
      phone,
      email,
      password,
      isAdult: true,
    },
    locale,
  );
  await page.context().clearCookies();
  return { email, password };
}

/** The e-mails sent to `email`, from the development outbox (MAIL_DEV_OUTBOX=1). */
export async function outboxOf(request: APIRequestContext, email: string) {
  const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email.toLowerCase())}`);
  return (await res.json()) as Array<{ subject: string; text: string }>;
}

/**
 * Hydration is done once preact has rendered into the document (it keeps its root vnode on the
 * <html> element as `__k`, the stable mangled name of `_children` in preact 10), React Router has
 * created its router, and the page has settled: no request in flight, then a short pause for the
 * effects that run after the data arrives.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(
    () => '__k' in document.documentElement && '__reactRouterDataRouter' in window,
    undefined,
    { timeout: 15_000 },
  );
  await settle(page);
  await page.waitForTimeout(300);
}

/**
 * Waits until the page has had no request in flight for half a second (Playwright's networkidle), for
 * at most 8 s: Playwright sometimes keeps a request counted in flight for good (one answered across a
 * reload, or through the service worker), and its networkidle then never comes. Past the cap the test
 * goes on; the assertions after it wait for what they need.
 */
export async function settle(page: Page, timeout = 8_000) {
  await page.waitForLoadState('networkidle', { timeout }).catch((error: unknown) => {
    if (!(error instanceof errors.TimeoutError)) throw error;
  });
}

/** Selects the first open slot `hoursAhead` hours away or more (orders close 2 hours before a slot) over the API. */
export async function selectSoonSlot(api: APIRequestContext, hoursAhead = 3) {
  const groups = (await (await api.get('/api/slots?locale=fr_FR')).json()) as Array<{
    slots: Array<{ id: number; startAt: string; isFull: boolean }>;
  }>;
  const soon = Date.now() + hoursAhead * 60 * 60 * 1000;
  const slot = groups.flatMap((g) => g.slots).find((s) => !s.isFull && Date.parse(s.startAt) > soon)!;
  expect(slot).toBeTruthy();
  expect((await api.post(`/api/user/select/slot/${slot.id}?locale=fr_FR`)).ok()).toBe(true);
  // The slot's day in Paris, as the driver's round is dated.
  const slotDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(
    new Date(slot.startAt),
  );
  return { ...slot, slotDate };
}

/**
 * Orders the cart over the API, paid at the door, from the storefront of `locale` (the order's e-mails
 * speak it); returns the order's id.
 */
export async function placeOfflineOrder(
  api: APIRequestContext,
  idempotencyKey: string,
  locale: Parameters<typeof registerOverApi>[2] = 'fr_FR',
): Promise<number> {
  const placed = await api.post(`/api/orders?locale=${locale}`, {
    headers: { 'Idempotency-Key': idempotencyKey },
    data: { paymentMethod: 'offline', acceptTerms: true, adultDeclared: true },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return ((await placed.json()) as { orderId: number }).orderId;
}

/**
 * Puts `quantity` bottles of an available non-alcoholic water in the logged-in customer's cart, over the API; returns its entry's id (product_warehouse_id).
 * `which: 'last'` takes another water than the other journeys' (one that changes its stock, say).
 */
export async function fillCartWithWater(
  page: Page,
  quantity: number,
  { which = 'first' }: { which?: 'first' | 'last' } = {},
): Promise<number> {
  const list = await (await page.request.get('/api/products/cross-sell?locale=fr_FR&search=eau')).json();
  const waters = (
    list.products as Array<{
      id: number;
      isAvailable: boolean;
      maxOrderable: number;
      product: { alcoholLevel: number | null };
    }>
  ).filter(
    (p) => p.isAvailable && !p.product.alcoholLevel && (which === 'first' || p.maxOrderable >= quantity),
  );
  const entry = which === 'first' ? waters[0] : waters.at(-1);
  expect(entry).toBeTruthy();
  const response = await page.request.patch('/api/user/cart?locale=fr_FR', {
    data: { product_warehouse_id: entry!.id, quantity },
  });
  expect(response.status()).toBe(200);
  return entry!.id;
}

/**
 * Puts large bottles (the empties a driver takes back) in the logged-in customer's cart in whole crates
 * of 12: at least `atLeast`, and enough for the order minimum (25 €). Returns the entry and the count.
 */
export async function fillCartWithCrates(api: APIRequestContext, atLeast: number) {
  const listing = (await (await api.get('/api/products/cross-sell?limit=20&locale=fr_FR')).json()) as {
    products: Array<{
      id: number;
      price: number;
      isAvailable: boolean;
      maxOrderable: number;
      product: { bottleDeposit: number };
    }>;
  };
  const bottlesAt = (price: number) => 12 * Math.ceil(Math.max(atLeast, 25 / price) / 12);
  const eligible = listing.products.filter(
    (p) =>
      p.isAvailable &&
      p.product.bottleDeposit === toEuros(BOTTLE_DEPOSIT_CENTS.large_bottle) &&
      p.maxOrderable >= bottlesAt(p.price),
  );
  // One of them at random: the journeys of a run share one shop, and always ordering the same water
  // (48 bottles a time) ran its stock out before the run's end.
  const entry = eligible[Math.floor(Math.random() * eligible.length)];
  expect(entry).toBeTruthy();
  const bottles = bottlesAt(entry!.price);
  const cart = await api.patch('/api/user/cart?locale=fr_FR', {
    data: { product_warehouse_id: entry!.id, quantity: bottles },
  });
  expect(((await cart.json()) as { isValidable: boolean }).isValidable).toBe(true);
  return { id: entry!.id, price: entry!.price, bottles };
}

/** Puts `quantity` of an available beer of the customer's warehouse in their cart; answers its name. */
export async function addBeer(api: APIRequestContext, quantity: number) {
  const list = (await (
    await api.get('/api/products/cross-sell?locale=fr_FR&search=bi%C3%A8re&limit=20')
  ).json()) as {
    products: Array<{
      id: number;
      isAvailable: boolean;
      maxOrderable: number;
      product: { name: string; alcoholLevel: number | null };
    }>;
  };
  const beer = list.products.find(
    (p) => p.isAvailable && (p.product.alcoholLevel ?? 0) > 0 && p.maxOrderable >= quantity,
  );
  expect(beer, 'a beer sold in Brussels').toBeTruthy();
  const cart = await api.patch('/api/user/cart?locale=fr_FR', {
    data: { product_warehouse_id: beer!.id, quantity },
  });
  expect(cart.status()).toBe(200);
  return beer!.product.name;
}

/**
 * The back-office journeys' starting point: a Lille customer of its own (`journey` names its e-mail),
 * logged in on a page of its own, with a slot 3 hours away or more and an order of what `fill` puts in
 * the cart, paid at the door.
 */
export async function customerWithOrder<T>(
  browser: Browser,
  journey: string,
  name: [string, string],
  fill: (page: Page) => Promise<T>,
) {
  const page = await (await browser.newContext()).newPage();
  const account = await registerLilleCustomer(page, journey, name);
  await login(page, '/fr/mon-compte', account.email, account.password);
  const slot = await selectSoonSlot(page.request);
  const filled = await fill(page);
  const orderId = await placeOfflineOrder(page.request, `${journey}-${account.email}`);
  return { ...account, page, slot, filled, orderId };
}

/**
 * A journey's screenshots, beside the run's other output (test-results/e2e/<journey>), for a look
 * after the run: each at 1024 px and on a phone; the page gets its own size back.
 */
export const shotsDir = (journey: string) =>
  new URL(`../../test-results/e2e/${journey}`, import.meta.url).pathname;

export function screenshots(journey: string) {
  const dir = shotsDir(journey);
  return async (page: Page, name: string) => {
    const size = page.viewportSize()!;
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.screenshot({ path: `${dir}/${name}-1024.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${dir}/${name}-phone.png`, fullPage: true });
    await page.setViewportSize(size);
  };
}

/**
 * The driver's page: an order's card (round-order) taken through preparing, on its way, delivered;
 * paid at delivery, by card at the door (the amount to pay).
 */
export async function deliverOnDriverPage(card: Locator) {
  await startDelivery(card);
  await finishDelivery(card);
}

/** The driver's page: an order on its way delivered at the door (its age check and payment first). */
export async function finishDelivery(card: Locator) {
  // An order with age-restricted lines: the door sheet asks the recipient's age first.
  const ageCheck = (await card.getByTestId('door-step').getAttribute('data-age-check')) === 'true';
  await card.getByRole('button', { name: 'Passer à « Livrée »' }).click();
  if (ageCheck) {
    // The age check first, then (paid at delivery) the payment, in the one door sheet.
    const sheet = card.page().getByTestId('door-sheet');
    await sheet.getByLabel('Pièce d’identité vue : 18 ans ou plus').check();
    if ((await sheet.getByTestId('payment-fields').count()) > 0)
      await sheet.getByRole('button', { name: 'Carte', exact: true }).click();
    await sheet.getByRole('button', { name: 'Confirmer « Livrée »' }).click();
  } else if ((await card.getByTestId('payment-at-door').count()) > 0) {
    await card.getByRole('button', { name: 'Carte', exact: true }).click();
    await card.getByRole('button', { name: 'Confirmer : payée et livrée' }).click();
  }
  await expect(card.getByTestId('order-status')).toHaveText('Livrée');
}

/** The driver's page: an order's card taken through preparing, then on its way (the van is loaded). */
export async function startDelivery(card: Locator) {
  for (const [button, status] of [
    ['Passer à « En préparation »', 'En préparation'],
    ['Passer à « En cours de livraison »', 'En cours de livraison'],
  ] as const) {
    await card.getByRole('button', { name: button }).click();
    await expect(card.getByTestId('order-status')).toHaveText(status);
  }
}

/**
 * The body of a driver's step over the API: at 'delivered' of an order paid at delivery, its payment
 * in cash, the amount to pay (read as its shopper, `api`, sees it).
 */
export async function stepBody(api: APIRequestContext, orderId: number, status: string) {
  if (status !== 'delivered') return { status };
  const order = (await (await api.get(`/api/orders/${orderId}?locale=fr_FR`)).json()) as {
    amountToPay: number;
    paymentMethod: string;
  };
  if (order.paymentMethod !== 'offline') return { status };
  return { status, payment: { method: 'cash', receivedCents: Math.round(order.amountToPay * 100) } };
}

/**
 * This browser's leg to its push service, replaced (docs/adr/0035-notifications.md): PushManager
 * .subscribe answers the fake push service's `device` (apps/api/test/push-service.ts) instead of a real
 * push service's endpoint; the rest is the page's own code. Remembers the subscription in localStorage.
 */
export async function fakePushManager(
  context: BrowserContext,
  device: { endpoint: string; keys: { p256dh: string; auth: string } },
) {
  await context.addInitScript(
    (subscription) => {
      const make = () => ({
        endpoint: subscription.endpoint,
        expirationTime: null,
        options: {},
        getKey: () => null,
        toJSON: () => ({ endpoint: subscription.endpoint, expirationTime: null, keys: subscription.keys }),
        unsubscribe: async () => {
          localStorage.removeItem('e2e-push');
          return true;
        },
      });
      PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
        const key = options?.applicationServerKey as Uint8Array | undefined;
        localStorage.setItem('e2e-push', String(key?.byteLength ?? 0));
        return make() as unknown as PushSubscription;
      };
      PushManager.prototype.getSubscription = async function () {
        return (localStorage.getItem('e2e-push') ? make() : null) as unknown as PushSubscription;
      };
    },
    { endpoint: device.endpoint, keys: device.keys },
  );
}

/**
 * A push the fake push service took, delivered to this page's push worker (scope /push/) through the
 * DevTools protocol, as the browser's push service would; returns the notifications the worker shows.
 */
export async function deliverToPushWorker(page: Page, payload: object) {
  const cdp = await page.context().newCDPSession(page);
  const registrationId = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL.endsWith('/push/') && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(page.url()).origin,
    registrationId: await registrationId,
    data: JSON.stringify(payload),
  });
  return () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration('/push/');
      const notifications = (await registration?.getNotifications()) ?? [];
      return notifications.map((n) => ({ title: n.title, body: n.body, tag: n.tag }));
    });
}
