/**
 * Money at the door (packages/domain cash-sheet.ts): the payment a driver records when an order paid
 * at delivery is delivered — the order is marked paid only with it — and the driver's cash sheet of the
 * day that sums those payments per method, which a manager closes (admin/cash-sheets).
 *
 * Lock: the step to 'delivered' holds the order's row (advanceOrder), so an order gets one payment
 * (door_payments.order_id is unique besides). A sheet's row is locked (`for update`) while its totals
 * are summed again from its payments and while the driver's count or the manager's closing is
 * written: a payment, a count and a closing of one sheet are serialized. Undo: none (a closed sheet
 * reopens if a payment recorded offline earlier lands after its closing; its note is kept).
 */
import {
  cashSheetTotals,
  doorPaymentRefusal,
  isCashCount,
  localDate,
  toEuros,
  type Cents,
  type DoorPaymentMethod,
} from '@consigne/domain';
import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { ApiError } from '../../lib/errors.js';
import { doorTopUp } from '../orders/index.js';

export interface DoorPaymentInput {
  method: DoorPaymentMethod;
  receivedCents: Cents;
}

const commaEuros = (cents: Cents) => (cents / 100).toFixed(2).replace('.', ',');

/**
 * The step to 'delivered' of an order: whether money is collected at the door, and then its payment
 * recorded (else a 409: never delivered without it). Paid at delivery: its amount to pay. Paid by
 * card with a top-up still due (the shopper made it dearer and did not pay online; ADR 0039): the
 * difference, the top-up cancelled (doorTopUp). The amount is read from the order's row now, inside
 * the step's transaction (a line refused at the door may have lowered it just before). Returns the
 * order's payment status after the step, or null to leave it as it is (a card order).
 */
export async function settleAtDoor(
  tx: Tx,
  order: { id: number; warehouseId: number; paymentMethod: string },
  payment: DoorPaymentInput | undefined,
  driverId: number | null,
  now: Date,
): Promise<'paid' | null> {
  const payAtDelivery = order.paymentMethod === 'offline';
  let expectedCents: number;
  if (payAtDelivery) {
    const [row] = await tx
      .select({ amountToPayCents: t.orders.amountToPayCents })
      .from(t.orders)
      .where(eq(t.orders.id, order.id));
    expectedCents = row!.amountToPayCents;
  } else {
    expectedCents = await doorTopUp(tx, order.id);
    if (expectedCents === 0) {
      if (payment) throw new ApiError(409, 'doorPaymentNotDue');
      return null;
    }
  }
  if (!payment) throw new ApiError(409, 'doorPaymentRequired');
  const refusal = doorPaymentRefusal(payment.method, expectedCents, payment.receivedCents);
  if (refusal === 'amountInvalid') throw new ApiError(400, 'doorPaymentAmountInvalid');
  if (refusal === 'amountAbsurd')
    throw new ApiError(400, 'doorPaymentAmountAbsurd', { amount: commaEuros(expectedCents) });
  if (refusal === 'cardAmountMismatch')
    throw new ApiError(400, 'doorPaymentCardMismatch', { amount: commaEuros(expectedCents) });
  const sheetId =
    driverId === null ? null : await driverSheetId(tx, order.warehouseId, driverId, localDate(now));
  await tx.insert(t.doorPayments).values({
    orderId: order.id,
    warehouseId: order.warehouseId,
    driverId,
    sheetId,
    method: payment.method,
    expectedCents,
    receivedCents: payment.receivedCents,
    recordedAt: now,
  });
  if (sheetId !== null) await sumSheet(tx, sheetId, { reopen: true, newCash: payment.method === 'cash' });
  return 'paid';
}

/**
 * The driver's sheet of a day at a warehouse, made by its first payment (or count), locked: its id.
 * Locked before a payment refers to it, so two payments of one sheet never each hold the key-share
 * lock of their foreign key while waiting for the other's (a deadlock on PostgreSQL).
 */
