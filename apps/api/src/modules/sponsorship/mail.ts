import type { Locale } from '@consigne/domain';
import { BRAND, escapeHtml, frame, paragraph, type RenderedMail, SIGN_OFF } from '../mail/index.js';

/** Which e-mail a godson gets: an invitation (or its reminder) to register, or a nudge to order. */
export type SponsorshipMailKind = 'invitation' | 'reminderInvited' | 'reminderRegistered';

interface Texts {
  subject: Record<SponsorshipMailKind, string>;
  greeting: string;
  intro: Record<SponsorshipMailKind, string>;
  code: string;
  howItWorks: string;
  button: Record<SponsorshipMailKind, string>;
  fallback: string;
  signature: string;
  footer: string;
}

const fr: Texts = {
  subject: {
    invitation: '{sponsor} vous invite à découvrir consigne',
    reminderInvited: 'Rappel : {sponsor} vous invite à découvrir consigne',
    reminderRegistered: '{sponsor} vous rappelle votre première commande consigne',
  },
  greeting: 'Bonjour,',
  intro: {
    invitation:
      '{sponsor} fait ses courses avec consigne : épicerie et boissons en contenants consignés, livrées le jour même, et des vides repris à la livraison suivante.',
    reminderInvited:
      '{sponsor} vous a invité à découvrir consigne : épicerie et boissons en contenants consignés, livrées le jour même. Votre invitation vous attend toujours.',
    reminderRegistered:
      '{sponsor} vous a parrainé sur consigne, et votre première commande vous attend : choisissez vos produits et un créneau, on s’occupe du reste.',
  },
  code: 'Votre code de parrainage : {code}',
  howItWorks:
    'Créez votre compte avec ce code : à la livraison de votre première commande, {sponsor} reçoit 10 € dans sa cagnotte.',
  button: {
    invitation: 'Créer mon compte',
    reminderInvited: 'Créer mon compte',
    reminderRegistered: 'Faire mes courses',
  },
  fallback: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',
  ...SIGN_OFF.fr,
};

const TEXTS: Record<Locale, Texts> = {
  fr,
  be: { ...fr, ...SIGN_OFF.be },
  es: {
    subject: {
      invitation: '{sponsor} te invita a descubrir consigne',
      reminderInvited: 'Recordatorio: {sponsor} te invita a descubrir consigne',
      reminderRegistered: '{sponsor} te recuerda tu primer pedido en consigne',
    },
    greeting: 'Hola:',
    intro: {
      invitation:
        '{sponsor} hace la compra con consigne: alimentación y bebidas en envases retornables, entregadas el mismo día, y los envases vacíos se recogen en la siguiente entrega.',
      reminderInvited:
        '{sponsor} te ha invitado a descubrir consigne: alimentación y bebidas en envases retornables, entregadas el mismo día. Tu invitación sigue esperándote.',
      reminderRegistered:
        '{sponsor} te ha apadrinado en consigne y tu primer pedido te espera: elige tus productos y una franja horaria, nosotros nos encargamos del resto.',
    },
    code: 'Tu código de apadrinamiento: {code}',
    howItWorks:
      'Crea tu cuenta con este código: cuando se entregue tu primer pedido, {sponsor} recibirá 10 € en su monedero.',
    button: {
      invitation: 'Crear mi cuenta',
      reminderInvited: 'Crear mi cuenta',
      reminderRegistered: 'Hacer la compra',
    },
    fallback: 'Si el botón no funciona, copia este enlace en tu navegador:',
    ...SIGN_OFF.es,
  },
  'nl-BE': {
    subject: {
      invitation: '{sponsor} nodigt je uit om consigne te ontdekken',
      reminderInvited: 'Herinnering: {sponsor} nodigt je uit om consigne te ontdekken',
      reminderRegistered: '{sponsor} herinnert je aan je eerste bestelling bij consigne',
    },
    greeting: 'Hallo,',
    intro: {
      invitation:
        '{sponsor} doet boodschappen bij consigne: kruidenierswaren en dranken in herbruikbare verpakking met statiegeld, dezelfde dag geleverd, en het leeggoed wordt bij de volgende levering opgehaald.',
      reminderInvited:
        '{sponsor} heeft je uitgenodigd om consigne te ontdekken: kruidenierswaren en dranken in herbruikbare verpakking, dezelfde dag geleverd. Je uitnodiging wacht nog op je.',
      reminderRegistered:
        '{sponsor} is je peter of meter bij consigne, en je eerste bestelling wacht op je: kies je producten en een tijdslot, wij doen de rest.',
    },
    code: 'Je peterschapscode: {code}',
    howItWorks:
      'Maak je account aan met deze code: bij de levering van je eerste bestelling krijgt {sponsor} 10 € in zijn of haar spaarpot.',
    button: {
      invitation: 'Mijn account aanmaken',
      reminderInvited: 'Mijn account aanmaken',
      reminderRegistered: 'Boodschappen doen',
    },
    fallback: 'Werkt de knop niet? Kopieer deze link in je browser:',
    ...SIGN_OFF['nl-BE'],
  },
};

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (all, name: string) => values[name] ?? all);

/** The godson's e-mail, in the godson's language: the sponsor's name, the code, a button to the link. */
export function sponsorshipMail(
  locale: Locale,
  kind: SponsorshipMailKind,
  { sponsor, code, link }: { sponsor: string; code: string; link: string },
): RenderedMail {
  const m = TEXTS[locale];
  const values = { sponsor, code };
  const subject = fill(m.subject[kind], values);
  const intro = fill(m.intro[kind], values);
  const invited = kind !== 'reminderRegistered';
  const codeLine = fill(m.code, values);
  const how = fill(m.howItWorks, values);
  const text = [
    m.greeting,
    '',
    intro,
    '',
    ...(invited ? [codeLine, how, ''] : []),
    `${m.button[kind]} : ${link}`,
    '',
    m.signature,
    '',
    '--',
    m.footer,
  ].join('\n');
  const body = [
    paragraph(m.greeting, 'font-weight:600;'),
    paragraph(intro),
    ...(invited
      ? [
          `<p style="margin:0 0 16px;padding:14px 18px;border-radius:12px;background:${BRAND.cream};border:1px dashed ${BRAND.forest};font-size:18px;font-weight:700;text-align:center;letter-spacing:1px;">${escapeHtml(codeLine)}</p>`,
          paragraph(how),
        ]
      : []),
    `<p style="margin:24px 0;text-align:center;"><a href="${escapeHtml(link)}" style="display:inline-block;background:${BRAND.forest};color:#ffffff;text-decoration:none;font-weight:700;padding:14px 26px;border-radius:999px;">${escapeHtml(m.button[kind])}</a></p>`,
    paragraph(m.fallback, `color:${BRAND.inkSoft};font-size:13px;margin-bottom:4px;`),
    `<p style="margin:0 0 20px;font-size:13px;word-break:break-all;"><a href="${escapeHtml(link)}" style="color:${BRAND.forest};">${escapeHtml(link)}</a></p>`,
    paragraph(m.signature, 'margin:0;font-weight:600;'),
  ].join('\n');
  return { subject, text, html: frame(locale, { preheader: intro, body, footer: m.footer }) };
}
