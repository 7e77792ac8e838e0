import { expect, test, type Page } from '@playwright/test';
import { login, registerLilleCustomer, selectSoonSlot, waitForHydration, wcagViolations } from './support.js';

/** The screenshots the pull request shows: the board at a desktop's and a phone's width, fr and nl-BE. */
const SHOTS =
  process.env.BOARD_SHOTS_DIR ?? new URL('../../test-results/e2e/admin-board', import.meta.url).pathname;

/** Shop time's calendar date, `days` from today. */
const dayFromToday = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

async function shoot(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.waitForTimeout(150);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

test('the manager’s day: the board counts a new order, each figure opens its list; another warehouse is refused', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  // A Lille customer's order on a soon slot (today or tomorrow), paid at the door; and a lead from
  // a Lille-area postcode the shop does not serve yet.
  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  const account = await registerLilleCustomer(shopper, 'admin-board', ['Bora', 'Tableau']);
  await login(shopper, '/fr/mon-compte', account.email, account.password);
  const slot = await selectSoonSlot(shopper.request);
  const listing = (await (
    await shopper.request.get('/api/products/cross-sell?limit=5&locale=fr_FR')
  ).json()) as {
    products: Array<{ id: number; price: number; isAvailable: boolean; maxOrderable: number }>;
  };
  const entry = listing.products.find((p) => p.isAvailable && p.maxOrderable >= 48 && p.price * 48 >= 25)!;
  await shopper.request.patch('/api/user/cart?locale=fr_FR', {
    data: { product_warehouse_id: entry.id, quantity: 48 },
  });
  const placed = await shopper.request.post('/api/orders?locale=fr_FR', {
    headers: { 'Idempotency-Key': `admin-board-${account.email}` },
    data: { paymentMethod: 'offline', acceptTerms: true, adultDeclared: true },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const orderId = ((await placed.json()) as { orderId: number }).orderId;
  const lead = await shopper.request.post('/api/non-eligible?locale=fr_FR', {
    data: {
      email: `prospect-${Date.now()}@example.com`,
      fullAddress: '1 rue du Bout du Monde, 59999 Nulle-Part',
      postalCode: '59999',
      city: 'Nulle-Part',
      country: 'FR',
      locale: 'fr',
    },
  });
  expect(lead.ok(), await lead.text()).toBe(true);
  expect([dayFromToday(0), dayFromToday(1)]).toContain(slot.slotDate);

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await login(page, '/admin', 'admin@example.com', 'consigne-demo');
  await expect(page.getByRole('heading', { level: 1, name: /^Bonjour/ })).toBeVisible();
  await waitForHydration(page);
  const warehouses = (await (await page.request.get('/api/admin/warehouses')).json()) as Array<{
    id: number;
    key: string;
  }>;
  const lille = warehouses.find((w) => w.key === 'lille')!.id;
  // The admin chooses Lille, then the order's day.
  await page.getByLabel('Entrepôt', { exact: true }).selectOption(String(lille));
  await page.getByRole('button', { name: 'Afficher' }).click();
  await expect(page.getByTestId('board-day')).toContainText('Lille');
  const days = page.getByRole('navigation', { name: 'Jour affiché' });
  await days
    .getByRole('link', { name: slot.slotDate === dayFromToday(0) ? 'Aujourd’hui' : 'Demain' })
    .click();
  await expect(page).toHaveURL(new RegExp(`date=${slot.slotDate}`));
  await expect(
    days.getByRole('link', { name: slot.slotDate === dayFromToday(0) ? 'Aujourd’hui' : 'Demain' }),
  ).toHaveAttribute('aria-current', 'page');
  const orders = Number(await page.getByTestId('board-orders-value').textContent());
  expect(orders).toBeGreaterThanOrEqual(1);
  // The day's drivers' cash sheets still open: a count (other journeys' drivers may have opened some).
  await expect(page.getByTestId('board-cash-value')).toHaveText(/^\d+$/);
  const leads = Number(await page.getByTestId('board-leads-value').textContent());
  expect(leads).toBeGreaterThanOrEqual(1);
  expect(await wcagViolations(page), 'board at 1280 px').toEqual([]);
  await shoot(page, 'board-fr');
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await wcagViolations(page), 'board at 390 px').toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });

  // The slot's row: its orders open the orders list filtered by warehouse, day and slot.
  const row = page
    .getByTestId('board-slot')
    .filter({ has: page.getByRole('link', { name: /Commandes, créneau/ }) });
  const slotRow = page.locator(`[data-testid="board-slot"][data-slot="${slot.id}"]`);
  await expect(row.first()).toBeVisible();
  await slotRow.getByRole('link', { name: /Commandes, créneau/ }).click();
  await expect(page).toHaveURL(
    new RegExp(`/admin/commandes\\?warehouseId=\\d+&date=${slot.slotDate}&slotId=${slot.id}`),
  );
  await expect(page.locator(`a[href="/admin/commandes/${orderId}"]`).first()).toBeVisible();
  await page.goBack();
  // Its picking progress opens the slot's picking page.
  await slotRow.getByRole('link', { name: /lignes/ }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/preparation/${slot.id}$`));
  await page.goBack();
  // Low stock opens the stock list filtered low; the leads their list, with the lead left above.
  await page.getByTestId('board-low-stock').getByRole('link').click();
  await expect(page).toHaveURL(/\/admin\/prix-et-stocks\?warehouse=\d+&low=1$/);
  await expect(page.getByLabel('Stock bas uniquement')).toBeChecked();
  await page.goBack();
  await page.getByTestId('board-leads').getByRole('link').click();
  await expect(page).toHaveURL(/\/admin\/demandes-hors-zone\?warehouseId=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Demandes hors zone' })).toBeVisible();
  await expect(page.getByRole('cell', { name: '59999' }).first()).toBeVisible();
  await page.goBack();
  // The open cash sheets open the drivers' cash sheets of the warehouse and day, the open ones.
  await page.getByTestId('board-cash').getByRole('link').click();
  await expect(page).toHaveURL(
    new RegExp(`/admin/caisses\\?warehouseId=\\d+&date=${slot.slotDate}&status=open$`),
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Caisses des livreurs' })).toBeVisible();

  // In Belgian Dutch.
  await context.addCookies([
    { name: 'locale', value: 'nl-BE', domain: new URL(page.url()).hostname, path: '/' },
  ]);
  await page.goto(`/admin?date=${slot.slotDate}&warehouseId=${lille}`);
  await expect(page.getByRole('navigation', { name: 'Getoonde dag' })).toBeVisible();
  await expect(page.getByTestId('board-orders')).toContainText('Bestellingen');
  await shoot(page, 'board-nl-BE');

  // The manager of Lyon sees Lyon's board, and is refused Lille's.
  const lyonContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const lyon = await lyonContext.newPage();
  await login(lyon, '/admin', 'gerant.lyon@example.com', 'consigne-demo');
  await expect(lyon.getByTestId('board-day')).toContainText('Lyon');
  await lyon.goto(`/admin?warehouseId=${lille}`);
  await expect(lyon.getByText('Vous ne gérez pas cet entrepôt.')).toBeVisible();
  await expect(lyon.getByTestId('board-day')).toHaveCount(0);
  await shopperContext.close();
  await lyonContext.close();
  await context.close();
});
