import { isLocale, relativeDay, type Locale } from '@consigne/domain';
import type { Tx } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { notify } from '../notifications/index.js';
import { deliveryWindowMail, twoStopsAwayMail } from './mail.js';
import { trackingUrl, type TrackingLinks } from './token.js';

/** The order and its shopper, as the promise's messages need them. */
export interface PromiseRecipient {
  orderId: number;
  userId: number;
  locale: string;
  email: string;
  firstname: string;
  slot: { startAt: Date; endAt: Date };
}

/**
 * Records that the shopper is told `event` about the order: true the first time only (the row's
 * primary key), so that whatever runs twice — a job retried, two drivers' taps — tells them once.
 */
async function firstTelling(tx: Tx, orderId: number, event: t.OrderNotificationEvent): Promise<boolean> {
  const rows = await tx
    .insert(t.orderNotifications)
    .values({ orderId, event })
    .onConflictDoNothing()
    .returning({ orderId: t.orderNotifications.orderId });
  return rows.length > 0;
}

/**
 * Tells the shopper their delivery window, once, in the caller's transaction: the deliveryWindow
 * notification (this e-mail, a push, an SMS as they chose; sent only if the caller commits). A window
 * staff announce again after a re-plan is another subject (its start), so it is told again; the same
 * window twice is not.
 */
export async function announceWindow(
  tx: Tx,
  to: PromiseRecipient,
  window: { from: Date; to: Date },
  links: TrackingLinks,
  now: Date,
): Promise<boolean> {
  if (!(await firstTelling(tx, to.orderId, 'deliveryWindow'))) return false;
  const day = relativeDay(window.from, now);
  const link = (locale: Locale) => trackingUrl(links, locale, to.orderId, to.slot.startAt);
  await notify(tx, {
    event: 'deliveryWindow',
    userId: to.userId,
    orderId: to.orderId,
    subject: `window:${to.orderId}:${window.from.toISOString()}`,
    locale: to.locale,
    params: {
      from: window.from.toISOString(),
      to: window.to.toISOString(),
      day,
      trackingUrl: link(isLocale(to.locale) ? to.locale : 'fr'),
    },
    mail: {
      template: 'delivery-window',
      render: (locale) =>
        deliveryWindowMail(locale, {
          orderId: to.orderId,
          firstname: to.firstname,
          slot: to.slot,
          window,
          day,
          trackingUrl: link(locale),
        }),
    },
  });
  return true;
}

/** Tells the shopper the van is `stops` stops from theirs (at most NEAR_STOPS), once per order. */
export async function announceTwoStopsAway(
  tx: Tx,
  to: PromiseRecipient,
  stops: number,
  links: TrackingLinks,
): Promise<boolean> {
  if (!(await firstTelling(tx, to.orderId, 'twoStopsAway'))) return false;
  const link = (locale: Locale) => trackingUrl(links, locale, to.orderId, to.slot.startAt);
  await notify(tx, {
    event: 'twoStopsAway',
    userId: to.userId,
    orderId: to.orderId,
    locale: to.locale,
    params: { trackingUrl: link(isLocale(to.locale) ? to.locale : 'fr') },
    mail: {
      template: 'two-stops-away',
      render: (locale) =>
        twoStopsAwayMail(locale, { firstname: to.firstname, stops, trackingUrl: link(locale) }),
    },
  });
  return true;
}
