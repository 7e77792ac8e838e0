import type { SubstitutionChoice } from '@consigne/domain';
import type { PendingDepositKind } from '@consigne/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { warehouses } from './catalog.js';
import { zones } from './geo.js';

export const slots = pgTable(
  'slots',
  {
    id: serial('id').primaryKey(),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    capacity: integer('capacity').notNull(),
    /** Places taken by placed orders; live holds (slot_holds) count on top of it. */
    reserved: integer('reserved').notNull().default(0),
    /**
     * A marketing operation on this slot: localized text and description keyed by
     * storefront locale, plus the banner's icon and colours.
     */
    marketing: jsonb('marketing').$type<SlotMarketing>(),
    /**
     * The back-office operation whose texts `marketing` holds (slot_marketing_operations; the foreign
     * key is in SQL), null when none reaches the slot.
     */
    marketingOperationId: integer('marketing_operation_id'),
    /** Closed by the back-office: offered as full, never selected, held or booked (migration 0024). */
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('slots_warehouse_start_uq').on(t.warehouseId, t.startAt),
    check('slots_capacity_ck', sql`${t.reserved} >= 0 AND ${t.reserved} <= ${t.capacity}`),
  ],
);

/**
 * A warehouse's slot rules (SlotRules in packages/domain/src/slots.ts): the defaults are those of docs/rules.md#slots.
 * Read by ensureSlots and by every check of whether a slot still takes orders.
 */
export const slotSettings = pgTable('slot_settings', {
  warehouseId: integer('warehouse_id')
    .primaryKey()
    .references(() => warehouses.id, { onDelete: 'cascade' }),
  firstStartHour: integer('first_start_hour').notNull().default(9),
  lastStartHour: integer('last_start_hour').notNull().default(19),
  widthHours: integer('width_hours').notNull().default(2),
  capacity: integer('capacity').notNull().default(12),
  sameDayCutoffHour: integer('same_day_cutoff_hour').notNull().default(17),
  leadMinutes: integer('lead_minutes').notNull().default(120),
  daysAhead: integer('days_ahead').notNull().default(7),
  /** How many weeks ahead a reserved weekly slot holds its places (migration 0053, ADR 0040). */
  reservationWeeks: integer('reservation_weeks').notNull().default(4),
  /** How many hours before a slot's cutoff a usual basket is placed (migration 0057, ADR 0042). */
  usualBasketHours: integer('usual_basket_hours').notNull().default(10),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Whole days closed ahead (holidays), even beyond the generated days: their slots are generated closed. */
export const slotClosedDays = pgTable(
  'slot_closed_days',
  {
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.warehouseId, t.date] })],
);

export interface SlotMarketing {
  text: Record<string, string>;
  description: Record<string, string>;
  icon: string | null;
  backgroundColor: string | null;
  textColor: string | null;
}

/**
 * A shopper's selected slot holds one place until expiresAt (SLOT_HOLD_MINUTES), so that the slot
 * chosen in the header is still there at checkout. One hold per user: choosing again moves it.
 */
export const slotHolds = pgTable(
  'slot_holds',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    slotId: integer('slot_id')
      .notNull()
      .references(() => slots.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('slot_holds_slot_idx').on(t.slotId, t.expiresAt)],
);

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  /** Stored lower-cased. */
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  firstname: text('firstname').notNull(),
  lastname: text('lastname').notNull(),
  phone: text('phone'),
  isPriceHtEligible: boolean('is_price_ht_eligible').notNull().default(false),
  newsletterOptIn: boolean('newsletter_opt_in').notNull().default(false),
  /** Communication preferences of mon-compte/newsletter-et-communications. */
  offersOptIn: boolean('offers_opt_in').notNull().default(false),
  smsOptIn: boolean('sms_opt_in').notNull().default(false),
  /** The substitution of cart lines that say none (migration 0054): 'closest' or 'none'. */
  defaultSubstitution: text('default_substitution')
    .$type<Exclude<SubstitutionChoice, 'product'>>()
    .notNull()
    .default('closest'),
  /** Preferred language of e-mails: one of the storefront locales. */
  locale: text('locale').notNull().default('fr'),
  adultDeclaredAt: timestamp('adult_declared_at', { withTimezone: true }),
  zoneId: integer('zone_id').references(() => zones.id),
  selectedSlotId: integer('selected_slot_id').references(() => slots.id),
  /** Sponsorship code, upper-case (check in migration 0011): unique whatever the case typed. */
  referralCode: text('referral_code').unique(),
  /**
   * 'customer'; 'operator' (drivers: the delivery page of their warehouse); 'manager' (the back-office
   * of the warehouses in staff_warehouses); 'admin' (the whole back-office). Check in migration 0016.
   */
  role: text('role').notNull().default('customer'),
  /**
   * An operator's warehouse: the only one whose round they see and act on. Not their zone, which any
   * shopper may change.
   */
  operatorWarehouseId: integer('operator_warehouse_id').references(() => warehouses.id),
  /** Set by an admin (back-office): the account cannot log in nor renew a session (migration 0022). */
  blockedAt: timestamp('blocked_at', { withTimezone: true }),
  /** Set when an admin erased the account on request (GDPR art. 17, migration 0027): identity anonymised. */
  erasedAt: timestamp('erased_at', { withTimezone: true }),
  /** The last login or session renewal, written at most once a day (migration 0062): retention reads it. */
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  /**
   * When the customer was told the account would be anonymised for inactivity (migration 0062, ADR
   * 0050); void once they log in or order again after it.
   */
  retentionWarnedAt: timestamp('retention_warned_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A business buyer's identity (migration 0059, mon-compte/entreprise): printed on its invoices, which
 * then are Factur-X (ADR 0045). Checked by packages/domain/src/einvoice/identity.ts.
 */
export const businessProfiles = pgTable(
  'business_profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyName: text('company_name').notNull(),
    /** French SIREN, 9 digits. */
    siren: text('siren'),
    /** Intra-EU VAT number, compact and upper-case. */
    vatNumber: text('vat_number'),
    /** Electronic address (Peppol): ISO 6523 / EAS scheme and identifier, both or neither. */
    peppolScheme: text('peppol_scheme'),
    peppolId: text('peppol_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('business_profiles_name_ck', sql`length(btrim(${t.companyName})) > 0`),
    check('business_profiles_identifier_ck', sql`${t.siren} IS NOT NULL OR ${t.vatNumber} IS NOT NULL`),
    check('business_profiles_siren_ck', sql`${t.siren} IS NULL OR ${t.siren} ~ '^[0-9]{9}$'`),
    check(
      'business_profiles_vat_ck',
      sql`${t.vatNumber} IS NULL OR ${t.vatNumber} ~ '^[A-Z]{2}[0-9A-Z]{2,13}$'`,
    ),
    check('business_profiles_peppol_ck', sql`(${t.peppolScheme} IS NULL) = (${t.peppolId} IS NULL)`),
  ],
);

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    streetNumber: text('street_number').notNull(),
    street: text('street').notNull(),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull().default('FR'),
    houseType: text('house_type').notNull().default('house'),
    apartmentDetails: text('apartment_details'),
    companyName: text('company_name'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    zoneId: integer('zone_id').references(() => zones.id),
    isSelected: boolean('is_selected').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId),
    // At most one selected address per user.
    uniqueIndex('addresses_one_selected_uq')
      .on(t.userId)
      .where(sql`${t.isSelected}`),
  ],
);

