import { repriceOrder, vatCountryOf, type CartLineInput, type VatClass } from '@consigne/domain';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../../db/schema/index.js';
import { testApp } from '../../../../test/app.js';
import { mailJobsTo } from '../../../../test/mail-jobs.js';
import { placeLilleOrder } from '../../../../test/orders.js';
import { pdfTextLines } from '../../../../test/pdf-text.js';
import { createShoppers, type Shopper } from '../../../../test/shoppers.js';
import {
  bearer,
  expectRoleMatrix,
  staffTokens,
  warehouseIdOf,
  type StaffTokens,
} from '../../../../test/staff.js';
import { orderChangedMail } from './mail.js';

const { app, db } = await testApp();
const onServer = Boolean(process.env.TEST_DATABASE_URL);
let tokens: StaffTokens;
let shoppers: Shopper[];
let lille: number;
let key = 0;

const place = (shopper: Shopper, bottles = { large: 14, small: 5 }) =>
  placeLilleOrder(app, db, shopper, bottles, `picking-${++key}-${Date.now()}`);
const get = (token: string, url: string) => app.inject({ url, headers: bearer(token) });
const pick = (token: string, lineId: number | string, payload: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url: `/api/admin/picking/lines/${lineId}`, headers: bearer(token), payload });
const missing = (token: string, orderId: number, lineId: number, payload: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/lines/${lineId}/missing`,
    headers: bearer(token),
    payload,
  });
const orderRow = async (id: number) => (await db.select().from(t.orders).where(eq(t.orders.id, id)))[0]!;
const linesOf = (orderId: number) =>
  db.select().from(t.orderLines).where(eq(t.orderLines.orderId, orderId)).orderBy(t.orderLines.id);
const lineOf = async (orderId: number, packageType: string) =>
  (await linesOf(orderId)).find((l) => l.packageType === packageType)!;

/** Another product of Lille in a format, made available with a stock and a price (cents). */
async function otherEntry(format: 'large' | 'small', { priceCents = 150, stock = 40 as number | null } = {}) {
  const [row] = await db
    .select({ id: t.productWarehouses.id })
    .from(t.productWarehouses)
    .innerJoin(t.products, eq(t.products.id, t.productWarehouses.productId))
    .innerJoin(t.packageTypes, eq(t.packageTypes.id, t.products.packageTypeId))
    .where(
      and(
        eq(t.productWarehouses.warehouseId, lille),
        eq(t.packageTypes.code, format),
        eq(t.products.isHidden, false),
        ne(t.productWarehouses.slug, 'eau-minerale-naturelle-plate-100cl'),
        ne(t.productWarehouses.slug, 'biere-blonde-bio-33cl'),
      ),
    )
    .orderBy(t.productWarehouses.id)
    .limit(1);
  await db
    .update(t.productWarehouses)
    .set({ isAvailable: true, stock, priceCents, discountAntiWastePercent: 0 })
    .where(eq(t.productWarehouses.id, row!.id));
  return row!.id;
}

/** The order's totals as the domain prices its lines now: what the API must have stored. */
async function expectedTotals(orderId: number, walletUsedCents: number, chargedDeliveryFeeCents: number) {
  const order = await orderRow(orderId);
  const rows = await db
    .select({ line: t.orderLines, vatClass: t.products.vatClass })
    .from(t.orderLines)
    .innerJoin(t.products, eq(t.products.id, t.orderLines.productId))
    .where(eq(t.orderLines.orderId, orderId));
  const lines: CartLineInput[] = rows.map(({ line, vatClass }) => ({
    productWarehouseId: line.productWarehouseId,
    quantity: line.quantity,
    unitPriceCents: line.unitPriceTtcCents,
    vatClass: vatClass as VatClass,
    packageType: line.packageType as 'large' | 'small',
    bottleDepositCents: line.bottleDepositCents,
  }));
  const [warehouse] = await db.select().from(t.warehouses).where(eq(t.warehouses.id, lille));
  return repriceOrder(lines, {
    country: vatCountryOf(order),
    deliveryFreeThresholdCents: warehouse!.deliveryFreeThresholdCents,
    chargedDeliveryFeeCents,
    promo: null,
    walletUsedCents,
  });
}

beforeAll(async () => {
  tokens = await staffTokens(db);
  shoppers = await createShoppers(db, 8);
  lille = await warehouseIdOf(db, 'lille');
  // Every order of this file goes to the same slot: room for all of them, whatever the seed's capacity.
  await db.update(t.slots).set({ capacity: 500 }).where(eq(t.slots.warehouseId, lille));
});

const everyoneElse = { operator: 403, customer: 403, anonymous: 401 } as const;

describe('the picking list', () => {
  it('lists a day of slots and a slot for managers of the warehouse and admins; Lyon gets 403', async () => {
    const { orderId, slotDate } = await place(shoppers[0]!);
    const { slotId } = await orderRow(orderId);
    await expectRoleMatrix(
      app,
      tokens,
      { url: `/api/admin/picking?date=${slotDate}` },
      { admin: 200, lyonManager: 200, lilleManager: 200, ...everyoneElse },
    );
    for (const url of [`/api/admin/picking/slots/${slotId}`, `/api/admin/picking/slots/${slotId}/pdf`])
      await expectRoleMatrix(
        app,
        tokens,
        { url },
        { admin: 200, lyonManager: 403, lilleManager: 200, ...everyoneElse },
      );
    const lyonDay = (await get(tokens.lyonManager, `/api/admin/picking?date=${slotDate}`)).json();
    expect(lyonDay.slots.map((s: { id: number }) => s.id)).not.toContain(slotId);
    const forbidden = await get(tokens.lyonManager, `/api/admin/picking?warehouseId=${lille}`);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe('Vous ne gérez pas cet entrepôt.');
    const day = (await get(tokens.lilleManager, `/api/admin/picking?date=${slotDate}`)).json();
    expect(day.slots).toContainEqual(expect.objectContaining({ id: slotId, orderCount: expect.any(Number) }));
  });

  it('refuses bad input: a 400 per field, 404 for an unknown slot', async () => {
    for (const url of [
      '/api/admin/picking?date=2026-02-30',
      '/api/admin/picking?warehouseId=abc',
      '/api/admin/picking/slots/0',
      '/api/admin/picking/slots/1e3',
    ]) {
      const res = await get(tokens.admin, url);
      expect(res.statusCode, url).toBe(400);
    }
    const unknown = await get(tokens.admin, '/api/admin/picking/slots/99999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Créneau introuvable.');
  });

  it('sums the slot’s products per Rayon in shelf order, then each order with its crate plan', async () => {
    const a = await place(shoppers[1]!, { large: 14, small: 5 });
    const b = await place(shoppers[2]!, { large: 12, small: 0 });
    const { slotId } = await orderRow(a.orderId);
    expect((await orderRow(b.orderId)).slotId).toBe(slotId);
    const list = (await get(tokens.lilleManager, `/api/admin/picking/slots/${slotId}`)).json();
    const products = list.rayons.flatMap((r: { products: unknown[] }) => r.products);
    const water = products.find((p: { name: string; packageType: string }) => p.packageType === 'large');
    const forOrders = water.orders.filter((o: { orderId: number }) =>
      [a.orderId, b.orderId].includes(o.orderId),
    );
    expect(forOrders.map((o: { quantity: number }) => o.quantity)).toEqual([14, 12]);
    expect(water.quantity).toBeGreaterThanOrEqual(26);
    const orderA = list.orders.find((o: { id: number }) => o.id === a.orderId);
    // 14 large bottles: a full crate of 12 and a partial of 2; 5 small: one partial crate. Never mixed.
    expect(
      orderA.crates.map((c: { packageType: string; items: number; complete: boolean }) => [
        c.packageType,
        c.items,
        c.complete,
      ]),
    ).toEqual([
      ['large', 12, true],
      ['large', 2, false],
      ['small', 5, false],
    ]);
    expect(orderA.crates[0].contents[0]).toMatchObject({
      quantity: 12,
      name: expect.stringContaining('Eau'),
    });

    // The shelf order is the warehouse's: moving the small format's Rayon first changes the walk.
    const smallRayon = list.rayons.find((r: { products: { packageType: string }[] }) =>
      r.products.some((p) => p.packageType === 'small'),
    );
    await db
      .insert(t.warehouseShelves)
      .values({ warehouseId: lille, masterId: smallRayon.id, position: -1 })
      .onConflictDoUpdate({
        target: [t.warehouseShelves.warehouseId, t.warehouseShelves.masterId],
        set: { position: -1 },
      });
    const walked = (await get(tokens.lilleManager, `/api/admin/picking/slots/${slotId}`)).json();
    expect(walked.rayons[0].id).toBe(smallRayon.id);
    await db.delete(t.warehouseShelves).where(eq(t.warehouseShelves.warehouseId, lille));
  });

  it('prints as a PDF with the slot, the products and the crates', async () => {
    const { orderId } = await place(shoppers[3]!);
    const { slotId } = await orderRow(orderId);
    const res = await get(tokens.admin, `/api/admin/picking/slots/${slotId}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfTextLines(res.rawPayload).join('\n');
    expect(text).toContain('Préparation');
    expect(text).toContain(`Commande n° ${orderId}`);
    expect(text).toMatch(/Caisse 1 · grand format · 12\/12/);
  });
});

