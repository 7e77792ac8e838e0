/** The promise's e-mails: the morning's window, and "2 stops away" (texts: the mail catalog, ADR 0027). */
import { formatSlotLabel, formatWindowTime, intlTag, type Locale, type RelativeDay } from '@consigne/domain';
import {
  BRAND,
  buttonLink,
  closingText,
  frame,
  mailTranslator,
  paragraph,
  type RenderedMail,
  signature,
  spokenDay,
} from '../mail/index.js';

export interface DeliveryWindowData {
  orderId: number;
  firstname: string;
  slot: { startAt: Date; endAt: Date };
  window: { from: Date; to: Date };
  /** The window's day as it stood when told: "today" in the morning, "tomorrow" told the evening before. */
  day: RelativeDay;
  trackingUrl: string;
}

export function deliveryWindowMail(locale: Locale, data: DeliveryWindowData): RenderedMail {
  const m = mailTranslator(locale);
  const from = formatWindowTime(data.window.from);
  const to = formatWindowTime(data.window.to);
  const slot = formatSlotLabel(
    { startAt: data.slot.startAt.toISOString(), endAt: data.slot.endAt.toISOString() },
    intlTag(locale),
  );
  const greeting = m('mail.greeting', { firstname: data.firstname });
  const intro = m('mail.deliveryWindow.intro', { id: data.orderId, from, to, slot });
  const track = m('mail.deliveryWindow.track');
  const text = [greeting, '', intro, '', track, data.trackingUrl, ...closingText(m)].join('\n');
  const body = [
    paragraph(greeting, 'font-weight:600;'),
    paragraph(intro),
    paragraph(track),
    buttonLink(data.trackingUrl, m('mail.deliveryWindow.button')),
    signature(m),
  ].join('\n');
  return {
    subject: m('mail.deliveryWindow.subject', {
      id: data.orderId,
      when: spokenDay(locale, data.day, data.window.from),
      from,
      to,
    }),
    text,
    html: frame(locale, { preheader: intro, body, footer: m('mail.footer') }),
  };
}

export interface TwoStopsAwayData {
  firstname: string;
  stops: number;
  trackingUrl: string;
}

export function twoStopsAwayMail(locale: Locale, data: TwoStopsAwayData): RenderedMail {
  const m = mailTranslator(locale);
  const greeting = m('mail.greeting', { firstname: data.firstname });
  const intro = m('mail.twoStopsAway.intro', { stops: data.stops });
  const ready = m('mail.twoStopsAway.ready');
  const text = [greeting, '', intro, ready, '', data.trackingUrl, ...closingText(m)].join('\n');
  const body = [
    paragraph(greeting, 'font-weight:600;'),
    paragraph(intro),
    paragraph(ready, `color:${BRAND.inkSoft};`),
    buttonLink(data.trackingUrl, m('mail.deliveryWindow.button')),
    signature(m),
  ].join('\n');
  return {
    subject: m('mail.twoStopsAway.subject'),
    text,
    html: frame(locale, { preheader: intro, body, footer: m('mail.footer') }),
  };
}
