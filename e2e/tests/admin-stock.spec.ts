import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { login, registerLilleCustomer, seriousViolations } from './support.js';

/*
 * Back-office, prices and stock: the admin prices a product in Lille and Lyon and receives 48 units in
 * Lille; a Lille shopper sees it and buys one (stock 47, a 'sold' movement); the manager of Lyon cannot
 * touch Lille's entry (403 in the page and the API); a CSV raises 30 prices of Lyon, with a preview first.
 */
const SLUG = 'eau-minerale-naturelle-plate-100cl';
const shots = 'test-results/admin-stock';

async function warehouseIds(page: Page) {
  const list = (await (await page.request.get('/api/admin/warehouses')).json()) as Array<{
    id: number;
    key: string;
  }>;
  const id = (key: string) => list.find((w) => w.key === key)!.id;
  return { lille: id('lille'), lyon: id('lyon') };
}

async function openEntry(page: Page, warehouseId: number) {
  await page.goto(`/admin/prix-et-stocks?warehouse=${warehouseId}&q=${SLUG}`);
  await page
    .getByRole('link', { name: /Eau minérale naturelle plate/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/admin\/prix-et-stocks\/\d+$/);
  return Number(page.url().split('/').pop());
}

async function savePrice(page: Page, price: string) {
  await page.getByLabel('Prix TTC').fill(price);
  await page.getByLabel('En vente').check();
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByText('Enregistré.')).toBeVisible();
}

async function move(page: Page, kind: 'Réception' | 'Ajustement', quantity: number, reason = '') {
  await page.getByLabel('Type de mouvement').selectOption({ label: kind });
  await page.getByLabel('Quantité', { exact: true }).fill(String(quantity));
  await page.getByLabel('Raison (obligatoire pour un ajustement)').fill(reason);
  await page.getByRole('button', { name: 'Enregistrer le mouvement' }).click();
  await expect(page.getByText(/Mouvement enregistré/)).toBeVisible();
}

