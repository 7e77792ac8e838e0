import { addDays, localDate } from '@consigne/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../../db/schema/index.js';
import { testApp } from '../../../../test/app.js';
import { deliverWithDepositsAged, placeLilleOrder } from '../../../../test/orders.js';
import { createShoppers, type Shopper } from '../../../../test/shoppers.js';
import { bearer, staffTokens, warehouseIdOf, type StaffTokens } from '../../../../test/staff.js';
import { recordCollection } from '../../operator/index.js';
import { forfeitUnreturnedDeposits } from './service.js';

const { app, db } = await testApp();
let tokens: StaffTokens;
let lille: number;
let key = 0;

/** A delivered Lille order of `large` water bottles, its deposits dated `daysAgo` days before now. */
async function delivered(shopper: Shopper, large: number, daysAgo: number) {
  const { orderId } = await placeLilleOrder(
    app,
    db,
    shopper,
    { large, small: 0 },
    `forfeit-${++key}-${Date.now()}`,
  );
  return { orderId, depositCents: await deliverWithDepositsAged(db, lille, orderId, daysAgo) };
}

const pendingOf = async (shopper: Shopper) =>
  (await app.inject({ url: '/api/user/pendingDeposit/total', headers: bearer(shopper.token) })).json().total;
const salesOf = (userId: number) =>
  db.select().from(t.depositForfeits).where(eq(t.depositForfeits.userId, userId));

beforeAll(async () => {
  tokens = await staffTokens(db);
  lille = await warehouseIdOf(db, 'lille');
});

describe('forfeiting deposits not returned in time', () => {
  it('sells what the empties handed back did not settle of the deliveries older than the period', async () => {
    const [shopper] = await createShoppers(db, 1);
    const old = await delivered(shopper!, 12, 400);
    const recent = await delivered(shopper!, 12, 10);
    // Six bottles came back: they settle the oldest delivery first.
    await recordCollection(db, lille, { userId: shopper!.id, crates: 0, largeBottles: 6, smallBottles: 0 });
    const before = await pendingOf(shopper!);

    await forfeitUnreturnedDeposits(db);

    const [sale] = await salesOf(shopper!.id);
    const expected = old.depositCents - 6 * 20;
    expect(sale).toMatchObject({
      totalCents: expected,
      vatRateBp: 2000,
      forfeitDays: 365,
      warehouseId: lille,
    });
    expect(sale!.netCents + sale!.vatCents).toBe(expected);
    expect(sale!.netCents).toBe(Math.round(expected / 1.2));
    // The recent delivery stays pending, whole; no wallet credit for what was sold.
    expect(Math.round((before - (await pendingOf(shopper!))) * 100)).toBe(expected);
    expect(Math.round((await pendingOf(shopper!)) * 100)).toBe(recent.depositCents);
    const wallet = await db.select().from(t.walletEntries).where(eq(t.walletEntries.userId, shopper!.id));
    expect(wallet.reduce((s, w) => s + w.amountCents, 0)).toBe(6 * 20);

    // The customer's history says what happened, in their language.
    const history = await app.inject({
      url: '/api/user/pendingDeposit/entries?locale=nl_BE',
      headers: bearer(shopper!.token),
    });
    expect(history.statusCode, history.body).toBe(200);
    const entry = history.json().find((e: { kind: string }) => e.kind === 'forfeited');
    expect(entry).toMatchObject({
      amount: -expected / 100,
      description: 'Leeggoed niet op tijd teruggebracht, aangerekend',
    });

    // A second run (the next night, or another instance) sells nothing more.
    await forfeitUnreturnedDeposits(db);
    expect(await salesOf(shopper!.id)).toHaveLength(1);
  });

  it('leaves a customer alone whose empties came back, or whose deliveries are within the period', async () => {
    const [returned, recent] = await createShoppers(db, 2);
    await delivered(returned!, 12, 500);
    const [row] = await db
      .select({ amountCents: t.pendingDeposits.amountCents, crates: t.pendingDeposits.crates })
      .from(t.pendingDeposits)
      .where(eq(t.pendingDeposits.userId, returned!.id));
    await recordCollection(db, lille, {
      userId: returned!.id,
      crates: row!.crates!,
      largeBottles: 12,
      smallBottles: 0,
    });
    await delivered(recent!, 12, 300);
    await forfeitUnreturnedDeposits(db);
    expect(await salesOf(returned!.id)).toHaveLength(0);
    expect(await salesOf(recent!.id)).toHaveLength(0);
  });

  it("follows the warehouse's own period", async () => {
    const [shopper] = await createShoppers(db, 1);
    const { depositCents } = await delivered(shopper!, 12, 100);
    const res = await app.inject({
      method: 'PUT',
      url: `/api/admin/deposit-forfeits/settings/${lille}`,
      headers: bearer(tokens.lilleManager),
      payload: { forfeitDays: 90 },
    });
    expect(res.statusCode, res.body).toBe(200);
    try {
      await forfeitUnreturnedDeposits(db);
      expect((await salesOf(shopper!.id)).map((s) => [s.totalCents, s.forfeitDays])).toEqual([
        [depositCents, 90],
      ]);
    } finally {
      await db.update(t.warehouses).set({ depositForfeitDays: 365 }).where(eq(t.warehouses.id, lille));
    }
    const [entry] = await db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.action, 'depositForfeits.setting'), eq(t.auditLog.entityId, String(lille))));
    expect(entry).toMatchObject({ before: { forfeitDays: 365 }, after: { forfeitDays: 90 } });
  });

  it('sells once when two runs and a collection race for one customer', async () => {
    const [shopper] = await createShoppers(db, 1);
    const { depositCents } = await delivered(shopper!, 12, 400);
    const results = await Promise.allSettled([
      forfeitUnreturnedDeposits(db),
      forfeitUnreturnedDeposits(db),
      recordCollection(db, lille, { userId: shopper!.id, crates: 0, largeBottles: 2, smallBottles: 0 }),
    ]);
    const sales = await salesOf(shopper!.id);
    const collected = results[2].status === 'fulfilled' ? 2 * 20 : 0;
    // Whichever went first: the sale and the collection never add up to more than was delivered.
    expect(sales.length).toBeLessThanOrEqual(1);
    const sold = sales[0]?.totalCents ?? 0;
    expect(sold + collected).toBe(depositCents);
    expect(Math.round((await pendingOf(shopper!)) * 100)).toBe(0);
  });
});