async function driverSheetId(tx: Tx, warehouseId: number, driverId: number, date: string) {
  await tx.insert(t.cashSheets).values({ warehouseId, driverId, date }).onConflictDoNothing();
  const [sheet] = await tx
    .select({ id: t.cashSheets.id })
    .from(t.cashSheets)
    .where(
      and(
        eq(t.cashSheets.warehouseId, warehouseId),
        eq(t.cashSheets.driverId, driverId),
        eq(t.cashSheets.date, date),
      ),
    )
    .for('update');
  return sheet!.id;
}

/**
 * Sums a sheet's payments again (under the sheet's row lock) and writes its totals. `reopen`: a
 * payment landing on a closed sheet (recorded offline before the closing) reopens it for a new check.
 * `newCash`: cash taken after the driver counted makes that count stale — it is cleared, and the cash
 * is judged by what was received until the driver counts again.
 */
async function sumSheet(tx: Tx, sheetId: number, { reopen = false, newCash = false } = {}) {
  const [sheet] = await tx.select().from(t.cashSheets).where(eq(t.cashSheets.id, sheetId)).for('update');
  const stale = newCash && sheet!.cashCountedCents !== null;
  const payments = await tx
    .select({
      method: t.doorPayments.method,
      expectedCents: t.doorPayments.expectedCents,
      receivedCents: t.doorPayments.receivedCents,
    })
    .from(t.doorPayments)
    .where(eq(t.doorPayments.sheetId, sheetId));
  const totals = cashSheetTotals(payments, stale ? null : sheet!.cashCountedCents);
  await tx
    .update(t.cashSheets)
    .set({
      cardExpectedCents: totals.card.expectedCents,
      cardReceivedCents: totals.card.receivedCents,
      cashExpectedCents: totals.cash.expectedCents,
      cashReceivedCents: totals.cash.receivedCents,
      differenceCents: totals.differenceCents,
      ...(stale ? { cashCountedCents: null, countedAt: null } : {}),
      ...(reopen && sheet!.status === 'closed' ? { status: 'open' as const, closedAt: null } : {}),
    })
    .where(eq(t.cashSheets.id, sheetId));
}

const closer = alias(t.users, 'closer');

/** A sheet as the driver and the manager read it: totals per method, who closed it, its payments. */
export async function sheetView(db: Db | Tx, sheetId: number) {
  const [row] = await db
    .select({
      sheet: t.cashSheets,
      warehouseName: t.warehouses.name,
      driver: { firstname: t.users.firstname, lastname: t.users.lastname },
      closer: { firstname: closer.firstname, lastname: closer.lastname },
    })
    .from(t.cashSheets)
    .innerJoin(t.warehouses, eq(t.warehouses.id, t.cashSheets.warehouseId))
    .innerJoin(t.users, eq(t.users.id, t.cashSheets.driverId))
    .leftJoin(closer, eq(closer.id, t.cashSheets.closedBy))
    .where(eq(t.cashSheets.id, sheetId));
  if (!row) throw new ApiError(404, 'cashSheetNotFound');
  const payments = await db
    .select({
      payment: t.doorPayments,
      firstname: t.users.firstname,
      lastname: t.users.lastname,
    })
    .from(t.doorPayments)
    .innerJoin(t.orders, eq(t.orders.id, t.doorPayments.orderId))
    .innerJoin(t.users, eq(t.users.id, t.orders.userId))
    .where(eq(t.doorPayments.sheetId, sheetId))
    .orderBy(asc(t.doorPayments.recordedAt), asc(t.doorPayments.id));
  return {
    ...sheetRowView(row),
    payments: payments.map(({ payment: p, firstname, lastname }) => ({
      orderId: p.orderId,
      customerName: `${firstname} ${lastname}`.trim(),
      method: p.method,
      expected: toEuros(p.expectedCents),
      received: toEuros(p.receivedCents),
      difference: toEuros(p.receivedCents - p.expectedCents),
      recordedAt: p.recordedAt.toISOString(),
    })),
  };
}

type SheetRow = typeof t.cashSheets.$inferSelect;
const fullName = (p: { firstname: string; lastname: string } | null) =>
  p ? `${p.firstname} ${p.lastname}`.trim() : null;

