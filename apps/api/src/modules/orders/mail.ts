import {
  formatEuros,
  formatMessage,
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
  escapeHtml,
  frame,
  type MailResult,
  type MailTransport,
  paragraph,
  type RenderedMail,
  SIGN_OFF,
} from '../mail/index.js';

interface ConfirmationTexts {
  subject: string;
  greeting: string;
  intro: string;
  slot: string;
  address: string;
  pickup: string;
  items: string;
  total: string;
  payOnDelivery: string;
  payByCard: string;
  deposits: string;
  button: string;
  change: string;
  signature: string;
  footer: string;
}

const fr: ConfirmationTexts = {
  subject: 'Votre commande n° {id} est confirmée',
  greeting: 'Bonjour {firstname},',
  intro:
    'Merci pour votre commande ! Nous la préparons et notre fourgon électrique vous la livre sur votre créneau.',
  slot: 'Créneau',
  address: 'Adresse de livraison',
  pickup: 'Mon point de retrait',
  items: '{count, plural, one {# article} other {# articles}}',
  total: 'Montant à régler',
  payOnDelivery: 'Paiement à la livraison',
  payByCard: 'Paiement par carte',
  deposits:
    'Gardez vos caisses et bouteilles vides : le livreur les récupère à votre prochaine livraison et la consigne revient dans votre cagnotte.',
  button: 'Voir ma commande',
  change: 'Vous pouvez changer de créneau ou annuler jusqu’à 2 heures avant la livraison.',
  ...SIGN_OFF.fr,
};

const TEXTS: Record<Locale, ConfirmationTexts> = {
  fr,
  be: {
    ...fr,
    ...SIGN_OFF.be,
  },
  es: {
    subject: 'Tu pedido n.º {id} está confirmado',
    greeting: 'Hola, {firstname}:',
    intro:
      '¡Gracias por tu pedido! Lo estamos preparando y nuestra furgoneta eléctrica te lo entregará en tu franja.',
    slot: 'Franja',
    address: 'Dirección de entrega',
    pickup: 'Mi punto de recogida',
    items: '{count, plural, one {# artículo} other {# artículos}}',
    total: 'Importe a pagar',
    payOnDelivery: 'Pago en la entrega',
    payByCard: 'Pago con tarjeta',
    deposits:
      'Guarda tus cajas y botellas vacías: el repartidor las recoge en tu próxima entrega y el depósito vuelve a tu monedero.',
    button: 'Ver mi pedido',
    change: 'Puedes cambiar la franja o cancelar hasta 2 horas antes de la entrega.',
    ...SIGN_OFF.es,
  },
  'nl-BE': {
    subject: 'Je bestelling nr. {id} is bevestigd',
    greeting: 'Hallo {firstname},',
    intro:
      'Bedankt voor je bestelling! We maken ze klaar en onze elektrische bestelwagen levert ze in je tijdslot.',
    slot: 'Tijdslot',
    address: 'Leveringsadres',
    pickup: 'Mijn afhaalpunt',
    items: '{count, plural, one {# artikel} other {# artikelen}}',
    total: 'Te betalen bedrag',
    payOnDelivery: 'Betalen bij levering',
    payByCard: 'Betalen met kaart',
    deposits:
      'Bewaar je lege bakken en flessen: de chauffeur haalt ze op bij je volgende levering en het statiegeld komt terug in je spaarpot.',
    button: 'Mijn bestelling bekijken',
    change: 'Je kunt je tijdslot wijzigen of annuleren tot 2 uur voor de levering.',
    ...SIGN_OFF['nl-BE'],
  },
};

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
  link: string;
}

/** The order confirmation e-mail in the customer's locale: slot, address, amount, what happens to the empties. */
export function orderConfirmationMail(locale: Locale, data: ConfirmationData): RenderedMail {
  const m = TEXTS[locale];
  const fill = (s: string) =>
    formatMessage(s, { id: data.orderId, firstname: data.firstname, count: data.itemCount }, intlTag(locale));
  const slot = formatSlotLabel(data.slot, intlTag(locale));
  const where = data.deliveryType === 'pdr' ? m.pickup : m.address;
  const place = `${data.deliveryName} · ${data.deliveryAddress}`;
  const amount = formatEuros(data.amountToPayCents, intlTag(locale));
  const payment = data.paymentMethod === 'stripe' ? m.payByCard : m.payOnDelivery;
  // French typography puts a space before the colon; Dutch and Spanish do not.
  const colon = locale === 'fr' || locale === 'be' ? ' : ' : ': ';
  const text = [
    fill(m.greeting),
    '',
    m.intro,
    '',
    `${m.slot}${colon}${slot}`,
    `${where}${colon}${place}`,
    fill(m.items),
    `${m.total}${colon}${amount} (${payment})`,
    '',
    m.deposits,
    m.change,
    '',
    data.link,
    '',
    m.signature,
    '',
    '--',
    m.footer,
  ].join('\n');
  const row = (label: string, value: string) =>
    `<tr><td style="padding:6px 0;color:${BRAND.inkSoft};font-size:14px;">${escapeHtml(label)}</td><td style="padding:6px 0;text-align:right;font-weight:600;">${escapeHtml(value)}</td></tr>`;
  const body = [
    paragraph(fill(m.greeting), 'font-weight:600;'),
    paragraph(m.intro),
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border-top:1px solid ${BRAND.line};border-bottom:1px solid ${BRAND.line};">`,
    row(m.slot, slot),
    row(where, place),
    row(fill(m.items), ''),
    row(m.total, `${amount} · ${payment}`),
    '</table>',
    paragraph(m.deposits),
    `<p style="margin:24px 0;text-align:center;"><a href="${escapeHtml(data.link)}" style="display:inline-block;background:${BRAND.forest};color:#ffffff;text-decoration:none;font-weight:700;padding:14px 26px;border-radius:999px;">${escapeHtml(m.button)}</a></p>`,
    paragraph(m.change, `color:${BRAND.inkSoft};font-size:14px;`),
    paragraph(m.signature, 'margin:0;font-weight:600;'),
  ].join('\n');
  return {
    subject: fill(m.subject),
    text,
    html: frame(locale, { preheader: m.intro, body, footer: m.footer }),
  };
}

/**
 * Sends the confirmation of a placed order to its customer (the job mail.order-confirmation, whose
 * id the outbox row keeps); null for an unknown order.
 */
export async function sendOrderConfirmation(
  db: Db,
  mailer: MailTransport,
  publicUrl: string,
  orderId: number,
  jobId?: string,
): Promise<MailResult | null> {
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
  return mailer.send({
    to: row.user.email,
    jobId,
    ...orderConfirmationMail(locale, {
      orderId,
      firstname: row.user.firstname,
      slot: { startAt: row.slot.startAt.toISOString(), endAt: row.slot.endAt.toISOString() },
      deliveryType: row.order.deliveryType,
      deliveryName: row.order.deliveryName,
      deliveryAddress: row.order.deliveryAddress,
      itemCount: lines.reduce((n, l) => n + l.quantity, 0),
      amountToPayCents: row.order.amountToPayCents,
      paymentMethod: row.order.paymentMethod,
      link: `${publicUrl}/${locale}/mon-compte/mes-commandes/order-detail/${orderId}`,
    }),
    template: 'order-confirmation',
    locale,
  });
}
