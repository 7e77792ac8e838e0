import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.js';
import { testApp } from '../../../test/app.js';
import { placeLilleOrder } from '../../../test/orders.js';
import { createShoppers, type Shopper } from '../../../test/shoppers.js';
import { bearer, staffTokens, warehouseIdOf, type StaffTokens } from '../../../test/staff.js';

const { app, db } = await testApp();
let shoppers: Shopper[];
let tokens: StaffTokens;
let lille: number;
let brune: number;
const AMBER = 'biere-ambree-33cl';

const entryOf = async (slug: string) => {
  const [row] = await db
    .update(t.productWarehouses)
    .set({ isAvailable: true, stock: 100, discountAntiWastePercent: 0, priceCents: 219 })
    .where(and(eq(t.productWarehouses.warehouseId, lille), eq(t.productWarehouses.slug, slug)))
    .returning({ id: t.productWarehouses.id });
  return row!.id;
};
const orderRow = async (orderId: number) =>
  (await db.select().from(t.orders).where(eq(t.orders.id, orderId)))[0]!;
const linesOf = (orderId: number) => db.select().from(t.orderLines).where(eq(t.orderLines.orderId, orderId));
const stockOf = async (entryId: number) =>
  (await db.select().from(t.productWarehouses).where(eq(t.productWarehouses.id, entryId)))[0]!.stock;
const refuse = (shopper: Shopper, orderId: number, lineId: number) =>
  app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/lines/${lineId}/refuse-substitute?locale=nl_BE`,
    headers: { authorization: `Bearer ${shopper.token}` },
  });

/** An order of water and 20 amber beers, the amber missing and substituted by the brune at picking. */
async function substituted(shopper: Shopper) {
  const { orderId } = await placeLilleOrder(
    app,
    db,
    shopper,
    { large: 6, small: 20 },
    `refuse-${shopper.id}-${Date.now()}-${Math.random()}`,
    { large: 199, small: 239 },
    { large: 'eau-minerale-naturelle-plate-100cl', small: AMBER },
  );
  const amber = (await linesOf(orderId)).find((l) => l.packageType === 'small')!;
  const res = await app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/lines/${amber.id}/missing`,
    headers: bearer(tokens.lilleManager),
    payload: { action: 'substitute', productWarehouseId: brune },
  });
  expect(res.statusCode, res.body).toBe(200);
  const line = (await linesOf(orderId)).find((l) => l.packageType === 'small')!;
  expect(line).toMatchObject({ productWarehouseId: brune, substitutedFor: expect.stringContaining('') });
  return { orderId, line, water: (await linesOf(orderId)).find((l) => l.packageType === 'large')! };
}

beforeAll(async () => {
  shoppers = await createShoppers(db, 4);
  tokens = await staffTokens(db);
  lille = await warehouseIdOf(db, 'lille');
  brune = await entryOf('biere-brune-abbaye-33cl');
  await db.update(t.slots).set({ capacity: 500 }).where(eq(t.slots.warehouseId, lille));
});

