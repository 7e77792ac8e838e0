import type { ApiLocale } from '@consigne/domain';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { warehouses } from './catalog.js';

/** A pickup point's texts in one language; a missing field reads as the default (French) column. */
export type PointTexts = Partial<Record<'name' | 'address' | 'city' | 'openingHours', string>>;

/**
 * A zone is where a warehouse delivers: a delivery area (a set of communes) or a pickup point
 * (isDeliveryPoint, "Pickup point: zone {id, name, address}").
 */
export const zones = pgTable(
  'zones',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull().unique(),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    name: text('name').notNull(),
    isDeliveryPoint: boolean('is_delivery_point').notNull().default(false),
    address: text('address'),
    postalCode: text('postal_code'),
    city: text('city'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    openingHours: text('opening_hours'),
    /**
     * A pickup point's name, street, city and opening hours in other languages, by API locale
     * ({nl_BE: {address: 'Waterloosesteenweg 150', city: 'Sint-Gillis'}}): Brussels is bilingual.
     */
    translations: jsonb('translations').$type<Partial<Record<ApiLocale, PointTexts>>>().notNull().default({}),
  },
  (t) => [index('zones_warehouse_idx').on(t.warehouseId)],
);

/** Eligible communes of a delivery zone, one row per (commune, postal code). */
export const zoneCommunes = pgTable(
  'zone_communes',
  {
    zoneId: integer('zone_id')
      .notNull()
      .references(() => zones.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    postalCode: text('postal_code').notNull(),
    country: text('country').notNull(),
    population: integer('population').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.code, t.postalCode] }),
    index('zone_communes_postal_idx').on(t.postalCode),
  ],
);