/** A sheet's row, its amounts in euros (the list's rows, the detail's head). */
export function sheetRowView(row: {
  sheet: SheetRow;
  warehouseName: string;
  driver: { firstname: string; lastname: string };
  closer: { firstname: string | null; lastname: string | null } | null;
  paymentCount?: number;
}) {
  const s = row.sheet;
  const closedBy =
    row.closer?.firstname != null
      ? fullName({ firstname: row.closer.firstname, lastname: row.closer.lastname ?? '' })
      : null;
  return {
    id: s.id as number | null,
    date: s.date,
    warehouseId: s.warehouseId,
    warehouseName: row.warehouseName,
    driver: { id: s.driverId, name: fullName(row.driver)! },
    status: s.status,
    card: {
      expected: toEuros(s.cardExpectedCents),
      received: toEuros(s.cardReceivedCents),
      difference: toEuros(s.cardReceivedCents - s.cardExpectedCents),
    },
    cash: {
      expected: toEuros(s.cashExpectedCents),
      received: toEuros(s.cashReceivedCents),
      counted: s.cashCountedCents === null ? null : toEuros(s.cashCountedCents),
      difference: toEuros((s.cashCountedCents ?? s.cashReceivedCents) - s.cashExpectedCents),
    },
    difference: toEuros(s.differenceCents),
    paymentCount: row.paymentCount ?? 0,
    countedAt: s.countedAt?.toISOString() ?? null,
    closedAt: s.closedAt?.toISOString() ?? null,
    closedBy,
    note: s.note,
  };
}

/** The sheet's id of a driver's day at a warehouse, or null while they have recorded nothing. */
async function findSheetId(db: Db | Tx, warehouseId: number, driverId: number, date: string) {
  const [sheet] = await db
    .select({ id: t.cashSheets.id })
    .from(t.cashSheets)
    .where(
      and(
        eq(t.cashSheets.warehouseId, warehouseId),
        eq(t.cashSheets.driverId, driverId),
        eq(t.cashSheets.date, date),
      ),
    );
  return sheet?.id ?? null;
}

/** GET /operator/cash-sheet: the driver's own sheet of a day (an empty open one before any payment). */
export async function driverCashSheet(db: Db, warehouseId: number, driverId: number, date: string) {
  const id = await findSheetId(db, warehouseId, driverId, date);
  if (id !== null) return withCount(await sheetView(db, id));
  const [names] = await db
    .select({ warehouseName: t.warehouses.name, firstname: t.users.firstname, lastname: t.users.lastname })
    .from(t.users)
    .innerJoin(t.warehouses, eq(t.warehouses.id, warehouseId))
    .where(eq(t.users.id, driverId));
  const zero = { expected: 0, received: 0, difference: 0 };
  return {
    id: null,
    date,
    warehouseId,
    warehouseName: names?.warehouseName ?? '',
    driver: { id: driverId, name: fullName(names ?? null) ?? '' },
    status: 'open' as const,
    card: zero,
    cash: { ...zero, counted: null },
    difference: 0,
    paymentCount: 0,
    countedAt: null,
    closedAt: null,
    closedBy: null,
    note: null,
    payments: [],
  };
}

const withCount = <S extends { payments: unknown[] }>(sheet: S) => ({
  ...sheet,
  paymentCount: sheet.payments.length,
});

/**
 * POST /operator/cash-sheet/count: the cash the driver counted at the day's end (a count again
 * replaces the last one until the sheet is closed: a closed sheet is a 409).
 */
export async function countDriverCash(
  db: Db,
  warehouseId: number,
  driverId: number,
  date: string,
  countedCents: Cents,
  now = new Date(),
) {
  if (!isCashCount(countedCents)) throw new ApiError(400, 'cashCountInvalid');
  return db.transaction(async (tx) => {
    const id = await driverSheetId(tx, warehouseId, driverId, date);
    const [sheet] = await tx
      .select({ status: t.cashSheets.status })
      .from(t.cashSheets)
      .where(eq(t.cashSheets.id, id))
      .for('update');
    if (sheet!.status === 'closed') throw new ApiError(409, 'cashSheetClosed');
    await tx
      .update(t.cashSheets)
      .set({ cashCountedCents: countedCents, countedAt: now })
      .where(eq(t.cashSheets.id, id));
    await sumSheet(tx, id);
    return withCount(await sheetView(tx, id));
  });
}
