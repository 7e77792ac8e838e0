/**
 * One notification's send, run by its job: claim the row (a conditional update), send through its
 * channel, record the answer. Why this order, and what it guarantees: docs/adr/0035-notifications.md.
 */
import { isLocale, type Locale } from '@consigne/domain';
import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import type { JobDeps } from '../../jobs/define.js';
import { deliveredOrThrow, type RenderedMail } from '../mail/index.js';
import type { PushMessage } from './push.js';
import { notificationLink, notificationMail, notificationTexts, smsText } from './texts.js';

/**
 * How long a claim holds: the job's expiry. A run that finds the row claimed more recently leaves it
 * to the worker holding it (it throws: pg-boss retries later); an older claim is a dead worker's.
 */
export const CLAIM_LEASE_SECONDS = 120;

type Row = typeof t.notifications.$inferSelect;

/**
 * An event whose e-mail is rendered when it is sent, by the module that owns it (the order's
 * confirmation: the same e-mail staff may resend). jobs/index.ts gives the job these renderers.
 */
export type EventMail = (
  db: Db,
  publicUrl: string,
  notification: { orderId: number | null; locale: Locale },
) => Promise<(RenderedMail & { template: string }) | null>;

/** A push's life at the push service and its urgency: the day's window and "2 stops away" are now or never. */
const PUSH_TIMING: Record<Row['event'], Pick<PushMessage, 'ttl' | 'urgency'>> = {
  orderPlaced: { ttl: 86_400, urgency: 'normal' },
  orderChanged: { ttl: 86_400, urgency: 'normal' },
  // Told at once: the shopper may refuse the substitute until the van leaves.
  lineSubstituted: { ttl: 4 * 3600, urgency: 'high' },
  deliveryWindow: { ttl: 4 * 3600, urgency: 'high' },
  twoStopsAway: { ttl: 900, urgency: 'high' },
  delivered: { ttl: 86_400, urgency: 'normal' },
  deliveryFailed: { ttl: 86_400, urgency: 'high' },
  depositCredited: { ttl: 86_400, urgency: 'normal' },
  usualBasketReminder: { ttl: 86_400, urgency: 'normal' },
  usualBasketFailed: { ttl: 86_400, urgency: 'high' },
  // The saved card was refused: the shopper has until the cutoff to pay through the link.
  usualBasketPaymentDeclined: { ttl: 43_200, urgency: 'high' },
};

/** The claim: pending or failed, or 'sending' under a claim older than the lease (its worker died). */
async function claim(db: Db, id: number): Promise<Row | undefined> {
  const [row] = await db
    .update(t.notifications)
    .set({
      status: 'sending',
      claimedAt: sql`now()`,
      attempts: sql`${t.notifications.attempts} + 1`,
      error: null,
    })
    .where(
      and(
        eq(t.notifications.id, id),
        or(
          inArray(t.notifications.status, ['pending', 'failed']),
          and(
            eq(t.notifications.status, 'sending'),
            lt(t.notifications.claimedAt, sql`now() - make_interval(secs => ${CLAIM_LEASE_SECONDS})`),
          ),
        ),
      ),
    )
    .returning();
  return row;
}

/** Marks the claimed row: sent (with the channel's answer) or skipped, only if still ours ('sending'). */
async function record(
  db: Db,
  id: number,
  outcome: { status: 'sent' | 'skipped'; result: Record<string, unknown> },
) {
  await db
    .update(t.notifications)
    .set({
      status: outcome.status,
      sentAt: outcome.status === 'sent' ? sql`now()` : null,
      result: outcome.result,
    })
    .where(and(eq(t.notifications.id, id), eq(t.notifications.status, 'sending')));
}

export type SendOutcome = {
  status: 'sent' | 'skipped' | 'already-done' | 'gone';
  result?: Record<string, unknown>;
};

