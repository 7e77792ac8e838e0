import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../../db/schema/index.js';
import { testApp } from '../../../../test/app.js';
import { createShoppers } from '../../../../test/shoppers.js';
import {
  bearer,
  expectRoleMatrix,
  staffTokens,
  warehouseIdOf,
  type StaffTokens,
} from '../../../../test/staff.js';
import { spreadsheetSafe } from './csv.js';

const { app, db } = await testApp();
let tokens: StaffTokens;
let lille: number;
let lyon: number;
/** A product of the test's own, sold nowhere yet. */
let productId: number;
/** Lille's and Lyon's entries of a seeded product. */
let lilleEntry: number;
let lyonEntry: number;

const WATER = 'eau-minerale-naturelle-plate-100cl';

const entryOf = async (warehouseId: number, slug: string) =>
  (
    await db
      .select()
      .from(t.productWarehouses)
      .where(and(eq(t.productWarehouses.warehouseId, warehouseId), eq(t.productWarehouses.slug, slug)))
  )[0]!;
const rowOf = async (id: number) =>
  (await db.select().from(t.productWarehouses).where(eq(t.productWarehouses.id, id)))[0]!;
const movementSum = async (id: number) =>
  (
    await db
      .select({ n: sql<number>`coalesce(sum(${t.stockMovements.quantity}), 0)::int` })
      .from(t.stockMovements)
      .where(eq(t.stockMovements.productWarehouseId, id))
  )[0]!.n;

const as = (role: keyof StaffTokens) => bearer(tokens[role]);
const settings = (overrides: Record<string, unknown> = {}) => ({
  price: 3.49,
  discountPercent: 0,
  discountUntil: null,
  isAvailable: true,
  maxOrderable: 24,
  ...overrides,
});
const everyoneElse = { operator: 403, customer: 403, anonymous: 401 } as const;

beforeAll(async () => {
  tokens = await staffTokens(db);
  lille = await warehouseIdOf(db, 'lille');
  lyon = await warehouseIdOf(db, 'lyon');
  const [model] = await db.select().from(t.products).where(eq(t.products.key, WATER));
  const [created] = await db
    .insert(t.products)
    .values({ ...model!, id: undefined, key: 'limonade-test-stock', createdAt: undefined })
    .returning({ id: t.products.id });
  productId = created!.id;
  await db.insert(t.productTranslations).values(
    (['fr', 'es', 'be', 'nl-BE'] as const).map((locale) => ({
      productId,
      locale,
      name: 'Limonade du test',
      description: 'Une limonade.',
    })),
  );
  lilleEntry = (await entryOf(lille, WATER)).id;
  lyonEntry = (await entryOf(lyon, WATER)).id;
});

describe('role checks on every stock route', () => {
  it('lets admins and the warehouse’s managers in, refuses another warehouse with 403', async () => {
    const matrix = async (request: Parameters<typeof expectRoleMatrix>[2], ok: number, notMine = 403) =>
      expectRoleMatrix(app, tokens, request, {
        admin: ok,
        lilleManager: ok,
        lyonManager: notMine,
        ...everyoneElse,
      });
    await matrix({ url: `/api/admin/stock/entries?warehouseId=${lille}` }, 200);
    await matrix({ url: `/api/admin/stock/entries/${lilleEntry}` }, 200);
    await matrix({ url: `/api/admin/stock/entries/${lilleEntry}/movements` }, 200);
    await matrix({ url: `/api/admin/stock/export?warehouseId=${lille}` }, 200);
    // A write bumps the version: the Lille manager saves version v, then the admin v + 1.
    const { version } = await rowOf(lilleEntry);
    await expectRoleMatrix(
      app,
      tokens,
      (role) => ({
        method: 'PATCH',
        url: `/api/admin/stock/entries/${lilleEntry}`,
        payload: settings({ version: role === 'admin' ? version + 1 : version }),
      }),
      { lyonManager: 403, ...everyoneElse, lilleManager: 200, admin: 200 },
    );
    await matrix(
      {
        method: 'POST',
        url: `/api/admin/stock/entries/${lilleEntry}/movements`,
        payload: { kind: 'received', quantity: 1 },
      },
      201,
    );
    await expectRoleMatrix(
      app,
      tokens,
      (role) => ({
        method: 'POST',
        url: '/api/admin/stock/entries',
        payload: {
          productId,
          warehouseId: role === 'admin' ? lyon : lille,
          stock: null,
          ...settings(),
        },
      }),
      { lyonManager: 403, operator: 403, customer: 403, anonymous: 401, lilleManager: 201, admin: 201 },
    );
    const csv = `warehouse;slug;price\nlille;${WATER};2,60\n`;
    await matrix({ method: 'POST', url: '/api/admin/stock/import/preview', payload: { csv } }, 200, 200);
    await expectRoleMatrix(
      app,
      tokens,
      { method: 'POST', url: '/api/admin/stock/import/apply', payload: { importId: 999999 } },
      { admin: 404, lilleManager: 404, lyonManager: 404, ...everyoneElse },
    );
  });
});

