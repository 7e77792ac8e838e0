/**
 * The usual basket's reminder e-mail (ADR 0042): when it will be ordered and delivered, with the three
 * links the shopper may need — review it, skip this week, pause it until a date. Rendered in the
 * reminder's transaction and sent by the notification's job.
 */
import { dateTimeFormat, intlTag, relativeDay, type Locale, type UsualBasketFailure } from '@consigne/domain';
import {
  buttonLink,
  closingText,
  frame,
  mailTranslator,
  paragraph,
  type RenderedMail,
  signature,
  spokenDay,
} from '../mail/index.js';

/** The usual basket's page in the shopper's account. */
export const basketPageUrl = (publicUrl: string, locale: Locale) =>
  `${publicUrl}/${locale}/mon-compte/mon-panier-habituel`;

export interface ReminderData {
  page: string;
  occurrenceId: number;
  from: Date;
  to: Date;
  placeAt: Date;
}

export function reminderMail(locale: Locale, data: ReminderData, now = new Date()): RenderedMail {
  const m = mailTranslator(locale);
  const time = dateTimeFormat(intlTag(locale), {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Paris',
  });
  const body = m('mail.notify.usualBasketReminder.body', {
    placeAt: time.format(data.placeAt),
    when: spokenDay(locale, relativeDay(data.from, now), data.from),
    from: time.format(data.from),
    to: time.format(data.to),
  });
  const links = [
    { label: m('mail.usualBasket.review'), href: data.page },
    { label: m('mail.usualBasket.skip'), href: `${data.page}?passer=${data.occurrenceId}` },
    { label: m('mail.usualBasket.pause'), href: `${data.page}#pause` },
  ];
  const subject = m('mail.notify.usualBasketReminder.title');
  const text = [body, '', ...links.map((l) => `${l.label} : ${l.href}`), ...closingText(m)].join('\n');
  const html = frame(locale, {
    preheader: body,
    body: [paragraph(body), ...links.map((l) => buttonLink(l.href, l.label)), signature(m)].join('\n'),
    footer: m('mail.footer'),
  });
  return { subject, text, html };
}

/** A date that could not be ordered: why, and what to do about it (the reason's own sentence). */
export function failedMail(
  locale: Locale,
  data: { page: string; reason: UsualBasketFailure; from: Date },
  now = new Date(),
): RenderedMail {
  const m = mailTranslator(locale);
  const intro = m('mail.notify.usualBasketFailed.body', {
    when: spokenDay(locale, relativeDay(data.from, now), data.from),
  });
  const what = m(`mail.usualBasket.failed.${data.reason}`);
  const subject = m('mail.notify.usualBasketFailed.title');
  const label = m('mail.usualBasket.review');
  const text = [intro, '', what, '', `${label} : ${data.page}`, ...closingText(m)].join('\n');
  const html = frame(locale, {
    preheader: what,
    body: [paragraph(intro), paragraph(what), buttonLink(data.page, label), signature(m)].join('\n'),
    footer: m('mail.footer'),
  });
  return { subject, text, html };
}

/**
 * The saved card was refused for a usual basket's order (ADR 0051): the order waits, and the shopper
 * pays it through the link (a hosted Checkout Session of the order) before `payBy`, or it is cancelled.
 */
export function paymentDeclinedMail(
  locale: Locale,
  data: { payUrl: string; orderId: number; payBy: Date },
): RenderedMail {
  const m = mailTranslator(locale);
  const time = dateTimeFormat(intlTag(locale), {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Paris',
  });
  const body = m('mail.notify.usualBasketPaymentDeclined.body', {
    id: data.orderId,
    payBy: time.format(data.payBy),
  });
  const subject = m('mail.notify.usualBasketPaymentDeclined.title');
  const label = m('mail.usualBasket.payNow');
  const text = [body, '', `${label} : ${data.payUrl}`, ...closingText(m)].join('\n');
  const html = frame(locale, {
    preheader: body,
    body: [paragraph(body), buttonLink(data.payUrl, label), signature(m)].join('\n'),
    footer: m('mail.footer'),
  });
  return { subject, text, html };
}