describe('the aisle order of a warehouse', () => {
  it('is read and set by its managers and admins; every Rayon once; the walk follows it', async () => {
    const url = `/api/admin/picking/warehouses/${lille}/shelves`;
    await expectRoleMatrix(
      app,
      tokens,
      { url },
      { admin: 200, lyonManager: 403, lilleManager: 200, ...everyoneElse },
    );
    const shelves = (await get(tokens.lilleManager, url)).json() as { id: number }[];
    expect(shelves.length).toBeGreaterThan(1);
    const put = (token: string, rayonIds: unknown) =>
      app.inject({ method: 'PUT', url, headers: bearer(token), payload: { rayonIds } });
    const reversed = shelves.map((r) => r.id).reverse();
    expect((await put(tokens.lyonManager, reversed)).statusCode).toBe(403);
    expect((await put(tokens.admin, [reversed[0], reversed[0]])).statusCode).toBe(400);
    const incomplete = await put(tokens.admin, reversed.slice(1));
    expect(incomplete.statusCode).toBe(422);
    expect(incomplete.json().message).toBe('L’ordre des rayons doit citer chaque rayon une fois.');
    const saved = await put(tokens.lilleManager, reversed);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().map((r: { id: number }) => r.id)).toEqual(reversed);
    const [audited] = await db
      .select()
      .from(t.auditLog)
      .where(eq(t.auditLog.action, 'warehouse.shelves.update'))
      .orderBy(desc(t.auditLog.id))
      .limit(1);
    expect(audited!.after).toEqual(reversed);
    await db.delete(t.warehouseShelves).where(eq(t.warehouseShelves.warehouseId, lille));
  });
});

