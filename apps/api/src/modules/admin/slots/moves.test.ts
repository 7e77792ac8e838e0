import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../../db/schema/index.js';
import { testApp } from '../../../../test/app.js';
import { placeLilleOrder } from '../../../../test/orders.js';
import { createShoppers } from '../../../../test/shoppers.js';
import {
  bearer,
  expectRoleMatrix,
  staffTokens,
  warehouseIdOf,
  type StaffTokens,
} from '../../../../test/staff.js';
import { slotCopyAt } from '../../../../test/slots.js';
import { startTestSmtpServer } from '../../mail/testing.js';

const smtp = await startTestSmtpServer();
afterAll(() => smtp.close());
const { app, db } = await testApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://shop.example' });
const onServer = Boolean(process.env.TEST_DATABASE_URL);
let tokens: StaffTokens;
let lille: number;
let lyon: number;

beforeAll(async () => {
  tokens = await staffTokens(db);
  [lille, lyon] = (await Promise.all(['lille', 'lyon'].map((k) => warehouseIdOf(db, k)))) as [number, number];
  // Room for every order the tests place (in the slot placeLilleOrder picks, within the next 3 days).
  await db
    .update(t.slots)
    .set({ capacity: 500 })
    .where(and(eq(t.slots.warehouseId, lille), sql`${t.slots.startAt} < now() + interval '3 days'`));
});

