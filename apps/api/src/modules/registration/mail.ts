/**
 * The two e-mails a registration sends, one or the other, in the four locales: to a new address the
 * link that creates the account; to an address that already has one, a word to its owner (sign in,
 * or choose a new password). The API answers both the same (service.ts).
 */
import type { Locale } from '@consigne/domain';
import {
  BRAND,
  buttonLink,
  frame,
  paragraph,
  type RenderedMail,
  SIGN_OFF,
  singleUseLinkMail,
  type SingleUseLinkTexts,
} from '../mail/index.js';

const CONFIRM_FR: SingleUseLinkTexts = {
  subject: 'Confirmez la création de votre compte consigne',
  greeting: 'Bonjour {firstname},',
  intro:
    'Merci pour votre inscription ! Pour activer votre compte consigne, confirmez votre adresse e-mail avec le bouton ci-dessous.',
  button: 'Activer mon compte',
  expiry: 'Ce lien est valable 24 heures et ne peut servir qu’une seule fois.',
  ignore:
    'Si vous n’êtes pas à l’origine de cette inscription, ignorez cet e-mail : aucun compte ne sera créé.',
  fallback: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',
};

const CONFIRM: Record<Locale, SingleUseLinkTexts> = {
  fr: CONFIRM_FR,
  be: CONFIRM_FR,
  es: {
    subject: 'Confirma la creación de tu cuenta de consigne',
    greeting: 'Hola, {firstname}:',
    intro:
      '¡Gracias por registrarte! Para activar tu cuenta de consigne, confirma tu correo electrónico con el botón de abajo.',
    button: 'Activar mi cuenta',
    expiry: 'Este enlace es válido durante 24 horas y solo puede usarse una vez.',
    ignore: 'Si no has sido tú, ignora este correo: no se creará ninguna cuenta.',
    fallback: 'Si el botón no funciona, copia este enlace en tu navegador:',
  },
  'nl-BE': {
    subject: 'Bevestig je nieuwe consigne-account',
    greeting: 'Hallo {firstname},',
    intro:
      'Bedankt voor je registratie! Bevestig je e-mailadres met de knop hieronder om je consigne-account te activeren.',
    button: 'Mijn account activeren',
    expiry: 'Deze link is 24 uur geldig en kan maar één keer gebruikt worden.',
    ignore: 'Heb je je niet zelf geregistreerd? Negeer dan deze e-mail: er wordt geen account aangemaakt.',
    fallback: 'Werkt de knop niet? Kopieer dan deze link in je browser:',
  },
};

interface TakenTexts {
  subject: string;
  greeting: string;
  intro: string;
  action: string;
  login: string;
  reset: string;
  ignore: string;
}

const TAKEN_FR: TakenTexts = {
  subject: 'Une tentative d’inscription avec votre adresse e-mail',
  greeting: 'Bonjour {firstname},',
  intro:
    'Quelqu’un (peut-être vous) a essayé de créer un compte consigne avec votre adresse e-mail. Vous avez déjà un compte : aucun nouveau compte n’a été créé.',
  action: 'Connectez-vous avec votre mot de passe, ou choisissez-en un nouveau si vous l’avez oublié.',
  login: 'Me connecter',
  reset: 'Mot de passe oublié ?',
  ignore: 'Si ce n’était pas vous, ignorez cet e-mail : votre compte reste inchangé.',
};

const TAKEN: Record<Locale, TakenTexts> = {
  fr: TAKEN_FR,
  be: TAKEN_FR,
  es: {
    subject: 'Un intento de registro con tu correo electrónico',
    greeting: 'Hola, {firstname}:',
    intro:
      'Alguien (quizá tú) ha intentado crear una cuenta de consigne con tu correo electrónico. Ya tienes una cuenta: no se ha creado ninguna cuenta nueva.',
    action: 'Inicia sesión con tu contraseña o elige una nueva si la has olvidado.',
    login: 'Iniciar sesión',
    reset: '¿Has olvidado tu contraseña?',
    ignore: 'Si no has sido tú, ignora este correo: tu cuenta no cambia.',
  },
  'nl-BE': {
    subject: 'Iemand probeerde een account aan te maken met je e-mailadres',
    greeting: 'Hallo {firstname},',
    intro:
      'Iemand (misschien jijzelf) probeerde een consigne-account aan te maken met je e-mailadres. Je hebt al een account: er is geen nieuwe account aangemaakt.',
    action: 'Log in met je wachtwoord, of kies een nieuw wachtwoord als je het vergeten bent.',
    login: 'Inloggen',
    reset: 'Wachtwoord vergeten?',
    ignore: 'Was jij dit niet? Negeer dan deze e-mail: er verandert niets aan je account.',
  },
};

const signature = (locale: Locale) => paragraph(SIGN_OFF[locale].signature, 'margin:0;font-weight:600;');
const closing = (locale: Locale) => ['', SIGN_OFF[locale].signature, '', '--', SIGN_OFF[locale].footer];

/** To a new address: the single-use link that creates the account. */
export const registrationConfirmMail = (
  locale: Locale,
  values: { firstname: string; link: string },
): RenderedMail => singleUseLinkMail(locale, CONFIRM[locale], values);

/** To the owner of an address that already has an account: sign in, or choose a new password. */
export function registrationTakenMail(
  locale: Locale,
  { firstname, loginLink, resetLink }: { firstname: string; loginLink: string; resetLink: string },
): RenderedMail {
  const m = TAKEN[locale];
  const greeting = m.greeting.replace('{firstname}', firstname);
  const text = [
    greeting,
    '',
    m.intro,
    '',
    m.action,
    '',
    m.login,
    loginLink,
    '',
    m.reset,
    resetLink,
    '',
    m.ignore,
    ...closing(locale),
  ].join('\n');
  const body = [
    paragraph(greeting, 'font-weight:600;'),
    paragraph(m.intro),
    paragraph(m.action),
    buttonLink(loginLink, m.login),
    buttonLink(resetLink, m.reset),
    paragraph(m.ignore, `color:${BRAND.inkSoft};font-size:14px;`),
    signature(locale),
  ].join('\n');
  return {
    subject: m.subject,
    text,
    html: frame(locale, { preheader: m.intro, body, footer: SIGN_OFF[locale].footer }),
  };
}
