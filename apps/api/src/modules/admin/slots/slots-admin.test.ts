import { addDays, localDate, zonedInstant } from '@consigne/domain';
import { and, asc, eq, gt, gte, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../../db/schema/index.js';
import { testApp } from '../../../../test/app.js';
import { placeLilleOrder } from '../../../../test/orders.js';
import { createShoppers, lilleEntry, type Shopper } from '../../../../test/shoppers.js';
import {
  bearer,
  expectRoleMatrix,
  staffTokens,
  warehouseIdOf,
  type StaffTokens,
} from '../../../../test/staff.js';
import { startTestSmtpServer } from '../../mail/testing.js';
import { ensureSlots } from '../../slots/index.js';
import { slotCopyAt } from '../../../../test/slots.js';

const smtp = await startTestSmtpServer();
afterAll(() => smtp.close());
const { app, db } = await testApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://shop.example' });
const onServer = Boolean(process.env.TEST_DATABASE_URL);
let tokens: StaffTokens;
let lille: number;
let lyon: number;
let paris: number;

beforeAll(async () => {
  tokens = await staffTokens(db);
  [lille, lyon, paris] = (await Promise.all(['lille', 'lyon', 'paris'].map((k) => warehouseIdOf(db, k)))) as [
    number,
    number,
    number,
  ];
});

const everyoneElse = { operator: 403, customer: 403, anonymous: 401 } as const;
const lilleAllowed = { admin: 200, lyonManager: 403, lilleManager: 200, ...everyoneElse } as const;
const send = (
  token: string | null,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  url: string,
  payload?: object,
) => app.inject({ method, url: `/api/admin${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
const slotRow = async (id: number) => (await db.select().from(t.slots).where(eq(t.slots.id, id)))[0]!;

/** A future slot of a warehouse, days ahead (far from any cutoff), `offset` slots further. */
async function futureSlot(warehouseId: number, offset: number) {
  const [slot] = await db
    .select()
    .from(t.slots)
    .where(and(eq(t.slots.warehouseId, warehouseId), gt(t.slots.startAt, sql`now() + interval '2 days'`)))
    .orderBy(asc(t.slots.startAt))
    .offset(offset)
    .limit(1);
  return slot!;
}

describe('role matrix: managers on their warehouses, admins everywhere', () => {
  it('the week, the settings, the booked orders', async () => {
    await expectRoleMatrix(app, tokens, { url: `/api/admin/slots?warehouseId=${lille}` }, lilleAllowed);
    await expectRoleMatrix(
      app,
      tokens,
      { url: `/api/admin/slots?warehouseId=${lyon}` },
      { admin: 200, lyonManager: 200, lilleManager: 403, ...everyoneElse },
    );
    await expectRoleMatrix(app, tokens, { url: `/api/admin/slot-settings/${lille}` }, lilleAllowed);
    const slot = await futureSlot(lille, 1);
    await expectRoleMatrix(
      app,
      tokens,
      { url: `/api/admin/slots/booked-orders?warehouseId=${lille}&slotIds=${slot.id}` },
      lilleAllowed,
    );
  });

  it('capacity, closing, reopening, saving the settings', async () => {
    const slot = await futureSlot(lille, 2);
    await expectRoleMatrix(
      app,
      tokens,
      { method: 'PATCH', url: `/api/admin/slots/${slot.id}`, payload: { capacity: slot.capacity } },
      lilleAllowed,
    );
    const target = { warehouseId: lille, slotIds: [slot.id] };
    await expectRoleMatrix(
      app,
      tokens,
      { method: 'POST', url: '/api/admin/slots/close', payload: { ...target, reason: 'Fourgon en panne' } },
      lilleAllowed,
    );
    await expectRoleMatrix(
      app,
      tokens,
      { method: 'POST', url: '/api/admin/slots/reopen', payload: target },
      lilleAllowed,
    );
    // A stale version: the roles allowed reach the version check (409), the others are stopped before.
    const rules = (await send(tokens.admin, 'GET', `/slot-settings/${lille}`)).json();
    await expectRoleMatrix(
      app,
      tokens,
      {
        method: 'PUT',
        url: `/api/admin/slot-settings/${lille}`,
        payload: { ...rules, version: rules.version + 5 },
      },
      { ...lilleAllowed, admin: 409, lilleManager: 409 },
    );
  });
});

describe('bad input: a clear 400, never a 500', () => {
  it('refuses rules out of bounds or out of order, a bad week, a bad slot list, a closure without reason', async () => {
    const rules = (await send(tokens.admin, 'GET', `/slot-settings/${paris}`)).json();
    const put = (over: object) =>
      send(tokens.admin, 'PUT', `/slot-settings/${paris}?locale=fr_FR`, { ...rules, ...over });
    const order = await put({ firstStartHour: 12, lastStartHour: 10 });
    expect(order.statusCode).toBe(400);
    expect(order.body).toContain('Le dernier créneau ne peut pas commencer avant le premier.');
    expect((await put({ lastStartHour: 22, widthHours: 3 })).body).toContain('minuit');
    expect((await put({ capacity: -1 })).statusCode).toBe(400);
    expect((await put({ leadMinutes: 'deux heures' })).statusCode).toBe(400);
    // The habits' bounds: a reserved slot holds 1 to 8 weeks; a usual basket goes 0 to 72 hours before.
    for (const over of [{ reservationWeeks: 0 }, { reservationWeeks: 9 }, { usualBasketHours: 73 }])
      expect((await put(over)).statusCode, JSON.stringify(over)).toBe(400);
    expect((await send(tokens.admin, 'GET', `/slots?warehouseId=${lille}&week=2026-02-30`)).statusCode).toBe(
      400,
    );
    expect((await send(tokens.admin, 'GET', `/slots?warehouseId=abc`)).statusCode).toBe(400);
    expect(
      (await send(tokens.admin, 'GET', `/slots/booked-orders?warehouseId=${lille}&slotIds=1,x`)).statusCode,
    ).toBe(400);
    const slot = await futureSlot(lille, 3);
    const both = await send(tokens.admin, 'POST', '/slots/close', {
      warehouseId: lille,
      slotIds: [slot.id],
      date: '2030-01-01',
      reason: 'Férié',
    });
    expect(both.statusCode).toBe(400);
    expect(both.body).toContain('Choisissez des créneaux ou une journée');
    const noReason = await send(tokens.admin, 'POST', '/slots/close', {
      warehouseId: lille,
      slotIds: [slot.id],
    });
    expect(noReason.statusCode).toBe(400);
    expect((await send(tokens.admin, 'PATCH', `/slots/${slot.id}`, { capacity: 2.5 })).statusCode).toBe(400);
    // Another warehouse's slot named with Lille: not found in Lille.
    const lyonSlot = await futureSlot(lyon, 0);
    const elsewhere = await send(tokens.admin, 'POST', '/slots/close', {
      warehouseId: lille,
      slotIds: [lyonSlot.id],
      reason: 'Férié',
    });
    expect(elsewhere.statusCode).toBe(404);
    expect((await send(tokens.admin, 'PATCH', '/slots/999999', { capacity: 3 })).statusCode).toBe(404);
  });
});

describe('the week calendar', () => {
  it('shows each day’s slots with booked and held places, capacity and closures', async () => {
    const week = (await send(tokens.lilleManager, 'GET', `/slots?warehouseId=${lille}`)).json();
    expect(week.days).toHaveLength(7);
    expect(new Date(`${week.week}T12:00:00Z`).getUTCDay()).toBe(1);
    const today = week.days.find((d: { date: string }) => d.date === week.today);
    expect(today).toBeDefined();
    const next = (
      await send(tokens.lilleManager, 'GET', `/slots?warehouseId=${lille}&week=${addDays(week.week, 7)}`)
    ).json();
    // Slots are generated a set number of days ahead: on a Monday the next week may have none yet.
    const slots = [...week.days, ...next.days].flatMap((d: { slots: unknown[] }) => d.slots);
    expect(slots.length).toBeGreaterThan(0);
    expect(slots[0]).toMatchObject({ capacity: 12, booked: expect.any(Number), held: 0, closedAt: null });
  });
});

describe('a slot’s capacity', () => {
  it('changes, audit-logged, but never below the places booked (409 with the count)', async () => {
    const slot = await futureSlot(lille, 4);
    await db.update(t.slots).set({ reserved: 3 }).where(eq(t.slots.id, slot.id));
    const low = await send(tokens.lilleManager, 'PATCH', `/slots/${slot.id}?locale=fr_FR`, { capacity: 2 });
    expect(low.statusCode).toBe(409);
    expect(low.json().message).toBe(
      'La capacité ne peut pas descendre sous les 3 commandes déjà réservées sur ce créneau : annulez-en ou déplacez-en d’abord.',
    );
    const ok = await send(tokens.lilleManager, 'PATCH', `/slots/${slot.id}`, { capacity: 3 });
    expect(ok.statusCode).toBe(200);
    expect((await slotRow(slot.id)).capacity).toBe(3);
    const [entry] = await db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.action, 'slot.capacity'), eq(t.auditLog.entityId, String(slot.id))));
    expect(entry).toMatchObject({ before: { capacity: 12 }, after: { capacity: 3 }, warehouseId: lille });
    await db.update(t.slots).set({ reserved: 0, capacity: 12 }).where(eq(t.slots.id, slot.id));
  });
});

describe('closing a slot with orders', () => {
  it('lists the orders first, then cancels them with everything given back and e-mails each customer', async () => {
    const [shopper] = await createShoppers(db, 1);
    const { orderId } = await placeLilleOrder(
      app,
      db,
      shopper!,
      { large: 24, small: 0 },
      `close-${Date.now()}`,
    );
    const [order] = await db.select().from(t.orders).where(eq(t.orders.id, orderId));
    const [line] = await db.select().from(t.orderLines).where(eq(t.orderLines.orderId, orderId));
    await db
      .update(t.productWarehouses)
      .set({ stock: 100 })
      .where(eq(t.productWarehouses.id, line!.productWarehouseId));
    const slotBefore = await slotRow(order!.slotId);

    const listed = await send(
      tokens.lilleManager,
      'GET',
      `/slots/booked-orders?warehouseId=${lille}&slotIds=${order!.slotId}`,
    );
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toContainEqual(
      expect.objectContaining({ id: orderId, paymentMethod: 'offline', blocksClosure: false }),
    );

    const closed = await send(tokens.lilleManager, 'POST', '/slots/close', {
      warehouseId: lille,
      slotIds: [order!.slotId],
      reason: 'Fourgon en panne',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().cancelledOrders).toContain(orderId);
    const [after] = await db.select().from(t.orders).where(eq(t.orders.id, orderId));
    expect(after!.status).toBe('cancelled');
    const slot = await slotRow(order!.slotId);
    expect(slot.closedAt).not.toBeNull();
    expect(slot.reserved).toBe(slotBefore.reserved - 1);
    const [stock] = await db
      .select({ stock: t.productWarehouses.stock })
      .from(t.productWarehouses)
      .where(eq(t.productWarehouses.id, line!.productWarehouseId));
    expect(stock!.stock).toBe(100 + line!.quantity);
    const [event] = await db
      .select()
      .from(t.orderEvents)
      .where(and(eq(t.orderEvents.orderId, orderId), eq(t.orderEvents.toStatus, 'cancelled')));
    expect(event).toMatchObject({ actorKind: 'staff', reason: 'Fourgon en panne' });
    const audits = await db
      .select({ action: t.auditLog.action })
      .from(t.auditLog)
      .where(eq(t.auditLog.entityId, String(order!.slotId)));
    expect(audits.map((a) => a.action)).toContain('slot.close');

    const [user] = await db.select().from(t.users).where(eq(t.users.id, shopper!.id));
    await smtp.waitFor(user!.email); // the order's confirmation first
    const mail = await smtp.waitFor(user!.email, { after: 1 });
    expect(mail.subject).toBe(
      `Votre commande n° ${orderId} est annulée : nous ne pouvons pas livrer ce créneau`,
    );
    expect(mail.text).toContain('Motif : Fourgon en panne');

    // The storefront offers it as full; nobody selects or books it any more.
    const groups = (await app.inject({ url: '/api/slots', headers: bearer(shopper!.token) })).json();
    const shown = groups
      .flatMap((g: { slots: Array<{ id: number }> }) => g.slots)
      .find((s: { id: number }) => s.id === slot.id);
    expect(shown).toMatchObject({ isFull: true, isSoonFull: false });
    const select = await app.inject({
      method: 'POST',
      url: `/api/user/select/slot/${slot.id}`,
      headers: bearer(shopper!.token),
      payload: {},
    });
    expect(select.statusCode).toBe(409);

    // Reopened, shoppers may choose it again; the cancelled order stays cancelled.
    const reopen = await send(tokens.lilleManager, 'POST', '/slots/reopen', {
      warehouseId: lille,
      slotIds: [slot.id],
    });
    expect(reopen.json()).toEqual({ reopenedSlots: 1 });
    expect((await slotRow(slot.id)).closedAt).toBeNull();
    expect((await db.select().from(t.orders).where(eq(t.orders.id, orderId)))[0]!.status).toBe('cancelled');
  });

  it('refuses a slot that has begun, and a closure with a card-paid order (refunded from its own page first)', async () => {
    const slot = await futureSlot(lille, 5);
    const begun = await slotCopyAt(db, slot, Date.now() - 60_000);
    const past = await send(tokens.admin, 'POST', '/slots/close', {
      warehouseId: lille,
      slotIds: [begun.id],
      reason: 'Trop tard',
    });
    expect(past.statusCode).toBe(409);
    await db.delete(t.slots).where(eq(t.slots.id, begun.id));

    const [shopper] = await createShoppers(db, 1);
    const { orderId } = await placeLilleOrder(
      app,
      db,
      shopper!,
      { large: 24, small: 0 },
      `card-${Date.now()}`,
    );
    await db
      .update(t.orders)
      .set({ paymentMethod: 'stripe', paymentStatus: 'paid' })
      .where(eq(t.orders.id, orderId));
    const [order] = await db.select().from(t.orders).where(eq(t.orders.id, orderId));
    const listed = (
      await send(tokens.admin, 'GET', `/slots/booked-orders?warehouseId=${lille}&slotIds=${order!.slotId}`)
    ).json();
    expect(listed.find((o: { id: number }) => o.id === orderId)).toMatchObject({ blocksClosure: true });
    const refused = await send(tokens.admin, 'POST', '/slots/close', {
      warehouseId: lille,
      slotIds: [order!.slotId],
      reason: 'Férié',
    });
    expect(refused.statusCode).toBe(409);
    expect((await slotRow(order!.slotId)).closedAt).toBeNull();
    expect((await db.select().from(t.orders).where(eq(t.orders.id, orderId)))[0]!.status).toBe('placed');
    // An order still at the card payment holds its place too: it would be confirmed in a closed slot.
    await db
      .update(t.orders)
      .set({ status: 'payment_pending', paymentStatus: 'pending' })
      .where(eq(t.orders.id, orderId));
    const pending = await send(tokens.admin, 'POST', '/slots/close', {
      warehouseId: lille,
      slotIds: [order!.slotId],
      reason: 'Férié',
    });
    expect(pending.statusCode).toBe(409);
    await db.update(t.orders).set({ status: 'placed' }).where(eq(t.orders.id, orderId));
    await db
      .update(t.orders)
      .set({ paymentMethod: 'offline', paymentStatus: 'pending' })
      .where(eq(t.orders.id, orderId));
  });
});

describe('closing a whole day (a holiday)', () => {
  it('closes its slots, and a day beyond the generated ones gets its slots generated closed', async () => {
    const today = localDate(new Date());
    const far = addDays(today, 20);
    const closed = await send(tokens.lyonManager, 'POST', '/slots/close', {
      warehouseId: lyon,
      date: far,
      reason: 'Jour férié',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toEqual({ closedSlots: 0, cancelledOrders: [], movedOrders: [] });
    const later = new Date(Date.now() + 18 * 86_400_000);
    await ensureSlots(db, later);
    const week = (await send(tokens.lyonManager, 'GET', `/slots?warehouseId=${lyon}&week=${far}`)).json();
    const day = week.days.find((d: { date: string }) => d.date === far);
    expect(day.isClosedDay).toBe(true);
    expect(day.slots.length).toBe(11);
    expect(day.slots.every((s: { closedAt: string | null }) => s.closedAt !== null)).toBe(true);

    const reopened = await send(tokens.lyonManager, 'POST', '/slots/reopen', {
      warehouseId: lyon,
      date: far,
    });
    expect(reopened.json()).toEqual({ reopenedSlots: 11 });
    const again = (await send(tokens.lyonManager, 'GET', `/slots?warehouseId=${lyon}&week=${far}`)).json();
    expect(again.days.find((d: { date: string }) => d.date === far).isClosedDay).toBe(false);
    expect(
      (
        await send(tokens.lyonManager, 'POST', '/slots/close', {
          warehouseId: lyon,
          date: addDays(today, -1),
          reason: 'Hier',
        })
      ).statusCode,
    ).toBe(409);

    // Today as a whole day: the slots that have begun stay as they were, the rest of the day closes.
    const todays = await db
      .select()
      .from(t.slots)
      .where(
        and(
          eq(t.slots.warehouseId, lyon),
          gte(t.slots.startAt, zonedInstant(today, 0)),
          lt(t.slots.startAt, zonedInstant(addDays(today, 1), 0)),
        ),
      )
      .orderBy(asc(t.slots.startAt));
    // A slot of the day that has begun, for the test.
    const begun = await slotCopyAt(db, todays.at(-1)!, Date.now() - 3600_000);
    const ahead = todays.filter((s) => s.startAt > new Date()).length;
    const rest = await send(tokens.lyonManager, 'POST', '/slots/close', {
      warehouseId: lyon,
      date: today,
      reason: 'Inventaire',
    });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().closedSlots).toBe(ahead);
    expect((await slotRow(begun.id)).closedAt).toBeNull();
    await db.delete(t.slots).where(eq(t.slots.id, begun.id));
    await send(tokens.lyonManager, 'POST', '/slots/reopen', { warehouseId: lyon, date: today });
  });
});

describe('slot settings', () => {
  it('are saved with their version (409 on a stale one), audit-logged, and regenerate the untouched future slots', async () => {
    const before = (await send(tokens.lyonManager, 'GET', `/slot-settings/${lyon}`)).json();
    expect(before).toMatchObject({
      firstStartHour: 9,
      lastStartHour: 19,
      widthHours: 2,
      capacity: 12,
      sameDayCutoffHour: 17,
      leadMinutes: 120,
      daysAhead: 7,
      reservationWeeks: 4,
      usualBasketHours: 10,
    });
    // The 9h slot three days ahead, with a booking: it stays.
    const day = addDays(localDate(new Date()), 3);
    const [kept] = await db
      .select()
      .from(t.slots)
      .where(and(eq(t.slots.warehouseId, lyon), gte(t.slots.startAt, zonedInstant(day, 0))))
      .orderBy(asc(t.slots.startAt))
      .limit(1);
    if (!kept) throw new Error('no slot three days ahead');
    await db.update(t.slots).set({ reserved: 1 }).where(eq(t.slots.id, kept.id));
    const saved = await send(tokens.lyonManager, 'PUT', `/slot-settings/${lyon}`, {
      ...before,
      firstStartHour: 10,
      lastStartHour: 17,
      widthHours: 3,
      capacity: 8,
      usualBasketHours: 24,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      version: before.version + 1,
      capacity: 8,
      widthHours: 3,
      reservationWeeks: 4,
      usualBasketHours: 24,
    });
    // What the usual baskets' job reads.
    const [habits] = await db.select().from(t.slotSettings).where(eq(t.slotSettings.warehouseId, lyon));
    expect(habits).toMatchObject({ reservationWeeks: 4, usualBasketHours: 24 });
    const stale = await send(tokens.lyonManager, 'PUT', `/slot-settings/${lyon}?locale=fr_FR`, before);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toContain('modifiée par quelqu’un d’autre');
    const [entry] = await db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.action, 'slotSettings.update'), eq(t.auditLog.entityId, String(lyon))));
    expect(entry).toMatchObject({
      before: { firstStartHour: 9, capacity: 12, usualBasketHours: 10 },
      after: { firstStartHour: 10, capacity: 8, usualBasketHours: 24 },
    });

    const week = (await send(tokens.lyonManager, 'GET', `/slots?warehouseId=${lyon}&week=${day}`)).json();
    const slots = week.days.find((d: { date: string }) => d.date === day).slots;
    // The booked 9h slot stays as it was; the rest of the day follows the new rules.
    expect(slots[0]).toMatchObject({ id: kept.id, capacity: 12, booked: 1 });
    const rest = slots.slice(1);
    expect(rest).toHaveLength(8);
    expect(rest.every((s: { capacity: number }) => s.capacity === 8)).toBe(true);
    expect(new Date(rest[0].endAt).getTime() - new Date(rest[0].startAt).getTime()).toBe(3 * 3600_000);

    // The storefront follows the lead time: 6 hours ahead, no slot starting within 6 hours is offered.
    const current = saved.json();
    const sixHours = await send(tokens.lyonManager, 'PUT', `/slot-settings/${lyon}`, {
      ...current,
      leadMinutes: 360,
    });
    expect(sixHours.statusCode, sixHours.body).toBe(200);
    const offered = (await app.inject({ url: `/api/slots?warehouseId=${lyon}` })).json();
    const first = offered[0].slots[0];
    expect(new Date(first.startAt).getTime() - Date.now()).toBeGreaterThanOrEqual(6 * 3600_000 - 60_000);
    await db.update(t.slots).set({ reserved: 0 }).where(eq(t.slots.id, kept.id));
  });
});

describe('closure against bookings', () => {
  const racers = onServer ? 30 : 6;
  it(
    `a closure racing ${racers} checkouts leaves no booking in the closed slot`,
    { timeout: 120_000 },
    async () => {
      const water = await lilleEntry(db);
      const shoppers: Shopper[] = await createShoppers(db, racers);
      const slot = await futureSlot(lille, 6);
      await db.update(t.slots).set({ capacity: 500, reserved: 0 }).where(eq(t.slots.id, slot.id));
      for (const s of shoppers) {
        await db.insert(t.cartItems).values({ userId: s.id, productWarehouseId: water.id, quantity: 16 });
        await db.update(t.users).set({ selectedSlotId: slot.id }).where(eq(t.users.id, s.id));
      }
      const checkouts = shoppers.map((s, i) =>
        app.inject({
          method: 'POST',
          url: '/api/orders',
          headers: { ...bearer(s.token), 'idempotency-key': `race-close-${i}-${Date.now()}` },
          payload: { paymentMethod: 'offline', acceptTerms: true },
        }),
      );
      const closure = send(tokens.admin, 'POST', '/slots/close', {
        warehouseId: lille,
        slotIds: [slot.id],
        reason: 'Tempête',
      });
      const [closed, ...placed] = await Promise.all([closure, ...checkouts]);
      expect(closed.statusCode, closed.body).toBe(200);
      const codes = placed.map((r) => r.statusCode);
      expect(
        codes.every((c) => c === 201 || c === 409),
        codes.join(','),
      ).toBe(true);
      const orders = await db.select().from(t.orders).where(eq(t.orders.slotId, slot.id));
      expect(orders).toHaveLength(codes.filter((c) => c === 201).length);
      expect(orders.every((o) => o.status === 'cancelled')).toBe(true);
      expect(new Set(closed.json().cancelledOrders)).toEqual(new Set(orders.map((o) => o.id)));
      const row = await slotRow(slot.id);
      expect(row.reserved).toBe(0);
      expect(row.closedAt).not.toBeNull();
    },
  );
});