describe('the shopper refuses a substitute from the order page', () => {
  it('the line leaves the order, its stock goes back, the amount to pay at delivery drops; a second refusal refunds nothing', async () => {
    const shopper = shoppers[0]!;
    const { orderId, line, water } = await substituted(shopper);
    const before = await orderRow(orderId);
    const stockBefore = await stockOf(brune);
    // Told at once, by its own event: what was missing and what replaces it.
    const told = await db.select().from(t.notifications).where(eq(t.notifications.orderId, orderId));
    expect(told.filter((n) => n.event === 'lineSubstituted').map((n) => n.channel)).toEqual(['email']);
    expect(told.find((n) => n.event === 'lineSubstituted')!.params).toEqual({
      missing: expect.stringContaining('33'),
      substitute: `${line.name} ${line.volume}`,
    });
    const detail = await app.inject({
      url: `/api/orders/${orderId}`,
      headers: { authorization: `Bearer ${shopper.token}` },
    });
    const shown = detail.json().packages.flatMap((p: { lines: unknown[] }) => p.lines);
    expect(shown).toContainEqual(
      expect.objectContaining({ id: line.id, substitutedFor: line.substitutedFor, refusable: true }),
    );
    expect(shown).toContainEqual(
      expect.objectContaining({ id: water.id, substitutedFor: null, refusable: false }),
    );

    const res = await refuse(shopper, orderId, line.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().packages.flatMap((p: { lines: { id: number }[] }) => p.lines.map((l) => l.id))).toEqual(
      [water.id],
    );
    const after = await orderRow(orderId);
    expect(after.amountToPayCents).toBeLessThan(before.amountToPayCents);
    expect(after.amountToPayCents).toBe(
      before.amountToPayCents -
        line.quantity * (line.unitPriceTtcCents + line.bottleDepositCents) -
        (before.packagesDepositCents - after.packagesDepositCents),
    );
    expect(await stockOf(brune)).toBe(stockBefore! + line.quantity);
    const events = await db.select().from(t.orderEvents).where(eq(t.orderEvents.orderId, orderId));
    expect(events.filter((e) => e.kind === 'line_removed' && e.actorKind === 'customer')).toHaveLength(1);

    const again = await refuse(shopper, orderId, line.id);
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('order_line_not_found');
    expect((await orderRow(orderId)).amountToPayCents).toBe(after.amountToPayCents);
    expect(await stockOf(brune)).toBe(stockBefore! + line.quantity);
  });

  it("another shopper's order, a line that is no substitute, the last line, an order gone out: a 4xx and nothing changes", async () => {
    const shopper = shoppers[1]!;
    const { orderId, line, water } = await substituted(shopper);
    const before = await orderRow(orderId);
    const other = await refuse(shoppers[2]!, orderId, line.id);
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('order_not_found');
    const notSubstitute = await refuse(shopper, orderId, water.id);
    expect(notSubstitute.statusCode).toBe(409);
    expect(notSubstitute.json().code).toBe('order_line_not_substitute');
    const bad = await app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/lines/abc/refuse-substitute`,
      headers: { authorization: `Bearer ${shopper.token}` },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      (await app.inject({ method: 'POST', url: `/api/orders/${orderId}/lines/${line.id}/refuse-substitute` }))
        .statusCode,
    ).toBe(401);

    await db.update(t.orders).set({ status: 'out_for_delivery' }).where(eq(t.orders.id, orderId));
    const gone = await refuse(shopper, orderId, line.id);
    expect(gone.statusCode).toBe(409);
    expect(gone.json().code).toBe('substitute_refusal_closed');
    await db.update(t.orders).set({ status: before.status }).where(eq(t.orders.id, orderId));

    await db.delete(t.orderLines).where(eq(t.orderLines.id, water.id));
    const last = await refuse(shopper, orderId, line.id);
    expect(last.statusCode).toBe(409);
    expect(last.json().code).toBe('substitute_refusal_last_line');
    expect((await linesOf(orderId)).map((l) => l.id)).toEqual([line.id]);
    expect((await orderRow(orderId)).amountToPayCents).toBe(before.amountToPayCents);
  });

  it('two refusals at once: one refuses, the other finds nothing; the stock goes back once', async () => {
    const shopper = shoppers[3]!;
    const { orderId, line } = await substituted(shopper);
    const stockBefore = await stockOf(brune);
    const before = await orderRow(orderId);
    const answers = await Promise.all([refuse(shopper, orderId, line.id), refuse(shopper, orderId, line.id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 404]);
    expect(await stockOf(brune)).toBe(stockBefore! + line.quantity);
    const after = await orderRow(orderId);
    expect(after.amountToPayCents).toBeLessThan(before.amountToPayCents);
    const events = await db.select().from(t.orderEvents).where(eq(t.orderEvents.orderId, orderId));
    expect(events.filter((e) => e.kind === 'line_removed' && e.actorKind === 'customer')).toHaveLength(1);
  });
});
