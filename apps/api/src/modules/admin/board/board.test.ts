import { isLowStock, LEAD_AREA_LENGTH } from '@consigne/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import * as t from '../../../db/schema/index.js';
import { testApp } from '../../../../test/app.js';
import { doorFor } from '../../../../test/door.js';
import { atDoor, placeLilleOrder } from '../../../../test/orders.js';
import { createShoppers, type Shopper } from '../../../../test/shoppers.js';
import {
  bearer,
  expectRoleMatrix,
  staffTokens,
  warehouseIdOf,
  type StaffTokens,
} from '../../../../test/staff.js';
import { advanceOrder } from '../../operator/index.js';
import { adminBoard } from './service.js';

const { app, db, kind } = await testApp({ EARLY_DELIVERY_DAYS: '7' });
let tokens: StaffTokens;
let shoppers: Shopper[];
let lille: number;
let lyon: number;
let slotDate: string;
let slotId: number;
let before: Board;
let ids: number[];
let secondVan: number;

interface Counts {
  orders: number;
  crates: number;
  lines: number;
  pickedLines: number;
  delivered: number;
  failed: number;
}
interface Board {
  date: string;
  warehouse: { id: number; name: string };
  slots: (Counts & {
    id: number;
    capacity: number;
    vans: { id: number; orders: number; crates: number }[];
  })[];
  total: Counts;
  cashSheetsOpen: number | null;
  lowStock: number;
  leads: { total: number; recent: number };
}

