import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders.js';

/** What the shopper is told about an order's delivery, once each (migration 0049). */
export type OrderNotificationEvent = 'deliveryWindow' | 'twoStopsAway';

/** One row per order and message told: the unique key makes a second telling a no-op. */
export const orderNotifications = pgTable(
  'order_notifications',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    event: text('event').$type<OrderNotificationEvent>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'order_notifications_pk', columns: [t.orderId, t.event] }),
    check('order_notifications_event_ck', sql`${t.event} in ('deliveryWindow', 'twoStopsAway')`),
  ],
);
