import {
  addDays,
  FIGURES_ORDER_STATUSES,
  localDate,
  roundHalfUp,
  share,
  toCents,
  toEuros,
  type OrderStatus,
} from '@consigne/domain';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../../db/schema/index.js';
import { testApp } from '../../../../test/app.js';
import { atDoor, placeLilleOrder } from '../../../../test/orders.js';
import { createShoppers, type Shopper } from '../../../../test/shoppers.js';
import {
  bearer,
  expectRoleMatrix,
  staffTokens,
  warehouseIdOf,
  type StaffTokens,
} from '../../../../test/staff.js';
import { advanceOrder, recordCollection } from '../../operator/index.js';
import { doorFor } from '../../../../test/door.js';

const { app, db } = await testApp();
let tokens: StaffTokens;
let shoppers: Shopper[];
let lille: number;
let from: string;
let to: string;
let placed: { orderId: number; slotDate: string }[];
let key = 0;

const place = (shopper: Shopper, large: number, small: number) =>
  placeLilleOrder(app, db, shopper, { large, small }, `figures-${++key}-${Date.now()}`);
const get = (token: string, url: string) => app.inject({ url, headers: bearer(token) });
const figures = async (token: string, query = `from=${from}&to=${to}`) => {
  const res = await get(token, `/api/admin/figures?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/**
 * The orders of the test: five through the API in Lille — a customer's two orders (the first delivered,
 * its empties partly collected, a sponsor rewarded for it), three others' one each, one of which the
 * staff cancels — and a promo discount on one. The figures are then checked against these rows.
 */
beforeAll(async () => {
  tokens = await staffTokens(db);
  shoppers = await createShoppers(db, 5);
  lille = await warehouseIdOf(db, 'lille');
  placed = [
    await place(shoppers[0]!, 24, 6),
    await place(shoppers[0]!, 18, 0),
    await place(shoppers[1]!, 12, 20),
    await place(shoppers[2]!, 30, 0),
    await place(shoppers[3]!, 10, 12),
  ];
  // A promo code's discount as the checkout records it (the code's own rules are promo's tests).
  await db.update(t.orders).set({ discountCents: 500 }).where(eq(t.orders.id, placed[2]!.orderId));
  const cancelled = await app.inject({
    method: 'POST',
    url: `/api/admin/orders/${placed[3]!.orderId}/cancel`,
    headers: bearer(tokens.admin),
    payload: { reason: 'Client parti en vacances' },
  });
  expect(cancelled.statusCode, cancelled.body).toBe(200);
  // The first order delivered on its slot, then one crate and six bottles of its empties collected.
  const first = placed[0]!.orderId;
  const [slot] = await db
    .select({ startAt: t.slots.startAt })
    .from(t.slots)
    .innerJoin(t.orders, eq(t.orders.slotId, t.slots.id))
    .where(eq(t.orders.id, first));
  const at = slot!.startAt;
  for (const status of ['preparing', 'out_for_delivery', 'delivered'] as const)
    await advanceOrder(db, lille, first, status, at, 0, null, 'fr_FR', {
      ...doorFor(status),
      ...(await atDoor(db, first, status)),
    });
  await recordCollection(
    db,
    lille,
    { userId: shoppers[0]!.id, crates: 1, largeBottles: 6, smallBottles: 0 },
    new Date(at.getTime() + 3600_000),
  );
  await db.insert(t.referrals).values({
    sponsorId: shoppers[4]!.id,
    godsonId: shoppers[0]!.id,
    email: 'filleul@example.com',
    registeredAt: new Date(),
    decidedAt: at,
    outcome: 'rewarded',
    rewardOrderId: first,
  });
  from = addDays(localDate(new Date()), -1);
  to = addDays(placed[0]!.slotDate, 1);
});

const everyoneElse = { operator: 403, customer: 403, anonymous: 401 } as const;

/** The figures of the range recomputed here from the rows they come from, per day (admin scope). */
async function expectedByDay() {
  const counted = FIGURES_ORDER_STATUSES as OrderStatus[];
  const orders = await db
    .select({ order: t.orders, startAt: t.slots.startAt })
    .from(t.orders)
    .innerJoin(t.slots, eq(t.slots.id, t.orders.slotId))
    .where(inArray(t.orders.status, counted));
  const slots = await db.select().from(t.slots);
  const deposits = await db.select().from(t.pendingDeposits);
  const referrals = await db.select().from(t.referrals);
  const users = await db.select().from(t.users);
  const wallet = await db.select().from(t.walletEntries);
  const firstOf = new Map<number, number>();
  for (const { order } of [...orders].sort(
    (a, b) => a.order.placedAt.getTime() - b.order.placedAt.getTime() || a.order.id - b.order.id,
  ))
    if (!firstOf.has(order.userId)) firstOf.set(order.userId, order.id);
  const sum = <R>(rows: R[], f: (r: R) => number) => rows.reduce((n, r) => n + f(r), 0);
  const days = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const day = orders.filter((o) => localDate(o.startAt) === date).map((o) => o.order);
    const ttc = sum(day, (o) => o.subtotalTtcCents);
    const capacity = sum(
      slots.filter((s) => localDate(s.startAt) === date),
      (s) => s.capacity,
    );
    const out = sum(
      deposits.filter((d) => d.kind === 'delivery' && localDate(d.createdAt) === date),
      (d) => d.amountCents,
    );
    const back = sum(
      deposits.filter((d) => d.kind === 'collection' && localDate(d.createdAt) === date),
      (d) => -d.amountCents,
    );
    const endOfDay = (at: Date) => localDate(at) <= date;
    days.push({
      date,
      orders: day.length,
      revenueTtc: toEuros(ttc),
      revenueHt: toEuros(sum(day, (o) => o.subtotalHtCents)),
      deliveryFees: toEuros(sum(day, (o) => o.deliveryFeeCents)),
      averageBasket: day.length ? toEuros(roundHalfUp(ttc / day.length)) : null,
      promoCost: toEuros(sum(day, (o) => o.discountCents)),
      slotCapacity: capacity,
      fillRate: share(day.length, capacity),
      depositsOut: toEuros(out),
      depositsReturned: toEuros(back),
      returnRate: share(back, out),
      newCustomers: day.filter((o) => firstOf.get(o.userId) === o.id).length,
      referralsRewarded: referrals.filter(
        (r) => r.outcome === 'rewarded' && r.decidedAt && localDate(r.decidedAt) === date,
      ).length,
      registrations: users.filter((u) => u.role === 'customer' && localDate(u.createdAt) === date).length,
      referralSignups: referrals.filter((r) => r.registeredAt && localDate(r.registeredAt) === date).length,
      walletLiabilities: toEuros(
        sum(
          wallet.filter((w) => endOfDay(w.createdAt)),
          (w) => w.amountCents,
        ),
      ),
    });
  }
  return days;
}

describe('the figures', () => {
  it('are open to managers (their warehouses) and admins', async () => {
    await expectRoleMatrix(
      app,
      tokens,
      { url: '/api/admin/figures' },
      { admin: 200, lyonManager: 200, lilleManager: 200, ...everyoneElse },
    );
    await expectRoleMatrix(
      app,
      tokens,
      { url: '/api/admin/figures/export' },
      { admin: 200, lyonManager: 200, lilleManager: 200, ...everyoneElse },
    );
  });

  it('add up, day by day, to the orders, slots, deposits, referrals, accounts and wallet they come from', async () => {
    const answer = await figures(tokens.admin);
    expect(answer.wholeShop).toBe(true);
    const expected = await expectedByDay();
    expect(answer.days).toEqual(expected);
    // Not a tautology: the test's own orders are there, the cancelled one is not.
    const lilleDay = answer.days.find((d: { date: string }) => d.date === placed[0]!.slotDate);
    const ours = await db
      .select()
      .from(t.orders)
      .where(
        inArray(
          t.orders.id,
          placed.map((p) => p.orderId),
        ),
      );
    const kept = ours.filter((o) => o.status !== 'cancelled');
    expect(kept).toHaveLength(4);
    expect(lilleDay.orders).toBe(4);
    expect(lilleDay.revenueTtc).toBe(toEuros(kept.reduce((n, o) => n + o.subtotalTtcCents, 0)));
    expect(lilleDay.promoCost).toBe(5);
    expect(lilleDay.newCustomers).toBe(3);
    expect(lilleDay.referralsRewarded).toBe(1);
    expect(lilleDay.depositsOut).toBeGreaterThan(0);
    expect(lilleDay.returnRate).toBe(
      share(toCents(lilleDay.depositsReturned), toCents(lilleDay.depositsOut)),
    );
  });

  it('sum the days into the range, and split it per warehouse', async () => {
    const answer = await figures(tokens.admin);
    const days = answer.days as ReturnType<typeof expectedByDay> extends Promise<infer D> ? D : never;
    const total = (f: (d: (typeof days)[number]) => number) =>
      Math.round(days.reduce((n, d) => n + f(d) * 100, 0)) / 100;
    const orders = days.reduce((n, d) => n + d.orders, 0);
    const capacity = days.reduce((n, d) => n + d.slotCapacity, 0);
    const ttcCents = Math.round(total((d) => d.revenueTtc) * 100);
    expect(answer.total).toMatchObject({
      orders,
      revenueTtc: total((d) => d.revenueTtc),
      revenueHt: total((d) => d.revenueHt),
      promoCost: total((d) => d.promoCost),
      depositsOut: total((d) => d.depositsOut),
      depositsReturned: total((d) => d.depositsReturned),
      slotCapacity: capacity,
      fillRate: share(orders, capacity),
      averageBasket: toEuros(roundHalfUp(ttcCents / orders)),
      newCustomers: days.reduce((n, d) => n + d.newCustomers, 0),
      registrations: days.reduce((n, d) => n + (d.registrations ?? 0), 0),
      walletLiabilities: days.at(-1)!.walletLiabilities,
    });
    const perWarehouse = answer.warehouses as { warehouseId: number; orders: number; revenueTtc: number }[];
    expect(perWarehouse.reduce((n, w) => n + w.orders, 0)).toBe(orders);
    expect(perWarehouse.find((w) => w.warehouseId === lille)!.orders).toBe(orders);
  });

  it("show a manager their warehouses only, without the shop's own figures", async () => {
    const lyon = await figures(tokens.lyonManager);
    expect(lyon.wholeShop).toBe(false);
    expect(lyon.warehouses.map((w: { name: string }) => w.name)).toEqual(['Entrepôt Lyon']);
    expect(lyon.total.orders).toBe(0);
    expect(lyon.total.registrations).toBeNull();
    expect(lyon.total.walletLiabilities).toBeNull();
    const lilleFigures = await figures(tokens.lilleManager, `from=${from}&to=${to}&warehouseId=${lille}`);
    const admin = await figures(tokens.admin, `from=${from}&to=${to}&warehouseId=${lille}`);
    expect(lilleFigures.days).toEqual(admin.days);
    expect(lilleFigures.total.orders).toBe(4);
    const forbidden = await get(tokens.lyonManager, `/api/admin/figures?warehouseId=${lille}`);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe('Vous ne gérez pas cet entrepôt.');
    const csv = await get(tokens.lyonManager, `/api/admin/figures/export?warehouseId=${lille}`);
    expect(csv.statusCode).toBe(403);
  });

  it('default to the last 30 days, today included', async () => {
    const answer = await figures(tokens.admin, '');
    expect(answer.to).toBe(localDate(new Date()));
    expect(answer.from).toBe(addDays(answer.to, -29));
    expect(answer.days).toHaveLength(30);
  });

  it('refuse a bad range with a clear message', async () => {
    const cases: [string, string][] = [
      ['from=2026-03-10&to=2026-03-09', 'La date de fin doit être le jour de début ou après.'],
      [
        'from=2025-01-01&to=2026-01-02',
        'La période ne peut pas dépasser 366 jours : choisissez des dates plus proches.',
      ],
    ];
    for (const [query, message] of cases) {
      const res = await get(tokens.admin, `/api/admin/figures?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBe(message);
      expect((await get(tokens.admin, `/api/admin/figures/export?${query}`)).statusCode).toBe(400);
    }
    for (const query of ['from=2026-02-30', 'to=hier', 'from=2026-1-1', 'warehouseId=0']) {
      const res = await get(tokens.admin, `/api/admin/figures?${query}`);
      expect(res.statusCode, query).toBe(400);
    }
    const bad = await get(tokens.admin, '/api/admin/figures?from=2026-02-30');
    expect(bad.json().errors[0].message).toContain('Date invalide');
    // 366 days is allowed (a leap year whole).
    expect((await get(tokens.admin, '/api/admin/figures?from=2028-01-01&to=2028-12-31')).statusCode).toBe(
      200,
    );
  });
});