export async function sendNotification(deps: JobDeps, id: number, jobId: string): Promise<SendOutcome> {
  const { db } = deps;
  const row = await claim(db, id);
  if (!row) {
    const [current] = await db.select().from(t.notifications).where(eq(t.notifications.id, id));
    if (!current) return { status: 'gone' };
    if (current.status === 'sent' || current.status === 'skipped') return { status: 'already-done' };
    // Claimed by a worker that is still within its lease: not ours to send; retried later.
    throw new Error(`notification ${id} is being sent by another worker`);
  }
  try {
    const outcome = await deliver(deps, row, jobId);
    await record(db, id, outcome);
    return outcome;
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    await db
      .update(t.notifications)
      .set({ status: 'failed', error: text.slice(0, 1000) })
      .where(and(eq(t.notifications.id, id), eq(t.notifications.status, 'sending')));
    throw error;
  }
}

async function deliver(
  deps: JobDeps,
  row: Row,
  jobId: string,
): Promise<{ status: 'sent' | 'skipped'; result: Record<string, unknown> }> {
  const { db, publicUrl } = deps;
  const locale: Locale = isLocale(row.locale) ? row.locale : 'fr';
  const [user] = await db
    .select({ email: t.users.email, firstname: t.users.firstname, phone: t.users.phone })
    .from(t.users)
    .where(eq(t.users.id, row.userId));
  if (!user) return { status: 'skipped', result: { reason: 'no-user' } };
  const link = notificationLink(publicUrl, locale, row);
  const texts = notificationTexts(locale, row.event, row.orderId, row.params);
  if (row.channel === 'email') {
    const mail = row.mail ??
      (await deps.eventMails[row.event]?.(db, publicUrl, { orderId: row.orderId, locale })) ?? {
        ...notificationMail(locale, texts, { firstname: user.firstname, link }),
        template: `notify-${row.event}`,
      };
    // The mail outbox keys the e-mail by this job: a rerun sends it again only under the same Message-ID.
    const sent = deliveredOrThrow(await deps.mailer.send({ to: user.email, ...mail, locale, jobId }));
    return { status: 'sent', result: { outboxId: sent?.id ?? null, messageId: sent?.messageId ?? null } };
  }
  if (row.channel === 'sms') {
    if (!user.phone) return { status: 'skipped', result: { reason: 'no-phone' } };
    const sms = await deps.sms.send({ to: user.phone, text: smsText(locale, texts, link), key: row.id });
    return { status: 'sent', result: { sms: sms.id } };
  }
  return sendPush(deps, row, { ...texts, url: link, tag: `n${row.id}`, ...PUSH_TIMING[row.event] });
}

/** A push to every device of the shopper: sent when one took it; a device gone is forgotten. */
async function sendPush(deps: JobDeps, row: Row, message: PushMessage) {
  const { db, push } = deps;
  if (!push) throw new Error('Web Push is not configured (VAPID keys)');
  const devices = await db
    .select()
    .from(t.pushSubscriptions)
    .where(eq(t.pushSubscriptions.userId, row.userId));
  if (!devices.length) return { status: 'skipped' as const, result: { reason: 'no-device' } };
  let sent = 0;
  const errors: string[] = [];
  for (const device of devices) {
    const answer = await push.send(device, message);
    if (answer.status === 'sent') {
      sent++;
      await db
        .update(t.pushSubscriptions)
        .set({ lastSentAt: sql`now()` })
        .where(eq(t.pushSubscriptions.id, device.id));
    } else if (answer.status === 'gone') {
      await db.delete(t.pushSubscriptions).where(eq(t.pushSubscriptions.id, device.id));
    } else errors.push(answer.error);
  }
  if (sent === 0 && errors.length) throw new Error(errors.join('; '));
  if (sent === 0)
    return { status: 'skipped' as const, result: { reason: 'devices-gone', devices: devices.length } };
  return { status: 'sent' as const, result: { devices: devices.length, sent } };
}
