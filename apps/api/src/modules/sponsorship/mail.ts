import { formatEuros, intlTag, type Locale, SPONSORSHIP_REWARD_CENTS } from '@consigne/domain';
import {
  BRAND,
  buttonLink,
  closingText,
  escapeHtml,
  fallbackLink,
  frame,
  mailTranslator,
  paragraph,
  type RenderedMail,
  signature,
} from '../mail/index.js';

/** Which e-mail a godson gets: an invitation (or its reminder) to register, or a nudge to order. */
export type SponsorshipMailKind = 'invitation' | 'reminderInvited' | 'reminderRegistered';

/** The godson's e-mail, in the godson's language: the sponsor's name, the code, a button to the link. */
export function sponsorshipMail(
  locale: Locale,
  kind: SponsorshipMailKind,
  { sponsor, code, link }: { sponsor: string; code: string; link: string },
): RenderedMail {
  const m = mailTranslator(locale);
  const values = { sponsor, code, amount: formatEuros(SPONSORSHIP_REWARD_CENTS, intlTag(locale)) };
  const subject = m(`mail.sponsorship.${kind}Subject`, values);
  const intro = m(`mail.sponsorship.${kind}Intro`, values);
  const invited = kind !== 'reminderRegistered';
  const button = m(invited ? 'mail.sponsorship.createAccount' : 'mail.sponsorship.shop');
  const codeLine = m('mail.sponsorship.code', values);
  const how = m('mail.sponsorship.howItWorks', values);
  const greeting = m('mail.greetingAnonymous');
  const text = [
    greeting,
    '',
    intro,
    '',
    ...(invited ? [codeLine, how, ''] : []),
    m('mail.field', { label: button, value: link }),
    ...closingText(m),
  ].join('\n');
  const body = [
    paragraph(greeting, 'font-weight:600;'),
    paragraph(intro),
    ...(invited
      ? [
          `<p style="margin:0 0 16px;padding:14px 18px;border-radius:12px;background:${BRAND.cream};border:1px dashed ${BRAND.forest};font-size:18px;font-weight:700;text-align:center;letter-spacing:1px;">${escapeHtml(codeLine)}</p>`,
          paragraph(how),
        ]
      : []),
    buttonLink(link, button),
    fallbackLink(link, m('mail.fallback')),
    signature(m),
  ].join('\n');
  return { subject, text, html: frame(locale, { preheader: intro, body, footer: m('mail.footer') }) };
}
