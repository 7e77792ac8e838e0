/**
 * The customer's e-mail when picking changed their order (a missing product removed or substituted):
 * what changed, the new amount, what went back to the wallet. Rendered in the order's transaction and
 * sent by the mail.send job (it goes if and only if the change commits).
 */
import { formatEuros, formatMessage, intlTag, type Locale } from '@consigne/domain';
import { BRAND, escapeHtml, frame, paragraph, SIGN_OFF, type RenderedMail } from '../../mail/templates.js';

interface ChangedTexts {
  subject: string;
  greeting: string;
  intro: string;
  removed: string;
  substituted: string;
  cheaper: string;
  total: string;
  walletRefund: string;
  button: string;
  signature: string;
  footer: string;
}

const fr: ChangedTexts = {
  subject: 'Votre commande n° {id} a été modifiée',
  greeting: 'Bonjour {firstname},',
  intro:
    'En préparant votre commande, nous n’avons pas trouvé un produit en rayon. Toutes nos excuses ! Voici ce que nous avons fait :',
  removed: '{missing} × {quantity} : retiré de votre commande.',
  substituted: '{missing} × {quantity} : remplacé par {substitute}.',
  cheaper: 'Vous ne payez jamais un produit de remplacement plus cher que celui qui manquait.',
  total: 'Nouveau montant à régler',
  walletRefund: '{amount} sont revenus dans votre cagnotte.',
  button: 'Voir ma commande',
  ...SIGN_OFF.fr,
};

const TEXTS: Record<Locale, ChangedTexts> = {
  fr,
  be: { ...fr, ...SIGN_OFF.be },
  es: {
    subject: 'Tu pedido n.º {id} ha cambiado',
    greeting: 'Hola, {firstname}:',
    intro:
      'Al preparar tu pedido, no encontramos un producto en el estante. ¡Lo sentimos! Esto es lo que hemos hecho:',
    removed: '{missing} × {quantity}: retirado de tu pedido.',
    substituted: '{missing} × {quantity}: sustituido por {substitute}.',
    cheaper: 'Nunca pagas un producto de sustitución más caro que el que faltaba.',
    total: 'Nuevo importe a pagar',
    walletRefund: '{amount} han vuelto a tu monedero.',
    button: 'Ver mi pedido',
    ...SIGN_OFF.es,
  },
  'nl-BE': {
    subject: 'Je bestelling nr. {id} is gewijzigd',
    greeting: 'Hallo {firstname},',
    intro:
      'Bij het klaarmaken van je bestelling vonden we een product niet in het rek. Onze excuses! Dit hebben we gedaan:',
    removed: '{missing} × {quantity}: uit je bestelling gehaald.',
    substituted: '{missing} × {quantity}: vervangen door {substitute}.',
    cheaper: 'Je betaalt een vervangproduct nooit duurder dan het ontbrekende product.',
    total: 'Nieuw te betalen bedrag',
    walletRefund: '{amount} is teruggestort in je spaarpot.',
    button: 'Mijn bestelling bekijken',
    ...SIGN_OFF['nl-BE'],
  },
};

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
  const m = TEXTS[locale];
  const tag = intlTag(locale);
  const money = (cents: number) => formatEuros(cents, tag);
  const fill = (s: string) =>
    formatMessage(
      s,
      {
        id: data.orderId,
        firstname: data.firstname,
        missing: data.missing,
        quantity: data.quantity,
        substitute: data.substitute ?? '',
        amount: money(data.walletRefundCents),
      },
      tag,
    );
  const change = fill(data.substitute === null ? m.removed : m.substituted);
  const colon = locale === 'fr' || locale === 'be' ? ' : ' : ': ';
  const total = `${m.total}${colon}${money(data.amountToPayCents)}`;
  const refund = data.walletRefundCents > 0 ? fill(m.walletRefund) : null;
  const notes = data.substitute === null ? [] : [m.cheaper];
  const text = [
    fill(m.greeting),
    '',
    m.intro,
    '',
    change,
    ...notes,
    '',
    total,
    ...(refund ? [refund] : []),
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
    paragraph(m.intro),
    paragraph(change, `padding:12px;border-left:4px solid ${BRAND.forest};font-weight:600;`),
    ...notes.map((n) => paragraph(n, `color:${BRAND.inkSoft};font-size:14px;`)),
    paragraph(total, 'font-weight:700;'),
    ...(refund ? [paragraph(refund)] : []),
    `<p style="margin:24px 0;text-align:center;"><a href="${escapeHtml(data.link)}" style="display:inline-block;background:${BRAND.forest};color:#ffffff;text-decoration:none;font-weight:700;padding:14px 26px;border-radius:999px;">${escapeHtml(m.button)}</a></p>`,
    paragraph(m.signature, 'margin:0;font-weight:600;'),
  ].join('\n');
  return {
    subject: fill(m.subject),
    text,
    html: frame(locale, { preheader: change, body, footer: m.footer }),
  };
}
