import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { login, registerLilleCustomer, screenshots, selectSoonSlot, seriousViolations } from './support.js';

const shoot = screenshots('admin-figures');

/** Shop time's calendar date, `days` from today. */
const dayFromToday = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

test('the admin reads the figures, changes the range, downloads the CSV; a Lyon manager cannot read Lille', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  // A Lille customer's order on a soon slot (today or tomorrow), paid at the door.
  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  const account = await registerLilleCustomer(shopper, 'admin-figures', ['Fanny', 'Chiffre']);
  await login(shopper, '/fr/mon-compte', account.email, account.password);
  await selectSoonSlot(shopper.request);
  const listing = (await (
    await shopper.request.get('/api/products/cross-sell?limit=5&locale=fr_FR')
  ).json()) as { products: Array<{ id: number; price: number; isAvailable: boolean; maxOrderable: number }> };
  const entry = listing.products.find((p) => p.isAvailable && p.maxOrderable >= 48 && p.price * 48 >= 25)!;
  await shopper.request.patch('/api/user/cart?locale=fr_FR', {
    data: { product_warehouse_id: entry.id, quantity: 48 },
  });
  const placed = await shopper.request.post('/api/orders?locale=fr_FR', {
    headers: { 'Idempotency-Key': `admin-figures-${account.email}` },
    data: { paymentMethod: 'offline', acceptTerms: true, adultDeclared: true },
  });
  expect(placed.status(), await placed.text()).toBe(201);

  const context = await browser.newContext({ viewport: { width: 1024, height: 800 }, acceptDownloads: true });
  const page = await context.newPage();
  await login(page, '/admin', 'admin@example.com', 'consigne-demo');
  await page.getByRole('navigation').getByRole('link', { name: 'Chiffres' }).first().click();
  await expect(page).toHaveURL(/\/admin\/chiffres$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Chiffres' })).toBeVisible();
  // The default range: the last 30 days, today included.
  await expect(page.getByLabel('Au', { exact: true })).toHaveValue(dayFromToday(0));
  await expect(page.getByRole('img', { name: /Commandes par jour/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // A week up to tomorrow: the soon slot's order is in it.
  await page.getByLabel('Du', { exact: true }).fill(dayFromToday(-6));
  await page.getByLabel('Au', { exact: true }).fill(dayFromToday(1));
  await page.getByRole('button', { name: 'Afficher' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${dayFromToday(-6)}&to=${dayFromToday(1)}`));
  // The "Commandes" card counts at least the order placed above.
  await expect(page.getByRole('listitem').filter({ hasText: /^Commandes[1-9]/ })).toHaveCount(1);
  const days = page.getByRole('table', { name: 'Jour par jour' });
  await expect(days.getByRole('row')).toHaveCount(1 + 8);
  await expect(page.getByRole('table', { name: 'Par entrepôt' })).toContainText('Lille');
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'dashboard');

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Télécharger le CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`chiffres-tous-${dayFromToday(-6)}-${dayFromToday(1)}.csv`);
  const lines = readFileSync((await file.path())!, 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  // Headed in the staff member's language (French here), not in code keys.
  expect(lines[0]).toMatch(/^Date;Commandes;Ventes TTC \(€\);/);
  expect(lines).toHaveLength(1 + 8 + 1);
  expect(lines.at(-1)).toMatch(/^Total;[1-9]/);

  // A bad range says what is wrong.
  await page.goto(`/admin/chiffres?from=${dayFromToday(0)}&to=${dayFromToday(-1)}`);
  await expect(page.getByText('La date de fin doit être le jour de début ou après.')).toBeVisible();

  // The manager of Lyon reads Lyon, not Lille.
  const lyonContext = await browser.newContext({ viewport: { width: 1024, height: 800 } });
  const lyon = await lyonContext.newPage();
  await login(lyon, '/admin/chiffres', 'gerant.lyon@example.com', 'consigne-demo');
  await expect(lyon.getByRole('heading', { level: 1, name: 'Chiffres' })).toBeVisible();
  const warehouses = (await (await page.request.get('/api/admin/warehouses')).json()) as Array<{
    id: number;
    key: string;
  }>;
  const lille = warehouses.find((w) => w.key === 'lille')!.id;
  await lyon.goto(`/admin/chiffres?warehouseId=${lille}`);
  await expect(lyon.getByText('Vous ne gérez pas cet entrepôt.')).toBeVisible();
  await shopperContext.close();
  await lyonContext.close();
});
