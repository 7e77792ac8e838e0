import { expect, test } from '@playwright/test';
import { customerWithOrder, fillCartWithWater, login, screenshots, seriousViolations } from './support.js';

const shoot = screenshots('substitutes');

/** The missing amber beer's stock goes to 0 on the way: given back after the journey. */
const restore: Array<() => Promise<unknown>> = [];
test.afterEach(async () => {
  for (const undo of restore.splice(0).reverse()) await undo();
});
// One locale after the other: each makes the amber beer missing (its stock to 0) and gives it back.
test.describe.configure({ mode: 'serial' });

/** The order page's words in each locale the journey runs in. */
const LOCALES = [
  {
    path: 'fr',
    title: 'Un produit remplacé',
    replaces: /Remplace Bière ambrée/,
    refuse: 'Refuser ce remplacement',
    refused: 'Remplacement refusé',
  },
  {
    path: 'nl-BE',
    title: 'Eén product vervangen',
    replaces: /Vervangt Bière ambrée/,
    refuse: 'Deze vervanging weigeren',
    refused: 'Vervanging geweigerd',
  },
] as const;

for (const words of LOCALES)
  test(`${words.path}: a picker substitutes a missing amber beer with a beer of its format; the shopper refuses it from the order page and pays less`, async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    // A Lille shopper orders water and 12 amber beers, paid at the door.
    const {
      page: shopper,
      orderId,
      filled: amber,
    } = await customerWithOrder(browser, `substitutes-${words.path}`, ['Sam', 'Remplacé'], async (page) => {
      await fillCartWithWater(page, 12);
      const entry = (await (
        await page.request.get('/api/products/biere-ambree-33cl?locale=fr_FR')
      ).json()) as {
        id: number;
      };
      const added = await page.request.patch('/api/user/cart?locale=fr_FR', {
        data: { product_warehouse_id: entry.id, quantity: 12 },
      });
      expect(added.status(), await added.text()).toBe(200);
      return entry.id;
    });

    // The picker finds no amber beer: the closest match is a beer of the same format.
    const admin = await (await browser.newContext()).newPage();
    await login(admin, '/admin', 'admin@example.com');
    const order = (await (await admin.request.get(`/api/admin/orders/${orderId}`)).json()) as {
      lines: Array<{ id: number; productWarehouseId: number }>;
    };
    const line = order.lines.find((l) => l.productWarehouseId === amber)!;
    const { substitutes } = (await (
      await admin.request.get(`/api/admin/orders/${orderId}/lines/${line.id}/substitutes`)
    ).json()) as { substitutes: Array<{ productWarehouseId: number; name: string; rayon: string }> };
    expect(substitutes.length).toBeGreaterThan(0);
    const chosen = substitutes[0]!;
    expect(chosen.name).toMatch(/bière/i);
    const done = await admin.request.post(`/api/admin/orders/${orderId}/lines/${line.id}/missing`, {
      data: { action: 'substitute', productWarehouseId: chosen.productWarehouseId },
    });
    expect(done.status(), await done.text()).toBe(200);
    restore.push(() =>
      admin.request.post(`/api/admin/stock/entries/${amber}/movements`, {
        data: { kind: 'received', quantity: 500 },
      }),
    );

    // The shopper's order page shows the substitute, what it replaces, and the refusal.
    const before = (await (await shopper.request.get(`/api/orders/${orderId}?locale=fr_FR`)).json()) as {
      totals: { amountToPay: number };
    };
    await shopper.goto(`/${words.path}/mon-compte/mes-commandes/order-detail/${orderId}`);
    const section = shopper.getByTestId('order-substitutes');
    await expect(section.getByRole('heading', { name: words.title })).toBeVisible();
    await expect(section.getByText(words.replaces)).toBeVisible();
    expect(await seriousViolations(shopper)).toEqual([]);
    await shoot(shopper, `order-substituted-${words.path}`);
    await section.getByRole('button', { name: words.refuse }).click();
    await expect(shopper.getByTestId('order-notice')).toContainText(words.refused);
    await expect(shopper.getByTestId('order-substitutes')).toHaveCount(0);
    const after = (await (await shopper.request.get(`/api/orders/${orderId}?locale=fr_FR`)).json()) as {
      totals: { amountToPay: number };
    };
    expect(after.totals.amountToPay).toBeLessThan(before.totals.amountToPay);
    await shoot(shopper, `order-refused-${words.path}`);
  });
