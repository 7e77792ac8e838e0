import type { CashSheetStatus, DoorPaymentMethod } from '@consigne/domain';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { warehouses } from './catalog.js';
import { orders } from './orders.js';
import { users } from './users.js';

/**
 * Money at the door (migration 0044): how a pay-at-delivery order was paid at its delivery and what the
 * driver received — one per order, written in the transaction that marks it delivered (and paid).
 */
export const doorPayments = pgTable(
  'door_payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    driverId: integer('driver_id').references(() => users.id, { onDelete: 'restrict' }),
    /** The driver's sheet of the day (cash_sheets): its totals are summed from these rows. */
    sheetId: integer('sheet_id').references(() => cashSheets.id),
    method: text('method').$type<DoorPaymentMethod>().notNull(),
    /** The order's amount to pay at that moment (after any line refused at the door). */
    expectedCents: integer('expected_cents').notNull(),
    receivedCents: integer('received_cents').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('door_payments_order_uq').on(t.orderId),
    index('door_payments_sheet_idx').on(t.sheetId),
    check('door_payments_method_ck', sql`${t.method} in ('card_terminal', 'cash')`),
    check('door_payments_amounts_ck', sql`${t.expectedCents} >= 0 and ${t.receivedCents} >= 0`),
  ],
);

/**
 * A driver's cash sheet of a day (Europe/Paris) at a warehouse: expected and received per method,
 * summed from the door payments; the cash the driver counted; closed by a manager (a note when there
 * is a difference, which stays on the closed sheet).
 */
export const cashSheets = pgTable(
  'cash_sheets',
  {
    id: serial('id').primaryKey(),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    driverId: integer('driver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    date: date('date', { mode: 'string' }).notNull(),
    status: text('status').$type<CashSheetStatus>().notNull().default('open'),
    cardExpectedCents: integer('card_expected_cents').notNull().default(0),
    cardReceivedCents: integer('card_received_cents').notNull().default(0),
    cashExpectedCents: integer('cash_expected_cents').notNull().default(0),
    cashReceivedCents: integer('cash_received_cents').notNull().default(0),
    /** The cash the driver counted at the day's end; null until they did. */
    cashCountedCents: integer('cash_counted_cents'),
    countedAt: timestamp('counted_at', { withTimezone: true }),
    /** Both methods' differences (cash by the count once made): negative short, positive over. */
    differenceCents: integer('difference_cents').notNull().default(0),
    closedBy: integer('closed_by').references(() => users.id, { onDelete: 'restrict' }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('cash_sheets_driver_day_uq').on(t.warehouseId, t.driverId, t.date),
    index('cash_sheets_warehouse_date_idx').on(t.warehouseId, t.date),
    check('cash_sheets_status_ck', sql`${t.status} in ('open', 'closed')`),
    check('cash_sheets_closed_ck', sql`(${t.status} = 'closed') = (${t.closedAt} is not null)`),
  ],
);
