import { localDate } from '@consigne/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.js';
import { loginAs, testApp } from '../../../test/app.js';
import { ID_SEEN_18 } from '../../../test/door.js';
import { placeLilleOrder } from '../../../test/orders.js';
import { createShoppers, type Shopper } from '../../../test/shoppers.js';
import { openCashSheetCount } from '../admin/cash-sheets/index.js';

// Money at the door: an order paid at delivery is paid only with what the driver recorded; the
// driver's day ends on a cash sheet a manager closes. Orders are booked ahead (EARLY_DELIVERY_DAYS).
const { app, db } = await testApp({ EARLY_DELIVERY_DAYS: '7' });
const as = (token: string) => ({ authorization: `Bearer ${token}` });
let driver: string;
let driverId: number;
let lyonDriver: string;
let admin: string;
let lyonManager: string;
let lilleId: number;
const today = localDate(new Date());

// The orders hold beer (18+ in France): the step to 'delivered' carries the age check (the door's).
const advance = (id: number, body: Record<string, unknown>, token = driver, key?: string) =>
  app.inject({
    method: 'POST',
    url: `/api/operator/orders/${id}/status`,
    headers: { ...as(token), ...(key ? { 'idempotency-key': key } : {}) },
    payload: { ...(body.status === 'delivered' ? ID_SEEN_18 : {}), ...body },
  });
const orderRow = async (id: number) => (await db.select().from(t.orders).where(eq(t.orders.id, id)))[0]!;
const paymentsOf = (id: number) => db.select().from(t.doorPayments).where(eq(t.doorPayments.orderId, id));
const sheet = async (token = driver) =>
  (await app.inject({ url: `/api/operator/cash-sheet?date=${today}`, headers: as(token) })).json();

/** An order of the shopper, on its way: the next step is 'delivered'. */
async function onItsWay(key: string) {
  const [shopper] = (await createShoppers(db, 1)) as [Shopper];
  const { orderId } = await placeLilleOrder(app, db, shopper, { large: 24, small: 7 }, key);
  for (const status of ['preparing', 'out_for_delivery'])
    expect((await advance(orderId, { status })).statusCode).toBe(200);
  return { orderId, due: (await orderRow(orderId)).amountToPayCents };
}

beforeAll(async () => {
  const login = await loginAs(app, 'livreur@example.com');
  driver = login.token;
  [{ id: driverId }] = (await db
    .select({ id: t.users.id })
    .from(t.users)
    .where(eq(t.users.email, 'livreur@example.com'))) as [{ id: number }];
  admin = (await loginAs(app, 'admin@example.com')).token;
  lyonManager = (await loginAs(app, 'gerant.lyon@example.com')).token;
  const [lyon] = await db.select().from(t.warehouses).where(eq(t.warehouses.key, 'lyon'));
  const [lille] = await db.select().from(t.warehouses).where(eq(t.warehouses.key, 'lille'));
  lilleId = lille!.id;
  const [other] = (await createShoppers(db, 1)) as [Shopper];
  await db
    .update(t.users)
    .set({ role: 'operator', operatorWarehouseId: lyon!.id })
    .where(eq(t.users.id, other.id));
  lyonDriver = other.token;
});

describe('the step to delivered of an order paid at delivery', () => {
  it('is refused without the payment (409), and the order is neither delivered nor paid', async () => {
    const { orderId } = await onItsWay('door-none');
    const res = await advance(orderId, { status: 'delivered' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'door_payment_required',
      message:
        'Pour passer à « Livrée », indiquez comment le client a payé (carte ou espèces) et le montant reçu.',
    });
    expect(await orderRow(orderId)).toMatchObject({ status: 'out_for_delivery', paymentStatus: 'pending' });
    expect(await paymentsOf(orderId)).toEqual([]);
  });

  it('refuses negative, fractional, absurd amounts and a card amount other than due (400), changing nothing', async () => {
    const { orderId, due } = await onItsWay('door-bad');
    const cases: [Record<string, unknown>, string][] = [
      [{ method: 'cash', receivedCents: -100 }, 'door_payment_amount_invalid'],
      [{ method: 'cash', receivedCents: 12.5 }, 'validation_failed'],
      [{ method: 'cash', receivedCents: due + 10_001 }, 'door_payment_amount_absurd'],
      [{ method: 'cash', receivedCents: 1e15 }, 'door_payment_amount_absurd'],
      [{ method: 'card_terminal', receivedCents: due - 200 }, 'door_payment_card_mismatch'],
      [{ method: 'cheque', receivedCents: due }, 'validation_failed'],
    ];
    for (const [payment, code] of cases) {
      const res = await advance(orderId, { status: 'delivered', payment });
      expect([res.statusCode, res.json().code], JSON.stringify(payment)).toEqual([400, code]);
    }
    const mismatch = await advance(orderId, {
      status: 'delivered',
      payment: { method: 'card_terminal', receivedCents: due - 200 },
    });
    expect(mismatch.json().message).toBe(
      `Au terminal de carte, le montant encaissé est celui à payer : ${(due / 100).toFixed(2).replace('.', ',')} €.`,
    );
    expect(await orderRow(orderId)).toMatchObject({ status: 'out_for_delivery', paymentStatus: 'pending' });
    expect(await paymentsOf(orderId)).toEqual([]);
  });

  it('a driver of another warehouse gets a 404 and records nothing', async () => {
    const { orderId, due } = await onItsWay('door-lyon');
    const res = await advance(
      orderId,
      { status: 'delivered', payment: { method: 'cash', receivedCents: due } },
      lyonDriver,
    );
    expect(res.statusCode).toBe(404);
    expect(await paymentsOf(orderId)).toEqual([]);
    expect((await sheet(lyonDriver)).payments).toEqual([]);
  });

  it('a card order takes no door payment (409), and is delivered without one', async () => {
    const { orderId, due } = await onItsWay('door-card-order');
    await db
      .update(t.orders)
      .set({ paymentMethod: 'stripe', paymentStatus: 'paid' })
      .where(eq(t.orders.id, orderId));
    const res = await advance(orderId, {
      status: 'delivered',
      payment: { method: 'cash', receivedCents: due },
    });
    expect([res.statusCode, res.json().code]).toEqual([409, 'door_payment_not_due']);
    expect((await advance(orderId, { status: 'delivered' })).statusCode).toBe(200);
    expect(await paymentsOf(orderId)).toEqual([]);
  });
});

