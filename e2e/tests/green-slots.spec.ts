import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import {
  fillCartWithCrates,
  login,
  placeOfflineOrder,
  registerOverApi,
  seriousViolations,
} from './support.js';

/**
 * Green slots (docs/rules.md#green-slots): a neighbour of the demo shopper orders in a slot; the demo
 * shopper's slot picker marks that slot "Créneau vert", with the discount the manager set, in words
 * and with a leaf (never the colour alone), at 320 px, a phone's and a desktop's width, in French and in
 * Belgian Dutch. Screenshots in SHOTS_DIR when set.
 */
const SHOTS = process.env.SHOTS_DIR;

async function adminToken(request: APIRequestContext) {
  const login = await request.post('/api/login_check', {
    data: { username: 'admin@example.com', password: 'consigne-demo' },
  });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

async function setLilleDiscount(request: APIRequestContext, discount: number) {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const warehouses = (await (await request.get('/api/admin/warehouses', { headers })).json()) as Array<{
    id: number;
    key: string;
  }>;
  const lille = warehouses.find((w) => w.key === 'lille')!;
  const saved = await request.put(`/api/admin/green-slots/settings/${lille.id}`, {
    headers,
    data: { thresholdMetres: 1500, discount },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** A new Lille customer at rue Esquermoise (a few hundred metres from the demo shopper) orders in a slot of the third day. */
async function neighbourOrder(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = `green-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'un-mot-de-passe-solide';
  await registerOverApi(page.request, {
    // Located, as the storefront's address lookup gives it: 450 m from the demo shopper's home.
    address: {
      number: '3',
      street: 'rue Esquermoise',
      postalCode: '59000',
      city: 'Lille',
      coordinates: { lat: 50.6389, lng: 3.0601 },
    },
    houseType: 'apartment',
    firstname: 'Vera',
    lastname: 'Voisine',
    phone: '0612345678',
    email,
    password,
    isAdult: true,
  });
  await context.clearCookies();
  await login(page, '/fr/mon-compte', email, password);
  const api = page.request;
  const groups = (await (await api.get('/api/slots?locale=fr_FR')).json()) as Array<{
    slots: Array<{ id: number; isFull: boolean; marketingOperationText: string | null }>;
  }>;
  const slot = groups[2]!.slots.find((s) => !s.isFull && s.marketingOperationText === null)!;
  expect((await api.post(`/api/user/select/slot/${slot.id}?locale=fr_FR`)).ok()).toBe(true);
  await fillCartWithCrates(api, 12);
  const orderId = await placeOfflineOrder(api, `green-e2e-${email}`);
  return { context, api, orderId, slotId: slot.id };
}

const LOCALES = [
  {
    prefix: '/fr',
    green: 'Créneau vert',
    hint: 'Un camion passe déjà près de chez vous',
    discount: '1,00 € de moins sur la livraison',
  },
  {
    prefix: '/nl-BE',
    green: 'Groen tijdslot',
    hint: 'bestelwagen in jouw buurt',
    discount: '€ 1,00 minder voor de levering',
  },
];
const WIDTHS = [320, 390, 1280];

test('the slot a van already serves near the shopper is marked green, with its discount', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const neighbour = await neighbourOrder(browser);
  await setLilleDiscount(neighbour.api, 1);
  try {
    for (const { prefix, green, hint, discount } of LOCALES)
      for (const width of WIDTHS) {
        const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 } });
        const page = await context.newPage();
        await login(page, '/fr/categories');
        if (prefix !== '/fr') await page.goto(`${prefix}/categories`);
        await page.getByTestId('header-slot').click();
        const modal = page.getByTestId('slot-modal');
        await expect(modal).toBeVisible();
        await modal.getByTestId('slot-day').nth(2).click();
        const option = modal.locator(`[data-testid=slot-option]:has(input[value="${neighbour.slotId}"])`);
        const mark = option.getByTestId('slot-green');
        await expect(mark).toContainText(green);
        await expect(mark).toContainText(hint);
        await expect(mark).toContainText(discount);
        // Only where a van already goes: the day's other slots have no stop near the shopper.
        await expect(modal.getByTestId('slot-green')).toHaveCount(1);
        // Nothing overflows a phone's width.
        const box = (await option.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        expect(await seriousViolations(page, '[data-testid=slot-modal]')).toEqual([]);
        await option.scrollIntoViewIfNeeded();
        if (SHOTS)
          await page.screenshot({ path: `${SHOTS}/slot-picker${prefix.replace('/', '-')}-${width}.png` });
        await context.close();
      }
  } finally {
    await setLilleDiscount(neighbour.api, 0);
    await neighbour.api.post(`/api/orders/${neighbour.orderId}/cancel?locale=fr_FR`);
    await neighbour.context.close();
  }
});