describe('an entry’s price, discount and availability', () => {
  it('prices a new product in Lille and Lyon; the Lyon manager cannot touch Lille’s entry', async () => {
    const [other] = await db
      .insert(t.products)
      .values({
        ...(await db.select().from(t.products).where(eq(t.products.id, productId)))[0]!,
        id: undefined,
        key: 'limonade-test-stock-2',
        createdAt: undefined,
      })
      .returning({ id: t.products.id });
    const create = (token: keyof StaffTokens, warehouseId: number, price: number) =>
      app.inject({
        method: 'POST',
        url: '/api/admin/stock/entries',
        headers: as(token),
        payload: { productId: other!.id, warehouseId, stock: null, ...settings({ price }) },
      });
    const inLille = await create('admin', lille, 2.99);
    expect(inLille.statusCode, inLille.body).toBe(201);
    expect(inLille.json()).toMatchObject({
      price: 2.99,
      warehouseKey: 'lille',
      slug: 'limonade-test-stock-2',
    });
    expect((await create('lyonManager', lyon, 3.19)).statusCode).toBe(201);
    const again = await create('admin', lille, 1);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/vend déjà/);

    const lilleId = inLille.json().id;
    const detail = (
      await app.inject({ url: `/api/admin/stock/entries/${lilleId}`, headers: as('admin') })
    ).json();
    expect(detail.siblings.map((s: { warehouseKey: string }) => s.warehouseKey)).toEqual(['lyon']);
    expect(detail.missingWarehouses.map((w: { key: string }) => w.key)).not.toContain('lyon');

    const refused = await app.inject({
      method: 'PATCH',
      url: `/api/admin/stock/entries/${lilleId}`,
      headers: as('lyonManager'),
      payload: settings({ version: 1, price: 0.01 }),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Vous ne gérez pas cet entrepôt.');
    expect((await rowOf(lilleId)).priceCents).toBe(299);
    // The Lyon manager sees only Lyon: no Lille sibling, no Lille to create.
    const lyonId = (await entryOf(lyon, 'limonade-test-stock-2')).id;
    const lyonView = (
      await app.inject({ url: `/api/admin/stock/entries/${lyonId}`, headers: as('lyonManager') })
    ).json();
    expect(lyonView.siblings).toEqual([]);
    expect(lyonView.missingWarehouses).toEqual([]);
  });

  it('refuses the second of two saves of the same version (409), never a silent overwrite', async () => {
    const { version } = await rowOf(lyonEntry);
    const save = (price: number) =>
      app.inject({
        method: 'PATCH',
        url: `/api/admin/stock/entries/${lyonEntry}`,
        headers: as('admin'),
        payload: settings({ version, price }),
      });
    const results = await Promise.all([save(4.1), save(4.2)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const stale = results.find((r) => r.statusCode === 409)!;
    expect(stale.json().message).toMatch(/modifiée par quelqu’un d’autre/);
    const winner = results.find((r) => r.statusCode === 200)!.json();
    const row = await rowOf(lyonEntry);
    expect(row.priceCents).toBe(Math.round(winner.price * 100));
    expect(row.version).toBe(version + 1);
    const audited = await db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.entity, 'product_warehouse'), eq(t.auditLog.entityId, String(lyonEntry))));
    expect(audited.length).toBe(1);
  });

  it('refuses bad input with field errors: negative price, discount without end, unknown entry', async () => {
    const { version } = await rowOf(lyonEntry);
    const patch = (payload: object, id = lyonEntry) =>
      app.inject({ method: 'PATCH', url: `/api/admin/stock/entries/${id}`, headers: as('admin'), payload });
    const negative = await patch(settings({ version, price: -1 }));
    expect(negative.statusCode).toBe(400);
    expect(negative.json().errors[0].message).toMatch(/négatif/);
    const endless = await patch(settings({ version, discountPercent: 30 }));
    expect(endless.statusCode).toBe(400);
    expect(endless.json().errors[0]).toMatchObject({ field: 'discountUntil' });
    expect((await patch(settings({ version, price: 1.234 }))).statusCode).toBe(400);
    expect((await patch(settings({ version }), 99_999_999)).statusCode).toBe(404);
    expect((await rowOf(lyonEntry)).version).toBe(version);
  });

  it('applies a discount until its last day, then the storefront and the cart stop applying it', async () => {
    const { version } = await rowOf(lilleEntry);
    const saved = await app.inject({
      method: 'PATCH',
      url: `/api/admin/stock/entries/${lilleEntry}`,
      headers: as('admin'),
      payload: settings({ version, price: 2, discountPercent: 30, discountUntil: '2099-12-31' }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ discountActive: true, discountUntil: '2099-12-31' });
    const shown = async () =>
      (await app.inject({ url: `/api/products/${WATER}?warehouseId=${lille}` })).json();
    const product = await shown();
    const entry = product.productWarehouse ?? product;
    expect(JSON.stringify(entry)).toContain('"price":1.4');

    const [shopper] = await createShoppers(db, 1);
    await db.insert(t.cartItems).values({ userId: shopper!.id, productWarehouseId: lilleEntry, quantity: 1 });
    const cartPrice = async () =>
      JSON.stringify(
        (
          await app.inject({ url: '/api/cart', headers: { authorization: `Bearer ${shopper!.token}` } })
        ).json(),
      );
    expect(await cartPrice()).toContain('1.4');

    // The end has passed (written straight: the form only takes days to come).
    await db
      .update(t.productWarehouses)
      .set({ discountEndsAt: new Date(Date.now() - 1000) })
      .where(eq(t.productWarehouses.id, lilleEntry));
    await app.inject({
      method: 'POST',
      url: `/api/admin/stock/entries/${lilleEntry}/movements`,
      headers: as('admin'),
      payload: { kind: 'received', quantity: 1 },
    }); // any back-office write empties the catalogue cache
    const after = JSON.stringify(await shown());
    expect(after).not.toContain('"price":1.4');
    expect(after).toContain('"discountAntiWastePercent":0');
    expect(await cartPrice()).not.toContain('1.4');
  });
});

describe('stock and its movements', () => {
  it('receives 48 units as a movement, refuses to go below 0, and the movements add up to the stock', async () => {
    const entry = (await entryOf(lille, 'biere-blonde-bio-33cl')).id;
    const start = (await rowOf(entry)).stock!;
    const move = (payload: object, role: keyof StaffTokens = 'lilleManager') =>
      app.inject({
        method: 'POST',
        url: `/api/admin/stock/entries/${entry}/movements`,
        headers: as(role),
        payload,
      });
    const received = await move({ kind: 'received', quantity: 48 });
    expect(received.statusCode, received.body).toBe(201);
    expect(received.json().entry.stock).toBe(start + 48);
    expect(received.json().movement).toMatchObject({
      kind: 'received',
      quantity: 48,
      stockAfter: start + 48,
    });
    const tooMuch = await move({ kind: 'adjusted', quantity: -(start + 49), reason: 'Casse' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toContain(String(start + 48));
    expect((await move({ kind: 'adjusted', quantity: -3 })).statusCode).toBe(400); // no reason
    expect((await move({ kind: 'received', quantity: -3 })).statusCode).toBe(400);
    expect((await move({ kind: 'adjusted', quantity: -3, reason: 'Casse' })).statusCode).toBe(201);
    expect((await move({ kind: 'received', quantity: 5 }, 'lyonManager')).statusCode).toBe(403);
    expect((await rowOf(entry)).stock).toBe(start + 45);
    expect(await movementSum(entry)).toBe(start + 45);
    const list = (
      await app.inject({ url: `/api/admin/stock/entries/${entry}/movements`, headers: as('admin') })
    ).json();
    expect(list.rows.slice(0, 2).map((m: { kind: string }) => m.kind)).toEqual(['adjusted', 'received']);
    expect(list.rows[0]).toMatchObject({
      reason: 'Casse',
      actorEmail: expect.stringContaining('gerant-lille'),
    });
  });

  it('records a sale as a sold movement with its order, and a cancellation gives it back', async () => {
    const water = await sellableWater(30);
    const [shopper] = await createShoppers(db, 1);
    const orderId = await checkout(shopper!, water, 12);
    expect((await rowOf(water)).stock).toBe(18);
    const [sold] = await db.select().from(t.stockMovements).where(eq(t.stockMovements.orderId, orderId));
    expect(sold).toMatchObject({ kind: 'sold', quantity: -12, stockAfter: 18, actorId: shopper!.id });
    const cancelled = await app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/cancel`,
      headers: { authorization: `Bearer ${shopper!.token}` },
      payload: {},
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const moves = await db.select().from(t.stockMovements).where(eq(t.stockMovements.orderId, orderId));
    expect(moves.map((m) => `${m.kind} ${m.quantity}`).sort()).toEqual(['returned 12', 'sold -12']);
    expect((await rowOf(water)).stock).toBe(30);
    expect(await movementSum(water)).toBe(30);
  });
});

/** Lille's water on sale at 2.50 € with `stock` units tracked (a movement balances the history). */
async function sellableWater(stock: number) {
  const water = (await entryOf(lille, WATER)).id;
  await db
    .update(t.productWarehouses)
    .set({ isAvailable: true, priceCents: 250, discountAntiWastePercent: 0, maxOrderable: 99, stock })
    .where(eq(t.productWarehouses.id, water));
  const quantity = stock - (await movementSum(water));
  if (quantity)
    await db
      .insert(t.stockMovements)
      .values({ productWarehouseId: water, kind: 'adjusted', quantity, stockAfter: stock, reason: 'test' });
  return water;
}

/** A shopper's offline order of `quantity` of one Lille entry, on the second slot of the second day. */
async function checkout(shopper: { id: number; token: string }, entryId: number, quantity: number) {
  await db.insert(t.cartItems).values({ userId: shopper.id, productWarehouseId: entryId, quantity });
  const authorization = `Bearer ${shopper.token}`;
  const groups = (await app.inject({ url: '/api/slots', headers: { authorization } })).json();
  await app.inject({
    method: 'POST',
    url: `/api/user/select/slot/${groups[1].slots[1].id}`,
    headers: { authorization },
    payload: {},
  });
  const res = await app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { authorization, 'idempotency-key': `stock-${shopper.id}-${Math.random()}` },
    payload: { paymentMethod: 'offline', acceptTerms: true, adultDeclared: true },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().orderId as number;
}

describe('bulk prices and stock by CSV', () => {
  const preview = (csv: string, role: keyof StaffTokens = 'admin') =>
    app.inject({
      method: 'POST',
      url: '/api/admin/stock/import/preview',
      headers: as(role),
      payload: { csv },
    });
  const apply = (importId: number, role: keyof StaffTokens = 'admin') =>
    app.inject({
      method: 'POST',
      url: '/api/admin/stock/import/apply',
      headers: as(role),
      payload: { importId },
    });
  const exported = async (warehouseId = lyon) => {
    const res = await app.inject({
      url: `/api/admin/stock/export?warehouseId=${warehouseId}`,
      headers: as('admin'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().filename).toMatch(/^prix-et-stocks-lyon-\d{4}-\d{2}-\d{2}\.csv$/);
    return res.json().csv as string;
  };

  it('never lets a spreadsheet read a product name as a formula', () => {
    expect(spreadsheetSafe('=HYPERLINK("http://x","y")')).toBe('\'=HYPERLINK("http://x","y")');
    for (const start of ['+', '-', '@', '\t', '\r']) expect(spreadsheetSafe(`${start}1`)).toBe(`'${start}1`);
    expect(spreadsheetSafe('Eau minérale = pure')).toBe('Eau minérale = pure');
  });

  it('exports what it imports: the file unchanged is a preview without any change', async () => {
    const csv = await exported();
    expect(
      csv.startsWith(
        '\uFEFFwarehouse;slug;name;price;discount_percent;discount_until;available;max_orderable;stock\r\n',
      ),
    ).toBe(true);
    const res = await preview(csv);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ importId: null, changes: [], errors: [] });
    expect(res.json().lines).toBe(csv.trim().split('\r\n').length - 1);
  });

  it('raises 30 prices: a preview lists each change before → after, the apply writes them all and audits them', async () => {
    const [header, ...rows] = (await exported())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const raised = rows.slice(0, 30).map((row) => {
      const cells = row.split(';');
      const cents = Math.round(Number(cells[3]!.replace(',', '.')) * 100) + 10;
      cells[3] = `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
      return cells.join(';');
    });
    const csv = [header, ...raised].join('\n');
    const dry = (await preview(csv)).json();
    expect(dry.errors).toEqual([]);
    expect(dry.changes).toHaveLength(30);
    expect(dry.changes[0]).toMatchObject({ line: 2, changes: [{ field: 'price' }] });
    const first = dry.changes[0].changes[0];
    const slug = dry.changes[0].slug;
    // Nothing written by the preview.
    const beforeCents = (await entryOf(lyon, slug)).priceCents;
    expect(beforeCents).toBe(Math.round(Number(first.before.replace(',', '.')) * 100));
    const done = await apply(dry.importId);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ applied: 30 });
    expect((await entryOf(lyon, slug)).priceCents).toBe(beforeCents + 10);
    const audits = await db.select().from(t.auditLog).where(eq(t.auditLog.action, 'stock.import'));
    expect(audits).toHaveLength(30);
    expect((await apply(dry.importId)).statusCode).toBe(409); // once only
  });

  it('lists every error by line and changes nothing; an import with errors cannot be applied', async () => {
    const entries = (await exported())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .slice(1, 3);
    const [a, b] = entries.map((row) => row.split(';')[1]);
    const csv = [
      'warehouse;slug;price;stock;available',
      `lyon;${a};-2,00;10;oui`,
      `lyon;inconnu-du-catalogue;2,00;10;oui`,
      `lille;${WATER};2,00;10;oui`,
      `lyon;${b};2,00;dix;peut-être`,
      `lyon;${a};3,00;;oui`,
      `marseille-nord;${a};3,00;;oui`,
    ].join('\n');
    const res = await preview(csv, 'lyonManager');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.importId).toBeNull();
    expect(body.changes).toEqual([]);
    const byLine = body.errors.map((e: { line: number; field: string }) => `${e.line} ${e.field}`);
    expect(byLine).toEqual([
      '2 price',
      '3 slug',
      '4 warehouse',
      '5 stock',
      '5 available',
      '6 slug',
      '7 warehouse',
    ]);
    expect(body.errors[0].message).toMatch(/Prix invalide/);
    expect(body.errors[2].message).toBe('Vous ne gérez pas cet entrepôt.');
    expect(body.errors[5].message).toMatch(/ligne 2/);

    const columns = await preview('entrepot;produit;prix\nlyon;x;1');
    expect(columns.json().errors).toEqual([
      {
        line: 1,
        field: 'header',
        message: expect.stringContaining('Colonnes attendues : warehouse;slug;name'),
      },
    ]);
  });

  it('refuses a 20 MB upload with a clear 413 and a file over 10,000 lines', async () => {
    const huge = 'warehouse;slug;price\n' + 'lyon;x;1,00\n'.repeat((20 * 1024 * 1024) / 12);
    const res = await preview(huge);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/2 Mo/);
    const long = await preview('warehouse;slug;price\n' + 'lyon;x;1\n'.repeat(10_001));
    expect(long.statusCode).toBe(413);
  });

  it('refuses to apply when something moved since the preview, and applies nothing', async () => {
    const row = (await exported())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')[5]!
      .split(';');
    const slug = row[1]!;
    const entry = await entryOf(lyon, slug);
    const dry = (await preview(`warehouse;slug;price;stock\nlyon;${slug};9,99;77`)).json();
    expect(dry.changes[0].changes.map((c: { field: string }) => c.field)).toEqual(['price', 'stock']);
    // A sale meanwhile.
    await db
      .update(t.productWarehouses)
      .set({ stock: sql`${t.productWarehouses.stock} - 1` })
      .where(eq(t.productWarehouses.id, entry.id));
    const res = await apply(dry.importId);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/importez le fichier à nouveau/);
    expect((await rowOf(entry.id)).priceCents).toBe(entry.priceCents);
    // Another staff member cannot apply someone's preview.
    expect((await apply(dry.importId, 'lyonManager')).statusCode).toBe(404);
  });

  it('keeps the invariant when an apply races an order taking the same stock', async () => {
    const water = await sellableWater(48);
    for (let round = 0; round < 3; round++) {
      const before = (await rowOf(water)).stock!;
      const target = 12 + round;
      const dry = (await preview(`warehouse;slug;stock\nlille;${WATER};${target}`)).json();
      expect(dry.importId, JSON.stringify(dry)).not.toBeNull();
      const [shopper] = await createShoppers(db, 1);
      const [applied, ordered] = await Promise.allSettled([
        apply(dry.importId),
        checkout(shopper!, water, 12),
      ]);
      const status = applied.status === 'fulfilled' ? applied.value.statusCode : 0;
      expect([200, 409]).toContain(status);
      expect(ordered.status, ordered.status === 'rejected' ? String(ordered.reason) : '').toBe('fulfilled');
      const stock = (await rowOf(water)).stock!;
      expect(stock).toBeGreaterThanOrEqual(0);
      expect(stock).toBe(status === 200 ? target - 12 : before - 12);
      expect(await movementSum(water)).toBe(stock);
      // Refill for the next round.
      await app.inject({
        method: 'POST',
        url: `/api/admin/stock/entries/${water}/movements`,
        headers: as('admin'),
        payload: { kind: 'received', quantity: 48 },
      });
    }
  });
});
