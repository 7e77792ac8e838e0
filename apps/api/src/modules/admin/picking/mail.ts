/**
 * The customer's e-mail when their order changed — picking (a missing product removed or
 * substituted) or the back-office on their behalf (quantities, products added or removed): what
 * changed, the new amount, what went back to the wallet. Rendered in the order's transaction and
 * sent by the mail.send job (it goes if and only if the change commits).
 */
import { formatEuros, intlTag, type Locale } from '@consigne/domain';
import {
  BRAND,
  buttonLink,
  closingText,
  frame,
  mailTranslator,
  paragraph,
  type RenderedMail,
  signature,
} from '../../mail/index.js';

export interface OrderChangedData {
  orderId: number;
  firstname: string;
  missing: string;
  quantity: number;
  /** The substitute's name and volume; null when the product was removed. */
  substitute: string | null;
  amountToPayCents: number;
  walletRefundCents: number;
  link: string;
}

export function orderChangedMail(locale: Locale, data: OrderChangedData): RenderedMail {
  const m = mailTranslator(locale);
  const values = { missing: data.missing, quantity: data.quantity };
  return renderChange(locale, data, {
    intro: m('mail.orderChanged.intro'),
    changes: [
      data.substitute === null
        ? m('mail.orderChanged.removed', values)
        : m('mail.orderChanged.substituted', { ...values, substitute: data.substitute }),
    ],
    notes: data.substitute === null ? [] : [m('mail.orderChanged.cheaper'), m('mail.orderChanged.refuse')],
  });
}

export interface OrderEditedData {
  orderId: number;
  firstname: string;
  /** Each product changed: its name and volume, its quantity before and after (0: removed or added). */
  lines: ReadonlyArray<{ product: string; from: number; to: number }>;
  /** The code whose discount was dropped (its minimum no longer reached), or null. */
  promoDropped: string | null;
  amountToPayCents: number;
  walletRefundCents: number;
  /** A card-paid order whose amount went down: what will go back to the card. */
  cardRefundDueCents: number;
  /** A card-paid order whose amount went up: the difference to pay by card (a second payment). */
  topUpDueCents?: number;
  /** The customer changed it themselves (else the back-office did, on their behalf). */
  byShopper?: boolean;
  link: string;
}

/** The order was edited: by the back-office on the customer's behalf, or by the customer. */
export function orderEditedMail(locale: Locale, data: OrderEditedData): RenderedMail {
  const m = mailTranslator(locale);
  const tag = intlTag(locale);
  const notes = [
    ...(data.promoDropped ? [m('mail.orderChanged.promoDropped', { code: data.promoDropped })] : []),
    ...(data.cardRefundDueCents > 0
      ? [m('mail.orderChanged.cardRefundDue', { amount: formatEuros(data.cardRefundDueCents, tag) })]
      : []),
    ...(data.topUpDueCents
      ? [m('mail.orderChanged.topUpDue', { amount: formatEuros(data.topUpDueCents, tag) })]
      : []),
  ];
  return renderChange(locale, data, {
    intro: m(data.byShopper ? 'mail.orderChanged.shopperIntro' : 'mail.orderChanged.editedIntro'),
    changes: data.lines.map((l) => m('mail.orderChanged.edited', { ...l })),
    notes,
  });
}

/** The e-mail of a change: greeting, intro, the changes, notes, the new amount and the wallet's part. */
function renderChange(
  locale: Locale,
  data: {
    orderId: number;
    firstname: string;
    amountToPayCents: number;
    walletRefundCents: number;
    link: string;
  },
  { intro, changes, notes }: { intro: string; changes: readonly string[]; notes: readonly string[] },
): RenderedMail {
  const m = mailTranslator(locale);
  const money = (cents: number) => formatEuros(cents, intlTag(locale));
  const greeting = m('mail.greeting', { firstname: data.firstname });
  const total = m('mail.field', {
    label: m('mail.orderChanged.total'),
    value: money(data.amountToPayCents),
  });
  const refund =
    data.walletRefundCents > 0
      ? m('mail.orderChanged.walletRefund', { amount: money(data.walletRefundCents) })
      : null;
  const text = [
    greeting,
    '',
    intro,
    '',
    ...changes,
    ...notes,
    '',
    total,
    ...(refund ? [refund] : []),
    '',
    data.link,
    ...closingText(m),
  ].join('\n');
  const body = [
    paragraph(greeting, 'font-weight:600;'),
    paragraph(intro),
    ...changes.map((c) =>
      paragraph(c, `padding:12px;border-left:4px solid ${BRAND.forest};font-weight:600;`),
    ),
    ...notes.map((n) => paragraph(n, `color:${BRAND.inkSoft};font-size:14px;`)),
    paragraph(total, 'font-weight:700;'),
    ...(refund ? [paragraph(refund)] : []),
    buttonLink(data.link, m('mail.viewOrder')),
    signature(m),
  ].join('\n');
  return {
    subject: m('mail.orderChanged.subject', { id: data.orderId }),
    text,
    html: frame(locale, { preheader: changes[0] ?? intro, body, footer: m('mail.footer') }),
  };
}
