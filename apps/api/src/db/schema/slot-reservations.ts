import type { ReservationEvery, ReservationWeekStatus } from '@consigne/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { warehouses } from './catalog.js';
import { zones } from './geo.js';
import { addresses, slots, users } from './users.js';

/**
 * A reserved weekly slot (migration 0053, ADR 0040): a weekday and start hour of a warehouse, every one
 * or two weeks from its anchor date, delivered to an address or collected at a pickup point. At most
 * one active per shopper; a change releases it and starts another.
 */
export const slotReservations = pgTable(
  'slot_reservations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    addressId: integer('address_id').references(() => addresses.id, { onDelete: 'set null' }),
    pickupPointId: integer('pickup_point_id').references(() => zones.id),
    /** ISO weekday of the anchor date: 1 Monday … 7 Sunday (kept for reading and the check). */
    weekday: integer('weekday').notNull(),
    /** The slots' start hour, shop time. */
    hour: integer('hour').notNull(),
    every: integer('every').$type<ReservationEvery>().notNull(),
    /** The first week's local date: every-two-weeks counts from it. */
    anchorDate: date('anchor_date', { mode: 'string' }).notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('slot_reservations_one_active_uq')
      .on(t.userId)
      .where(sql`${t.active}`),
    index('slot_reservations_active_idx')
      .on(t.id)
      .where(sql`${t.active}`),
    check('slot_reservations_weekday_ck', sql`${t.weekday} between 1 and 7`),
    check('slot_reservations_hour_ck', sql`${t.hour} between 0 and 23`),
    check('slot_reservations_every_ck', sql`${t.every} in (1, 2)`),
  ],
);

/**
 * One week of a reservation: its slot and what became of it. A held week is one place of the slot
 * (slots.reserved), which an order of its shopper on that slot uses instead of taking another.
 */
export const slotReservationWeeks = pgTable(
  'slot_reservation_weeks',
  {
    id: serial('id').primaryKey(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => slotReservations.id, { onDelete: 'cascade' }),
    slotId: integer('slot_id')
      .notNull()
      .references(() => slots.id),
    status: text('status').$type<ReservationWeekStatus>().notNull(),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('slot_reservation_weeks_uq').on(t.reservationId, t.slotId),
    index('slot_reservation_weeks_slot_idx').on(t.slotId, t.status),
    check(
      'slot_reservation_weeks_status_ck',
      sql`${t.status} in ('held', 'skipped', 'used', 'released', 'full')`,
    ),
  ],
);
