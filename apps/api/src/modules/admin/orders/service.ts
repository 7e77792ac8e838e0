import type { adminCancelOrderBody, adminOrdersQuery, adminRefundBody } from '@consigne/contract';
import { addDays, toCents, toEuros, zonedInstant, type OrderStatus } from '@consigne/domain';
import { and, asc, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../../lib/actor.js';
import type { z } from 'zod';
import type { Db, Tx } from '../../../db/client.js';
import * as t from '../../../db/schema/index.js';
import { ApiError } from '../../../lib/errors.js';
import {
  actAsOrderActor,
  cancellationCardCents,
  cancelLockedOrder,
  CHANGEABLE_STATUSES,
  isOrderChangeable,
  type PaymentProvider,
  refundDueCents,
  refundLimitsOf,
  refundRows,
  refundView,
} from '../../orders/index.js';
import { assertWarehouse, audit, type Staff, warehouseFilter } from '../shared/index.js';
import { proofView } from '../../delivery-proof/index.js';
import { refundLockedOrder } from './refunds.js';
import { doorView } from './door.js';

type OrdersQuery = z.infer<typeof adminOrdersQuery>;
type OrderRow = typeof t.orders.$inferSelect;

const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
/** A LIKE pattern matching `text` anywhere, its wildcards taken literally. */
export const containsPattern = (text: string) => `%${literal(text)}%`;
/** A LIKE pattern matching what starts with `text` (a postcode), its wildcards taken literally. */
export const prefixPattern = (text: string) => `${literal(text)}%`;

/** The customer's searchable text: the trigram index users_search_trgm_idx is on this expression. */
export const userSearchText = sql`(${t.users.email} || ' ' || ${t.users.firstname} || ' ' || ${t.users.lastname} || ' ' || coalesce(${t.users.phone}, ''))`;
const orderSearchText = sql`(${t.orders.deliveryName} || ' ' || ${t.orders.deliveryAddress})`;

/** At most this many customers match a search before the orders are read: a search narrows, it does not list. */
const MATCHING_CUSTOMERS_MAX = 500;

/**
 * The search of the order list: the order number, or a part of the delivery name or address (the
 * postcode), or of the customer's name, e-mail or phone. The customers are found first (their own
 * trigram index), so the orders' condition is an OR of two indexed ones.
 */
async function searchCondition(db: Db, q: string): Promise<SQL> {
  const pattern = containsPattern(q);
  const customers = await db
    .select({ id: t.users.id })
    .from(t.users)
    .where(sql`${userSearchText} ilike ${pattern}`)
    .limit(MATCHING_CUSTOMERS_MAX);
  const byText: SQL[] = [sql`${orderSearchText} ilike ${pattern}`];
  if (customers.length)
    byText.push(
      inArray(
        t.orders.userId,
        customers.map((c) => c.id),
      ),
    );
  const number = /^\d{1,9}$/.test(q) ? Number(q) : null;
  if (number !== null) byText.push(eq(t.orders.id, number));
  return or(...byText)!;
}

/** The scope and the filters of the list, as one condition (null: nothing to show). Exported for the scale test. */
export async function listConditions(db: Db, staff: Staff, query: OrdersQuery): Promise<SQL | null> {
  const conditions: SQL[] = [];
  const scope = warehouseFilter(staff);
  if (query.warehouseId !== undefined) {
    assertWarehouse(staff, query.warehouseId);
    conditions.push(eq(t.orders.warehouseId, query.warehouseId));
  } else if (scope) {
    if (!scope.length) return null;
    conditions.push(inArray(t.orders.warehouseId, [...scope]));
  }
  if (query.date) {
    conditions.push(gte(t.slots.startAt, zonedInstant(query.date, 0)));
    conditions.push(lt(t.slots.startAt, zonedInstant(addDays(query.date, 1), 0)));
  }
  if (query.status) conditions.push(eq(t.orders.status, query.status));
  if (query.slotId) conditions.push(eq(t.orders.slotId, query.slotId));
  if (query.paymentMethod) conditions.push(eq(t.orders.paymentMethod, query.paymentMethod));
  if (query.q) conditions.push(await searchCondition(db, query.q));
  return and(...conditions) ?? sql`true`;
}

const itemCountSql = sql<number>`(select coalesce(sum(${t.orderLines.quantity}), 0)::int from ${t.orderLines} where ${t.orderLines.orderId} = ${t.orders.id})`;

const rowColumns = {
  order: t.orders,
  slot: { id: t.slots.id, startAt: t.slots.startAt, endAt: t.slots.endAt },
  customer: {
    id: t.users.id,
    firstname: t.users.firstname,
    lastname: t.users.lastname,
    email: t.users.email,
    phone: t.users.phone,
  },
  itemCount: itemCountSql,
};

interface RowParts {
  order: OrderRow;
  slot: { id: number; startAt: Date; endAt: Date };
  customer: { id: number; firstname: string; lastname: string; email: string; phone: string | null };
  itemCount: number;
}

export function orderRowView({ order, slot, customer, itemCount }: RowParts) {
  return {
    id: order.id,
    status: order.status,
    placedAt: order.placedAt.toISOString(),
    warehouseId: order.warehouseId,
    slot: { id: slot.id, startAt: slot.startAt.toISOString(), endAt: slot.endAt.toISOString() },
    customer,
    deliveryType: order.deliveryType === 'pdr' ? ('pdr' as const) : ('address' as const),
    deliveryName: order.deliveryName,
    deliveryAddress: order.deliveryAddress,
    itemCount,
    amountToPay: toEuros(order.amountToPayCents),
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
  };
}

/** The joined query of order rows (orders, their slot and customer), for a condition. */
export const orderRowsQuery = (db: Db, where: SQL | undefined) =>
  db
    .select(rowColumns)
    .from(t.orders)
    .innerJoin(t.slots, eq(t.slots.id, t.orders.slotId))
    .innerJoin(t.users, eq(t.users.id, t.orders.userId))
    .where(where);

/** How many orders match: the slot is joined only when the day filters on it. */
async function countOrders(db: Db, where: SQL, bySlotDay: boolean) {
  const query = db.select({ total: sql<number>`count(*)::int` }).from(t.orders);
  return bySlotDay
    ? query.innerJoin(t.slots, eq(t.slots.id, t.orders.slotId)).where(where)
    : query.where(where);
}

/**
 * The order list of the back-office: the staff member's warehouses, a day's orders in slot order (or
 * every day's, newest first), filtered and searched, a page at a time with the total.
 */
export async function listAdminOrders(db: Db, staff: Staff, query: OrdersQuery) {
  const { page, perPage } = query;
  const where = await listConditions(db, staff, query);
  if (!where) return { rows: [], total: 0, page, perPage, slots: [] };
  const order = query.date
    ? [asc(t.slots.startAt), asc(t.orders.id)]
    : [desc(t.orders.placedAt), desc(t.orders.id)];
  const [rows, [count]] = await Promise.all([
    orderRowsQuery(db, where)
      .orderBy(...order)
      .limit(perPage)
      .offset((page - 1) * perPage),
    countOrders(db, where, query.date !== undefined),
  ]);
  const slots = query.date ? await daySlots(db, staff, query.date, query.warehouseId) : [];
  return { rows: rows.map(orderRowView), total: count?.total ?? 0, page, perPage, slots };
}

/** The day's slots of the warehouses in view, with how many orders each holds (cancelled ones too). */
async function daySlots(db: Db, staff: Staff, date: string, warehouseId: number | undefined) {
  const scope = warehouseId !== undefined ? [warehouseId] : warehouseFilter(staff);
  const rows = await db
    .select({
      id: t.slots.id,
      warehouseId: t.slots.warehouseId,
      startAt: t.slots.startAt,
      endAt: t.slots.endAt,
      orderCount: sql<number>`(select count(*)::int from ${t.orders} where ${t.orders.slotId} = ${t.slots.id})`,
    })
    .from(t.slots)
    .where(
      and(
        scope ? inArray(t.slots.warehouseId, scope.length ? [...scope] : [-1]) : undefined,
        gte(t.slots.startAt, zonedInstant(date, 0)),
        lt(t.slots.startAt, zonedInstant(addDays(date, 1), 0)),
      ),
    )
    .orderBy(asc(t.slots.startAt), asc(t.slots.warehouseId));
  return rows.map((r) => ({ ...r, startAt: r.startAt.toISOString(), endAt: r.endAt.toISOString() }));
}

/** Staff cancel until the van leaves; a card-paid order's payment goes back to the card. */
export const isCancellableByStaff = (order: Pick<OrderRow, 'status'>) =>
  CHANGEABLE_STATUSES.includes(order.status);

async function history(db: Db, orderId: number) {
  const rows = await db
    .select({
      event: t.orderEvents,
      actor: { email: t.users.email, firstname: t.users.firstname, lastname: t.users.lastname },
    })
    .from(t.orderEvents)
    .leftJoin(t.users, eq(t.users.id, t.orderEvents.actorId))
    .where(eq(t.orderEvents.orderId, orderId))
    .orderBy(asc(t.orderEvents.id));
  return rows.map(({ event, actor }) => ({
    at: event.at.toISOString(),
    kind: event.kind,
    fromStatus: event.fromStatus as OrderStatus | null,
    toStatus: event.toStatus as OrderStatus,
    actorKind: event.actorKind,
    actorName: !actor
      ? null
      : event.actorKind === 'customer'
        ? `${actor.firstname} ${actor.lastname}`
        : actor.email,
    reason: event.reason,
  }));
}

/** An order of the staff member's warehouses: 404 unknown, 403 another warehouse's. */
export async function adminOrder(db: Db, staff: Staff, orderId: number, now = new Date()) {
  const [row] = await orderRowsQuery(db, eq(t.orders.id, orderId));
  if (!row) throw new ApiError(404, 'orderNotFound');
  assertWarehouse(staff, row.order.warehouseId);
  const { order } = row;
  const [[warehouse], lines, events, refunds, [slot]] = await Promise.all([
    db.select({ name: t.warehouses.name }).from(t.warehouses).where(eq(t.warehouses.id, order.warehouseId)),
    db
      .select({ line: t.orderLines, maxOrderable: t.productWarehouses.maxOrderable })
      .from(t.orderLines)
      .innerJoin(t.productWarehouses, eq(t.productWarehouses.id, t.orderLines.productWarehouseId))
      .where(eq(t.orderLines.orderId, orderId))
      .orderBy(t.orderLines.id),
    history(db, orderId),
    refundRows(db, orderId),
    db.select().from(t.slots).where(eq(t.slots.id, order.slotId)),
  ]);
  const limits = refundLimitsOf(order, refunds);
  return {
    ...orderRowView(row),
    warehouseName: warehouse?.name ?? '',
    deliveryInstructions: order.deliveryInstructions ?? null,
    deliveryProof: await proofView(db, orderId, 'staff'),
    locale: order.locale,
    lines: lines.map(({ line: l, maxOrderable }) => ({
      id: l.id,
      productWarehouseId: l.productWarehouseId,
      isLocked: l.isLocked,
      maxOrderable,
      name: l.name,
      volume: l.volume,
      packageType: l.packageType,
      quantity: l.quantity,
      unitPriceTtc: toEuros(l.unitPriceTtcCents),
      totalTtc: toEuros(l.unitPriceTtcCents * l.quantity),
      vatRate: l.vatRateBp / 10_000,
      bottleDeposit: toEuros(l.bottleDepositCents),
    })),
    crates: order.crates,
    totals: {
      subtotalHt: toEuros(order.subtotalHtCents),
      subtotalTtc: toEuros(order.subtotalTtcCents),
      totalTva: toEuros(order.totalTvaCents),
      productsDeposit: toEuros(order.productsDepositCents),
      packagesDeposit: toEuros(order.packagesDepositCents),
      deliveryFees: toEuros(order.deliveryFeeCents),
      discount: toEuros(order.discountCents),
      walletUsage: toEuros(order.walletUsageCents),
      amountToPay: toEuros(order.amountToPayCents),
    },
    promoCode: order.promoCode,
    paidAt: order.paidAt?.toISOString() ?? null,
    deliveredAt: order.deliveredAt?.toISOString() ?? null,
    cancelledAt: order.cancelledAt?.toISOString() ?? null,
    isCancellable: isCancellableByStaff(order),
    isEditable: isOrderChangeable(order, slot!, now),
    cardPaid: toEuros(order.cardPaidCents),
    refundable: { total: toEuros(limits.totalCents), card: toEuros(limits.cardCents) },
    refundDue: toEuros(refundDueCents(order, refunds, limits)),
    refunds: refunds.map(refundView),
    history: events,
    door: await doorView(
      db,
      order,
      lines.map(({ line }) => line),
      refunds,
    ),
  };
}

/** The order under its row lock (taken first, as every path that changes an order), in the staff's scope. */
export async function lockedOrder(tx: Tx, staff: Staff, orderId: number) {
  const [order] = await tx.select().from(t.orders).where(eq(t.orders.id, orderId)).for('update');
  if (!order) throw new ApiError(404, 'orderNotFound');
  assertWarehouse(staff, order.warehouseId);
  return order;
}

/**
 * Cancels an order on the customer's behalf, through the shop's one cancellation path (slot place,
 * stock, promo use and wallet debit given back), with the reason in its history and the audit log.
 * Under the order's row lock: a driver's step or the customer's own cancel waits, then sees it.
 */
export async function cancelAdminOrder(
  db: Db,
  actor: Actor,
  orderId: number,
  body: z.infer<typeof adminCancelOrderBody>,
  payments: PaymentProvider | null,
  now = new Date(),
) {
  const staff = actor.staff;
  await db.transaction(async (tx) => {
    const order = await lockedOrder(tx, staff, orderId);
    if (!isCancellableByStaff(order)) throw new ApiError(409, 'orderNotCancellableByStaff');
    await actAsOrderActor(tx, { kind: 'staff', userId: staff.id, reason: body.reason });
    // What the card paid and did not get back yet goes back to it first; then the cancellation gives
    // back the rest of the wallet's part (cancelLockedOrder), never more than was paid in all.
    const cardCents = await cancellationCardCents(tx, order);
    if (cardCents > 0)
      await refundLockedOrder(tx, actor, payments, order, {
        method: 'card',
        amountCents: cardCents,
        reason: body.reason,
      });
    await cancelLockedOrder(tx, order, { now });
    await audit(tx, actor, {
      action: 'order.cancel',
      entity: 'order',
      entityId: order.id,
      warehouseId: order.warehouseId,
      before: { status: order.status },
      after: { status: 'cancelled', reason: body.reason },
    });
  });
  return adminOrder(db, staff, orderId);
}

/** POST /admin/orders/:id/refunds: a refund with its reason; answers the order with its refunds. */
export async function refundAdminOrder(
  db: Db,
  actor: Actor,
  payments: PaymentProvider | null,
  orderId: number,
  body: z.infer<typeof adminRefundBody>,
) {
  const staff = actor.staff;
  await db.transaction(async (tx) => {
    const order = await lockedOrder(tx, staff, orderId);
    await refundLockedOrder(tx, actor, payments, order, {
      method: body.method,
      amountCents: toCents(body.amount),
      reason: body.reason,
    });
  });
  return adminOrder(db, staff, orderId);
}
