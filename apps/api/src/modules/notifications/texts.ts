/**
 * The words of a notification, in the shopper's locale: a push's title and text, an SMS, and the
 * e-mail of the events that have no e-mail of their own (the catalog's mail.notify.*).
 */
import {
  dateTimeFormat,
  formatEuros,
  intlTag,
  type Locale,
  type NotificationEvent,
  relativeDay,
} from '@consigne/domain';
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

export type NotificationParams = Record<string, string | number>;

/** The shop's page a notification opens: the tracking link H5 gives, the order, or the wallet. */
export function notificationLink(
  publicUrl: string,
  locale: Locale,
  { orderId, params, event }: { orderId: number | null; params: NotificationParams; event?: string },
): string {
  // The usual basket's reminder and failures open its page (ADR 0042).
  if (event === 'usualBasketReminder' || event === 'usualBasketFailed')
    return `${publicUrl}/${locale}/mon-compte/mon-panier-habituel`;
  if (typeof params.trackingUrl === 'string' && params.trackingUrl.startsWith(`${publicUrl}/`))
    return params.trackingUrl;
  if (orderId !== null) return `${publicUrl}/${locale}/mon-compte/mes-commandes/order-detail/${orderId}`;
  return `${publicUrl}/${locale}/consignes-cagnotte`;
}

/** The parameters as the texts show them: a time of day, an amount in euros. */
function shown(locale: Locale, orderId: number | null, params: NotificationParams) {
  const time = dateTimeFormat(intlTag(locale), {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Paris',
  });
  const at = (value: string | number | undefined) =>
    typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? time.format(new Date(value)) : '';
  // A window's day as it stood when told (params.day); a notification queued before that was kept is
  // said as it stands now.
  const from = typeof params.from === 'string' ? new Date(params.from) : null;
  const told = (['today', 'tomorrow', 'other'] as const).find((d) => d === params.day);
  const when =
    from && !Number.isNaN(from.getTime())
      ? spokenDay(locale, told ?? relativeDay(from, new Date()), from)
      : '';
  return {
    id: orderId ?? '',
    when,
    from: at(params.from),
    to: at(params.to),
    placeAt: at(params.placeAt),
    // Until when a usual basket's order waits for its payment (ADR 0051).
    payBy: at(params.payBy),
    amount: typeof params.amountCents === 'number' ? formatEuros(params.amountCents, intlTag(locale)) : '',
    // A substitute's notice: the products as the order names them.
    missing: typeof params.missing === 'string' ? params.missing : '',
    substitute: typeof params.substitute === 'string' ? params.substitute : '',
  };
}

export interface NotificationTexts {
  title: string;
  body: string;
}

/** A push's (and an SMS's) title and text for an event. */
export function notificationTexts(
  locale: Locale,
  event: NotificationEvent,
  orderId: number | null,
  params: NotificationParams,
): NotificationTexts {
  const t = mailTranslator(locale);
  const values = shown(locale, orderId, params);
  return { title: t(`mail.notify.${event}.title`, values), body: t(`mail.notify.${event}.body`, values) };
}

/** An SMS: the title, the text and the link, in one line. */
export function smsText(locale: Locale, texts: NotificationTexts, link: string): string {
  return mailTranslator(locale)('mail.notify.sms', { ...texts, link });
}

/** The e-mail of an event that has none of its own: its title as the subject, its text and a button. */
export function notificationMail(
  locale: Locale,
  texts: NotificationTexts,
  { firstname, link }: { firstname: string; link: string },
): RenderedMail {
  const t = mailTranslator(locale);
  const greeting = t('mail.greeting', { firstname });
  const text = [greeting, '', texts.body, '', link, ...closingText(t)].join('\n');
  const body = [
    paragraph(greeting, 'font-weight:600;'),
    paragraph(texts.body),
    buttonLink(link, t('mail.notify.open')),
    signature(t),
  ].join('\n');
  return {
    subject: texts.title,
    text,
    html: frame(locale, { preheader: texts.body, body, footer: t('mail.footer') }),
  };
}
