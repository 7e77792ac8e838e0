import {
  type DeliveryInstructions,
  formatEuros,
  formatSlotLabel,
  intlTag,
  isLocale,
  type Locale,
} from '@consigne/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import {
  BRAND,
  buttonLink,
  closingText,
  escapeHtml,
  frame,
  type MailResult,
  type MailTransport,
  mailTranslator,
  paragraph,
  type RenderedMail,
  signature,
} from '../mail/index.js';
import { instructionLines } from './instructions-text.js';

export interface ConfirmationData {
  orderId: number;
  firstname: string;
  slot: { startAt: string; endAt: string };
  deliveryType: string;
  deliveryName: string;
  deliveryAddress: string;
  itemCount: number;
  amountToPayCents: number;
  paymentMethod: string;
  /** Written with its entry code masked (••••12): an e-mail travels and is forwarded. */
  deliveryInstructions: DeliveryInstructions | null;
  link: string;
}

/** The order confirmation e-mail in the customer's locale: slot, address, amount, what happens to the empties. */
export function orderConfirmationMail(locale: Locale, data: ConfirmationData): RenderedMail {
  const m = mailTranslator(locale);
  const slot = formatSlotLabel(data.slot, intlTag(locale));
  const where = m(data.deliveryType === 'pdr' ? 'mail.order.pickup' : 'mail.order.address');
  const place = `${data.deliveryName} · ${data.deliveryAddress}`;
  const amount = formatEuros(data.amountToPayCents, intlTag(locale));
  const payment = m(data.paymentMethod === 'stripe' ? 'mail.order.payByCard' : 'mail.order.payOnDelivery');
  const greeting = m('mail.greeting', { firstname: data.firstname });
  const intro = m('mail.order.intro');
  const items = m('mail.order.items', { count: data.itemCount });
  const field = (label: string, value: string) => m('mail.field', { label, value });
  const instructions = instructionLines(data.deliveryInstructions, m, 'masked');
  const instructionsTitle = m('mail.instructions.title');
  const text = [
    greeting,
    '',
    intro,
    '',
    field(m('mail.order.slot'), slot),
    field(where, place),
    items,
    field(m('mail.order.total'), `${amount} (${payment})`),
    ...(instructions.length ? ['', instructionsTitle, ...instructions.map((l) => `- ${l}`)] : []),
    '',
    m('mail.order.deposits'),
    m('mail.order.change'),
    '',
    data.link,
    ...closingText(m),
  ].join('\n');
  const row = (label: string, value: string) =>
    `<tr><td style="padding:6px 0;color:${BRAND.inkSoft};font-size:14px;">${escapeHtml(label)}</td><td style="padding:6px 0;text-align:right;font-weight:600;">${escapeHtml(value)}</td></tr>`;
  const body = [
    paragraph(greeting, 'font-weight:600;'),
    paragraph(intro),
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border-top:1px solid ${BRAND.line};border-bottom:1px solid ${BRAND.line};">`,
    row(m('mail.order.slot'), slot),
    row(where, place),
    row(items, ''),
    row(m('mail.order.total'), `${amount} · ${payment}`),
    ...(instructions.length ? [row(instructionsTitle, instructions.join(' · '))] : []),
    '</table>',
    paragraph(m('mail.order.deposits')),
    buttonLink(data.link, m('mail.viewOrder')),
    paragraph(m('mail.order.change'), `color:${BRAND.inkSoft};font-size:14px;`),
    signature(m),
  ].join('\n');
  return {
    subject: m('mail.order.subject', { id: data.orderId }),
    text,
    html: frame(locale, { preheader: intro, body, footer: m('mail.footer') }),
  };
}

/** The confirmation of a placed order, rendered in the order's locale, and its customer's address. */
export async function renderOrderConfirmation(
  db: Db,
  publicUrl: string,
  orderId: number,
): Promise<{ to: string; locale: Locale; mail: RenderedMail } | null> {
  const [row] = await db
    .select({ order: t.orders, user: t.users, slot: t.slots })
    .from(t.orders)
    .innerJoin(t.users, eq(t.users.id, t.orders.userId))
    .innerJoin(t.slots, eq(t.slots.id, t.orders.slotId))
    .where(eq(t.orders.id, orderId));
  if (!row) return null;
  const lines = await db
    .select({ quantity: t.orderLines.quantity })
    .from(t.orderLines)
    .where(eq(t.orderLines.orderId, orderId));
  const locale: Locale = isLocale(row.order.locale) ? row.order.locale : 'fr';
  const mail = orderConfirmationMail(locale, {
    orderId,
    firstname: row.user.firstname,
    slot: { startAt: row.slot.startAt.toISOString(), endAt: row.slot.endAt.toISOString() },
    deliveryType: row.order.deliveryType,
    deliveryName: row.order.deliveryName,
    deliveryAddress: row.order.deliveryAddress,
    itemCount: lines.reduce((n, l) => n + l.quantity, 0),
    amountToPayCents: row.order.amountToPayCents,
    paymentMethod: row.order.paymentMethod,
    deliveryInstructions: row.order.deliveryInstructions ?? null,
    link: `${publicUrl}/${locale}/mon-compte/mes-commandes/order-detail/${orderId}`,
  });
  return { to: row.user.email, locale, mail };
}

/**
 * Sends the confirmation of a placed order to its customer (the job mail.order-confirmation, whose
 * id the outbox row keeps: staff's resend); null for an unknown order.
 */
export async function sendOrderConfirmation(
  db: Db,
  mailer: MailTransport,
  publicUrl: string,
  orderId: number,
  jobId?: string,
): Promise<MailResult | null> {
  const rendered = await renderOrderConfirmation(db, publicUrl, orderId);
  if (!rendered) return null;
  return mailer.send({
    to: rendered.to,
    jobId,
    ...rendered.mail,
    template: 'order-confirmation',
    locale: rendered.locale,
  });
}
