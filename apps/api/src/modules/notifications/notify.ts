/**
 * notify(): the one way the shop tells a shopper something. In the caller's transaction it writes one
 * row per channel the shopper's choices allow (unique per shopper, event, subject and channel: the
 * same event told twice writes nothing the second time) and queues each row's send job, so that the
 * notification exists exactly when the change it tells of commits (docs/adr/0035-notifications.md).
 */
import {
  channelsFor,
  isLocale,
  type Locale,
  type NotificationChoice,
  type NotificationEvent,
} from '@consigne/domain';
import { count, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { enqueueJob } from '../../jobs/enqueue.js';
import type { RenderedMail } from '../mail/index.js';
import { notificationSendJob } from './jobs.js';
import type { NotificationParams } from './texts.js';

export interface NotifyInput {
  event: NotificationEvent;
  userId: number;
  orderId?: number;
  /**
   * What the event is about, when it may happen more than once for one order (an edit, a missing line
   * resolved): by default the order (`order:<id>`), so the event is told once per order.
   */
  subject?: string;
  /** The texts' values: from, to (ISO times), trackingUrl, amountCents… */
  params?: NotificationParams;
  /** The order's language (the e-mails of an order are in it); by default the shopper's. */
  locale?: string;
  /** The event's own e-mail (the confirmation, the failure…), rendered in the notification's locale. */
  mail?: { template: string; render: (locale: Locale) => RenderedMail };
}

/** The ids of the notifications written (none when every channel is off, or the event was told already). */
export async function notify(tx: Tx, input: NotifyInput): Promise<number[]> {
  const { event, userId, orderId = null, params = {} } = input;
  const subject = input.subject ?? (orderId !== null ? `order:${orderId}` : null);
  if (subject === null) throw new Error(`notify(${event}): a subject or an order is needed`);
  const [user] = await tx
    .select({ phone: t.users.phone, locale: t.users.locale })
    .from(t.users)
    .where(eq(t.users.id, userId));
  if (!user) return [];
  const choices: NotificationChoice[] = await tx
    .select({
      event: t.notificationPreferences.event,
      channel: t.notificationPreferences.channel,
      enabled: t.notificationPreferences.enabled,
    })
    .from(t.notificationPreferences)
    .where(eq(t.notificationPreferences.userId, userId));
  const [devices] = await tx
    .select({ n: count() })
    .from(t.pushSubscriptions)
    .where(eq(t.pushSubscriptions.userId, userId));
  const wanted = input.locale ?? user.locale;
  const locale: Locale = isLocale(wanted) ? wanted : 'fr';
  const channels = channelsFor(choices, event, { devices: devices?.n ?? 0, phone: Boolean(user.phone) });
  const ids: number[] = [];
  for (const channel of channels) {
    const mail =
      channel === 'email' && input.mail
        ? { ...input.mail.render(locale), template: input.mail.template }
        : null;
    const [row] = await tx
      .insert(t.notifications)
      .values({ userId, event, subject, channel, orderId, locale, params, mail })
      .onConflictDoNothing({
        target: [
          t.notifications.userId,
          t.notifications.event,
          t.notifications.subject,
          t.notifications.channel,
        ],
      })
      .returning({ id: t.notifications.id });
    if (!row) continue;
    await enqueueJob(tx, notificationSendJob.name, { notificationId: row.id });
    ids.push(row.id);
  }
  return ids;
}
