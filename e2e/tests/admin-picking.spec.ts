import { expect, test } from '@playwright/test';
import { customerWithOrder, fillCartWithWater, login, screenshots, seriousViolations } from './support.js';
import { pdfTextLines } from '../../apps/api/test/pdf-text.js';

const shoot = screenshots('admin-picking');

/**
 * What the journey changed in the shared catalogue, undone after it: the missing water's stock goes to 0
 * and the substitute is made cheap, which the journeys after this one must not inherit.
 */
const restore: Array<() => Promise<unknown>> = [];
test.afterAll(async () => {
  for (const undo of restore.reverse()) await undo();
});

interface Substitute {
  productWarehouseId: number;
  name: string;
  volume: string;
}

test('a Lille order is picked on a phone: ticks saved, a missing product substituted, the total re-priced, the list printed as a PDF', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  // A Lille shopper orders 48 bottles of water, paid at the door: not the water the other journeys
  // order, since this one goes missing (its stock to 0) on the way.
  const {
    page: shopper,
    slot,
    orderId,
    filled: water,
  } = await customerWithOrder(browser, 'admin-picking', ['Paul', 'Préparé'], (page) =>
    fillCartWithWater(page, 48, { which: 'last' }),
  );

  // The admin, on a phone, opens the day's slots and the slot's picking list.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const admin = await context.newPage();
  await login(admin, `/admin/preparation?date=${slot.slotDate}`, 'admin@example.com');
  await expect(admin.getByRole('heading', { level: 1, name: 'Préparation' })).toBeVisible();
  expect(await seriousViolations(admin)).toEqual([]);
  await shoot(admin, 'day');
  await admin.goto(`/admin/preparation/${slot.id}`);
  const card = admin.locator(`#commande-${orderId}`).locator('..');
  await expect(card.getByRole('link', { name: `Commande n° ${orderId}` })).toBeVisible();
  await expect(card.getByText(/Caisse 1 · (grand|petit) format · \d+\/\d+/)).toBeVisible();
  await expect(card.getByText(/Caisse 2 · (grand|petit) format/)).toBeVisible();
  const before = await card.getByTestId(`order-total-${orderId}`).innerText();

  // A tick is saved on the server: another picker's page shows it.
  const line = card.getByRole('checkbox').first();
  await expect(line).toHaveAttribute('aria-checked', 'false');
  await line.click();
  await expect(line).toHaveAttribute('aria-checked', 'true');
  const otherPicker = await (await browser.newContext()).newPage();
  await login(otherPicker, `/admin/preparation/${slot.id}`, 'admin@example.com');
  await expect(
    otherPicker.locator(`#commande-${orderId}`).locator('..').getByRole('checkbox').first(),
  ).toHaveAttribute('aria-checked', 'true');
  expect(await seriousViolations(admin)).toEqual([]);
  await shoot(admin, 'slot');

  // The water is missing: a substitute of the same format, made cheaper so that the total moves.
  await card
    .getByRole('link', { name: /^Manquant \?/ })
    .first()
    .click();
  await expect(
    admin.getByRole('heading', { level: 1, name: `Produit manquant · commande n° ${orderId}` }),
  ).toBeVisible();
  const lineId = Number(admin.url().split('/').at(-1));
  const substitutes = (
    (await (await admin.request.get(`/api/admin/orders/${orderId}/lines/${lineId}/substitutes`)).json()) as {
      substitutes: Substitute[];
    }
  ).substitutes;
  expect(substitutes.length).toBeGreaterThan(0);
  const chosen = substitutes[0]!;
  const entry = await (
    await admin.request.get(`/api/admin/stock/entries/${chosen.productWarehouseId}`)
  ).json();
  const cheaper = await admin.request.patch(`/api/admin/stock/entries/${chosen.productWarehouseId}`, {
    data: {
      version: entry.version,
      price: 0.1,
      discountPercent: 0,
      discountUntil: null,
      isAvailable: true,
      maxOrderable: entry.maxOrderable,
    },
  });
  expect(cheaper.status(), await cheaper.text()).toBe(200);
  restore.push(
    async () => {
      const now = await (
        await admin.request.get(`/api/admin/stock/entries/${chosen.productWarehouseId}`)
      ).json();
      await admin.request.patch(`/api/admin/stock/entries/${chosen.productWarehouseId}`, {
        data: {
          version: now.version,
          price: entry.price,
          discountPercent: entry.discountPercent,
          discountUntil: entry.discountUntil,
          isAvailable: entry.isAvailable,
          maxOrderable: entry.maxOrderable,
        },
      });
    },
    // The missing water was set to 0 in stock: the stock the journeys after this one expect comes back.
    () =>
      admin.request.post(`/api/admin/stock/entries/${water}/movements`, {
        data: { kind: 'received', quantity: 500 },
      }),
  );
  await admin.reload();
  expect(await seriousViolations(admin)).toEqual([]);
  await shoot(admin, 'missing');
  await admin.getByRole('button', { name: `Remplacer par ${chosen.name} ${chosen.volume}` }).click();

  // Back on the list: the substitute is to pick (unticked), the order's total went down.
  await expect(admin).toHaveURL(new RegExp(`/admin/preparation/${slot.id}`));
  await expect(card.getByText(/^remplace /)).toBeVisible();
  await expect(card.getByTestId(`order-total-${orderId}`)).not.toHaveText(before);
  await expect(card.getByRole('checkbox').first()).toHaveAttribute('aria-checked', 'false');
  await shoot(admin, 'substituted');
  const detail = (await (await admin.request.get(`/api/admin/orders/${orderId}`)).json()) as {
    history: Array<{ kind: string }>;
    lines: Array<{ name: string }>;
  };
  expect(detail.history.at(-1)!.kind).toBe('line_substituted');
  expect(detail.lines.map((l) => l.name)).toContain(chosen.name);
  const mine = (await (await shopper.request.get(`/api/orders/${orderId}?locale=fr_FR`)).json()) as {
    amountToPay: number;
  };
  // The customer's own order says the same amount as the picker's page.
  await expect(card.getByTestId(`order-total-${orderId}`)).toContainText(
    mine.amountToPay.toFixed(2).replace('.', ','),
  );

  // The history of the order says so.
  await admin.goto(`/admin/commandes/${orderId}`);
  await expect(admin.getByText('Produit manquant remplacé')).toBeVisible();

  // The printable list: a PDF with the order in it.
  await admin.goto(`/admin/preparation/${slot.id}`);
  const [download] = await Promise.all([
    admin.waitForEvent('download'),
    admin.getByRole('link', { name: 'Imprimer (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`preparation-${slot.id}.pdf`);
  const pdf = await admin.request.get(`/api/admin/picking/slots/${slot.id}/pdf?locale=fr_FR`);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const text = pdfTextLines(await pdf.body()).join('\n');
  expect(text).toContain(`Commande n° ${orderId}`);
  expect(text).toContain(chosen.name);

  // The warehouse's aisle order: a Rayon moved down goes second (then back, for the other runs).
  const warehouses = (await (await admin.request.get('/api/admin/warehouses')).json()) as Array<{
    id: number;
    key: string;
  }>;
  const lille = warehouses.find((w) => w.key === 'lille')!.id;
  await admin.goto(`/admin/preparation?date=${slot.slotDate}&warehouseId=${lille}`);
  const aisles = admin.getByRole('heading', { name: 'Ordre des rayons dans l’entrepôt' }).locator('..');
  const shelves = (await (
    await admin.request.get(`/api/admin/picking/warehouses/${lille}/shelves`)
  ).json()) as Array<{ name: string }>;
  const first = shelves[0]!.name;
  await aisles.getByRole('button', { name: `Descendre ${first}` }).click();
  await expect(aisles.getByRole('listitem').nth(1)).toContainText(first);
  expect(await seriousViolations(admin)).toEqual([]);
  await shoot(admin, 'aisles');
  await aisles.getByRole('button', { name: `Monter ${first}` }).click();
  await expect(aisles.getByRole('listitem').first()).toContainText(first);
});
