/**
 * The two e-mails a registration sends, one or the other, in the four locales: to a new address the
 * link that creates the account; to an address that already has one, a word to its owner (sign in,
 * or choose a new password). The API answers both the same (service.ts).
 */
import type { Locale } from '@consigne/domain';
import {
  BRAND,
  buttonLink,
  closingText,
  frame,
  mailTranslator,
  paragraph,
  type RenderedMail,
  signature,
  singleUseLinkMail,
} from '../mail/index.js';

/** To a new address: the single-use link that creates the account. */
export const registrationConfirmMail = (
  locale: Locale,
  values: { firstname: string; link: string },
): RenderedMail => singleUseLinkMail(locale, 'mail.register', values);

/** To the owner of an address that already has an account: sign in, or choose a new password. */
export function registrationTakenMail(
  locale: Locale,
  { firstname, loginLink, resetLink }: { firstname: string; loginLink: string; resetLink: string },
): RenderedMail {
  const m = mailTranslator(locale);
  const greeting = m('mail.greeting', { firstname });
  const intro = m('mail.registerTaken.intro');
  const text = [
    greeting,
    '',
    intro,
    '',
    m('mail.registerTaken.action'),
    '',
    m('mail.registerTaken.login'),
    loginLink,
    '',
    m('mail.registerTaken.reset'),
    resetLink,
    '',
    m('mail.registerTaken.ignore'),
    ...closingText(m),
  ].join('\n');
  const body = [
    paragraph(greeting, 'font-weight:600;'),
    paragraph(intro),
    paragraph(m('mail.registerTaken.action')),
    buttonLink(loginLink, m('mail.registerTaken.login')),
    buttonLink(resetLink, m('mail.registerTaken.reset')),
    paragraph(m('mail.registerTaken.ignore'), `color:${BRAND.inkSoft};font-size:14px;`),
    signature(m),
  ].join('\n');
  return {
    subject: m('mail.registerTaken.subject'),
    text,
    html: frame(locale, { preheader: intro, body, footer: m('mail.footer') }),
  };
}