test('the admin prices a product in Lille and Lyon, receives 48 units; a Lille shopper buys one', async ({
  page,
}) => {
  test.setTimeout(360_000);
  await login(page, '/admin/prix-et-stocks', 'admin@example.com');
  const { lille } = await warehouseIds(page);

  // Lille: 24,90 €, the stock counted to 0, then a delivery of 48.
  const lilleEntry = await openEntry(page, lille);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Entrepôt');
  await savePrice(page, '24,90');
  const counted = Number(await page.getByTestId('stock-now').textContent());
  if (counted > 0) await move(page, 'Ajustement', -counted, 'Inventaire');
  await move(page, 'Réception', 48);
  await expect(page.getByTestId('stock-now')).toHaveText('48');
  await expect(page.getByTestId('stock-history').locator('tbody tr').first()).toContainText('Réception');
  expect(await seriousViolations(page)).toEqual([]);
  for (const width of [1024, 768]) {
    await page.setViewportSize({ width, height: 1100 });
    await page.screenshot({ path: `${shots}/entry-${width}.png`, fullPage: true });
  }

  // Lyon, from the product's other warehouses.
  await page
    .getByRole('region', { name: 'Dans vos autres entrepôts' })
    .getByRole('link', { name: /Lyon/ })
    .click();
  await expect(page).not.toHaveURL(new RegExp(`/${lilleEntry}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Lyon');
  await savePrice(page, '25,40');

  // A Lille shopper sees the price and buys one.
  await page.context().clearCookies();
  const shopper = await registerLilleCustomer(page, 'stock-buyer', ['Nora', 'Lefèvre']);
  await login(page, `/fr/p/${SLUG}`, shopper.email, shopper.password);
  await expect(page.locator('main')).toContainText('24,90');
  const added = await page.request.patch('/api/user/cart?locale=fr_FR', {
    data: { product_warehouse_id: lilleEntry, quantity: 1 },
  });
  expect(added.status(), await added.text()).toBe(200);
  const slots = await (await page.request.get('/api/slots?locale=fr_FR')).json();
  const slot = slots[1].slots.find((s: { isFull?: boolean }) => !s.isFull) ?? slots[1].slots[0];
  expect(
    (await page.request.post(`/api/user/select/slot/${slot.id}?locale=fr_FR`, { data: {} })).status(),
  ).toBe(200);
  const ordered = await page.request.post('/api/orders?locale=fr_FR', {
    headers: { 'idempotency-key': crypto.randomUUID() },
    data: { paymentMethod: 'offline', acceptTerms: true, adultDeclared: true },
  });
  expect(ordered.status(), await ordered.text()).toBe(201);
  const { orderId } = await ordered.json();

  // Back in the back-office: 47 left, and the sale in the history with its order.
  await page.context().clearCookies();
  await login(page, `/admin/prix-et-stocks/${lilleEntry}`, 'admin@example.com');
  await expect(page.getByTestId('stock-now')).toHaveText('47');
  const sold = page.getByTestId('stock-history').locator('tbody tr').first();
  await expect(sold).toContainText('Vente');
  await expect(sold).toContainText('-1');
  await expect(sold).toContainText(`Commande n° ${orderId}`);

  // The manager of Lyon cannot touch Lille's entry: 403 in the page and in the API.
  await page.context().clearCookies();
  await login(page, '/admin/prix-et-stocks', 'gerant.lyon@example.com');
  await expect(page.getByLabel('Entrepôt')).toHaveText(/Lyon/);
  const response = await page.goto(`/admin/prix-et-stocks/${lilleEntry}`);
  expect(response!.status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accès réservé à l’équipe');
  await expect(page.getByRole('alert')).toHaveText(/Vous ne gérez pas cet entrepôt\./);
  await page.screenshot({ path: `${shots}/forbidden-1024.png` });
  const api = await page.request.patch(`/api/admin/stock/entries/${lilleEntry}?locale=fr_FR`, {
    data: {
      version: 1,
      price: 0.01,
      discountPercent: 0,
      discountUntil: null,
      isAvailable: true,
      maxOrderable: 1,
    },
  });
  expect(api.status()).toBe(403);
  expect((await api.json()).message).toBe('Vous ne gérez pas cet entrepôt.');
});

test('a CSV raises 30 prices of Lyon, with a preview first', async ({ page }) => {
  test.setTimeout(240_000);
  await login(page, '/admin/prix-et-stocks', 'admin@example.com');
  const { lyon } = await warehouseIds(page);
  await page.goto(`/admin/prix-et-stocks?warehouse=${lyon}`);
  expect(await seriousViolations(page)).toEqual([]);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Exporter en CSV' }).click();
  const file = readFileSync((await (await download).path())!, 'utf8');
  expect(file.startsWith('\uFEFFwarehouse;slug;name;price;')).toBe(true);
  const [header, ...rows] = file
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  const raise = (price: string) => {
    const [euros, cents] = price.split(',').map(Number) as [number, number];
    const total = euros * 100 + cents + 20;
    return `${Math.floor(total / 100)},${String(total % 100).padStart(2, '0')}`;
  };
  const edited = rows.slice(0, 30).map((row) => {
    const cells = row.split(';');
    cells[3] = raise(cells[3]!);
    return cells.join(';');
  });
  const firstSlug = edited[0]!.split(';')[1]!;
  const firstPrice = edited[0]!.split(';')[3]!;
  await page.getByLabel('Fichier CSV').setInputFiles({
    name: 'lyon.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`\uFEFF${[header, ...edited].join('\r\n')}\r\n`),
  });
  await page.getByRole('button', { name: 'Voir l’aperçu' }).click();
  await expect(page.getByText('30 lignes lues, 30 produits modifiés.')).toBeVisible();
  await expect(page.getByTestId('stock-preview-changes').locator('tbody tr')).toHaveCount(30);
  await expect(page.getByTestId('stock-preview-changes').locator('tbody tr').first()).toContainText(
    `→ ${firstPrice}`,
  );
  expect(await seriousViolations(page)).toEqual([]);
  for (const width of [1024, 768]) {
    await page.setViewportSize({ width, height: 1100 });
    await page.screenshot({ path: `${shots}/preview-${width}.png`, fullPage: true });
  }
  // Nothing changed yet.
  const before = await (
    await page.request.get(`/api/admin/stock/entries?warehouseId=${lyon}&search=${firstSlug}`)
  ).json();
  expect(before.rows[0].price).not.toBe(Number(firstPrice.replace(',', '.')));

  await page.getByRole('button', { name: 'Appliquer ces 30 changements' }).click();
  await expect(page.getByText('30 produits mis à jour.')).toBeVisible();
  const after = await (
    await page.request.get(`/api/admin/stock/entries?warehouseId=${lyon}&search=${firstSlug}`)
  ).json();
  expect(after.rows[0].price).toBe(Number(firstPrice.replace(',', '.')));
});
