import { bottleDepositCents, toEuros, type DepositClass } from '@consigne/domain';
import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  login,
  placeOfflineOrder,
  registerLilleCustomer,
  selectSoonSlot,
  seriousViolations,
  stepBody,
} from './support.js';

interface Listing {
  products: Array<{
    id: number;
    price: number;
    isAvailable: boolean;
    maxOrderable: number;
    product: { bottleDeposit: number };
  }>;
}

/** 'x,y kg' as the page writes a mass of at least a kilogram, in French. */
const kilos = (grams: number) =>
  new Intl.NumberFormat('fr-FR', {
    style: 'unit',
    unit: 'kilogram',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(grams / 1000);

/**
 * Orders whole crates of one product of `depositClass` (large or small bottles), at least 25 € of
 * it, on the first open slot; returns the order and its bottles.
 */
async function placeOrder(api: APIRequestContext, depositClass: DepositClass, capacity: number, key: string) {
  const deposit = toEuros(bottleDepositCents(depositClass));
  await selectSoonSlot(api);
  let entry: Listing['products'][number] | undefined;
  for (let pageNo = 1; !entry && pageNo <= 3; pageNo++) {
    const listing = (await (
      await api.get(`/api/products/cross-sell?limit=100&page=${pageNo}&locale=fr_FR`)
    ).json()) as Listing;
    entry = listing.products.find(
      (p) =>
        p.isAvailable && p.maxOrderable >= 3 * capacity && p.product.bottleDeposit === deposit && p.price > 0,
    );
  }
  if (!entry) throw new Error(`no product with a ${deposit} € bottle deposit`);
  const bottles = capacity * Math.ceil(Math.max(capacity, 25 / entry.price) / capacity);
  const cart = await api.patch('/api/user/cart?locale=fr_FR', {
    data: { product_warehouse_id: entry.id, quantity: bottles },
  });
  expect(((await cart.json()) as { isValidable: boolean }).isValidable).toBe(true);
  const orderId = await placeOfflineOrder(api, key);
  return { orderId, bottles, crates: bottles / capacity };
}

test('after two delivered orders and a collection, my impact shows figures and charts that add up', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const { email, password } = await registerLilleCustomer(page, 'impact', ['Inès', 'Verre']);
  await login(page, '/fr/mon-compte', email, password);
  const api = page.request;

  // Two orders: whole crates of large bottles, then of small ones.
  const large = await placeOrder(api, 'large_bottle', 12, `impact-large-${email}`);
  const small = await placeOrder(api, 'small_bottle', 20, `impact-small-${email}`);

  // The driver delivers both, one step at a time, then takes back a crate and 12 large bottles.
  const driverLogin = await api.post('/api/login_check', {
    data: { username: 'livreur@example.com', password: 'consigne-demo' },
  });
  const driver = { authorization: `Bearer ${((await driverLogin.json()) as { token: string }).token}` };
  for (const { orderId } of [large, small]) {
    for (const status of ['preparing', 'out_for_delivery', 'delivered']) {
      const moved = await api.post(`/api/operator/orders/${orderId}/status?locale=fr_FR`, {
        headers: driver,
        // Alcohol in the order: the driver saw the recipient's ID (the age check at the door).
        data: {
          ...(await stepBody(api, orderId, status)),
          ...(status === 'delivered' ? { ageCheck: { method: 'id18' } } : {}),
        },
      });
      expect(moved.status(), await moved.text()).toBe(200);
    }
  }
  const me = (await (await api.get('/api/user?locale=fr_FR')).json()) as { id: number };
  const collected = await api.post('/api/operator/collections?locale=fr_FR', {
    headers: driver,
    data: { userId: me.id, crates: 1, largeBottles: 12, smallBottles: 0 },
  });
  expect(collected.status(), await collected.text()).toBe(200);

  // The header's impact link lands on the page, in the account layout.
  await page.getByRole('banner').getByRole('link', { name: 'Mon impact' }).click();
  await expect(page).toHaveURL('/fr/mon-impact-perso');
  await expect(page.getByRole('heading', { level: 1, name: 'Mon impact' })).toBeVisible();
  await expect(page).toHaveTitle(/Mon impact/);
  const menu = page.getByRole('navigation', { name: 'Menu du compte' });
  await expect(menu.getByRole('link', { name: 'Mon impact' })).toHaveAttribute(
    'href',
    '/fr/mon-compte/mon-impact-perso',
  );

  const delivered = large.bottles + small.bottles;
  const figures = (await (await api.get('/api/user/impact?locale=fr_FR')).json()) as {
    impact: { containersAvoided: number; packagingGrams: number; co2eGrams: number };
  };
  expect(figures.impact.containersAvoided).toBe(delivered);

  // Headline figures.
  await expect(page.getByTestId('impact-containers')).toHaveText(String(delivered));
  await expect(page.getByText('emballages jetables évités', { exact: true })).toBeVisible();
  await expect(page.getByTestId('impact-reused')).toHaveText('12');
  await expect(page.getByTestId('impact-packaging')).toHaveText(kilos(figures.impact.packagingGrams));
  await expect(page.getByTestId('impact-co2e')).toHaveText(kilos(figures.impact.co2eGrams));

  // Month by month: this month's row, the total row, and the chart's bars say the same.
  const rows = page.getByTestId('impact-month-row');
  await expect(rows).toHaveCount(1);
  const month = new Intl.DateTimeFormat('fr-FR', {
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Paris',
  }).format(new Date());
  await expect(rows.first().getByRole('rowheader')).toContainText(new RegExp(month, 'i'));
  const cells = async (row: ReturnType<typeof page.getByTestId>) =>
    (await row.getByRole('cell').allInnerTexts()).map((s) => s.replace(/\s/g, ' ').trim());
  const monthCells = await cells(rows.first());
  expect(monthCells.slice(0, 2)).toEqual([String(delivered), '12']);
  expect(await cells(page.getByTestId('impact-total-row'))).toEqual(monthCells);
  expect(monthCells[2]).toBe(kilos(figures.impact.co2eGrams).replace(/\s/g, ' '));
  const bars = page.getByTestId('impact-months-chart').locator('rect');
  await expect(bars).toHaveCount(2);
  await expect(bars.nth(0)).toHaveAttribute('data-value', String(delivered));
  await expect(bars.nth(1)).toHaveAttribute('data-value', '12');
  await expect(
    page.getByRole('img', { name: 'Bouteilles et bocaux livrés et rendus, par mois' }),
  ).toBeVisible();

  // Return rates: 12 of the bottles, 1 of the crates, rounded down.
  const bottleRate = Math.floor((12 * 100) / delivered);
  const crateRate = Math.floor(100 / (large.crates + small.crates));
  await expect(page.getByTestId('impact-rate-bottles')).toHaveText(new RegExp(`^${bottleRate}\\s%$`));
  await expect(page.getByTestId('impact-rate-crates')).toHaveText(new RegExp(`^${crateRate}\\s%$`));
  await expect(
    page.getByRole('img', { name: new RegExp(`Bouteilles et bocaux : ${bottleRate}\\s% rendus`) }),
  ).toBeVisible();

  // The shop comparison, the method and its sources.
  const shop = page.getByTestId('impact-shop-table');
  await expect(shop.getByRole('row', { name: /Emballages jetables évités/ })).toContainText(
    String(delivered),
  );
  await expect(page.getByRole('heading', { name: 'Vous et la boutique' })).toBeVisible();
  const method = page.getByTestId('impact-method');
  await expect(method).toContainText('79 %');
  await expect(method).toContainText('ADEME');
  await expect(method).toContainText('40 utilisations');
  await expect(page.getByText('Seulement 26 % du verre est recyclé')).toBeVisible();
  expect(await seriousViolations(page, 'main')).toEqual([]);

  // The same page under the account's address, and in Dutch.
  await page.goto('/fr/mon-compte/mon-impact-perso');
  await expect(menu.getByRole('link', { name: 'Mon impact' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('impact-containers')).toHaveText(String(delivered));
  await page.goto('/nl-BE/mon-impact-perso');
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn impact' })).toBeVisible();
  await expect(page.getByText('wegwerpverpakkingen vermeden', { exact: true })).toBeVisible();
  await context.close();
});

test('a new customer sees the empty state and the whole shop’s figures; a guest logs in first', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/fr/mon-impact-perso');
  await expect(page).toHaveURL('/fr/login?redirect=%2Ffr%2Fmon-impact-perso');

  const { email, password } = await registerLilleCustomer(page, 'impact-new', ['Noé', 'Neuf']);
  await login(page, '/fr/mon-compte/mon-impact-perso', email, password);
  const empty = page.getByTestId('impact-empty');
  await expect(empty).toContainText('Votre impact commence à votre première livraison');
  await expect(empty.getByRole('link', { name: 'Découvrir les rayons' })).toHaveAttribute(
    'href',
    '/fr/categories',
  );
  await expect(page.getByTestId('impact-containers')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Vous et la boutique' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Méthode et sources' })).toBeVisible();
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await context.close();
});
