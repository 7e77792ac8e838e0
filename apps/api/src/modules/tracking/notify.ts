import type { Tx } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { queueCustomerMail } from '../mail/index.js';
import { deliveryWindowMail, twoStopsAwayMail } from './mail.js';
import { trackingUrl, type TrackingLinks } from './token.js';

/** The order and its shopper, as the promise's messages need them. */
export interface PromiseRecipient {
  orderId: number;
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
 * Tells the shopper their delivery window, once, in the caller's transaction (the e-mail is a job of
 * it). The one place the window is sent from: the notifications module's `notify` replaces the e-mail
 * here when it comes (issue 31 point 6), the rule "once per order" stays.
 */
export async function announceWindow(
  tx: Tx,
  to: PromiseRecipient,
  window: { from: Date; to: Date },
  links: TrackingLinks,
): Promise<boolean> {
  if (!(await firstTelling(tx, to.orderId, 'deliveryWindow'))) return false;
  await queueCustomerMail(
    tx,
    { to: to.email, orderLocale: to.locale, template: 'delivery-window' },
    (locale) =>
      deliveryWindowMail(locale, {
        orderId: to.orderId,
        firstname: to.firstname,
        slot: to.slot,
        window,
        trackingUrl: trackingUrl(links, locale, to.orderId, to.slot.startAt),
      }),
  );
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
  await queueCustomerMail(
    tx,
    { to: to.email, orderLocale: to.locale, template: 'two-stops-away' },
    (locale) =>
      twoStopsAwayMail(locale, {
        firstname: to.firstname,
        stops,
        trackingUrl: trackingUrl(links, locale, to.orderId, to.slot.startAt),
      }),
  );
  return true;
}
