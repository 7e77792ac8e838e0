import type { EmptiesUnit, RejectReason } from '@consigne/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { warehouses } from './catalog.js';
import { orders } from './orders.js';
import { pendingDeposits, users } from './users.js';

/** A warehouse's delivery vans (migration 0029): a slot's orders go with the first one unless moved. */
export const vans = pgTable(
  'vans',
  {
    id: serial('id').primaryKey(),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    /** Crates it carries: drops and empties picked up both take room (migration 0045). */
    capacityCrates: integer('capacity_crates').notNull().default(60),
    /** Optimistic concurrency of the back-office's edits (migration 0052): bumped by every change. */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    unique('vans_warehouse_name_uq').on(t.warehouseId, t.name),
    // Two vans whose names differ by case only would be one for the people who read them (0052).
    uniqueIndex('vans_warehouse_name_ci_uq').on(t.warehouseId, sql`lower(${t.name})`),
    check('vans_capacity_crates_ck', sql`${t.capacityCrates} >= 1 and ${t.capacityCrates} <= 500`),
    check('vans_name_ck', sql`char_length(${t.name}) between 1 and 40 and ${t.name} = btrim(${t.name})`),
  ],
);

/**
 * Empties refused at a door (broken, foreign): never credited; one row per unit and reason of a
 * return, beside the return's credited collection (pending_deposits) when some were accepted.
 */
export const collectionRejects = pgTable(
  'collection_rejects',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    collectionId: integer('collection_id').references(() => pendingDeposits.id, { onDelete: 'set null' }),
    /** The return's 'refused' movement (migration 0038): the customer's history lists the line under it. */
    refusalId: integer('refusal_id').references(() => pendingDeposits.id, { onDelete: 'set null' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    unit: text('unit').$type<EmptiesUnit>().notNull(),
    reason: text('reason').$type<RejectReason>().notNull(),
    count: integer('count').notNull(),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('collection_rejects_warehouse_created_idx').on(t.warehouseId, t.createdAt),
    index('collection_rejects_refusal_idx').on(t.refusalId),
    check('collection_rejects_unit_ck', sql`${t.unit} in ('crate', 'largeBottle', 'smallBottle')`),
    check('collection_rejects_reason_ck', sql`${t.reason} in ('broken', 'foreign')`),
    check('collection_rejects_count_ck', sql`${t.count} > 0`),
  ],
);
