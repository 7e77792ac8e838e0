import type { ContainerReason, ContainerState, ContainerType } from '@consigne/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { warehouses } from './catalog.js';
import { users } from './users.js';

/**
 * Returnable containers counted in units (migration 0064, ADR 0049): each movement of so many of one
 * type between two states of a warehouse (null: outside the shop). Append-only; one per source and type.
 */
export const containerMovements = pgTable(
  'container_movements',
  {
    id: serial('id').primaryKey(),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    containerType: text('container_type').$type<ContainerType>().notNull(),
    fromState: text('from_state').$type<ContainerState>(),
    toState: text('to_state').$type<ContainerState>(),
    quantity: integer('quantity').notNull(),
    reason: text('reason').$type<ContainerReason>().notNull(),
    /** What caused it ('delivery:order:12', 'collection:34', 'manual:<key>'): recorded once. */
    sourceKey: text('source_key').notNull(),
    note: text('note'),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('container_movements_source_uq').on(t.sourceKey, t.containerType),
    index('container_movements_warehouse_at_idx').on(t.warehouseId, t.at),
    check('container_movements_quantity_ck', sql`${t.quantity} > 0`),
  ],
);

/** What the movements add up to, per warehouse, type and state: kept by the movements' trigger. */
export const containerBalances = pgTable(
  'container_balances',
  {
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    containerType: text('container_type').$type<ContainerType>().notNull(),
    state: text('state').$type<ContainerState>().notNull(),
    quantity: integer('quantity').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'container_balances_pk', columns: [t.warehouseId, t.containerType, t.state] }),
    check(
      'container_balances_not_negative_ck',
      sql`${t.quantity} >= 0 or ${t.state} in ('warehouse', 'customer')`,
    ),
  ],
);
