import { formatMessage, formatSlotLabel, intlTag, isLocale, type Locale } from '@consigne/domain';
import type { Tx } from '../../../db/client.js';
import { enqueueJob } from '../../../jobs/enqueue.js';
import {
  BRAND,
  escapeHtml,
  frame,
  mailJob,
  paragraph,
  type RenderedMail,
  SIGN_OFF,
} from '../../mail/index.js';

interface CancelledTexts {
  subject: string;
  greeting: string;
  intro: string;
  reason: string;
  givenBack: string;
  again: string;
  button: string;
  signature: string;
  footer: string;
}

const fr: CancelledTexts = {
  subject: 'Votre commande n° {id} est annulée : nous ne pouvons pas livrer ce créneau',
  greeting: 'Bonjour {firstname},',
  intro:
    'Nous sommes désolés : nous ne pourrons pas livrer le créneau {slot}. Votre commande n° {id} est donc annulée.',
  reason: 'Motif',
  givenBack:
    'Vous n’avez rien à payer : si vous aviez utilisé votre cagnotte ou un code promo, ils vous ont été rendus.',
  again: 'Vous pouvez commander de nouveau sur un autre créneau, vos produits vous attendent.',
  button: 'Choisir un autre créneau',
  ...SIGN_OFF.fr,
};

const TEXTS: Record<Locale, CancelledTexts> = {
  fr,
  be: { ...fr, ...SIGN_OFF.be },
  es: {
    subject: 'Tu pedido n.º {id} está cancelado: no podemos entregar en esa franja',
    greeting: 'Hola, {firstname}:',
    intro:
      'Lo sentimos: no podremos entregar en la franja {slot}. Por eso tu pedido n.º {id} queda cancelado.',
    reason: 'Motivo',
    givenBack:
      'No tienes nada que pagar: si habías usado tu monedero o un código promocional, te los hemos devuelto.',
    again: 'Puedes volver a pedir en otra franja: tus productos te esperan.',
    button: 'Elegir otra franja',
    ...SIGN_OFF.es,
  },
  'nl-BE': {
    subject: 'Je bestelling nr. {id} is geannuleerd: we kunnen dit tijdslot niet leveren',
    greeting: 'Hallo {firstname},',
    intro:
      'Het spijt ons: we kunnen niet leveren in het tijdslot {slot}. Je bestelling nr. {id} is daarom geannuleerd.',
    reason: 'Reden',
    givenBack:
      'Je hoeft niets te betalen: als je je spaarpot of een promotiecode had gebruikt, heb je ze teruggekregen.',
    again: 'Je kunt opnieuw bestellen in een ander tijdslot: je producten wachten op je.',
    button: 'Een ander tijdslot kiezen',
    ...SIGN_OFF['nl-BE'],
  },
};

export interface SlotCancelledData {
  orderId: number;
  firstname: string;
  slot: { startAt: string; endAt: string };
  reason: string;
  link: string;
}

/** The e-mail telling a customer that the back-office closed their slot and cancelled their order. */
export function slotCancelledMail(locale: Locale, data: SlotCancelledData): RenderedMail {
  const m = TEXTS[locale];
  const slot = formatSlotLabel(data.slot, intlTag(locale));
  const fill = (s: string) =>
    formatMessage(s, { id: data.orderId, firstname: data.firstname, slot }, intlTag(locale));
  const colon = locale === 'fr' || locale === 'be' ? ' : ' : ': ';
  const reason = `${m.reason}${colon}${data.reason}`;
  const text = [
    fill(m.greeting),
    '',
    fill(m.intro),
    reason,
    '',
    m.givenBack,
    m.again,
    '',
    data.link,
    '',
    m.signature,
    '',
    '--',
    m.footer,
  ].join('\n');
  const body = [
    paragraph(fill(m.greeting), 'font-weight:600;'),
    paragraph(fill(m.intro)),
    paragraph(reason, `color:${BRAND.inkSoft};`),
    paragraph(m.givenBack),
    paragraph(m.again),
    `<p style="margin:24px 0;text-align:center;"><a href="${escapeHtml(data.link)}" style="display:inline-block;background:${BRAND.forest};color:#ffffff;text-decoration:none;font-weight:700;padding:14px 26px;border-radius:999px;">${escapeHtml(m.button)}</a></p>`,
    paragraph(m.signature, 'margin:0;font-weight:600;'),
  ].join('\n');
  return {
    subject: fill(m.subject),
    text,
    html: frame(locale, { preheader: fill(m.intro), body, footer: m.footer }),
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
  const locale: Locale = isLocale(orderLocale) ? orderLocale : 'fr';
  const { publicUrl, ...rest } = data;
  const mail = slotCancelledMail(locale, { ...rest, link: `${publicUrl}/${locale}` });
  await enqueueJob(tx, mailJob.name, {
    message: { to, ...mail, template: 'slot-cancelled', locale },
  });
}