describe('ticks', () => {
  it('are saved on the server: one picker’s tick is the other’s; role matrix; stale product refused', async () => {
    const { orderId } = await place(shoppers[4]!);
    const line = await lineOf(orderId, 'large');
    await expectRoleMatrix(
      app,
      tokens,
      { method: 'PUT', url: `/api/admin/picking/lines/${line.id}`, payload: { picked: true } },
      { admin: 200, lyonManager: 403, lilleManager: 200, ...everyoneElse },
    );
    const seen = (
      await pick(tokens.admin, line.id, { picked: true, productWarehouseId: line.productWarehouseId })
    ).json();
    const ticked = seen.lines.find((l: { id: number }) => l.id === line.id);
    expect(ticked.picked).toBe(true);
    const { slotId } = await orderRow(orderId);
    const list = (await get(tokens.lilleManager, `/api/admin/picking/slots/${slotId}`)).json();
    const inList = list.orders
      .find((o: { id: number }) => o.id === orderId)
      .lines.find((l: { id: number }) => l.id === line.id);
    expect(inList.picked).toBe(true);
    expect(inList.pickedBy).toMatch(/@example\.com$/);
    const unticked = (await pick(tokens.lilleManager, line.id, { picked: false })).json();
    expect(unticked.lines.find((l: { id: number }) => l.id === line.id).picked).toBe(false);
    const stale = await pick(tokens.admin, line.id, {
      picked: true,
      productWarehouseId: line.productWarehouseId + 1,
    });
    expect(stale.statusCode).toBe(409);
    for (const [id, payload] of [
      [line.id, { picked: 'yes' }],
      [line.id, {}],
      ['abc', { picked: true }],
      [line.id, { picked: true, productWarehouseId: -1 }],
    ] as const) {
      const res = await pick(tokens.admin, id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await pick(tokens.admin, 99999999, { picked: true })).statusCode).toBe(404);
  });
});