const send = (token: string | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  app.inject({ method, url: `/api/admin${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
const slotRow = async (id: number) => (await db.select().from(t.slots).where(eq(t.slots.id, id)))[0]!;
const orderRow = async (id: number) => (await db.select().from(t.orders).where(eq(t.orders.id, id)))[0]!;

/** A future slot of a warehouse, days ahead, `offset` slots further, emptied with `capacity` places. */
async function emptySlot(warehouseId: number, offset: number, capacity = 10) {
  const [slot] = await db
    .select()
    .from(t.slots)
    .where(and(eq(t.slots.warehouseId, warehouseId), gt(t.slots.startAt, sql`now() + interval '3 days'`)))
    .orderBy(asc(t.slots.startAt))
    .offset(offset)
    .limit(1);
  await db.update(t.slots).set({ capacity, reserved: 0, closedAt: null }).where(eq(t.slots.id, slot!.id));
  return slotRow(slot!.id);
}

async function lilleOrders(n: number, tag: string) {
  const shoppers = await createShoppers(db, n);
  const ids: number[] = [];
  for (const [i, shopper] of shoppers.entries())
    ids.push(
      (await placeLilleOrder(app, db, shopper, { large: 24, small: 0 }, `${tag}-${i}-${Date.now()}`)).orderId,
    );
  return { ids, shoppers };
}

describe('staff move an order to another slot of its warehouse', () => {
  it('keeps its stock, moves its place, says so in its history and the audit log, and e-mails the shopper', async () => {
    const { ids, shoppers } = await lilleOrders(1, 'move-one');
    const orderId = ids[0]!;
    const before = await orderRow(orderId);
    const from = await slotRow(before.slotId);
    const target = await emptySlot(lille, 4);
    const linesBefore = await db.select().from(t.orderLines).where(eq(t.orderLines.orderId, orderId));
    const stockBefore = await db
      .select()
      .from(t.productWarehouses)
      .where(eq(t.productWarehouses.warehouseId, lille));

    const listed = await send(
      tokens.lilleManager,
      'GET',
      `/slots/move-targets?warehouseId=${lille}&exclude=${from.id}`,
    );
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toContainEqual(expect.objectContaining({ id: target.id, free: 10, capacity: 10 }));
    expect(listed.json().some((s: { id: number }) => s.id === from.id)).toBe(false);

    const moved = await send(tokens.lilleManager, 'PUT', `/orders/${orderId}/slot`, { slotId: target.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().slot.id).toBe(target.id);
    expect(moved.json().history.at(-1)).toMatchObject({
      kind: 'moved',
      actorKind: 'staff',
      toStatus: 'placed',
    });

    expect((await orderRow(orderId)).slotId).toBe(target.id);
    expect((await slotRow(from.id)).reserved).toBe(from.reserved - 1);
    expect((await slotRow(target.id)).reserved).toBe(1);
    expect(await db.select().from(t.orderLines).where(eq(t.orderLines.orderId, orderId))).toEqual(
      linesBefore,
    );
    expect(
      await db.select().from(t.productWarehouses).where(eq(t.productWarehouses.warehouseId, lille)),
    ).toEqual(stockBefore);
    const [audit] = await db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.action, 'order.move'), eq(t.auditLog.entityId, String(orderId))));
    expect(audit).toMatchObject({ before: { slotId: from.id }, after: { slotId: target.id } });

    const [user] = await db.select().from(t.users).where(eq(t.users.id, shoppers[0]!.id));
    const mail = await smtp.waitFor(user!.email, { after: 1 });
    expect(mail.subject).toMatch(new RegExp(`^Votre commande n° ${orderId} est déplacée au créneau `));
    expect(mail.text).toContain(`/fr/mon-compte/mes-commandes/order-detail/${orderId}`);
  });

  it('refuses hostile moves with a clear 4xx and changes nothing', async () => {
    const { ids } = await lilleOrders(1, 'move-hostile');
    const orderId = ids[0]!;
    const before = await orderRow(orderId);
    const target = await emptySlot(lille, 5);
    const full = await emptySlot(lille, 6, 1);
    await db.update(t.slots).set({ reserved: 1 }).where(eq(t.slots.id, full.id));
    const closed = await emptySlot(lille, 7);
    await db.update(t.slots).set({ closedAt: new Date() }).where(eq(t.slots.id, closed.id));
    const lyonSlot = await emptySlot(lyon, 4);
    const past = await slotCopyAt(db, target, Date.now() - 3_600_000);
    const move = (token: string, slotId: number) => send(token, 'PUT', `/orders/${orderId}/slot`, { slotId });

    const cases: Array<[string, Awaited<ReturnType<typeof move>>, number, string]> = [
      [
        'a manager of another warehouse',
        await move(tokens.lyonManager, target.id),
        403,
        'warehouse_forbidden',
      ],
      ['another warehouse’s slot', await move(tokens.admin, lyonSlot.id), 404, 'admin_slot_not_found'],
      ['an unknown slot', await move(tokens.admin, 2_000_000_000), 404, 'admin_slot_not_found'],
      ['a past slot', await move(tokens.admin, past.id), 409, 'slot_past'],
      ['a closed slot', await move(tokens.admin, closed.id), 409, 'slot_move_target_closed'],
      ['a full slot', await move(tokens.admin, full.id), 409, 'slot_move_no_room'],
      ['its own slot', await move(tokens.admin, before.slotId), 422, 'slot_move_same_slot'],
    ];
    for (const [what, res, status, code] of cases) {
      expect(res.statusCode, `${what}: ${res.body}`).toBe(status);
      expect(res.json().code, what).toBe(code);
    }
    const unknown = await send(tokens.admin, 'PUT', `/orders/2000000000/slot`, { slotId: target.id });
    expect(unknown.statusCode).toBe(404);
    expect((await send(tokens.admin, 'PUT', `/orders/${orderId}/slot`, { slotId: 'x' })).statusCode).toBe(
      400,
    );
    for (const status of ['out_for_delivery', 'delivered', 'cancelled'] as const) {
      await db.update(t.orders).set({ status }).where(eq(t.orders.id, orderId));
      const refused = await move(tokens.admin, target.id);
      expect(refused.statusCode, status).toBe(409);
      expect(refused.json().code).toBe('order_not_movable');
    }
    await db.update(t.orders).set({ status: 'placed' }).where(eq(t.orders.id, orderId));
    await db.delete(t.slots).where(eq(t.slots.id, past.id));

    expect((await orderRow(orderId)).slotId).toBe(before.slotId);
    expect((await slotRow(target.id)).reserved).toBe(0);
    expect((await slotRow(full.id)).reserved).toBe(1);
    const events = await db
      .select()
      .from(t.orderEvents)
      .where(and(eq(t.orderEvents.orderId, orderId), eq(t.orderEvents.kind, 'moved')));
    expect(events).toHaveLength(0);
  });

  it('lists move targets for staff of the warehouse only', async () => {
    await expectRoleMatrix(
      app,
      tokens,
      { url: `/api/admin/slots/move-targets?warehouseId=${lille}` },
      { admin: 200, lilleManager: 200, lyonManager: 403, operator: 403, customer: 403, anonymous: 401 },
    );
  });
});

describe('closing a slot can move every order to another slot', () => {
  it('refuses a target without a place for each (nothing changes), then moves them all, card-paid included', async () => {
    const { ids, shoppers } = await lilleOrders(2, 'close-move');
    const from = (await orderRow(ids[0]!)).slotId;
    const fromBefore = await slotRow(from);
    // A card-paid order blocks a cancelling closure, not a move: its payment stays as it is.
    await db
      .update(t.orders)
      .set({ paymentMethod: 'stripe', paymentStatus: 'paid' })
      .where(eq(t.orders.id, ids[1]!));
    const open = await db
      .select({ id: t.orders.id })
      .from(t.orders)
      .where(and(eq(t.orders.slotId, from), sql`${t.orders.status} in ('placed', 'preparing')`));
    const count = open.length;
    const small = await emptySlot(lille, 8, count - 1);
    const body = { warehouseId: lille, slotIds: [from], reason: 'Fourgon en panne' };

    const refused = await send(tokens.lilleManager, 'POST', '/slots/close', {
      ...body,
      moveToSlotId: small.id,
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().code).toBe('slot_move_no_room');
    expect(refused.json().message).toContain(`${count - 1}`);
    expect((await slotRow(from)).closedAt).toBeNull();
    expect((await slotRow(small.id)).reserved).toBe(0);
    expect((await orderRow(ids[0]!)).slotId).toBe(from);

    const other = await send(tokens.lilleManager, 'POST', '/slots/close', {
      ...body,
      moveToSlotId: (await emptySlot(lyon, 5)).id,
    });
    expect(other.statusCode).toBe(404);
    const itself = await send(tokens.lilleManager, 'POST', '/slots/close', { ...body, moveToSlotId: from });
    expect(itself.statusCode).toBe(422);

    const target = await emptySlot(lille, 9, count);
    const closed = await send(tokens.lilleManager, 'POST', '/slots/close', {
      ...body,
      moveToSlotId: target.id,
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ closedSlots: 1, cancelledOrders: [] });
    expect(new Set(closed.json().movedOrders)).toEqual(new Set(open.map((o) => o.id)));
    for (const id of ids) expect(await orderRow(id)).toMatchObject({ slotId: target.id, status: 'placed' });
    expect(await slotRow(from)).toMatchObject({ reserved: fromBefore.reserved - count });
    expect((await slotRow(from)).closedAt).not.toBeNull();
    expect((await slotRow(target.id)).reserved).toBe(count);
    const [event] = await db
      .select()
      .from(t.orderEvents)
      .where(and(eq(t.orderEvents.orderId, ids[1]!), eq(t.orderEvents.kind, 'moved')));
    expect(event!.reason).toContain('Fourgon en panne');

    const [user] = await db.select().from(t.users).where(eq(t.users.id, shoppers[1]!.id));
    const mail = await smtp.waitFor(user!.email, { after: 1 });
    expect(mail.subject).toContain('est déplacée au créneau');
    expect(mail.text).toContain('Motif : Fourgon en panne');
    // Open again for the next orders placed in it.
    await db.update(t.slots).set({ closedAt: null }).where(eq(t.slots.id, from));
  });
});

describe('two staff moving orders into the last places of a slot at once', () => {
  const racers = onServer ? 10 : 4;
  it(`${racers} moves for ${racers - 2} places: capacity never exceeded`, { timeout: 180_000 }, async () => {
    const { ids } = await lilleOrders(racers, 'move-race');
    const target = await emptySlot(lille, 10, racers - 2);
    const moves = await Promise.all(
      ids.map((id, i) =>
        send(i % 2 ? tokens.admin : tokens.lilleManager, 'PUT', `/orders/${id}/slot`, { slotId: target.id }),
      ),
    );
    const codes = moves.map((r) => r.statusCode);
    expect(
      codes.every((c) => c === 200 || c === 409),
      codes.join(','),
    ).toBe(true);
    expect(codes.filter((c) => c === 200)).toHaveLength(racers - 2);
    const inTarget = await db.select().from(t.orders).where(eq(t.orders.slotId, target.id));
    expect(inTarget).toHaveLength(racers - 2);
    expect((await slotRow(target.id)).reserved).toBe(racers - 2);
  });
});
