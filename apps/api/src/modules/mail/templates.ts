import { htmlLang, type Locale } from '@consigne/domain';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export const BRAND = {
  yellow: '#ffd23f',
  forest: '#0f4d34',
  ink: '#15241b',
  inkSoft: '#56635b',
  cream: '#fbf8f1',
  line: '#e4ddcc',
};

interface ResetTexts extends SingleUseLinkTexts {
  signature: string;
  footer: string;
}

/** The sign-off and footer every e-mail of the shop ends with, per locale. */
export const SIGN_OFF: Record<Locale, { signature: string; footer: string }> = {
  fr: {
    signature: 'L’équipe consigne',
    footer:
      'Courses et boissons consignées, livrées le jour même. Service client du lundi au samedi de 8h30 à 21h30.',
  },
  be: {
    signature: 'L’équipe consigne',
    footer:
      'Courses et boissons consignées, livrées le jour même. Service clientèle du lundi au samedi de 8h30 à 21h30.',
  },
  es: {
    signature: 'El equipo de consigne',
    footer:
      'Compras y bebidas en envases retornables, entregadas el mismo día. Atención al cliente de lunes a sábado de 8:30 a 21:30.',
  },
  'nl-BE': {
    signature: 'Het consigne-team',
    footer:
      'Boodschappen en dranken in herbruikbare verpakking met statiegeld, dezelfde dag geleverd. Klantendienst van maandag tot zaterdag van 8.30 tot 21.30 uur.',
  },
};

const fr: ResetTexts = {
  subject: 'Réinitialisez votre mot de passe consigne',
  greeting: 'Bonjour {firstname},',
  intro:
    'Vous avez demandé à réinitialiser le mot de passe de votre compte consigne. Cliquez sur le bouton ci-dessous pour en choisir un nouveau.',
  button: 'Choisir un nouveau mot de passe',
  expiry: 'Ce lien est valable 1 heure et ne peut servir qu’une seule fois.',
  ignore:
    'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.',
  fallback: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',
  ...SIGN_OFF.fr,
};

/** Password-reset e-mail texts in the four storefront locales (Belgian French close to French). */
const RESET: Record<Locale, ResetTexts> = {
  fr,
  be: {
    ...fr,
    ...SIGN_OFF.be,
  },
  es: {
    subject: 'Restablece tu contraseña de consigne',
    greeting: 'Hola, {firstname}:',
    intro:
      'Has solicitado restablecer la contraseña de tu cuenta de consigne. Pulsa el botón de abajo para elegir una nueva.',
    button: 'Elegir una nueva contraseña',
    expiry: 'Este enlace es válido durante 1 hora y solo puede usarse una vez.',
    ignore: 'Si no has sido tú, ignora este correo: tu contraseña no cambiará.',
    fallback: 'Si el botón no funciona, copia este enlace en tu navegador:',
    ...SIGN_OFF.es,
  },
  'nl-BE': {
    subject: 'Stel je wachtwoord voor consigne opnieuw in',
    greeting: 'Hallo {firstname},',
    intro:
      'Je hebt gevraagd om het wachtwoord van je consigne-account opnieuw in te stellen. Klik op de knop hieronder om een nieuw wachtwoord te kiezen.',
    button: 'Nieuw wachtwoord kiezen',
    expiry: 'Deze link is 1 uur geldig en kan maar één keer gebruikt worden.',
    ignore: 'Heb je dit niet zelf gevraagd? Negeer dan deze e-mail: je wachtwoord blijft ongewijzigd.',
    fallback: 'Werkt de knop niet? Kopieer dan deze link in je browser:',
    ...SIGN_OFF['nl-BE'],
  },
};

/** The shared frame of the shop's e-mails: yellow band with the name, white card, quiet footer; inline styles only. */
export function frame(
  locale: Locale,
  { preheader, body, footer }: { preheader: string; body: string; footer: string },
) {
  return `<!doctype html>
<html lang="${htmlLang(locale)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>consigne</title></head>
<body style="margin:0;padding:0;background:${BRAND.cream};color:${BRAND.ink};font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;">
<div style="display:none;max-height:0;overflow:hidden;">${escapeHtml(preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${BRAND.cream};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;">
<tr><td style="background:${BRAND.yellow};border-radius:16px 16px 0 0;padding:20px 28px;font-size:24px;font-weight:800;letter-spacing:-0.5px;color:${BRAND.ink};">consigne</td></tr>
<tr><td style="background:#ffffff;border-radius:0 0 16px 16px;padding:28px;font-size:16px;line-height:1.55;border:1px solid ${BRAND.line};border-top:0;">
${body}
</td></tr>
<tr><td style="padding:18px 28px;font-size:12px;line-height:1.5;color:${BRAND.inkSoft};text-align:center;">${escapeHtml(footer)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

export const paragraph = (text: string, style = '') =>
  `<p style="margin:0 0 16px;${style}">${escapeHtml(text)}</p>`;

/** A call-to-action button to a link. */
export const buttonLink = (link: string, label: string) =>
  `<p style="margin:24px 0;text-align:center;"><a href="${escapeHtml(link)}" style="display:inline-block;background:${BRAND.forest};color:#ffffff;text-decoration:none;font-weight:700;padding:14px 26px;border-radius:999px;">${escapeHtml(label)}</a></p>`;

/** The link written out under its button, for a mail client that does not show the button. */
export const fallbackLink = (link: string, fallback: string) =>
  [
    paragraph(fallback, `color:${BRAND.inkSoft};font-size:13px;margin-bottom:4px;`),
    `<p style="margin:0 0 20px;font-size:13px;word-break:break-all;"><a href="${escapeHtml(link)}" style="color:${BRAND.forest};">${escapeHtml(link)}</a></p>`,
  ].join('\n');

/** The texts of an e-mail whose point is one single-use link (a password reset, a registration). */
export interface SingleUseLinkTexts {
  subject: string;
  greeting: string;
  intro: string;
  button: string;
  expiry: string;
  ignore: string;
  fallback: string;
}

/** An e-mail around one single-use link: a button to it, its lifetime, and what to do if unasked. */
export function singleUseLinkMail(
  locale: Locale,
  m: SingleUseLinkTexts,
  { firstname, link }: { firstname: string; link: string },
): RenderedMail {
  const { signature, footer } = SIGN_OFF[locale];
  const greeting = m.greeting.replace('{firstname}', firstname);
  const text = [greeting, '', m.intro, '', link, '', m.expiry, m.ignore, '', signature, '', '--', footer];
  const body = [
    paragraph(greeting, 'font-weight:600;'),
    paragraph(m.intro),
    buttonLink(link, m.button),
    paragraph(m.expiry),
    paragraph(m.ignore, `color:${BRAND.inkSoft};font-size:14px;`),
    fallbackLink(link, m.fallback),
    paragraph(signature, 'margin:0;font-weight:600;'),
  ].join('\n');
  return {
    subject: m.subject,
    text: text.join('\n'),
    html: frame(locale, { preheader: m.expiry, body, footer }),
  };
}

/** The password-reset e-mail. */
export const passwordResetMail = (
  locale: Locale,
  values: { firstname: string; link: string },
): RenderedMail => singleUseLinkMail(locale, RESET[locale], values);
