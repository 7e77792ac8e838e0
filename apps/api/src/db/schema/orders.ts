import type { SubstitutionChoice } from '@consigne/domain';
import {
  FAILURE_REASONS,
  type FailureReason,
  HOLDING_ORDER_STATUSES,
  ORDER_STATUSES,
  PLACED_ORDER_STATUSES,
  ROUND_ORDER_STATUSES,
  type DeliveryInstructions,
  type OrderStatus,
} from '@consigne/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
import { productWarehouses, warehouses } from './catalog.js';
import { zones } from './geo.js';
import { promoCodes } from './promo.js';
import { addresses, slots, users } from './users.js';

// The one list lives in packages/domain; re-exported for the modules that read it with the schema.
export { ORDER_STATUSES, type OrderStatus };

const inStatuses = (alias: string, statuses: readonly OrderStatus[]) =>
  `${alias}.status in (${statuses.map((status) => `'${status}'`).join(', ')})`;

/**
 * An order counts as placed once in the delivery flow (GET /user nbOrders, the driver's round, a
 * godson's first order): the condition on the `orders` row named `alias`, for raw SQL and for Drizzle
 * (sql.raw). A card order waiting for its payment is not placed yet.
 */
export const placedOrderSql = (alias: string) => inStatuses(alias, PLACED_ORDER_STATUSES);

/** An order a driver's round lists (ROUND_ORDER_STATUSES: the flow's and a failed delivery). */
export const roundOrderSql = (alias: string) => inStatuses(alias, ROUND_ORDER_STATUSES);

/**
 * An order that holds what its checkout took, unless cancelled (first-order-only promo codes: a card
 * order waiting for its payment already spent the customer's first order).
 */
export const holdingOrderSql = (alias: string) => inStatuses(alias, HOLDING_ORDER_STATUSES);
export const PAYMENT_METHODS = ['offline', 'stripe'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** A crate format's fill at checkout, kept on the order (crates and bottles to collect later). */
export interface OrderCrate {
  packageType: 'large' | 'small';
  completeCrates: number;
  nbItems: number;
  nbSpaceLeft: number;
}

/**
 * A placed order (its id is the orderId). Amounts are integer cents frozen at checkout; the lines
 * keep the names and prices the customer saw.
 */
export const orders = pgTable(
  'orders',
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
    status: text('status').$type<OrderStatus>().notNull().default('placed'),
    /** 'address' (home delivery) or 'pdr' (pickup point), as in an address change request. */
    deliveryType: text('delivery_type').notNull(),
    zoneId: integer('zone_id').references(() => zones.id),
    /** The van of the order's round (migration 0029); null: the warehouse's first van. */
    vanId: integer('van_id'),
    /** Its stop's place in its van's planned round, and when the plan expects the van (migration 0045). */
    roundPosition: integer('round_position'),
    plannedArrivalAt: timestamp('planned_arrival_at', { withTimezone: true }),
    /**
     * The delivery window told to the shopper, and when (migration 0049): set once announced, a later
     * plan does not move it (the tracking module).
     */
    windowFrom: timestamp('window_from', { withTimezone: true }),
    windowTo: timestamp('window_to', { withTimezone: true }),
    windowAnnouncedAt: timestamp('window_announced_at', { withTimezone: true }),
    deliveryName: text('delivery_name').notNull(),
    deliveryAddress: text('delivery_address').notNull(),
    /** Storefront locale of the customer at checkout: e-mails and invoice language. */
    locale: text('locale').notNull(),
    country: text('country').notNull(),
    subtotalHtCents: integer('subtotal_ht_cents').notNull(),
    subtotalTtcCents: integer('subtotal_ttc_cents').notNull(),
    totalTvaCents: integer('total_tva_cents').notNull(),
    /** VAT per rate: basis points → cents. */
    vatByRate: jsonb('vat_by_rate').$type<Record<string, number>>().notNull(),
    productsDepositCents: integer('products_deposit_cents').notNull(),
    packagesDepositCents: integer('packages_deposit_cents').notNull(),
    deliveryFeeCents: integer('delivery_fee_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    walletUsageCents: integer('wallet_usage_cents').notNull(),
    /**
     * Checkout's green-slot decision, made under the slot's lock (migration 0051, ADR 0038): green or
     * not, the marginal road metres measured (null: not measured), the discount taken off the fee.
     */
    greenSlot: boolean('green_slot'),
    greenMarginalMetres: integer('green_marginal_metres'),
    greenDiscountCents: integer('green_discount_cents').notNull().default(0),
    amountToPayCents: integer('amount_to_pay_cents').notNull(),
    crates: jsonb('crates').$type<OrderCrate[]>().notNull(),
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id),
    promoCode: text('promo_code'),
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull(),
    /**
     * 'pending' (pay at delivery, or awaiting the provider), 'processing' (a delayed method such as a
     * SEPA debit: the bank has not answered yet; migration 0031), 'paid', 'failed'.
     */
    paymentStatus: text('payment_status').notNull().default('pending'),
    /** The Stripe Checkout Session of a card order (migration 0015; it replaced payment_intent_id). */
    stripeCheckoutSessionId: text('stripe_checkout_session_id').unique(),
    /** Until when a card order waits for its payment (its Checkout Session's expires_at). */
    paymentExpiresAt: timestamp('payment_expires_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** What the card paid at checkout (migration 0028): a refund to the card never exceeds it. */
    cardPaidCents: integer('card_paid_cents').notNull().default(0),
    adultDeclared: boolean('adult_declared').notNull().default(false),
    /**
     * What the driver needs at the door (migration 0040): copied at checkout, changed by the shopper
     * until the order leaves. Its entryCode is personal data: staff of the warehouse and its driver
     * only, never logged. Null: none given.
     */
    deliveryInstructions: jsonb('delivery_instructions').$type<DeliveryInstructions>(),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** A failed delivery (migration 0041): why, the driver's note, when and by whom. */
    failureReason: text('failure_reason').$type<FailureReason>(),
    failureNote: text('failure_note'),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    failedBy: integer('failed_by').references(() => users.id, { onDelete: 'restrict' }),
    /** The order that books a failed delivery again (the shopper's one click). */
    rebookedOrderId: integer('rebooked_order_id'),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.placedAt),
    index('orders_slot_idx').on(t.slotId),
    // A collection's warehouse in the figures: the customer's last delivery before it (migration 0026;
    // its INCLUDE (warehouse_id) is written in the SQL, which Drizzle's index builder does not express).
    index('orders_user_delivered_idx')
      .on(t.userId, t.deliveredAt, t.id)
      .where(sql`${t.status} = 'delivered'`),
    // The sweep of card orders whose payment never came (payment.ts expirePendingPayments).
    index('orders_payment_pending_idx')
      .on(t.paymentExpiresAt)
      .where(sql`${t.status} = 'payment_pending'`),
    check(
      'orders_status_ck',
      sql`${t.status} in (${sql.raw(ORDER_STATUSES.map((status) => `'${status}'`).join(', '))})`,
    ),
    check(
      'orders_failure_reason_ck',
      sql`${t.failureReason} is null or ${t.failureReason} in (${sql.raw(FAILURE_REASONS.map((r) => `'${r}'`).join(', '))})`,
    ),
    check(
      'orders_failure_ck',
      sql`${t.status} <> 'delivery_failed' or (${t.failureReason} is not null and ${t.failedAt} is not null)`,
    ),
    check('orders_payment_method_ck', sql`${t.paymentMethod} in ('offline', 'stripe')`),
    check('orders_payment_status_ck', sql`${t.paymentStatus} in ('pending', 'processing', 'paid', 'failed')`),
    check('orders_card_paid_ck', sql`${t.cardPaidCents} >= 0`),
    check(
      'orders_amounts_ck',
      sql`${t.amountToPayCents} >= 0 AND ${t.walletUsageCents} >= 0 AND ${t.discountCents} >= 0`,
    ),
  ],
);