const board = async (token: string, query: string) => {
  const res = await app.inject({ url: `/api/admin/board?${query}`, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Board>();
};
const slotOf = (b: Board) => b.slots.find((s) => s.id === slotId)!;
const minus = (a: Counts, b: Counts): Counts => ({
  orders: a.orders - b.orders,
  crates: a.crates - b.crates,
  lines: a.lines - b.lines,
  pickedLines: a.pickedLines - b.pickedLines,
  delivered: a.delivered - b.delivered,
  failed: a.failed - b.failed,
});
const countsOf = ({ orders, crates, lines, pickedLines, delivered, failed }: Counts): Counts => ({
  orders,
  crates,
  lines,
  pickedLines,
  delivered,
  failed,
});

/**
 * Five Lille orders of one slot, in several states: one delivered, one being prepared with one line
 * picked, one cancelled, one whose delivery failed, one out for delivery in the second van. The board
 * is read before and after: the difference is theirs, whatever the seed has on that day.
 */
beforeAll(async () => {
  tokens = await staffTokens(db);
  shoppers = await createShoppers(db, 5);
  lille = await warehouseIdOf(db, 'lille');
  lyon = await warehouseIdOf(db, 'lyon');
  ids = [];
  for (const [i, shopper] of shoppers.entries()) {
    const placed = await placeLilleOrder(
      app,
      db,
      shopper,
      { large: 12 + 6 * i, small: 4 },
      `board-order-${i}-${Date.now()}`,
    );
    ids.push(placed.orderId);
    slotDate = placed.slotDate;
  }
  const [first] = await db.select().from(t.orders).where(eq(t.orders.id, ids[0]!));
  slotId = first!.slotId;
  // The baseline: the slot as the seed and these five placed orders make it, before anything moves.
  before = await board(tokens.admin, `warehouseId=${lille}&date=${slotDate}`);
  const [slot] = await db.select().from(t.slots).where(eq(t.slots.id, slotId));
  const at = slot!.startAt;
  // Delivered by the Lille driver, paid at the door: the driver's cash sheet of the day opens.
  const [driver] = await db.select().from(t.users).where(eq(t.users.email, 'livreur@example.com'));
  for (const status of ['preparing', 'out_for_delivery', 'delivered'] as const)
    await advanceOrder(db, lille, ids[0]!, status, at, 0, driver!.id, 'fr_FR', {
      ...doorFor(status),
      ...(await atDoor(db, ids[0]!, status)),
    });
  await advanceOrder(db, lille, ids[1]!, 'preparing', at);
  const [line] = await db.select().from(t.orderLines).where(eq(t.orderLines.orderId, ids[1]!)).limit(1);
  await db.insert(t.orderLinePicks).values({ orderLineId: line!.id, orderId: ids[1]! });
  await db.update(t.orders).set({ status: 'cancelled' }).where(eq(t.orders.id, ids[2]!));
  // 'delivery_failed' is the failed delivery's status (with its reason): the board counts it.
  await db.execute(
    sql`update orders set status = 'delivery_failed', failure_reason = 'absent', failed_at = now() where id = ${ids[3]!}`,
  );
  for (const status of ['preparing', 'out_for_delivery'] as const)
    await advanceOrder(db, lille, ids[4]!, status, at);
  const [, van] = await db
    .select()
    .from(t.vans)
    .where(eq(t.vans.warehouseId, lille))
    .orderBy(t.vans.position, t.vans.id);
  secondVan = van!.id;
  await db.update(t.orders).set({ vanId: secondVan }).where(eq(t.orders.id, ids[4]!));
});

const everyoneElse = { operator: 403, customer: 403, anonymous: 401 } as const;

describe('the manager’s board', () => {
  it('is a manager’s for their own warehouse only (another’s is a 403), an admin’s for every one', async () => {
    await expectRoleMatrix(
      app,
      tokens,
      { url: `/api/admin/board?warehouseId=${lille}` },
      { admin: 200, lilleManager: 200, lyonManager: 403, ...everyoneElse },
    );
    await expectRoleMatrix(
      app,
      tokens,
      { url: `/api/admin/leads?warehouseId=${lille}` },
      { admin: 200, lilleManager: 200, lyonManager: 403, ...everyoneElse },
    );
    // Without a warehouse: the manager's own.
    expect((await board(tokens.lilleManager, '')).warehouse.id).toBe(lille);
    expect((await board(tokens.lyonManager, '')).warehouse.id).toBe(lyon);
  });

  it('refuses a day that is no day (400), never a 500', async () => {
    for (const date of ['2026-02-30', 'demain', '9999-12-31']) {
      const res = await app.inject({
        url: `/api/admin/board?warehouseId=${lille}&date=${date}`,
        headers: bearer(tokens.admin),
      });
      expect(res.statusCode, date).toBe(400);
    }
    const res = await app.inject({
      url: '/api/admin/board?warehouseId=999999',
      headers: bearer(tokens.admin),
    });
    expect(res.statusCode).toBe(404);
  });

  it('counts the slot’s orders, crates, picking, deliveries done and failed; a cancelled order is not one', async () => {
    const after = await board(tokens.lilleManager, `warehouseId=${lille}&date=${slotDate}`);
    expect(after.date).toBe(slotDate);
    const orders = await db.select().from(t.orders).where(inArray(t.orders.id, ids));
    const cratesOf = (id: number) =>
      orders
        .find((o) => o.id === id)!
        .crates.reduce((n, c) => n + c.completeCrates + (c.nbSpaceLeft > 0 ? 1 : 0), 0);
    const linesOf = async (id: number) =>
      (await db.select().from(t.orderLines).where(eq(t.orderLines.orderId, id))).length;
    const lines = [await linesOf(ids[0]!), await linesOf(ids[1]!), await linesOf(ids[2]!)];
    const lines3 = await linesOf(ids[3]!);
    const lines4 = await linesOf(ids[4]!);
    // The baseline counted all five as placed and unpicked; now one is cancelled (its crates and lines
    // gone), and every line of an order that left the warehouse counts as picked.
    expect(minus(countsOf(slotOf(after)), countsOf(slotOf(before)))).toEqual({
      orders: -1,
      crates: -cratesOf(ids[2]!),
      lines: -lines[2]!,
      pickedLines: lines[0]! + 1 + lines3 + lines4,
      delivered: 1,
      failed: 1,
    });
    expect(minus(after.total, before.total)).toEqual(
      minus(countsOf(slotOf(after)), countsOf(slotOf(before))),
    );
    // The second van has the order moved to it; the first the rest.
    const vanOf = (b: Board, id: number) => slotOf(b).vans.find((v) => v.id === id)!;
    expect(vanOf(after, secondVan).orders - vanOf(before, secondVan).orders).toBe(1);
    expect(vanOf(after, secondVan).crates - vanOf(before, secondVan).crates).toBe(cratesOf(ids[4]!));
    const sumVans = (b: Board) => slotOf(b).vans.reduce((n, v) => n + v.orders, 0);
    expect(sumVans(after)).toBe(slotOf(after).orders);
    // The driver's sheet of the day, opened by the payment at the door, is not closed yet.
    expect(after.cashSheetsOpen).toBe(before.cashSheetsOpen! + 1);
  });

  it('counts the same on a day without orders as nothing, with the day’s slots', async () => {
    const empty = await board(tokens.admin, `warehouseId=${lille}&date=2027-06-01`);
    expect(empty.total).toEqual({ orders: 0, crates: 0, lines: 0, pickedLines: 0, delivered: 0, failed: 0 });
  });

  it('counts the entries on sale whose tracked stock is low, as the stock list filtered low lists them', async () => {
    const entries = await db
      .select({ id: t.productWarehouses.id })
      .from(t.productWarehouses)
      .where(eq(t.productWarehouses.warehouseId, lille))
      .orderBy(t.productWarehouses.id)
      .limit(3);
    await db
      .update(t.productWarehouses)
      .set({ stock: 2, isAvailable: true })
      .where(eq(t.productWarehouses.id, entries[0]!.id));
    await db
      .update(t.productWarehouses)
      .set({ stock: 1, isAvailable: false })
      .where(eq(t.productWarehouses.id, entries[1]!.id));
    await db
      .update(t.productWarehouses)
      .set({ stock: 500, isAvailable: true })
      .where(eq(t.productWarehouses.id, entries[2]!.id));
    const all = await db.select().from(t.productWarehouses).where(eq(t.productWarehouses.warehouseId, lille));
    const expected = all.filter((e) => e.isAvailable && isLowStock(e.stock)).length;
    expect(expected).toBeGreaterThan(0);
    expect((await board(tokens.admin, `warehouseId=${lille}`)).lowStock).toBe(expected);
    const list = await app.inject({
      url: `/api/admin/stock/entries?warehouseId=${lille}&low=1&perPage=200`,
      headers: bearer(tokens.lilleManager),
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().total).toBe(expected);
    expect(list.json().rows.map((r: { id: number }) => r.id)).toContain(entries[0]!.id);
    expect(list.json().rows.map((r: { id: number }) => r.id)).not.toContain(entries[1]!.id);
  });

  it('counts the leads of the warehouse’s areas not served yet, and lists them to its manager only', async () => {
    const communes = await db
      .select({ postalCode: t.zoneCommunes.postalCode, country: t.zoneCommunes.country })
      .from(t.zoneCommunes)
      .innerJoin(t.zones, eq(t.zones.id, t.zoneCommunes.zoneId))
      .where(eq(t.zones.warehouseId, lille));
    const served = new Set(communes.map((c) => c.postalCode));
    const area = communes[0]!.postalCode.slice(0, LEAD_AREA_LENGTH);
    const unserved = Array.from({ length: 1000 }, (_, n) => `${area}${String(n).padStart(3, '0')}`).find(
      (code) => !served.has(code),
    )!;
    const lead = (email: string, postalCode: string, daysAgo = 0) => ({
      email,
      fullAddress: `1 rue du Test ${postalCode}`,
      postalCode,
      city: 'Ailleurs',
      country: communes[0]!.country,
      locale: 'fr',
      createdAt: new Date(Date.now() - daysAgo * 86_400_000),
    });
    const baseline = (await board(tokens.admin, `warehouseId=${lille}`)).leads;
    await db
      .insert(t.nonEligibleLeads)
      .values([
        lead('proche@example.com', unserved),
        lead('ancien@example.com', unserved, 30),
        lead('servi@example.com', communes[0]!.postalCode),
        lead('loin@example.com', '69999'),
      ]);
    const leads = (await board(tokens.lilleManager, `warehouseId=${lille}`)).leads;
    expect({ total: leads.total - baseline.total, recent: leads.recent - baseline.recent }).toEqual({
      total: 2,
      recent: 1,
    });
    const res = await app.inject({
      url: `/api/admin/leads?warehouseId=${lille}&perPage=200`,
      headers: bearer(tokens.lilleManager),
    });
    expect(res.statusCode, res.body).toBe(200);
    const emails = res.json().rows.map((r: { email: string }) => r.email);
    expect(res.json().total).toBe(leads.total);
    expect(emails).toContain('proche@example.com');
    expect(emails.indexOf('proche@example.com')).toBeLessThan(emails.indexOf('ancien@example.com'));
    expect(emails).not.toContain('servi@example.com');
    expect(emails).not.toContain('loin@example.com');
  });

  // The statements are counted on the embedded database's client (PostgreSQL's pool is not spied on).
  it.skipIf(kind !== 'pglite')(
    'reads a busy day in as many statements as an empty one: none per slot or van',
    async () => {
      const client = (db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } })
        .$client;
      const admin = { id: 1, email: 'admin@example.com', role: 'admin' as const, warehouses: 'all' as const };
      const statements = async (date: string) => {
        const spy = vi.spyOn(client, 'query');
        try {
          await adminBoard(db, admin, { warehouseId: lille, date });
          return spy.mock.calls.length;
        } finally {
          spy.mockRestore();
        }
      };
      const busy = await statements(slotDate);
      expect(busy).toBeGreaterThan(0);
      expect(busy).toBeLessThanOrEqual(8);
      expect(await statements('2027-06-01')).toBe(busy);
    },
  );
});