describe('the CSV export', () => {
  const linesOf = (csv: string) => csv.slice(1).trim().split('\r\n');

  it('writes the daily figures and a total line, as a French Excel reads them, headed in French', async () => {
    const res = await get(tokens.admin, `/api/admin/figures/export?from=${from}&to=${to}`);
    expect(res.statusCode, res.body).toBe(200);
    const { filename, csv } = res.json();
    expect(filename).toBe(`chiffres-tous-${from}-${to}.csv`);
    expect(csv.startsWith('\uFEFFDate;Commandes;Ventes TTC (€);')).toBe(true);
    const lines = linesOf(csv);
    const answer = await figures(tokens.admin);
    expect(lines).toHaveLength(answer.days.length + 2);
    const header = lines[0]!.split(';');
    // People read the header: no code key (snake_case or camelCase) is left in it.
    for (const title of header) expect(title).not.toMatch(/_|[a-z][A-Z]/);
    const cell = (line: string, column: string) => line.split(';')[header.indexOf(column)];
    const slotDay = lines.find((l: string) => l.startsWith(placed[0]!.slotDate))!;
    const day = answer.days.find((d: { date: string }) => d.date === placed[0]!.slotDate);
    expect(cell(slotDay, 'Commandes')).toBe('4');
    expect(cell(slotDay, 'Ventes TTC (€)')).toBe(day.revenueTtc.toFixed(2).replace('.', ','));
    expect(cell(slotDay, 'Remplissage des créneaux (%)')).toBe(
      (day.fillRate * 100).toFixed(2).replace('.', ','),
    );
    const total = lines.at(-1)!;
    expect(cell(total, 'Date')).toBe('Total');
    expect(cell(total, 'Commandes')).toBe(String(answer.total.orders));
    expect(cell(total, 'Cagnottes des clients (€)')).toBe(
      answer.total.walletLiabilities.toFixed(2).replace('.', ','),
    );
    const lilleCsv = (
      await get(tokens.lilleManager, `/api/admin/figures/export?warehouseId=${lille}`)
    ).json();
    expect(lilleCsv.filename).toMatch(/^chiffres-lille-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(cell(linesOf(lilleCsv.csv).at(-1)!, 'Inscriptions')).toBe('');
  });

  it("heads the columns in the staff member's language: Belgian Dutch, Spanish, Belgian French", async () => {
    const headerIn = async (locale: string) => {
      const res = await get(tokens.admin, `/api/admin/figures/export?from=${from}&to=${to}&locale=${locale}`);
      expect(res.statusCode, res.body).toBe(200);
      const lines = linesOf(res.json().csv);
      return { header: lines[0]!.split(';'), total: lines.at(-1)!.split(';')[0] };
    };
    const dutch = await headerIn('nl_BE');
    expect(dutch.header.slice(0, 4)).toEqual([
      'Datum',
      'Bestellingen',
      'Verkoop incl. btw (€)',
      'Verkoop excl. btw (€)',
    ]);
    expect(dutch.header).toContain('Leeggoed teruggebracht (€)');
    expect(dutch.total).toBe('Totaal');
    const spanish = await headerIn('es_ES');
    expect(spanish.header.slice(0, 3)).toEqual(['Fecha', 'Pedidos', 'Ventas IVA incl. (€)']);
    const belgian = await headerIn('fr_BE');
    expect(belgian.header.slice(0, 4)).toEqual(['Date', 'Commandes', 'Ventes TVAC (€)', 'Ventes HTVA (€)']);
    // Same columns in every language.
    for (const other of [spanish, belgian]) expect(other.header).toHaveLength(dutch.header.length);
  });
});