/**
 * Stripe events already processed (their id): a replayed event changes nothing. Written in the
 * transaction of the event's effect.
 */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** placedOrderSql as a Drizzle condition on `orders`. */
export const isPlacedOrder = () => sql.raw(placedOrderSql(`"orders"`));

/** roundOrderSql as a Drizzle condition on `orders`. */
export const isRoundOrder = () => sql.raw(roundOrderSql(`"orders"`));

/**
 * An order's home, in a query on `orders`: the customer's address of the order's delivery text, else
 * their selected one, else their latest; null coordinates when not located. The rounds and the green
 * slots' measure read it (a pickup-point order's place is its zone's).
 */
export const orderHomePlace = sql<{ lat: number | null; lng: number | null } | null>`(
  select json_build_object('lat', a.lat, 'lng', a.lng) from ${addresses} a
  where a.user_id = ${orders.userId}
  order by (a.street_number || ' ' || a.street || ', ' || a.postal_code || ' ' || a.city) = ${orders.deliveryAddress} desc,
    a.is_selected desc, a.id desc
  limit 1)`;

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productWarehouseId: integer('product_warehouse_id')
      .notNull()
      .references(() => productWarehouses.id),
    productId: integer('product_id').notNull(),
    name: text('name').notNull(),
    volume: text('volume').notNull(),
    thumb: text('thumb').notNull(),
    categoryMasterName: text('category_master_name').notNull(),
    packageType: text('package_type').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceTtcCents: integer('unit_price_ttc_cents').notNull(),
    unitPriceHtCents: integer('unit_price_ht_cents').notNull(),
    /** Basis points (550 = 5.5 %). */
    vatRateBp: integer('vat_rate_bp').notNull(),
    bottleDepositCents: integer('bottle_deposit_cents').notNull(),
    isLocked: boolean('is_locked').notNull().default(false),
    isAlcohol: boolean('is_alcohol').notNull().default(false),
    /**
     * The age the product could be sold at by the law of the order's country when it was sold
     * (minimumAge, packages/domain/src/alcohol.ts): 16 or 18, null when not an alcoholic drink there
     * (migration 0037).
     */
    minimumAge: smallint('minimum_age'),
    /** A substitute's line: the name and volume of the missing product it replaces (migration 0025). */
    substitutedFor: text('substituted_for'),
    /** What the shopper lets replace it if missing, copied from the cart at checkout (migration 0054). */
    substitution: text('substitution').$type<SubstitutionChoice>().notNull().default('closest'),
    /** The product the shopper chose, when substitution is 'product'. */
    substituteProductWarehouseId: integer('substitute_product_warehouse_id').references(
      () => productWarehouses.id,
    ),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    check('order_lines_quantity_ck', sql`${t.quantity} > 0`),
    check(
      'order_lines_substitution_ck',
      sql`${t.substitution} in ('closest', 'product', 'none') and (${t.substitution} = 'product') = (${t.substituteProductWarehouseId} is not null)`,
    ),
    check('order_lines_minimum_age_ck', sql`${t.minimumAge} is null or ${t.minimumAge} in (16, 18)`),
  ],
);

