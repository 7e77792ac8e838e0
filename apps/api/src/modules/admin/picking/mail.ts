/**
 * The customer's e-mail when their order changed — picking (a missing product removed or
 * substituted) or the back-office on their behalf (quantities, products added or removed): what
 * changed, the new amount, what went back to the wallet. Rendered in the order's transaction and
 * sent by the mail.send job (it goes if and only if the change commits).
 */
import { formatEuros, formatMessage, intlTag, type Locale } from '@consigne/domain';
import { BRAND, escapeHtml, frame, paragraph, type RenderedMail, SIGN_OFF } from '../../mail/index.js';

interface ChangedTexts {
  subject: string;
  greeting: string;
  intro: string;
  removed: string;
  substituted: string;
  cheaper: string;
  total: string;
  walletRefund: string;
  editedIntro: string;
  edited: string;
  promoDropped: string;
  cardRefundDue: string;
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
  editedIntro: 'Comme convenu avec notre service client, nous avons modifié votre commande :',
  edited: '{product} : {from} → {to}',
  promoDropped:
    'Le code promo {code} ne s’applique plus : le montant minimum de la commande n’est plus atteint.',
  cardRefundDue: '{amount} vous seront remboursés sur votre carte.',
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
    editedIntro: 'Como acordamos con nuestro servicio de atención al cliente, hemos modificado tu pedido:',
    edited: '{product}: {from} → {to}',
    promoDropped:
      'El código promocional {code} ya no se aplica: ya no se alcanza el importe mínimo del pedido.',
    cardRefundDue: 'Te reembolsaremos {amount} en tu tarjeta.',
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
    editedIntro: 'Zoals afgesproken met onze klantendienst hebben we je bestelling aangepast:',
    edited: '{product}: {from} → {to}',
    promoDropped:
      'De promotiecode {code} geldt niet meer: het minimumbedrag van de bestelling wordt niet meer gehaald.',
    cardRefundDue: '{amount} wordt teruggestort op je kaart.',
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
  const fill = (s: string) =>
    formatMessage(
      s,
      {
        id: data.orderId,
        firstname: data.firstname,
        missing: data.missing,
        quantity: data.quantity,
        substitute: data.substitute ?? '',
      },
      tag,
    );
  return renderChange(locale, data, {
    intro: m.intro,
    changes: [fill(data.substitute === null ? m.removed : m.substituted)],
    notes: data.substitute === null ? [] : [m.cheaper],
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
  link: string;
}

/** The back-office edited the order on the customer's behalf. */
export function orderEditedMail(locale: Locale, data: OrderEditedData): RenderedMail {
  const m = TEXTS[locale];
  const tag = intlTag(locale);
  const fill = (s: string, values: Record<string, string | number>) => formatMessage(s, values, tag);
  const notes = [
    ...(data.promoDropped ? [fill(m.promoDropped, { code: data.promoDropped })] : []),
    ...(data.cardRefundDueCents > 0
      ? [fill(m.cardRefundDue, { amount: formatEuros(data.cardRefundDueCents, tag) })]
      : []),
  ];
  return renderChange(locale, data, {
    intro: m.editedIntro,
    changes: data.lines.map((l) => fill(m.edited, { ...l })),
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
  const m = TEXTS[locale];
  const tag = intlTag(locale);
  const money = (cents: number) => formatEuros(cents, tag);
  const fill = (s: string) =>
    formatMessage(
      s,
      { id: data.orderId, firstname: data.firstname, amount: money(data.walletRefundCents) },
      tag,
    );
  const colon = locale === 'fr' || locale === 'be' ? ' : ' : ': ';
  const total = `${m.total}${colon}${money(data.amountToPayCents)}`;
  const refund = data.walletRefundCents > 0 ? fill(m.walletRefund) : null;
  const text = [
    fill(m.greeting),
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
    '',
    m.signature,
    '',
    '--',
    m.footer,
  ].join('\n');
  const body = [
    paragraph(fill(m.greeting), 'font-weight:600;'),
    paragraph(intro),
    ...changes.map((c) =>
      paragraph(c, `padding:12px;border-left:4px solid ${BRAND.forest};font-weight:600;`),
    ),
    ...notes.map((n) => paragraph(n, `color:${BRAND.inkSoft};font-size:14px;`)),
    paragraph(total, 'font-weight:700;'),
    ...(refund ? [paragraph(refund)] : []),
    `<p style="margin:24px 0;text-align:center;"><a href="${escapeHtml(data.link)}" style="display:inline-block;background:${BRAND.forest};color:#ffffff;text-decoration:none;font-weight:700;padding:14px 26px;border-radius:999px;">${escapeHtml(m.button)}</a></p>`,
    paragraph(m.signature, 'margin:0;font-weight:600;'),
  ].join('\n');
  return {
    subject: fill(m.subject),
    text,
    html: frame(locale, { preheader: changes[0] ?? intro, body, footer: m.footer }),
  };
}
