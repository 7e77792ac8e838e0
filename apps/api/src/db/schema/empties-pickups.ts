import type { EmptiesPickupFailureReason, EmptiesPickupStatus } from '@consigne/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { warehouses } from './catalog.js';
import { vans } from './rounds.js';
import { addresses, pendingDeposits, slots, users } from './users.js';

/**
 * A pickup of empties asked for without an order (migration 0050, ADR 0037): one place of its slot
 * (slots.reserved), a stop of the slot's round, then collected, failed or cancelled.
 */
export const emptiesPickups = pgTable(
  'empties_pickups',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    slotId: integer('slot_id')
      .notNull()
      .references(() => slots.id),
    addressId: integer('address_id').references(() => addresses.id, { onDelete: 'set null' }),
    /** The address as booked ("12 rue X, 59000 Lille"), kept when the address book changes. */
    address: text('address').notNull(),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    instructions: text('instructions'),
    /** EMPTIES_PICKUP_FEE_CENTS when booked; what the collection took of it: feeChargedCents. */
    feeCents: integer('fee_cents').notNull().default(0),
    feeChargedCents: integer('fee_charged_cents'),
    status: text('status').$type<EmptiesPickupStatus>().notNull().default('booked'),
    vanId: integer('van_id').references(() => vans.id, { onDelete: 'set null' }),
    roundPosition: integer('round_position'),
    plannedArrivalAt: timestamp('planned_arrival_at', { withTimezone: true }),
    /** The collection's pending-deposit row (the credited return), once collected. */
    collectionId: integer('collection_id').references(() => pendingDeposits.id, { onDelete: 'set null' }),
    failureReason: text('failure_reason').$type<EmptiesPickupFailureReason>(),
    /** The driver's words on a failure ('other' needs them). */
    failureNote: text('failure_note'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('empties_pickups_one_booked_uq')
      .on(t.userId, t.slotId)
      .where(sql`${t.status} = 'booked'`),
    index('empties_pickups_slot_idx').on(t.slotId, t.status),
    index('empties_pickups_user_idx').on(t.userId),
    check('empties_pickups_status_ck', sql`${t.status} in ('booked', 'collected', 'failed', 'cancelled')`),
    check(
      'empties_pickups_fee_ck',
      sql`${t.feeCents} >= 0 and (${t.feeChargedCents} is null or (${t.feeChargedCents} >= 0 and ${t.feeChargedCents} <= ${t.feeCents}))`,
    ),
    check('empties_pickups_position_ck', sql`${t.roundPosition} is null or ${t.roundPosition} > 0`),
    check(
      'empties_pickups_instructions_ck',
      sql`${t.instructions} is null or length(${t.instructions}) <= 500`,
    ),
    check('empties_pickups_failed_ck', sql`${t.status} <> 'failed' or ${t.failureReason} is not null`),
    check(
      'empties_pickups_failure_note_ck',
      sql`${t.failureNote} is null or length(${t.failureNote}) <= 500`,
    ),
  ],
);