describe("the driver's cash sheet", () => {
  let shortId: number;
  let shortDue: number;

  it('cash 2,00 € short: delivered and paid, the sheet shows −2,00 €', async () => {
    ({ orderId: shortId, due: shortDue } = await onItsWay('door-short'));
    const res = await advance(shortId, {
      status: 'delivered',
      payment: { method: 'cash', receivedCents: shortDue - 200 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await orderRow(shortId)).toMatchObject({ status: 'delivered', paymentStatus: 'paid' });
    expect(await paymentsOf(shortId)).toMatchObject([
      { method: 'cash', expectedCents: shortDue, receivedCents: shortDue - 200, driverId },
    ]);
    const day = await sheet();
    expect(day).toMatchObject({
      date: today,
      status: 'open',
      cash: { expected: shortDue / 100, received: (shortDue - 200) / 100, counted: null, difference: -2 },
      card: { expected: 0, received: 0, difference: 0 },
      difference: -2,
      paymentCount: 1,
    });
    expect(day.payments).toMatchObject([{ orderId: shortId, method: 'cash', difference: -2 }]);
    expect(await openCashSheetCount(db, lilleId, today)).toBe(1);
  });

  it('a replayed step (same Idempotency-Key) applies once; the same key with another body is a 422', async () => {
    const { orderId, due } = await onItsWay('door-replay');
    const body = { status: 'delivered', payment: { method: 'card_terminal', receivedCents: due } };
    const first = await advance(orderId, body, driver, 'replay-key-0001');
    const again = await advance(orderId, body, driver, 'replay-key-0001');
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.json()).toEqual(first.json());
    expect(await paymentsOf(orderId)).toHaveLength(1);
    const other = await advance(
      orderId,
      { status: 'delivered', payment: { method: 'cash', receivedCents: due } },
      driver,
      'replay-key-0001',
    );
    expect(other.statusCode).toBe(422);
    // Without a key, the delivered order answers its status again and records nothing more.
    expect((await advance(orderId, body)).statusCode).toBe(200);
    expect(await paymentsOf(orderId)).toHaveLength(1);
    expect((await sheet()).card).toEqual({ expected: due / 100, received: due / 100, difference: 0 });
  });

  it('two phones at once: one order delivered twice records one payment; two orders both land on the sheet', async () => {
    const before = (await sheet()).card.expected;
    const one = await onItsWay('door-race-one');
    const two = await onItsWay('door-race-two');
    const card = (due: number) => ({
      status: 'delivered',
      payment: { method: 'card_terminal', receivedCents: due },
    });
    const answers = await Promise.all([
      advance(one.orderId, card(one.due), driver, 'race-phone-a'),
      advance(one.orderId, card(one.due), driver, 'race-phone-b'),
      advance(two.orderId, card(two.due), driver, 'race-phone-c'),
    ]);
    expect(
      answers.map((a) => a.statusCode),
      answers.map((a) => a.body).join(' | '),
    ).toEqual([200, 200, 200]);
    expect(await paymentsOf(one.orderId)).toHaveLength(1);
    expect(await paymentsOf(two.orderId)).toHaveLength(1);
    expect((await sheet()).card.expected).toBeCloseTo(before + (one.due + two.due) / 100, 2);
  });

  it('the driver counts the cash (replayed once); a negative count is a 400', async () => {
    const count = (countedCents: number, key?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/operator/cash-sheet/count',
        headers: { ...as(driver), ...(key ? { 'idempotency-key': key } : {}) },
        payload: { date: today, countedCents },
      });
    expect([(await count(-1)).statusCode, (await count(-1)).json().code]).toEqual([
      400,
      'cash_count_invalid',
    ]);
    const res = await count(shortDue - 200, 'count-key-0001');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().cash).toMatchObject({ counted: (shortDue - 200) / 100, difference: -2 });
    expect((await count(shortDue - 200, 'count-key-0001')).json()).toEqual(res.json());
    expect((await sheet(lyonDriver)).cash.counted).toBeNull();
    // Cash taken after the count makes it stale: cleared, the cash judged by what was received.
    const { orderId, due } = await onItsWay('door-after-count');
    await advance(orderId, { status: 'delivered', payment: { method: 'cash', receivedCents: due } });
    expect((await sheet()).cash).toMatchObject({ counted: null, difference: -2 });
    expect((await count(shortDue + due - 200)).json().cash).toMatchObject({ difference: -2 });
  });

  it('the manager lists it (open first), closes it with a note (audited); it stays with its difference', async () => {
    const list = (token: string, query = '') =>
      app.inject({ url: `/api/admin/cash-sheets?date=${today}${query}`, headers: as(token) });
    const all = (await list(admin)).json();
    const mine = all.rows.find((r: { driver: { id: number } }) => r.driver.id === driverId);
    expect(mine).toMatchObject({ status: 'open', difference: -2, paymentCount: 5 });
    // Another warehouse's manager neither lists nor opens nor closes it.
    expect((await list(lyonManager)).json().rows).toEqual([]);
    const url = `/api/admin/cash-sheets/${mine.id}`;
    expect((await app.inject({ url, headers: as(lyonManager) })).statusCode).toBe(404);
    const close = (token: string, payload: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: `${url}/close`, headers: as(token), payload });
    expect((await close(lyonManager, { note: 'x' })).statusCode).toBe(404);
    const noNote = await close(admin, { note: '  ' });
    expect([noNote.statusCode, noNote.json().code]).toEqual([400, 'cash_sheet_note_required']);
    const closed = await close(admin, { note: 'Client prévenu, 2 € à encaisser à la prochaine livraison' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ status: 'closed', difference: -2, closedBy: expect.any(String) });
    expect((await close(admin, { note: 'again' })).statusCode).toBe(409);
    expect(await openCashSheetCount(db, lilleId, today)).toBe(0);
    const audit = (
      await app.inject({ url: `/api/admin/audit?entity=cash_sheet&entityId=${mine.id}`, headers: as(admin) })
    ).json();
    expect(audit.rows).toMatchObject([
      {
        action: 'cashSheet.close',
        after: { difference: -2, note: expect.stringContaining('Client prévenu') },
      },
    ]);
    const withDifference = (await list(admin, '&difference=with&status=closed')).json().rows;
    expect(withDifference.map((r: { id: number }) => r.id)).toContain(mine.id);
    // A closed sheet takes no count.
    const count = await app.inject({
      method: 'POST',
      url: '/api/operator/cash-sheet/count',
      headers: as(driver),
      payload: { date: today, countedCents: 0 },
    });
    expect([count.statusCode, count.json().code]).toEqual([409, 'cash_sheet_closed']);
    const [row] = await db
      .select()
      .from(t.cashSheets)
      .where(and(eq(t.cashSheets.id, mine.id), eq(t.cashSheets.status, 'closed')));
    expect(row?.differenceCents).toBe(-200);
  });
});

