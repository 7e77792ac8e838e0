import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { warehouses } from './catalog.js';

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
