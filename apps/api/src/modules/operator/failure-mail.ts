/** The e-mail telling the shopper their delivery failed, with the one-click link to a new slot. */
import { type FailureReason, formatSlotLabel, intlTag, type Locale } from '@consigne/domain';
import type { Tx } from '../../db/client.js';
import {
  BRAND,
  buttonLink,
  closingText,
  frame,
  mailTranslator,
  paragraph,
  type RenderedMail,
  signature,
} from '../mail/index.js';
import { notify } from '../notifications/index.js';

export interface DeliveryFailedData {
  orderId: number;
  firstname: string;
  slot: { startAt: string; endAt: string };
  reason: FailureReason;
  /** A card payment is being refunded. */
  cardRefund: boolean;
  link: string;
}

/** The shop's page where the shopper books the failed order again (one click on a slot). */
export const rebookLink = (publicUrl: string, locale: Locale, orderId: number) =>
  `${publicUrl}/${locale}/mon-compte/mes-commandes/order-detail/${orderId}/nouveau-creneau`;

export function deliveryFailedMail(locale: Locale, data: DeliveryFailedData): RenderedMail {
  const m = mailTranslator(locale);
  const slot = formatSlotLabel(data.slot, intlTag(locale));
  const greeting = m('mail.greeting', { firstname: data.firstname });
  const intro = m('mail.deliveryFailed.intro', { id: data.orderId, slot });
  const reason = m('mail.field', {
    label: m('mail.deliveryFailed.reason'),
    value: m(`mail.deliveryFailed.reason.${data.reason}`),
  });
  const money = [
    m('mail.deliveryFailed.nothingToPay'),
    ...(data.cardRefund ? [m('mail.deliveryFailed.cardRefund')] : []),
  ];
  const text = [
    greeting,
    '',
    intro,
    reason,
    '',
    ...money,
    m('mail.deliveryFailed.again'),
    '',
    data.link,
    ...closingText(m),
  ].join('\n');
  const body = [
    paragraph(greeting, 'font-weight:600;'),
    paragraph(intro),
    paragraph(reason, `color:${BRAND.inkSoft};`),
    ...money.map((line) => paragraph(line)),
    paragraph(m('mail.deliveryFailed.again')),
    buttonLink(data.link, m('mail.deliveryFailed.button')),
    signature(m),
  ].join('\n');
  return {
    subject: m('mail.deliveryFailed.subject', { id: data.orderId }),
    text,
    html: frame(locale, { preheader: intro, body, footer: m('mail.footer') }),
  };
}

/**
 * Tells the shopper in the failure's transaction (the deliveryFailed notification: this e-mail, a
 * push, an SMS as they chose; sent only if the failure commits).
 */
export async function notifyDeliveryFailed(
  tx: Tx,
  userId: number,
  orderLocale: string,
  data: Omit<DeliveryFailedData, 'link'> & { publicUrl: string },
): Promise<void> {
  const { publicUrl, ...rest } = data;
  await notify(tx, {
    event: 'deliveryFailed',
    userId,
    orderId: data.orderId,
    locale: orderLocale,
    mail: {
      template: 'delivery-failed',
      render: (locale) =>
        deliveryFailedMail(locale, { ...rest, link: rebookLink(publicUrl, locale, data.orderId) }),
    },
  });
}