describe('the back-office of forfeits', () => {
  const today = () => localDate(new Date());

  it('lists the sales of a range with their sums, to a manager for their warehouses only', async () => {
    const [shopper] = await createShoppers(db, 1);
    await delivered(shopper!, 12, 400);
    const run = await app.inject({
      method: 'POST',
      url: '/api/admin/deposit-forfeits/run',
      headers: bearer(tokens.admin),
    });
    expect(run.statusCode, run.body).toBe(200);
    expect(run.json().customers).toBeGreaterThanOrEqual(1);

    const query = `from=${addDays(today(), -1)}&to=${today()}`;
    const lilleList = await app.inject({
      url: `/api/admin/deposit-forfeits?${query}`,
      headers: bearer(tokens.lilleManager),
    });
    expect(lilleList.statusCode, lilleList.body).toBe(200);
    const body = lilleList.json();
    const mine = body.forfeits.find((f: { customer: { id: number } }) => f.customer.id === shopper!.id);
    expect(mine).toMatchObject({ warehouseName: expect.any(String), vatRateBp: 2000 });
    expect(Math.round(body.net * 100) + Math.round(body.vat * 100)).toBe(Math.round(body.total * 100));

    const lyon = await app.inject({
      url: `/api/admin/deposit-forfeits?${query}`,
      headers: bearer(tokens.lyonManager),
    });
    expect(lyon.statusCode).toBe(200);
    expect(lyon.json().forfeits.some((f: { warehouseId: number }) => f.warehouseId === lille)).toBe(false);
    const forbidden = await app.inject({
      url: `/api/admin/deposit-forfeits?${query}&warehouseId=${lille}`,
      headers: bearer(tokens.lyonManager),
    });
    expect(forbidden.statusCode).toBe(403);
  });

  it('lets only admins run it, and only staff read it', async () => {
    for (const [token, status] of [
      [tokens.lilleManager, 403],
      [tokens.customer, 403],
      [tokens.operator, 403],
    ] as const) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/admin/deposit-forfeits/run',
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(status);
    }
    const anonymous = await app.inject({ url: '/api/admin/deposit-forfeits/settings' });
    expect(anonymous.statusCode).toBe(401);
  });

  it("shows each warehouse's period to its manager and refuses another's, or a period out of bounds", async () => {
    const settings = await app.inject({
      url: '/api/admin/deposit-forfeits/settings',
      headers: bearer(tokens.lyonManager),
    });
    expect(settings.statusCode).toBe(200);
    expect(settings.json().warehouses).toEqual([
      expect.objectContaining({ name: expect.any(String), forfeitDays: 365, vatRateBp: 2000 }),
    ]);
    const other = await app.inject({
      method: 'PUT',
      url: `/api/admin/deposit-forfeits/settings/${lille}`,
      headers: bearer(tokens.lyonManager),
      payload: { forfeitDays: 200 },
    });
    expect(other.statusCode).toBe(403);
    for (const forfeitDays of [29, 3651, 90.5, '90', null]) {
      const res = await app.inject({
        method: 'PUT',
        url: `/api/admin/deposit-forfeits/settings/${lille}?locale=fr_FR`,
        headers: bearer(tokens.admin),
        payload: { forfeitDays },
      });
      expect(res.statusCode, String(forfeitDays)).toBe(400);
    }
    const res = await app.inject({
      method: 'PUT',
      url: `/api/admin/deposit-forfeits/settings/${lille}?locale=fr_FR`,
      headers: bearer(tokens.admin),
      payload: { forfeitDays: 10 },
    });
    expect(res.json().errors).toEqual([
      {
        field: 'forfeitDays',
        message: expect.stringContaining('Le délai doit être un nombre entier de jours, de 30 à 3650.'),
      },
    ]);
  });
});
