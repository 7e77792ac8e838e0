import { mailMessages, type MailMessageKey } from '@consigne/contract';
import {
  dateTimeFormat,
  escapeMarkup,
  featureMessagesOf,
  formatMessage,
  htmlLang,
  intlTag,
  type Locale,
  type MessageParams,
  type RelativeDay,
  SHOP_TIME_ZONE,
} from '@consigne/domain';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** Text inside the e-mails' HTML (the domain's one escaping). */
export const escapeHtml = escapeMarkup;

export const BRAND = {
  yellow: '#ffd23f',
  forest: '#0f4d34',
  ink: '#15241b',
  inkSoft: '#56635b',
  cream: '#fbf8f1',
  line: '#e4ddcc',
};

/** Formats one message of the e-mails' catalog in a locale. */
export type MailTranslate = (key: MailMessageKey, params?: MessageParams) => string;

const translators = new Map<Locale, MailTranslate>();

/**
 * The e-mails' texts in a locale, from the catalog the storefront's catalogs include
 * (@consigne/contract's mailMessages), formatted like the storefront's (placeholders, ICU plurals);
 * Belgian French falls back to French key by key. One translator per locale, built once.
 */
export function mailTranslator(locale: Locale): MailTranslate {
  let t = translators.get(locale);
  if (!t) {
    const texts = featureMessagesOf(mailMessages, locale);
    const tag = intlTag(locale);
    t = (key, params) => formatMessage(texts[key], params, tag);
    translators.set(locale, t);
  }
  return t;
}

/**
 * A day as a sentence says it: "aujourd’hui", "demain", or "le 30 novembre" for `instant`'s day
 * (`day`: how it stood to the moment it was told, relativeDay).
 */
export function spokenDay(locale: Locale, day: RelativeDay, instant: Date): string {
  const m = mailTranslator(locale);
  if (day !== 'other') return m(`mail.day.${day}`);
  const date = dateTimeFormat(intlTag(locale), { day: 'numeric', month: 'long', timeZone: SHOP_TIME_ZONE });
  return m('mail.day.other', { date: date.format(instant) });
}

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

/** The e-mails whose point is one single-use link, by their catalog prefix. */
export type SingleUseLinkMail = 'mail.reset' | 'mail.register';

/** The closing lines of a text part: the signature, then the footer under the usual '--'. */
export const closingText = (t: MailTranslate) => ['', t('mail.signature'), '', '--', t('mail.footer')];

/** The signature paragraph that ends every HTML part. */
export const signature = (t: MailTranslate) => paragraph(t('mail.signature'), 'margin:0;font-weight:600;');

/** An e-mail around one single-use link: a button to it, its lifetime, and what to do if unasked. */
export function singleUseLinkMail(
  locale: Locale,
  mail: SingleUseLinkMail,
  { firstname, link }: { firstname: string; link: string },
): RenderedMail {
  const t = mailTranslator(locale);
  const greeting = t('mail.greeting', { firstname });
  const expiry = t(`${mail}.expiry`);
  const ignore = t(`${mail}.ignore`);
  const intro = t(`${mail}.intro`);
  const text = [greeting, '', intro, '', link, '', expiry, ignore, ...closingText(t)];
  const body = [
    paragraph(greeting, 'font-weight:600;'),
    paragraph(intro),
    buttonLink(link, t(`${mail}.button`)),
    paragraph(expiry),
    paragraph(ignore, `color:${BRAND.inkSoft};font-size:14px;`),
    fallbackLink(link, t('mail.fallback')),
    signature(t),
  ].join('\n');
  return {
    subject: t(`${mail}.subject`),
    text: text.join('\n'),
    html: frame(locale, { preheader: expiry, body, footer: t('mail.footer') }),
  };
}

/** The password-reset e-mail. */
export const passwordResetMail = (
  locale: Locale,
  values: { firstname: string; link: string },
): RenderedMail => singleUseLinkMail(locale, 'mail.reset', values);
