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
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { NotificationChannel, NotificationEvent } from '@consigne/domain';
import { orders } from './orders.js';
import { users } from './users.js';

/**
 * A shopper's own choices, per event and channel (migration 0048): only those they changed; the
 * defaults are packages/domain's (notifications.ts).
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    event: text('event').$type<NotificationEvent>().notNull(),
    channel: text('channel').$type<NotificationChannel>().notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'notification_preferences_pk', columns: [t.userId, t.event, t.channel] }),
    check('notification_preferences_channel_ck', sql`${t.channel} in ('email', 'push', 'sms')`),
  ],
);

/** One device's Web Push subscription (its push service's endpoint and the keys to encrypt for it). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  },
  (t) => [
    unique('push_subscriptions_endpoint_uq').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
    check(
      'push_subscriptions_sizes_ck',
      sql`length(${t.endpoint}) <= 1024 and length(${t.p256dh}) <= 100 and length(${t.auth}) <= 40`,
    ),
  ],
);

/** What a notification's e-mail says, rendered when the event happened (the caller's texts). */
export interface StoredMail {
  subject: string;
  text: string;
  html: string;
  template: string;
}

export type NotificationStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'skipped';

/**
 * One notification through one channel: unique per shopper, event, subject (the order, or what the
 * event is about) and channel, so the same event told twice is one row and one send. Its job claims
 * it ('sending', claimed_at) before sending and records the answer (docs/adr/0035).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    event: text('event').$type<NotificationEvent>().notNull(),
    subject: text('subject').notNull(),
    channel: text('channel').$type<NotificationChannel>().notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    locale: text('locale').notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    mail: jsonb('mail').$type<StoredMail>(),
    status: text('status').$type<NotificationStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
    result: jsonb('result').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('notifications_once_uq').on(t.userId, t.event, t.subject, t.channel),
    index('notifications_order_idx').on(t.orderId),
    check('notifications_channel_ck', sql`${t.channel} in ('email', 'push', 'sms')`),
    check('notifications_status_ck', sql`${t.status} in ('pending', 'sending', 'sent', 'failed', 'skipped')`),
    check('notifications_sent_ck', sql`(${t.status} = 'sent') = (${t.sentAt} is not null)`),
  ],
);

/** The offline SMS adapter's record: what would have been sent, once per notification. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    to: text('to').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('sms_outbox_notification_uq').on(t.notificationId)],
);
