import type { ORDER_EVENT_ACTORS } from '@consigne/contract';
import type { RefundMethod, RefundState, StockMovementKind } from '@consigne/domain';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { categoryMasters, products, productWarehouses, warehouses } from './catalog.js';
import { orderLines, orders } from './orders.js';
import { users } from './users.js';

/** The warehouses a manager runs (role 'manager'): catalogue entries, prices, stock, slots and orders of these only. */
export const staffWarehouses = pgTable(
  'staff_warehouses',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.warehouseId] }),
    index('staff_warehouses_warehouse_idx').on(t.warehouseId),
  ],
);

/**
 * Every back-office change: who (kept by e-mail when the account goes), when, what, before → after.
 * Written in the change's own transaction, so a change never lands without its entry.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    /** e.g. 'product.update', 'staff.create'. */
    action: text('action').notNull(),
    /** e.g. 'product', 'product_warehouse', 'promo_code', 'user'. */
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    warehouseId: integer('warehouse_id').references(() => warehouses.id, { onDelete: 'set null' }),
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: text('request_id'),
  },
  (t) => [
    index('audit_log_at_idx').on(sql`${t.at} DESC`, sql`${t.id} DESC`),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_actor_idx').on(t.actorId),
  ],
);

// ---- catalog ----

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A product's uploaded photo (back-office), converted to WebP at the storefront's sizes: image1 and its
 * thumb150 rendition. The bytes live in the database so every instance serves them; product_images.photo_id
 * says whether the storefront shows it or the generated packshot.
 */
export const productPhotos = pgTable('product_photos', {
  id: serial('id').primaryKey(),
  productId: integer('product_id')
    .notNull()
    .unique()
    .references(() => products.id, { onDelete: 'cascade' }),
  image: bytea('image').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  thumb: bytea('thumb').notNull(),
  thumbWidth: integer('thumb_width').notNull(),
  thumbHeight: integer('thumb_height').notNull(),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---- content ----

/** One locale of the home's promo bar: an accessible label and three text fragments. */
export interface PromoBarText {
  label: string;
  part1: string;
  part2: string;
  part3: string;
}

/** The home's promo bar: a single row (id 1), its texts by storefront locale. */
export const promoBar = pgTable(
  'promo_bar',
  {
    id: integer('id').primaryKey().default(1),
    enabled: boolean('enabled').notNull().default(true),
    texts: jsonb('texts').$type<Record<string, PromoBarText>>().notNull(),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('promo_bar_single_ck', sql`${t.id} = 1`)],
);
// ---- slot marketing ----

/**
 * A marketing operation on slots: its texts and colours, and which upcoming slots
 * it reaches (packages/domain/src/slot-marketing.ts). Applied by copying onto slots.marketing.
 */
export const slotMarketingOperations = pgTable(
  'slot_marketing_operations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    warehouseId: integer('warehouse_id').references(() => warehouses.id, { onDelete: 'cascade' }),
    /** By storefront API locale (fr_FR, es_ES, fr_BE, nl_BE); fr_FR always present. */
    text: jsonb('text').$type<Record<string, string>>().notNull(),
    description: jsonb('description').$type<Record<string, string>>().notNull(),
    icon: text('icon'),
    backgroundColor: text('background_color'),
    textColor: text('text_color'),
    weekdays: smallint('weekdays')
      .array()
      .notNull()
      .default(sql`'{}'`),
    firstOfDay: boolean('first_of_day').notNull().default(false),
    startTime: text('start_time'),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on'),
    active: boolean('active').notNull().default(true),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('slot_marketing_dates_ck', sql`${t.endsOn} IS NULL OR ${t.endsOn} >= ${t.startsOn}`),
    check('slot_marketing_weekdays_ck', sql`${t.weekdays} <@ ARRAY[1, 2, 3, 4, 5, 6, 7]::smallint[]`),
  ],
);

// ---- stock ----

/**
 * Every change of a tracked stock, written in the transaction that changes it: for a tracked entry the
 * quantities add up to its stock (the migration opened the history with the stock as it stood).
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    productWarehouseId: integer('product_warehouse_id')
      .notNull()
      .references(() => productWarehouses.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<StockMovementKind>().notNull(),
    /** Signed: +48 received, -2 sold. */
    quantity: integer('quantity').notNull(),
    stockAfter: integer('stock_after').notNull(),
    reason: text('reason'),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** Who: the staff member, or the shopper whose order sold or gave back. */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stock_movements_entry_idx').on(t.productWarehouseId, sql`${t.id} DESC`),
    check(
      'stock_movements_kind_ck',
      sql`${t.kind} in ('received', 'sold', 'returned', 'adjusted', 'written_off')`,
    ),
    check('stock_movements_stock_after_ck', sql`${t.stockAfter} >= 0`),
  ],
);