/**
 * One row per login (a family of rotating refresh tokens). Access tokens name it (`sid`): a revoked
 * family ends the login at once, and its row lock serialises rotation and revocation.
 */
export const refreshTokenFamilies = pgTable(
  'refresh_token_families',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_token_families_user_idx').on(t.userId)],
);

/** Rotating refresh tokens, stored as SHA-256 hashes; a family is one login's chain of rotations. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id')
      .notNull()
      .references(() => refreshTokenFamilies.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId)],
);

/** Wallet (cagnotte) ledger: the balance is the sum; credits from collected deposits, debits at checkout. */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    /** A back-office correction's mandatory reason, and who made it (migration 0022). */
    note: text('note'),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('wallet_entries_user_idx').on(t.userId)],
);

/** Deposits paid on delivered crates and bottles, refunded to the wallet when the driver collects the empties. */
export type { PendingDepositKind };

export const pendingDeposits = pgTable(
  'pending_deposits',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    /**
     * 'delivery' (the deposits of a delivered order, > 0), 'collection' (empties handed back, < 0),
     * 'forfeited' (never returned in time, < 0) or 'refused' (empties refused at the door: broken ones
     * settled uncredited, < 0; 0 when all were another brand's).
     * Null only for a legacy row whose nature could not be told.
     */
    kind: text('kind').$type<PendingDepositKind>(),
    /** What was delivered or collected; null on legacy rows that did not record it. */
    crates: integer('crates'),
    largeBottles: integer('large_bottles'),
    smallBottles: integer('small_bottles'),
    /**
     * Legacy French text, kept for rows written before the counts above existed (and not parsable).
     * New rows leave it null: the API writes the text in the reader's language.
     */
    description: text('description'),
    /** The delivered order whose deposits these are; null for a collection (a negative amount). */
    orderId: integer('order_id'),
    collectedAt: timestamp('collected_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The warehouse of the movement (a delivery: its order's; a collection: the driver's) and who
     * recorded it (migration 0029); null on older collections.
     */
    warehouseId: integer('warehouse_id').references(() => warehouses.id),
    recordedBy: integer('recorded_by'),
    /** A collection's wallet credit (deposit_refund): the reconciliation with the wallet ledger. */
    walletEntryId: integer('wallet_entry_id').references(() => walletEntries.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('pending_deposits_user_idx').on(t.userId),
    index('pending_deposits_warehouse_created_idx').on(t.warehouseId, t.createdAt),
    // The figures' deposits out and returned over a range of days (migration 0026).
    index('pending_deposits_kind_created_idx').on(t.kind, t.createdAt),
    check(
      'pending_deposits_kind_ck',
      sql`${t.kind} IS NULL OR ${t.kind} in ('delivery', 'collection', 'forfeited', 'refused')`,
    ),
    check(
      'pending_deposits_counts_ck',
      sql`(${t.crates} IS NULL OR ${t.crates} >= 0) AND (${t.largeBottles} IS NULL OR ${t.largeBottles} >= 0) AND (${t.smallBottles} IS NULL OR ${t.smallBottles} >= 0)`,
    ),
  ],
);

/** Which seed parts (catalogue, demo accounts, content…) a database has, at which version. */
export const seedRuns = pgTable('seed_runs', {
  part: text('part').primaryKey(),
  version: integer('version').notNull(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
});
