import { formatSlotLabel, intlTag, type Locale } from '@consigne/domain';
import type { Tx } from '../../../db/client.js';
import {
  BRAND,
  buttonLink,
  closingText,
  frame,
  mailTranslator,
  paragraph,
  queueCustomerMail,
  type RenderedMail,
  signature,
} from '../../mail/index.js';
import { notify } from '../../notifications/index.js';

export interface SlotCancelledData {
  orderId: number;
  firstname: string;
  slot: { startAt: string; endAt: string };
  reason: string;
  link: string;
}

/** The e-mail telling a customer that the back-office closed their slot and cancelled their order. */
export function slotCancelledMail(locale: Locale, data: SlotCancelledData): RenderedMail {
  const m = mailTranslator(locale);
  const slot = formatSlotLabel(data.slot, intlTag(locale));
  const greeting = m('mail.greeting', { firstname: data.firstname });
  const intro = m('mail.slotCancelled.intro', { id: data.orderId, slot });
  const reason = m('mail.field', { label: m('mail.slotCancelled.reason'), value: data.reason });
  const text = [
    greeting,
    '',
    intro,
    reason,
    '',
    m('mail.slotCancelled.givenBack'),
    m('mail.slotCancelled.again'),
    '',
    data.link,
    ...closingText(m),
  ].join('\n');
  const body = [
    paragraph(greeting, 'font-weight:600;'),
    paragraph(intro),
    paragraph(reason, `color:${BRAND.inkSoft};`),
    paragraph(m('mail.slotCancelled.givenBack')),
    paragraph(m('mail.slotCancelled.again')),
    buttonLink(data.link, m('mail.slotCancelled.button')),
    signature(m),
  ].join('\n');
  return {
    subject: m('mail.slotCancelled.subject', { id: data.orderId }),
    text,
    html: frame(locale, { preheader: intro, body, footer: m('mail.footer') }),
  };
}

/**
 * Queues the e-mail in the closure's transaction (the mail.send job): it exists only if the closure
 * commits, one worker of one instance sends it, and a retried job is not sent twice (mail/jobs.ts).
 */
export async function queueSlotCancelledMail(
  tx: Tx,
  to: string,
  orderLocale: string,
  data: Omit<SlotCancelledData, 'link'> & { publicUrl: string },
): Promise<void> {
  const { publicUrl, ...rest } = data;
  await queueCustomerMail(tx, { to, orderLocale, template: 'slot-cancelled' }, (locale) =>
    slotCancelledMail(locale, { ...rest, link: `${publicUrl}/${locale}` }),
  );
}

export interface SlotMovedData {
  orderId: number;
  firstname: string;
  from: { startAt: string; endAt: string };
  to: { startAt: string; endAt: string };
  /** Why (a closure's reason), or null for a move of the order alone. */
  reason: string | null;
  link: string;
}

/** The e-mail telling a customer that the back-office moved their order to another slot. */
export function slotMovedMail(locale: Locale, data: SlotMovedData): RenderedMail {
  const m = mailTranslator(locale);
  const tag = intlTag(locale);
  const slot = formatSlotLabel(data.to, tag);
  const greeting = m('mail.greeting', { firstname: data.firstname });
  const intro = m('mail.slotMoved.intro', {
    id: data.orderId,
    slot,
    previous: formatSlotLabel(data.from, tag),
  });
  const reason = data.reason && m('mail.field', { label: m('mail.slotMoved.reason'), value: data.reason });
  const text = [
    greeting,
    '',
    intro,
    ...(reason ? [reason] : []),
    '',
    m('mail.slotMoved.kept'),
    m('mail.slotMoved.change'),
    '',
    data.link,
    ...closingText(m),
  ].join('\n');
  const body = [
    paragraph(greeting, 'font-weight:600;'),
    paragraph(intro),
    ...(reason ? [paragraph(reason, `color:${BRAND.inkSoft};`)] : []),
    paragraph(m('mail.slotMoved.kept')),
    paragraph(m('mail.slotMoved.change')),
    buttonLink(data.link, m('mail.viewOrder')),
    signature(m),
  ].join('\n');
  return {
    subject: m('mail.slotMoved.subject', { id: data.orderId, slot }),
    text,
    html: frame(locale, { preheader: intro, body, footer: m('mail.footer') }),
  };
}

/**
 * Tells the shopper of the move in its transaction (the orderChanged notification, whose e-mail is
 * this one; sent only if the move commits). `subject`: the move's history event.
 */
export async function notifySlotMoved(
  tx: Tx,
  { userId, orderLocale, subject }: { userId: number; orderLocale: string; subject: string },
  data: Omit<SlotMovedData, 'link'> & { publicUrl: string },
): Promise<void> {
  const { publicUrl, ...rest } = data;
  await notify(tx, {
    event: 'orderChanged',
    userId,
    orderId: data.orderId,
    subject,
    locale: orderLocale,
    mail: {
      template: 'slot-moved',
      render: (locale) =>
        slotMovedMail(locale, {
          ...rest,
          link: `${publicUrl}/${locale}/mon-compte/mes-commandes/order-detail/${data.orderId}`,
        }),
    },
  });
}