// Last: its payment lands on the driver's sheet of the day, which the tests above count.
describe('money at the door with lines refused', () => {
  it('with lines refused at the door, the amount due is the one after the refusals (the card terminal takes it)', async () => {
    const { orderId, due } = await onItsWay('door-refused-pay');
    const lines = await db.select().from(t.orderLines).where(eq(t.orderLines.orderId, orderId));
    const water = lines.find((l) => l.minimumAge === null)!;
    const refusedLines = [{ lineId: water.id, quantity: 6, reason: 'damaged' }];
    // The amount before the refusals is no longer what the terminal takes: a 400, nothing changed.
    const before = await advance(orderId, {
      status: 'delivered',
      refusedLines,
      payment: { method: 'card_terminal', receivedCents: due },
    });
    expect([before.statusCode, before.json().code]).toEqual([400, 'door_payment_card_mismatch']);
    expect(await orderRow(orderId)).toMatchObject({ status: 'out_for_delivery', amountToPayCents: due });
    expect((await db.select().from(t.orderLines).where(eq(t.orderLines.orderId, orderId))).length).toBe(2);
    // Cash of the amount before: over by what the refusals took off; the payment expected the lower amount.
    const res = await advance(orderId, {
      status: 'delivered',
      refusedLines,
      payment: { method: 'cash', receivedCents: due },
    });
    expect(res.statusCode, res.body).toBe(200);
    const order = await orderRow(orderId);
    expect(order).toMatchObject({ status: 'delivered', paymentStatus: 'paid' });
    expect(order.amountToPayCents).toBeLessThan(due);
    expect(await paymentsOf(orderId)).toMatchObject([
      { method: 'cash', expectedCents: order.amountToPayCents, receivedCents: due },
    ]);
  });
});