/** A CSV import between its preview and its apply: the apply re-reads the file and refuses if the plan moved. */
export const stockImports = pgTable('stock_imports', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  csv: text('csv').notNull(),
  /** A hash of the previewed changes, before → after: equal at apply time or the import is refused. */
  fingerprint: text('fingerprint').notNull(),
  changeCount: integer('change_count').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  appliedAt: timestamp('applied_at', { withTimezone: true }),
});

// ---- orders ----

/** Who changed an order's status: the customer, a driver, the back-office's staff, or the shop itself. */
export type OrderEventActor = (typeof ORDER_EVENT_ACTORS)[number];

/**
 * An order's history: one row per status change (and its creation), written by a trigger on `orders`
 * (migration 0022) in the change's transaction; the actor and reason come from the transaction's
 * settings (modules/admin/orders/events.ts).
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actorKind: text('actor_kind').$type<OrderEventActor>().notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    /**
     * 'status' (a status move, by the trigger), or what picking changed: 'line_removed',
     * 'line_substituted' (migration 0025); a back-office edit 'edited' or refund 'refunded' (0028); a move to another slot 'moved' (0039); lines refused at the door 'door_refused' (0047).
     */
    kind: text('kind').$type<OrderEventKind>().notNull().default('status'),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id)],
);

export type OrderEventKind =
  | 'status'
  | 'line_removed'
  | 'line_substituted'
  | 'edited'
  | 'refunded'
  /** Staff moved it to another slot (0039). */
  | 'moved'
  /** The recipient refused lines at the door (0047). */
  | 'door_refused';

/** The picker's walk in a warehouse: a Rayon's aisle position there (none: its catalogue position). */
export const warehouseShelves = pgTable(
  'warehouse_shelves',
  {
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'cascade' }),
    masterId: integer('master_id')
      .notNull()
      .references(() => categoryMasters.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ name: 'warehouse_shelves_pk', columns: [t.warehouseId, t.masterId] })],
);

/** A line ticked as picked (one row per line, whoever ticked it); deleted when unticked or substituted. */
export const orderLinePicks = pgTable(
  'order_line_picks',
  {
    orderLineId: integer('order_line_id')
      .primaryKey()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    pickedBy: integer('picked_by').references(() => users.id, { onDelete: 'set null' }),
    pickedAt: timestamp('picked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_line_picks_order_idx').on(t.orderId)],
);

/** A top-up's state: due, paid, or replaced (a later edit changed the difference, or its page expired). */
export const TOP_UP_STATES = ['pending', 'paid', 'cancelled'] as const;
export type TopUpState = (typeof TOP_UP_STATES)[number];

/**
 * The second card payment of a card-paid order that the shopper's edit made dearer (migration 0055,
 * ADR 0039): the difference, paid on its own Stripe Checkout Session. At most one pending per order.
 * Once paid, the order's card_paid_cents counts it, and a refund may go back against its session.
 */
export const orderTopUps = pgTable(
  'order_top_ups',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    state: text('state').$type<TopUpState>().notNull().default('pending'),
    stripeCheckoutSessionId: text('stripe_checkout_session_id').unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('order_top_ups_pending_uq')
      .on(t.orderId)
      .where(sql`${t.state} = 'pending'`),
    check('order_top_ups_amount_ck', sql`${t.amountCents} > 0`),
    check('order_top_ups_state_ck', sql`${t.state} in ('pending', 'paid', 'cancelled')`),
    check('order_top_ups_paid_ck', sql`(${t.state} = 'paid') = (${t.paidAt} is not null)`),
  ],
);

/**
 * A refund of an order with its mandatory reason (migration 0028): to the wallet (its wallet entry is
 * 'order_refund') or to the card (the provider's refund id). Never more, all together, than was paid.
 * A card refund is committed 'pending' and settled by the 'payments.refund' job (migration 0034).
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    method: text('method').$type<RefundMethod>().notNull(),
    reason: text('reason').notNull(),
    providerRefundId: text('provider_refund_id'),
    state: text('state').$type<RefundState>().notNull(),
    /** The provider's last refusal, once the job gave up. */
    failureReason: text('failure_reason'),
    /** When the refund succeeded or failed. */
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** A card refund against a top-up's payment (its session); null: the checkout's (migration 0055). */
    topUpId: integer('top_up_id').references(() => orderTopUps.id),
  },
  (t) => [
    index('order_refunds_order_idx').on(t.orderId, t.id),
    check('order_refunds_amount_ck', sql`${t.amountCents} > 0`),
    check('order_refunds_method_ck', sql`${t.method} in ('wallet', 'card')`),
    check('order_refunds_state_ck', sql`${t.state} in ('pending', 'succeeded', 'failed')`),
    check('order_refunds_wallet_done_ck', sql`${t.method} = 'card' or ${t.state} = 'succeeded'`),
    check(
      'order_refunds_card_settled_ck',
      sql`${t.method} = 'wallet' or (${t.state} = 'succeeded') = (${t.providerRefundId} is not null)`,
    ),
    check('order_refunds_failure_ck', sql`(${t.state} = 'failed') = (${t.failureReason} is not null)`),
  ],
);
