import { sql } from 'drizzle-orm';
import { check, customType, doublePrecision, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders.js';
import { users } from './users.js';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * An order's proof of delivery (migration 0043): one per order, a new one replaces it. A photo (the
 * bytes re-encoded by the server, metadata stripped: several instances share only the database) or
 * the recipient's name; the phone's time; where, when the phone gave it (shown to staff only).
 */
export const deliveryProofs = pgTable(
  'delivery_proofs',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'photo' | 'name'>().notNull(),
    recipientName: text('recipient_name'),
    photo: bytea('photo'),
    photoType: text('photo_type'),
    photoWidth: integer('photo_width'),
    photoHeight: integer('photo_height'),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    accuracyM: integer('accuracy_m'),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'restrict' }),
  },
  (t) => [
    check(
      'delivery_proofs_kind_ck',
      sql`(${t.kind} = 'photo' and ${t.photo} is not null and ${t.photoType} is not null and ${t.recipientName} is null)
        or (${t.kind} = 'name' and ${t.recipientName} is not null and ${t.photo} is null)`,
    ),
    check(
      'delivery_proofs_position_ck',
      sql`(${t.latitude} is null and ${t.longitude} is null and ${t.accuracyM} is null)
        or (${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180)`,
    ),
  ],
);
