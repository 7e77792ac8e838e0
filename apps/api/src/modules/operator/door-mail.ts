/**
 * The shopper's e-mail when their order was delivered without some of its lines (refused at the door,
 * or not handed over for want of an age check): which lines and why, the amount now due, and what goes
 * back — to the card, to the wallet. Rendered in the delivery's transaction, sent by the mail.send job.
 */
import { formatEuros, intlTag, type DoorRefusalReason, type Locale } from '@consigne/domain';
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

export interface DoorRefusalData {
  orderId: number;
  firstname: string;
  refused: ReadonlyArray<{ product: string; quantity: number; reason: DoorRefusalReason }>;
  amountToPayCents: number;
  walletRefundCents: number;
  cardRefundCents: number;
  payAtDoor: boolean;
  link: string;
}

export function doorRefusalMail(locale: Locale, data: DoorRefusalData): RenderedMail {
  const m = mailTranslator(locale);
  const money = (cents: number) => formatEuros(cents, intlTag(locale));
  const greeting = m('mail.greeting', { firstname: data.firstname });
  const intro = m('mail.door.intro');
  const lines = data.refused.map((r) =>
    m('mail.door.line', {
      product: r.product,
      quantity: r.quantity,
      reason: m(`mail.door.reason.${r.reason}`),
    }),
  );
  const total = m('mail.field', { label: m('mail.door.total'), value: money(data.amountToPayCents) });
  const notes = [
    ...(data.cardRefundCents > 0
      ? [m('mail.orderChanged.cardRefundDue', { amount: money(data.cardRefundCents) })]
      : []),
    ...(data.walletRefundCents > 0
      ? [m('mail.orderChanged.walletRefund', { amount: money(data.walletRefundCents) })]
      : []),
    ...(data.payAtDoor ? [m('mail.door.payAtDoor')] : []),
  ];
  const text = [
    greeting,
    '',
    intro,
    '',
    ...lines,
    '',
    total,
    ...notes,
    '',
    data.link,
    ...closingText(m),
  ].join('\n');
  const body = [
    paragraph(greeting, 'font-weight:600;'),
    paragraph(intro),
    ...lines.map((l) => paragraph(l, `padding:12px;border-left:4px solid ${BRAND.forest};font-weight:600;`)),
    paragraph(total, 'font-weight:700;'),
    ...notes.map((n) => paragraph(n)),
    buttonLink(data.link, m('mail.viewOrder')),
    signature(m),
  ].join('\n');
  return {
    subject: m('mail.door.subject', { id: data.orderId }),
    text,
    html: frame(locale, { preheader: lines[0] ?? intro, body, footer: m('mail.footer') }),
  };
}
