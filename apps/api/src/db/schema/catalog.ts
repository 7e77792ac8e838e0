import type { DepositClass } from '@consigne/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  boolean,
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
} from 'drizzle-orm/pg-core';

/** Labels translated in the four storefront locales. */
export type LocalizedText = { fr: string; es: string; be: string; 'nl-BE': string };

/**
 * Crate formats: 'large' (Grand format, 12), 'small' (Petit format, 20), 'other' (Autres, no crate).
 * What a crate costs is the domain's (CRATE_DEPOSIT_CENTS), not a column.
 */
export const packageTypes = pgTable('package_types', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  names: jsonb('names').$type<LocalizedText>().notNull(),
  capacity: integer('capacity'),
  position: integer('position').notNull().default(0),
});

/** Rayons. */
export const categoryMasters = pgTable('category_masters', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  names: jsonb('names').$type<LocalizedText>().notNull(),
  icon: text('icon').notNull(),
  color: text('color').notNull(),
  position: integer('position').notNull().default(0),
  /** Hidden from the storefront's menus and listings (its products stay). */
  isHidden: boolean('is_hidden').notNull().default(false),
  /** Optimistic concurrency of the back-office's edits. */
  version: integer('version').notNull().default(1),
});

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    masterId: integer('master_id')
      .notNull()
      .references(() => categoryMasters.id),
    slug: text('slug').notNull().unique(),
    names: jsonb('names').$type<LocalizedText>().notNull(),
    position: integer('position').notNull().default(0),
    isHidden: boolean('is_hidden').notNull().default(false),
    version: integer('version').notNull().default(1),
    /** Goods of this category back from a failed delivery are written off, not restocked (migration 0041). */
    writeOffOnReturn: boolean('write_off_on_return').notNull().default(false),
  },
  (t) => [index('categories_master_idx').on(t.masterId)],
);

export const tags = pgTable('tags', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  names: jsonb('names').$type<LocalizedText>().notNull(),
  position: integer('position').notNull().default(0),
  isHidden: boolean('is_hidden').notNull().default(false),
  version: integer('version').notNull().default(1),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull().unique(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    packageTypeId: integer('package_type_id')
      .notNull()
      .references(() => packageTypes.id),
    brand: text('brand').notNull(),
    volume: doublePrecision('volume').notNull(),
    unit: text('unit').notNull(),
    /** 'food' (5.5 % FR / 6 % BE) or 'standard' (20 % FR / 21 % BE). */
    vatClass: text('vat_class').notNull(),
    alcoholLevel: doublePrecision('alcohol_level'),
    /** What one unit carries as a bottle deposit; its amount lives in the domain's one table (deposits.ts). */
    depositClass: text('deposit_class').$type<DepositClass>().notNull(),
    isHidden: boolean('is_hidden').notNull().default(false),
    isNew: boolean('is_new').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Optimistic concurrency of the back-office's product sheet: bumped by every save. */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('products_category_idx').on(t.categoryId),
    index('products_package_type_idx').on(t.packageTypeId),
    check('products_deposit_class_ck', sql`${t.depositClass} in ('none', 'small_bottle', 'large_bottle')`),
  ],
);

export const productTranslations = pgTable(
  'product_translations',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.locale] })],
);

export const productTags = pgTable(
  'product_tags',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.tagId] }), index('product_tags_tag_idx').on(t.tagId)],
);

/**
 * Generated packshots, kept in the database so every instance can serve them: image1 (`svg`) and
 * its thumb150 rendition, each with the width and height pages reserve for it.
 */
export const productImages = pgTable('product_images', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  svg: text('svg').notNull(),
  width: integer('width').notNull().default(400),
  height: integer('height').notNull().default(400),
  thumbSvg: text('thumb_svg'),
  thumbWidth: integer('thumb_width').notNull().default(400),
  thumbHeight: integer('thumb_height').notNull().default(400),
  /** The uploaded photo shown instead of the packshot (null: the packshot); see product_photos. */
  photoId: integer('photo_id'),
});

export const warehouses = pgTable('warehouses', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  city: text('city').notNull(),
  country: text('country').notNull(),
  address: text('address').notNull(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  deliveryFreeThresholdCents: integer('delivery_free_threshold_cents').notNull(),
  deliveryFeeCents: integer('delivery_fee_cents').notNull(),
  orderMinimumAmountCents: integer('order_minimum_amount_cents').notNull(),
  /** Days after which deposits never returned are sold as packaging (migration 0030, ADR 0015). */
  depositForfeitDays: integer('deposit_forfeit_days').notNull().default(365),
  /** How long a stop takes: a base, plus a time per crate dropped or picked up (migration 0045). */
  stopBaseSeconds: integer('stop_base_seconds').notNull().default(240),
  stopPerCrateSeconds: integer('stop_per_crate_seconds').notNull().default(30),
  /** The width of the delivery window announced to shoppers, in minutes (migration 0049). */
  promiseWindowMinutes: integer('promise_window_minutes').notNull().default(20),
  /** Green slots (migration 0051, ADR 0038): the road metres a stop may add, the fee's discount. */
  greenThresholdMetres: integer('green_threshold_metres').notNull().default(1500),
  greenDiscountCents: integer('green_discount_cents').notNull().default(0),
  /**
   * Optimistic concurrency of the rounds' settings above (stop times, window; migration 0052): a save
   * sends the version it read and bumps it, a stale one is a 409.
   */
  roundsVersion: integer('rounds_version').notNull().default(1),
});

/** A product as sold by one warehouse (a product warehouse entry). */
export const productWarehouses = pgTable(
  'product_warehouses',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    slug: text('slug').notNull(),
    priceCents: integer('price_cents').notNull(),
    isAvailable: boolean('is_available').notNull().default(true),
    maxOrderable: integer('max_orderable').notNull().default(99),
    stock: integer('stock'),
    discountAntiWastePercent: integer('discount_anti_waste_percent').notNull().default(0),
    /** The discount applies until then (null: no end); see effectiveDiscountSql. */
    discountEndsAt: timestamp('discount_ends_at', { withTimezone: true }),
    /** Optimistic concurrency of the back-office's edits: bumped by every write of the entry's settings. */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('product_warehouses_product_warehouse_uq').on(t.productId, t.warehouseId),
    uniqueIndex('product_warehouses_warehouse_slug_uq').on(t.warehouseId, t.slug),
    // null = not tracked; orders take from it and can never make it negative.
    check('product_warehouses_stock_ck', sql`${t.stock} IS NULL OR ${t.stock} >= 0`),
    check('product_warehouses_discount_ck', sql`${t.discountAntiWastePercent} BETWEEN 0 AND 90`),
    check('product_warehouses_price_ck', sql`${t.priceCents} >= 0`),
  ],
);