/**
 * POST /orders Idempotency-Key: the first answer is kept and replayed; the same key with another
 * body is refused. Scoped per user.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/** One invoice per delivered order, numbered in an unbroken sequence (max + 1 under a lock). */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    number: integer('number').notNull().unique(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    /** The buyer's name when issued (migration 0027): kept 10 years, whatever becomes of the account. */
    buyerName: text('buyer_name').notNull(),
    /**
     * The invoice as issued (migration 0059, ADR 0045): what the PDF and the XML are rendered from, so
     * a reprint never changes. Null on invoices issued before: rendered from their order.
     */
    frozen: jsonb('frozen').$type<FrozenInvoice>(),
  },
  (t) => [uniqueIndex('invoices_order_uq').on(t.orderId)],
);

/** A business buyer's identity as frozen on an invoice (see `businessProfiles`). */
export interface FrozenBusinessBuyer {
  companyName: string;
  siren: string | null;
  vatNumber: string | null;
  peppolScheme: string | null;
  peppolId: string | null;
}

/**
 * An invoice as issued (version 1): the order's lines and amounts, its delivery and the buyer's
 * identity at that moment — everything its PDF and XML print that could change afterwards.
 */
export interface FrozenInvoice {
  version: 1;
  orderId: number;
  locale: string;
  country: string;
  /** 'pdr' for a pickup point (its name is the zone's), else a home address. */
  deliveryType: string;
  deliveryName: string;
  deliveryAddress: string;
  deliveredAt: string | null;
  lines: Array<{
    name: string;
    volume: string;
    quantity: number;
    unitPriceTtcCents: number;
    unitPriceHtCents: number;
    vatRateBp: number;
    isLocked: boolean;
  }>;
  deliveryFeeCents: number;
  discountCents: number;
  promoCode: string | null;
  productsDepositCents: number;
  packagesDepositCents: number;
  walletUsageCents: number;
  amountToPayCents: number;
  paymentStatus: string;
  business: FrozenBusinessBuyer | null;
}

/** A counter per document series and year (migration 0058): the last number given, locked to take the next. */
export const documentCounters = pgTable(
  'document_counters',
  {
    series: text('series').notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ name: 'document_counters_pk', columns: [t.series, t.year] })],
);

/** One VAT row of a credit note: what it takes back at that rate (cents, basis points). */
export interface CreditNoteVatRow {
  rate: number;
  ttc: number;
  base: number;
  vat: number;
}

export const CREDIT_NOTE_REASONS = ['refund', 'edit', 'cancellation'] as const;
export type CreditNoteReason = (typeof CREDIT_NOTE_REASONS)[number];

/**
 * Credit notes (avoirs, migration 0058): each corrects an invoice — a refund, an edit downwards or a
 * cancellation after it — numbered without gaps per series and year (ADR 0044).
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: serial('id').primaryKey(),
    series: text('series').notNull(),
    year: integer('year').notNull(),
    number: integer('number').notNull(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    reason: text('reason').$type<CreditNoteReason>().notNull(),
    /** What it corrects, once: `refund:<id>` (null for an edit). */
    sourceKey: text('source_key').unique('credit_notes_source_uq'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    /** The buyer's name when issued, like the invoice's: kept 10 years. */
    buyerName: text('buyer_name').notNull(),
    totalCents: integer('total_cents').notNull(),
    depositsCents: integer('deposits_cents').notNull(),
    vatRows: jsonb('vat_rows').$type<CreditNoteVatRow[]>().notNull(),
  },
  (t) => [
    uniqueIndex('credit_notes_number_uq').on(t.series, t.year, t.number),
    index('credit_notes_order_idx').on(t.orderId),
    check('credit_notes_reason_ck', sql`${t.reason} in ('refund', 'edit', 'cancellation')`),
    check(
      'credit_notes_amounts_ck',
      sql`${t.totalCents} > 0 AND ${t.depositsCents} >= 0 AND ${t.depositsCents} <= ${t.totalCents}`,
    ),
  ],
);
