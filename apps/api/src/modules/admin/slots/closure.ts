import type { slotBookedOrdersQuery, slotClosureBody, slotReopenBody } from '@consigne/contract';
import { addDays, localDate, toEuros, zonedInstant } from '@consigne/domain';
import { and, asc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { Actor } from '../../../lib/actor.js';
import type { z } from 'zod';
import type { Db, Tx } from '../../../db/client.js';
import * as t from '../../../db/schema/index.js';
import { ApiError } from '../../../lib/errors.js';
import { actAsOrderActor, cancelLockedOrder, CHANGEABLE_STATUSES } from '../../orders/index.js';
import { assertWarehouse, audit, type Staff } from '../shared/index.js';
import { isCancellableByStaff } from '../orders/index.js';
import { queueSlotCancelledMail } from './mail.js';
import { lockSlotsInOrder, moveLockedOrders } from './moves.js';

type Target = { warehouseId: number; slotIds?: number[]; date?: string };
type OrderRow = typeof t.orders.$inferSelect;

/**
 * Orders that hold a place in their slot: booked and not delivered yet. Those on their way, paid by card
 * or still at the card payment block a closure (a paid order is refunded from its own page, and one being paid
 * would be confirmed in a closed slot).
 */
const OPEN_STATUSES = ['payment_pending' as const, ...CHANGEABLE_STATUSES, 'out_for_delivery' as const];

/** The target's slots: the ids given (all of the warehouse, else 404) or the day's. */
function targetCondition({ warehouseId, slotIds, date }: Target): SQL {
  const conditions = [eq(t.slots.warehouseId, warehouseId)];
  if (slotIds) conditions.push(inArray(t.slots.id, slotIds));
  if (date) {
    conditions.push(gte(t.slots.startAt, zonedInstant(date, 0)));
    conditions.push(lt(t.slots.startAt, zonedInstant(addDays(date, 1), 0)));
  }
  return and(...conditions)!;
}

/**
 * The target's slots. A whole day leaves out its slots that have begun (today's closure closes the rest
 * of the day); named slots must all be of the warehouse (else 404) and none may have begun (409).
 */
async function targetSlots(db: Db | Tx, target: Target, now: Date, lock = false) {
  const query = db.select().from(t.slots).where(targetCondition(target)).orderBy(asc(t.slots.id));
  const rows = lock ? await query.for('update') : await query;
  if (target.slotIds && rows.length !== target.slotIds.length) throw new ApiError(404, 'adminSlotNotFound');
  if (target.date) {
    if (target.date < localDate(now)) throw new ApiError(409, 'slotPast');
    return rows.filter((s) => s.startAt > now);
  }
  if (rows.some((s) => s.startAt <= now)) throw new ApiError(409, 'slotPast');
  return rows;
}

/** The open orders of some slots, with their customer; `lock` takes their rows in id order. */
async function openOrders(db: Db | Tx, slotIds: number[], lock = false) {
  if (!slotIds.length) return [];
  const query = db
    .select({ order: t.orders, customer: t.users, slot: t.slots })
    .from(t.orders)
    .innerJoin(t.users, eq(t.users.id, t.orders.userId))
    .innerJoin(t.slots, eq(t.slots.id, t.orders.slotId))
    .where(and(inArray(t.orders.slotId, slotIds), inArray(t.orders.status, OPEN_STATUSES)))
    .orderBy(asc(t.orders.id));
  return lock ? query.for('update', { of: t.orders }) : query;
}

// A closure cancels without the payment provider: an order paid by card is cancelled (and refunded) from
// its own page, one by one, before its slot can close.
const blocksClosure = (order: OrderRow) =>
  !isCancellableByStaff(order) || (order.paymentMethod === 'stripe' && order.paymentStatus === 'paid');

/** The orders a closure would cancel, listed before it is confirmed (those it cannot cancel flagged). */
export async function slotBookedOrders(db: Db, staff: Staff, query: z.infer<typeof slotBookedOrdersQuery>) {
  assertWarehouse(staff, query.warehouseId);
  const slots = await targetSlots(db, query, new Date());
  const rows = await openOrders(
    db,
    slots.map((s) => s.id),
  );
  return rows.map(({ order, customer, slot }) => ({
    id: order.id,
    status: order.status,
    slot: { id: slot.id, startAt: slot.startAt.toISOString(), endAt: slot.endAt.toISOString() },
    customerName: `${customer.firstname} ${customer.lastname}`,
    customerEmail: customer.email,
    amountToPay: toEuros(order.amountToPayCents),
    paymentMethod: order.paymentMethod,
    blocksClosure: blocksClosure(order),
  }));
}

/**
 * Closes slots (or a whole day, its slots not generated yet included) and cancels their booked orders,
 * everything given back, or moves them all to another slot (`moveToSlotId`, a place there for each, or
 * nothing is done); each customer told by e-mail, every change audit-logged. Locks: the orders
 * first, then the slots (a move's target among them, in id order), as the customer's cancel and move
 * do; the orders are read again under the slots' locks, so a booking that committed meanwhile is
 * cancelled or moved too and none can land after.
 */
export async function closeSlots(
  db: Db,
  actor: Actor,
  body: z.infer<typeof slotClosureBody>,
  publicUrl: string,
  now = new Date(),
) {
  const staff = actor.staff;
  assertWarehouse(staff, body.warehouseId);
  return db.transaction(async (tx) => {
    const seen = (await targetSlots(tx, body, now)).map((s) => s.id);
    await openOrders(tx, seen, true);
    const moveTo = body.moveToSlotId;
    if (moveTo !== undefined) await lockSlotsInOrder(tx, [...seen, moveTo]);
    const slots = await targetSlots(tx, body, now, true);
    const orders = await openOrders(
      tx,
      slots.map((s) => s.id),
      true,
    );
    // A move keeps the payments as they are: only an order that can no longer change stops it (below).
    if (moveTo === undefined && orders.some(({ order }) => blocksClosure(order)))
      throw new ApiError(409, 'slotClosureBlocked');
    const toClose = slots.filter((s) => s.closedAt === null);
    if (toClose.length)
      await tx
        .update(t.slots)
        .set({ closedAt: now })
        .where(
          inArray(
            t.slots.id,
            toClose.map((s) => s.id),
          ),
        );
    if (body.date)
      await tx
        .insert(t.slotClosedDays)
        .values({ warehouseId: body.warehouseId, date: body.date })
        .onConflictDoNothing();
    await actAsOrderActor(tx, { kind: 'staff', userId: staff.id, reason: body.reason });
    const movedOrders =
      moveTo === undefined
        ? []
        : await moveLockedOrders(tx, actor, {
            warehouseId: body.warehouseId,
            orders,
            targetId: moveTo,
            leaving: slots.map((s) => s.id),
            reason: body.reason,
            publicUrl,
            now,
          });
    const cancelled = moveTo === undefined ? orders : [];
    for (const { order, customer, slot } of cancelled) {
      await cancelLockedOrder(tx, order, { now });
      await audit(tx, actor, {
        action: 'order.cancel',
        entity: 'order',
        entityId: order.id,
        warehouseId: order.warehouseId,
        before: { status: order.status },
        after: { status: 'cancelled', reason: body.reason, slotClosed: slot.id },
      });
      await queueSlotCancelledMail(tx, customer.email, order.locale, {
        orderId: order.id,
        firstname: customer.firstname,
        slot: { startAt: slot.startAt.toISOString(), endAt: slot.endAt.toISOString() },
        reason: body.reason,
        publicUrl,
      });
    }
    for (const slot of toClose)
      await audit(tx, actor, {
        action: 'slot.close',
        entity: 'slot',
        entityId: slot.id,
        warehouseId: slot.warehouseId,
        before: { closedAt: null },
        after: {
          closedAt: now.toISOString(),
          reason: body.reason,
          cancelledOrders: cancelled.filter((o) => o.slot.id === slot.id).map((o) => o.order.id),
          movedOrders: orders
            .filter((o) => moveTo !== undefined && o.slot.id === slot.id)
            .map((o) => o.order.id),
        },
      });
    if (body.date)
      await audit(tx, actor, {
        action: 'slotDay.close',
        entity: 'slot_day',
        entityId: body.date,
        warehouseId: body.warehouseId,
        after: { reason: body.reason },
      });
    return {
      closedSlots: toClose.length,
      cancelledOrders: cancelled.map((o) => o.order.id),
      movedOrders,
    };
  });
}

/**
 * Reopens closed slots (or a whole day): shoppers may choose them again. Reopening a slot of a closed
 * day ends the day's closure too (the day is no longer wholly closed). Cancelled orders stay cancelled.
 */
export async function reopenSlots(
  db: Db,
  actor: Actor,
  body: z.infer<typeof slotReopenBody>,
  now = new Date(),
) {
  const staff = actor.staff;
  assertWarehouse(staff, body.warehouseId);
  return db.transaction(async (tx) => {
    const slots = await targetSlots(tx, body, now, true);
    const closed = slots.filter((s) => s.closedAt !== null);
    if (closed.length)
      await tx
        .update(t.slots)
        .set({ closedAt: null })
        .where(
          inArray(
            t.slots.id,
            closed.map((s) => s.id),
          ),
        );
    const days = body.date ? [body.date] : [...new Set(slots.map((s) => localDate(s.startAt)))];
    const reopenedDays = days.length
      ? await tx
          .delete(t.slotClosedDays)
          .where(
            and(eq(t.slotClosedDays.warehouseId, body.warehouseId), inArray(t.slotClosedDays.date, days)),
          )
          .returning()
      : [];
    for (const slot of closed)
      await audit(tx, actor, {
        action: 'slot.reopen',
        entity: 'slot',
        entityId: slot.id,
        warehouseId: slot.warehouseId,
        before: { closedAt: slot.closedAt!.toISOString() },
        after: { closedAt: null },
      });
    for (const day of reopenedDays)
      await audit(tx, actor, {
        action: 'slotDay.reopen',
        entity: 'slot_day',
        entityId: day.date,
        warehouseId: body.warehouseId,
      });
    return { reopenedSlots: closed.length };
  });
}