describe('a missing product', () => {
  it('refuses another format, another warehouse, an unavailable product, the same product; role matrix', async () => {
    const { orderId } = await place(shoppers[5]!);
    const line = await lineOf(orderId, 'large');
    const small = await otherEntry('small');
    await expectRoleMatrix(
      app,
      tokens,
      {
        method: 'POST',
        url: `/api/admin/orders/${orderId}/lines/${line.id}/missing`,
        payload: { action: 'substitute', productWarehouseId: small },
      },
      { admin: 422, lyonManager: 403, lilleManager: 422, ...everyoneElse },
    );
    const otherFormat = await missing(tokens.admin, orderId, line.id, {
      action: 'substitute',
      productWarehouseId: small,
    });
    expect(otherFormat.json().message).toMatch(/même format/);
    const [lyonEntry] = await db
      .select({ id: t.productWarehouses.id })
      .from(t.productWarehouses)
      .where(ne(t.productWarehouses.warehouseId, lille))
      .limit(1);
    const elsewhere = await missing(tokens.admin, orderId, line.id, {
      action: 'substitute',
      productWarehouseId: lyonEntry!.id,
    });
    expect(elsewhere.statusCode).toBe(422);
    const same = await missing(tokens.admin, orderId, line.id, {
      action: 'substitute',
      productWarehouseId: line.productWarehouseId,
    });
    expect(same.statusCode).toBe(422);
    const large = await otherEntry('large');
    await db.update(t.productWarehouses).set({ isAvailable: false }).where(eq(t.productWarehouses.id, large));
    expect(
      (await missing(tokens.admin, orderId, line.id, { action: 'substitute', productWarehouseId: large }))
        .statusCode,
    ).toBe(409);
    for (const payload of [
      { action: 'swap' },
      { action: 'substitute' },
      { action: 'substitute', productWarehouseId: 'x' },
      {},
    ])
      expect(
        (await missing(tokens.admin, orderId, line.id, payload)).statusCode,
        JSON.stringify(payload),
      ).toBe(400);
    expect((await missing(tokens.admin, orderId, 99999999, { action: 'remove' })).statusCode).toBe(404);
    // Nothing changed.
    expect((await linesOf(orderId)).map((l) => l.productWarehouseId)).toContain(line.productWarehouseId);
  });

  it('substitutes: same quantity, never dearer, re-priced by the domain, stock moved, history, audit, e-mail', async () => {
    const shopper = shoppers[6]!;
    await db.insert(t.walletEntries).values({ userId: shopper.id, amountCents: 500, reason: 'correction' });
    const { orderId } = await place(shopper);
    const before = await orderRow(orderId);
    expect(before.walletUsageCents).toBe(500);
    const line = await lineOf(orderId, 'large');
    await db
      .update(t.productWarehouses)
      .set({ stock: 7 })
      .where(eq(t.productWarehouses.id, line.productWarehouseId));
    await pick(tokens.admin, line.id, { picked: true });
    const substitute = await otherEntry('large', { priceCents: 150, stock: 40 });

    const candidates = (
      await get(tokens.lilleManager, `/api/admin/orders/${orderId}/lines/${line.id}/substitutes`)
    ).json().substitutes;
    expect(candidates.map((c: { productWarehouseId: number }) => c.productWarehouseId)).toContain(substitute);
    expect(
      candidates.every(
        (c: { productWarehouseId: number }) => c.productWarehouseId !== line.productWarehouseId,
      ),
    ).toBe(true);

    const res = await missing(tokens.lilleManager, orderId, line.id, {
      action: 'substitute',
      productWarehouseId: substitute,
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await orderRow(orderId);
    const [changed] = await db.select().from(t.orderLines).where(eq(t.orderLines.id, line.id));
    expect(changed).toMatchObject({
      productWarehouseId: substitute,
      quantity: line.quantity,
      unitPriceTtcCents: 150,
    });
    expect(changed!.substitutedFor).toBe(`${line.name} ${line.volume}`);
    expect(res.json().lines.find((l: { id: number }) => l.id === line.id).picked).toBe(false);

    const { totals, walletRefundCents } = await expectedTotals(
      orderId,
      before.walletUsageCents,
      before.deliveryFeeCents,
    );
    expect(after).toMatchObject({
      subtotalTtcCents: totals.subtotalTtc,
      totalTvaCents: totals.totalTva,
      productsDepositCents: totals.productsDeposit,
      packagesDepositCents: totals.packagesDeposit,
      deliveryFeeCents: totals.deliveryFees,
      walletUsageCents: totals.walletUsage,
      amountToPayCents: totals.amountToPay,
    });
    expect(after.amountToPayCents).toBeLessThan(before.amountToPayCents);
    expect(walletRefundCents).toBe(0);

    const movements = await db
      .select()
      .from(t.stockMovements)
      .where(eq(t.stockMovements.orderId, orderId))
      .orderBy(t.stockMovements.id);
    expect(movements.map((m) => [m.productWarehouseId, m.kind, m.quantity, m.stockAfter])).toEqual(
      expect.arrayContaining([
        [substitute, 'sold', -line.quantity, 40 - line.quantity],
        [line.productWarehouseId, 'returned', line.quantity, 7 + line.quantity],
        [line.productWarehouseId, 'adjusted', -(7 + line.quantity), 0],
      ]),
    );
    const [event] = await db
      .select()
      .from(t.orderEvents)
      .where(eq(t.orderEvents.orderId, orderId))
      .orderBy(desc(t.orderEvents.id))
      .limit(1);
    expect(event).toMatchObject({
      kind: 'line_substituted',
      fromStatus: 'placed',
      toStatus: 'placed',
      actorKind: 'staff',
    });
    const detail = (await get(tokens.admin, `/api/admin/orders/${orderId}`)).json();
    expect(detail.history.at(-1)).toMatchObject({
      kind: 'line_substituted',
      reason: expect.stringContaining('→'),
    });
    const [audited] = await db
      .select()
      .from(t.auditLog)
      .where(eq(t.auditLog.entityId, String(orderId)));
    expect(audited).toMatchObject({ action: 'order.line.substitute', entity: 'order' });
    const [customer] = await db.select().from(t.users).where(eq(t.users.id, shopper.id));
    const mails = await mailJobsTo(db, customer!.email);
    expect(mails.map((m) => m.subject)).toContain(`Votre commande n° ${orderId} a été modifiée`);
    expect(mails.find((m) => m.subject.includes('modifiée'))!.text).toContain('remplacé par');
  });

  it("offers the closest match: an amber beer's substitutes are beers of its format, never dearer to the customer", async () => {
    const { orderId } = await placeLilleOrder(
      app,
      db,
      shoppers[5]!,
      { large: 0, small: 20 },
      `picking-amber-${Date.now()}`,
      { large: 199, small: 239 },
      { large: 'eau-minerale-naturelle-plate-100cl', small: 'biere-ambree-33cl' },
    );
    const line = await lineOf(orderId, 'small');
    expect(line.name).toBe('Bière ambrée');
    // A kombucha and a cider of the same format, on the shelf at the amber's very price.
    const near = await db
      .update(t.productWarehouses)
      .set({ isAvailable: true, stock: null, priceCents: 239, discountAntiWastePercent: 0 })
      .where(
        and(
          eq(t.productWarehouses.warehouseId, lille),
          inArray(t.productWarehouses.slug, ['kombucha-hibiscus-33cl', 'cidre-brut-bio-33cl']),
        ),
      )
      .returning({ id: t.productWarehouses.id });
    expect(near).toHaveLength(2);
    const res = await get(tokens.lilleManager, `/api/admin/orders/${orderId}/lines/${line.id}/substitutes`);
    expect(res.statusCode).toBe(200);
    const candidates: {
      productWarehouseId: number;
      rayon: string;
      category: string;
      match: string;
      unitPriceTtcCharged: number;
    }[] = res.json().substitutes;
    expect(candidates.length).toBeGreaterThan(2);
    expect(candidates[0]).toMatchObject({ category: 'Bières ambrées et brunes', match: 'category' });
    expect(new Set(candidates.map((c) => c.rayon))).toEqual(new Set(['Bières']));
    const ids = candidates.map((c) => c.productWarehouseId);
    for (const { id } of near) expect(ids).not.toContain(id);
    const rows = await db
      .select({ code: t.packageTypes.code, alcoholLevel: t.products.alcoholLevel })
      .from(t.productWarehouses)
      .innerJoin(t.products, eq(t.products.id, t.productWarehouses.productId))
      .innerJoin(t.packageTypes, eq(t.packageTypes.id, t.products.packageTypeId))
      .where(inArray(t.productWarehouses.id, ids));
    expect(rows.every((r) => r.code === 'small' && (r.alcoholLevel ?? 0) > 0)).toBe(true);
    expect(candidates.every((c) => c.unitPriceTtcCharged <= 2.39)).toBe(true);
  });

  it('removes a line: re-priced, the wallet gets back what it no longer pays; the last line is refused', async () => {
    const shopper = shoppers[7]!;
    await db
      .insert(t.walletEntries)
      .values({ userId: shopper.id, amountCents: 10_000, reason: 'correction' });
    const { orderId } = await place(shopper, { large: 14, small: 5 });
    const before = await orderRow(orderId);
    expect(before.amountToPayCents).toBe(0);
    const small = await lineOf(orderId, 'small');
    const res = await missing(tokens.admin, orderId, small.id, { action: 'remove' });
    expect(res.statusCode, res.body).toBe(200);
    const after = await orderRow(orderId);
    const { totals, walletRefundCents } = await expectedTotals(
      orderId,
      before.walletUsageCents,
      before.deliveryFeeCents,
    );
    expect(after.walletUsageCents).toBe(totals.walletUsage);
    expect(walletRefundCents).toBeGreaterThan(0);
    expect(before.walletUsageCents - after.walletUsageCents).toBe(walletRefundCents);
    const [refund] = await db
      .select()
      .from(t.walletEntries)
      .where(eq(t.walletEntries.userId, shopper.id))
      .orderBy(desc(t.walletEntries.id))
      .limit(1);
    expect(refund!.amountCents).toBe(walletRefundCents);
    expect(res.json().crates.every((c: { packageType: string }) => c.packageType === 'large')).toBe(true);
    const large = await lineOf(orderId, 'large');
    const last = await missing(tokens.admin, orderId, large.id, { action: 'remove' });
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toMatch(/annulez-la/);
  });
});

describe('concurrency', () => {
  it('two pickers ticking the same order at once end with every tick, once', async () => {
    const { orderId } = await place(shoppers[0]!, { large: 12, small: 6 });
    const lines = await linesOf(orderId);
    const results = await Promise.all(
      lines.flatMap((l) => [
        pick(tokens.admin, l.id, { picked: true }),
        pick(tokens.lilleManager, l.id, { picked: true }),
      ]),
    );
    expect(results.map((r) => r.statusCode)).toEqual(results.map(() => 200));
    const picks = await db.select().from(t.orderLinePicks).where(eq(t.orderLinePicks.orderId, orderId));
    expect(picks).toHaveLength(lines.length);
  });

  it('a substitution racing a tick: the substitute is never left ticked, or the tick is refused', async () => {
    for (let round = 0; round < (onServer ? 5 : 2); round++) {
      const { orderId } = await place(shoppers[1]!, { large: 12, small: 0 });
      const line = await lineOf(orderId, 'large');
      const substitute = await otherEntry('large', { stock: null });
      const [tick, sub] = await Promise.all([
        pick(tokens.admin, line.id, { picked: true, productWarehouseId: line.productWarehouseId }),
        missing(tokens.lilleManager, orderId, line.id, {
          action: 'substitute',
          productWarehouseId: substitute,
        }),
      ]);
      expect(sub.statusCode, sub.body).toBe(200);
      expect([200, 409]).toContain(tick.statusCode);
      const picks = await db.select().from(t.orderLinePicks).where(eq(t.orderLinePicks.orderLineId, line.id));
      expect(picks).toHaveLength(0);
    }
  });
});

describe('the customer’s e-mail', () => {
  it('exists in the four locales', () => {
    const data = {
      orderId: 12,
      firstname: 'Ana',
      missing: 'Eau 1 l',
      quantity: 6,
      substitute: 'Source 1 l',
      amountToPayCents: 1234,
      walletRefundCents: 0,
      link: 'https://example.com',
    };
    const subjects = (['fr', 'be', 'es', 'nl-BE'] as const).map((l) => orderChangedMail(l, data).subject);
    expect(subjects).toEqual([
      'Votre commande n° 12 a été modifiée',
      'Votre commande n° 12 a été modifiée',
      'Tu pedido n.º 12 ha cambiado',
      'Je bestelling nr. 12 is gewijzigd',
    ]);
    expect(orderChangedMail('fr', { ...data, substitute: null, walletRefundCents: 250 }).text).toMatch(
      /retiré[\s\S]*2,50\s€ sont revenus/,
    );
  });
});
