/**
 * Back-office: the drivers' cash sheets (/admin/caisses). A manager checks a driver's day (expected,
 * received, counted, difference per method) and closes it; a sheet with a difference is closed only
 * with a note, stays listed (filter "with a difference") and its closing is in the audit log. The sums
 * are the operator module's (door-payment.ts); the rules packages/domain cash-sheet.ts.
 */
import { closingNeedsNote, toEuros } from '@consigne/domain';
import type { cashSheetListQuery } from '@consigne/contract';
import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import * as t from '../../../db/schema/index.js';
import { ApiError } from '../../../lib/errors.js';
import { sheetRowView, sheetView } from '../../operator/index.js';
import {
  assertWarehouse,
  audit,
  warehouseFilter,
  type Actor,
  type Db,
  type Staff,
  type Tx,
} from '../shared/index.js';

type Query = z.infer<typeof cashSheetListQuery>;

const closer = alias(t.users, 'closer');
const s = t.cashSheets;

/** The sheets in the account's scope: open ones first, then the newest day, then by driver. */
export async function listCashSheets(db: Db, staff: Staff, query: Query) {
  if (query.warehouseId !== undefined) assertWarehouse(staff, query.warehouseId);
  const scope = warehouseFilter(staff);
  const where: SQL[] = [];
  if (query.warehouseId !== undefined) where.push(eq(s.warehouseId, query.warehouseId));
  else if (scope !== null) where.push(inArray(s.warehouseId, scope.length ? [...scope] : [-1]));
  if (query.date) where.push(eq(s.date, query.date));
  if (query.status) where.push(eq(s.status, query.status));
  if (query.difference === 'with') where.push(ne(s.differenceCents, 0));
  const filter = where.length ? and(...where) : undefined;
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(s)
    .where(filter);
  const rows = await db
    .select({
      sheet: s,
      warehouseName: t.warehouses.name,
      driver: { firstname: t.users.firstname, lastname: t.users.lastname },
      closer: { firstname: closer.firstname, lastname: closer.lastname },
      paymentCount: sql<number>`(select count(*)::int from ${t.doorPayments} where ${t.doorPayments.sheetId} = ${s.id})`,
    })
    .from(s)
    .innerJoin(t.warehouses, eq(t.warehouses.id, s.warehouseId))
    .innerJoin(t.users, eq(t.users.id, s.driverId))
    .leftJoin(closer, eq(closer.id, s.closedBy))
    .where(filter)
    .orderBy(sql`${s.status} = 'closed'`, desc(s.date), asc(t.users.lastname), asc(s.id))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  return {
    rows: rows.map((row) => sheetRowView({ ...row, paymentCount: Number(row.paymentCount) })),
    total: Number(count?.n ?? 0),
    page: query.page,
    perPage: query.perPage,
  };
}

/** A sheet of the account's scope, locked when `lock`; another warehouse's is a 404. */
async function scopedSheet(db: Db | Tx, staff: Staff, id: number, lock = false) {
  const query = db.select().from(s).where(eq(s.id, id));
  const [sheet] = lock ? await query.for('update') : await query;
  const scope = warehouseFilter(staff);
  if (!sheet || (scope !== null && !scope.includes(sheet.warehouseId)))
    throw new ApiError(404, 'cashSheetNotFound');
  return sheet;
}

/** GET /admin/cash-sheets/:id: the sheet and its door payments. */
export async function getCashSheet(db: Db, staff: Staff, id: number) {
  await scopedSheet(db, staff, id);
  const view = await sheetView(db, id);
  return { ...view, paymentCount: view.payments.length };
}

/**
 * POST /admin/cash-sheets/:id/close: checked and closed by a manager, in the audit log with its
 * difference and note. Under the sheet's row lock: a payment or a count landing at the same moment is
 * either in the totals closed or comes after (and reopens it).
 */
export async function closeCashSheet(db: Db, actor: Actor, id: number, note?: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const sheet = await scopedSheet(tx, actor.staff, id, true);
    if (sheet.status === 'closed') throw new ApiError(409, 'cashSheetClosed');
    const text = note?.trim() ? note.trim() : null;
    if (closingNeedsNote(sheet.differenceCents, text)) throw new ApiError(400, 'cashSheetNoteRequired');
    await tx
      .update(s)
      .set({ status: 'closed', closedBy: actor.staff.id, closedAt: now, note: text })
      .where(eq(s.id, id));
    await audit(tx, actor, {
      action: 'cashSheet.close',
      entity: 'cash_sheet',
      entityId: id,
      warehouseId: sheet.warehouseId,
      before: { status: 'open' },
      after: {
        status: 'closed',
        date: sheet.date,
        driverId: sheet.driverId,
        expected: toEuros(sheet.cardExpectedCents + sheet.cashExpectedCents),
        difference: toEuros(sheet.differenceCents),
        note: text,
      },
    });
    const view = await sheetView(tx, id);
    return { ...view, paymentCount: view.payments.length };
  });
}

/** How many of a warehouse's cash sheets of a day are still open (the manager's home board). */
export async function openCashSheetCount(db: Db | Tx, warehouseId: number, date: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(s)
    .where(and(eq(s.warehouseId, warehouseId), eq(s.date, date), eq(s.status, 'open')));
  return Number(row?.n ?? 0);
}
