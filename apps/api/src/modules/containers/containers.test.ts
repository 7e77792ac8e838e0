import { randomUUID } from 'node:crypto';
import { localDate } from '@consigne/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.js';
import { testApp } from '../../../test/app.js';
import { atDoor, placeLilleOrder } from '../../../test/orders.js';
import { createShoppers, type Shopper } from '../../../test/shoppers.js';
import { statusBody } from '../../../test/door.js';
import {
  bearer,
  expectRoleMatrix,
  staffTokens,
  warehouseIdOf,
  type StaffTokens,
} from '../../../test/staff.js';

const { app, db } = await testApp({ EARLY_DELIVERY_DAYS: '7' });
let tokens: StaffTokens;
let lilleId: number;
let shoppers: Shopper[];
let orderIds: number[];
const today = localDate(new Date());

const view = async (token = tokens.admin) => {
  const res = await app.inject({
    url: `/api/admin/containers?warehouseId=${lilleId}`,
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ContainersView>();
};
type ContainersView = {
  balances: ({ type: string } & Counts)[];
  reconciliation: {
    pending: number;
    unitsValue: number;
    difference: number;
    agrees: boolean;
    types: { agrees: boolean }[];
  };
  movements: Record<string, unknown>[];
};
type Counts = Record<'warehouse' | 'customer' | 'washer' | 'broken' | 'lost', number>;
const balance = (v: { balances: ({ type: string } & Counts)[] }, type: string): Counts => {
  const found = v.balances.find((b) => b.type === type);
  if (!found) throw new Error(`no balance of ${type}`);
  return found;
};
const move = (payload: Record<string, unknown>, token = tokens.admin) =>
  app.inject({
    method: 'POST',
    url: '/api/admin/containers/movements',
    headers: bearer(token),
    payload: { warehouseId: lilleId, key: randomUUID(), ...payload },
  });
const collect = (payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/operator/collections', headers: bearer(tokens.operator), payload });

/** The money ledger of Lille summed in plain code from its rows: what the reconciliation must meet. */
async function lilleMoney() {
  const rows = await db
    .select()
    .from(t.pendingDeposits)
    .where(and(eq(t.pendingDeposits.warehouseId, lilleId), isNull(t.pendingDeposits.collectedAt)));
  return rows.reduce((n, r) => n + r.amountCents, 0);
}

beforeAll(async () => {
  tokens = await staffTokens(db);
  lilleId = await warehouseIdOf(db, 'lille');
  shoppers = await createShoppers(db, 3);
  orderIds = [];
  // The third shopper's order is placed by the door's test.
  for (const [i, shopper] of shoppers.slice(0, 2).entries()) {
    const { orderId } = await placeLilleOrder(app, db, shopper, { large: 24, small: 10 }, `containers-${i}`);
    orderIds.push(orderId);
  }
});

describe('the shop’s events move the containers, in their own transaction', () => {
  it('starts reconciled', async () => {
    expect((await view()).reconciliation).toMatchObject({ difference: 0, agrees: true });
  });

  it('sends a delivery’s crates and bottles to the customer’s, reconciled to the cent', async () => {
    const before = await view();
    for (const orderId of orderIds)
      for (const status of ['preparing', 'out_for_delivery', 'delivered']) {
        const res = await app.inject({
          method: 'POST',
          url: `/api/operator/orders/${orderId}/status`,
          headers: bearer(tokens.operator),
          payload: { ...statusBody(status), ...(await atDoor(db, orderId, status)) },
        });
        expect(res.statusCode, res.body).toBe(200);
      }
    const after = await view();
    // 24 large bottles in 2 crates and 10 small ones in 1, twice.
    expect(balance(after, 'crate').customer - balance(before, 'crate').customer).toBe(6);
    expect(balance(after, 'large_bottle').customer - balance(before, 'large_bottle').customer).toBe(48);
    expect(balance(after, 'small_bottle').customer - balance(before, 'small_bottle').customer).toBe(20);
    expect(balance(after, 'crate').warehouse - balance(before, 'crate').warehouse).toBe(-6);
    const pending = await lilleMoney();
    expect(Math.round(after.reconciliation.pending * 100)).toBe(pending);
    expect(after.reconciliation).toMatchObject({ difference: 0, agrees: true });
    expect(Math.round(after.reconciliation.unitsValue * 100)).toBe(
      balance(after, 'crate').customer * 300 +
        balance(after, 'large_bottle').customer * 20 +
        balance(after, 'small_bottle').customer * 10,
    );
    for (const type of after.reconciliation.types) expect(type.agrees).toBe(true);
  });

  it('records a delivery once: the same status again moves nothing more', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/operator/orders/${orderIds[0]}/status`,
      headers: bearer(tokens.operator),
      payload: statusBody('delivered'),
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await db
      .select()
      .from(t.containerMovements)
      .where(eq(t.containerMovements.sourceKey, `delivery:order:${orderIds[0]}`));
    expect(rows.map((r) => [r.containerType, r.quantity]).sort()).toEqual([
      ['crate', 3],
      ['large_bottle', 24],
      ['small_bottle', 10],
    ]);
  });

  it('brings collected empties home and sends broken ones refused at the door to broken; another brand’s move nothing', async () => {
    const before = await view();
    const ok = await collect({
      userId: shoppers[1]!.id,
      crates: 2,
      largeBottles: 22,
      smallBottles: 10,
      rejects: [{ unit: 'largeBottle', reason: 'broken', count: 2 }],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const foreign = await collect({
      userId: shoppers[0]!.id,
      crates: 0,
      largeBottles: 0,
      smallBottles: 0,
      rejects: [{ unit: 'crate', reason: 'foreign', count: 1 }],
    });
    expect(foreign.statusCode, foreign.body).toBe(200);
    const after = await view();
    const delta = (type: string, state: keyof Counts) =>
      balance(after, type)[state] - balance(before, type)[state];
    expect(delta('crate', 'customer')).toBe(-2);
    expect(delta('crate', 'warehouse')).toBe(2);
    expect(delta('large_bottle', 'customer')).toBe(-24);
    expect(delta('large_bottle', 'warehouse')).toBe(22);
    expect(delta('large_bottle', 'broken')).toBe(2);
    expect(delta('small_bottle', 'customer')).toBe(-10);
    expect(Math.round(after.reconciliation.pending * 100)).toBe(await lilleMoney());
    expect(after.reconciliation).toMatchObject({ difference: 0, agrees: true });
  });
});

describe('lines refused at the door', () => {
  it('send out only the crates and bottles the customer kept, reconciled to the cent', async () => {
    const { orderId } = await placeLilleOrder(
      app,
      db,
      shoppers[2]!,
      { large: 24, small: 10 },
      'containers-door',
    );
    for (const status of ['preparing', 'out_for_delivery'])
      expect(
        (
          await app.inject({
            method: 'POST',
            url: `/api/operator/orders/${orderId}/status`,
            headers: bearer(tokens.operator),
            payload: statusBody(status),
          })
        ).statusCode,
      ).toBe(200);
    const lines = await db.select().from(t.orderLines).where(eq(t.orderLines.orderId, orderId));
    const water = lines.find((l) => l.minimumAge === null)!;
    const before = await view();
    // Half the water refused: 12 large bottles in 1 crate leave, and the 10 beers in theirs.
    const res = await app.inject({
      method: 'POST',
      url: `/api/operator/orders/${orderId}/status`,
      headers: bearer(tokens.operator),
      payload: {
        ...statusBody('delivered'),
        refusedLines: [{ lineId: water.id, quantity: 12, reason: 'damaged' }],
        ...(await atDoor(db, orderId, 'delivered')),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await view();
    const delta = (type: string) => balance(after, type).customer - balance(before, type).customer;
    expect([delta('crate'), delta('large_bottle'), delta('small_bottle')]).toEqual([2, 12, 10]);
    expect(after.reconciliation).toMatchObject({ difference: 0, agrees: true });
  });
});

describe('movements recorded by hand', () => {
  it('records a purchase, washer trips and breakage, each leaving the money alone', async () => {
    const before = await view();
    expect((await move({ type: 'crate', reason: 'purchase', quantity: 40 })).statusCode).toBe(201);
    expect((await move({ type: 'crate', reason: 'washer_out', quantity: 30 })).statusCode).toBe(201);
    const back = await move({ type: 'crate', reason: 'washer_return', quantity: 28, note: 'Lavage lundi' });
    expect(back.statusCode, back.body).toBe(201);
    expect(
      (await move({ type: 'crate', reason: 'breakage', fromState: 'washer', quantity: 2 })).statusCode,
    ).toBe(201);
    const after = back.json();
    const final = await view();
    const crate = (v: typeof before) => balance(v, 'crate');
    expect(crate(final).washer - crate(before).washer).toBe(0);
    expect(crate(final).warehouse - crate(before).warehouse).toBe(40 - 30 + 28);
    expect(crate(final).broken - crate(before).broken).toBe(2);
    expect(after.movements[0]).toMatchObject({
      reason: 'washer_return',
      from: 'washer',
      to: 'warehouse',
      note: 'Lavage lundi',
    });
    expect(final.reconciliation).toMatchObject({ difference: 0, agrees: true });
  });

  it('never takes more than the state it leaves holds (409), nor moves a count below zero', async () => {
    const washer = balance(await view(), 'large_bottle').washer;
    const res = await move({ type: 'large_bottle', reason: 'washer_return', quantity: washer + 1 });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().code).toBe('container_not_enough');
    // The table's constraint stands behind the check, whoever writes.
    await expect(
      db.insert(t.containerMovements).values({
        warehouseId: lilleId,
        containerType: 'large_bottle',
        fromState: 'washer',
        toState: 'warehouse',
        quantity: washer + 1,
        reason: 'washer_return',
        sourceKey: `test:${randomUUID()}`,
      }),
    ).rejects.toThrow();
  });

  // Two people sending the washer's whole return at once: without the balance rows' lock both read
  // the same count, and the second write breaks the table's constraint (a 500) on PostgreSQL's pool.
  it('lets only one of several movements at once take the same units (one 201, the others 409)', async () => {
    for (let round = 0; round < 5; round++) {
      // Enough on the shelf whatever the deliveries before took from it.
      const shelf = balance(await view(), 'small_bottle').warehouse;
      const bought = await move({
        type: 'small_bottle',
        reason: 'purchase',
        quantity: 10 + Math.max(0, -shelf),
      });
      expect(bought.statusCode).toBe(201);
      expect((await move({ type: 'small_bottle', reason: 'washer_out', quantity: 10 })).statusCode).toBe(201);
      const washer = balance(await view(), 'small_bottle').washer;
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          move({ type: 'small_bottle', reason: 'washer_return', quantity: washer }),
        ),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, ...Array(9).fill(409)]);
      expect(balance(await view(), 'small_bottle').washer).toBe(0);
    }
  });

  it('records a form sent twice once', async () => {
    const key = randomUUID();
    for (let i = 0; i < 2; i++)
      expect((await move({ key, type: 'small_bottle', reason: 'purchase', quantity: 7 })).statusCode).toBe(
        201,
      );
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(t.containerMovements)
      .where(eq(t.containerMovements.sourceKey, `manual:${key}`));
    expect(row!.n).toBe(1);
  });

  it('refuses a quantity of 0, below 0 or not whole, and the shop’s own events (400)', async () => {
    for (const payload of [
      { type: 'crate', reason: 'purchase', quantity: -3 },
      { type: 'crate', reason: 'purchase', quantity: 0 },
      { type: 'crate', reason: 'purchase', quantity: 1.5 },
      { type: 'crate', reason: 'delivery', quantity: 1 },
      { type: 'jerrican', reason: 'purchase', quantity: 1 },
      { type: 'crate', reason: 'loss', fromState: 'customer', quantity: 1 },
    ]) {
      const res = await move(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('keeps a manager to their own warehouse', async () => {
    await expectRoleMatrix(
      app,
      tokens,
      { url: `/api/admin/containers?warehouseId=${lilleId}` },
      { admin: 200, lilleManager: 200, lyonManager: 403, operator: 403, customer: 403, anonymous: 401 },
    );
    await expectRoleMatrix(
      app,
      tokens,
      () => ({
        method: 'POST',
        url: '/api/admin/containers/movements',
        payload: { warehouseId: lilleId, key: randomUUID(), type: 'crate', reason: 'purchase', quantity: 1 },
      }),
      { admin: 201, lilleManager: 201, lyonManager: 403, operator: 403, customer: 403, anonymous: 401 },
    );
    await expectRoleMatrix(
      app,
      tokens,
      { url: `/api/admin/containers/reuse?warehouseId=${lilleId}&from=${today}&to=${today}` },
      { admin: 200, lilleManager: 200, lyonManager: 403, operator: 403, customer: 403, anonymous: 401 },
    );
  });
});

describe('the reuse report', () => {
  it('counts the period’s units put on the market, returned, broken and lost per type', async () => {
    const res = await app.inject({
      url: `/api/admin/containers/reuse?warehouseId=${lilleId}&from=${today}&to=${today}`,
      headers: bearer(tokens.lilleManager),
    });
    expect(res.statusCode, res.body).toBe(200);
    const types = res.json().types;
    const large = types.find((r: { type: string }) => r.type === 'large_bottle');
    // 48 delivered in full, 12 more where the door refused half the water.
    expect(large).toMatchObject({ putOnMarket: 60, returned: 22, returnRate: 0.3667, broken: 2, lost: 0 });
    const crate = types.find((r: { type: string }) => r.type === 'crate');
    expect(crate).toMatchObject({ putOnMarket: 8, returned: 2, broken: 2 });
    const v = await view();
    const owned = (b: { warehouse: number; customer: number; washer: number }) =>
      b.warehouse + b.customer + b.washer;
    expect(crate.fleet).toBe(Math.max(0, owned(balance(v, 'crate'))));
  });

  it('is a CSV with its headers in the staff member’s language', async () => {
    const res = await app.inject({
      url: `/api/admin/containers/reuse/export?warehouseId=${lilleId}&from=${today}&to=${today}&locale=nl_BE`,
      headers: bearer(tokens.admin),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { filename, csv } = res.json();
    expect(filename).toBe(`reemploi-lille-${today}-${today}.csv`);
    const lines = csv.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toContain('Op de markt gebracht');
    expect(lines).toHaveLength(4);
    expect(lines[2]).toContain(';Grote fles;60;22;36,67;');
  });

  it('refuses a period that ends before it starts, or of more than a year (400)', async () => {
    for (const q of [
      'from=2026-05-02&to=2026-05-01',
      'from=2020-01-01&to=2026-01-01',
      'from=2026-02-30&to=2026-03-01',
    ]) {
      const res = await app.inject({
        url: `/api/admin/containers/reuse?warehouseId=${lilleId}&${q}`,
        headers: bearer(tokens.admin),
      });
      expect(res.statusCode, q).toBe(400);
    }
  });
});
