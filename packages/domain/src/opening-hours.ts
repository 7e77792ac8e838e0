import { dateTimeFormat } from './intl.js';
import type { ApiLocale } from './locale.js';

/**
 * Pickup points' opening hours are written once, in the shop's French notation ('Mar–sam 9h–19h30',
 * 'Mar–sam 9h–13h et 15h–19h'). This reads that notation and writes it the way each language writes
 * hours: 'mar–sáb 9:00–19:30' in Spanish, 'di–za 9–19.30 u' in Belgian Dutch. A text it cannot read
 * is given back as written (a point's own translation, where it has one, comes first anyway).
 */
const FRENCH_DAYS = ['lun', 'mar', 'mer', 'jeu', 'ven', 'sam', 'dim'];
const TIME = String.raw`(\d{1,2})h(\d{2})?`;
const RANGE = `${TIME}–${TIME}`;
const NOTATION = new RegExp(
  `^(${FRENCH_DAYS.join('|')})–(${FRENCH_DAYS.join('|')}) ${RANGE}(?: et ${RANGE})?$`,
  'i',
);

interface Time {
  hour: number;
  minute: number;
}
export interface OpeningHours {
  /** Monday = 0 … Sunday = 6. */
  fromDay: number;
  toDay: number;
  periods: { opens: Time; closes: Time }[];
}

const time = (hour: string, minute: string | undefined): Time => ({
  hour: Number(hour),
  minute: Number(minute ?? 0),
});

/** The French notation read, or null when the text is anything else. */
export function parseOpeningHours(text: string): OpeningHours | null {
  const match = NOTATION.exec(text.trim());
  if (!match) return null;
  const [, from, to, h1, m1, h2, m2, h3, m3, h4, m4] = match;
  const periods = [{ opens: time(h1!, m1), closes: time(h2!, m2) }];
  if (h3) periods.push({ opens: time(h3, m3), closes: time(h4!, m4) });
  const valid = periods.every(({ opens, closes }) =>
    [opens, closes].every((t) => t.hour <= 24 && t.minute < 60),
  );
  return valid
    ? {
        fromDay: FRENCH_DAYS.indexOf(from!.toLowerCase()),
        toDay: FRENCH_DAYS.indexOf(to!.toLowerCase()),
        periods,
      }
    : null;
}

// 5 January 2026 is a Monday: day i of the week is 5 + i January.
const weekday = (day: number, tag: string) =>
  dateTimeFormat(tag, { weekday: 'short', timeZone: 'UTC' })
    .format(new Date(Date.UTC(2026, 0, 5 + day)))
    .replace(/\.$/, '');

const two = (n: number) => String(n).padStart(2, '0');

/** How each language writes a day range and its hours. */
const WRITERS: Record<
  'es_ES' | 'nl_BE',
  { tag: string; time: (t: Time) => string; and: string; unit: string }
> = {
  es_ES: { tag: 'es-ES', time: (t) => `${t.hour}:${two(t.minute)}`, and: ' y ', unit: '' },
  // Belgian Dutch: '9–19.30 u', the hour alone when on the hour.
  nl_BE: {
    tag: 'nl-BE',
    time: (t) => (t.minute ? `${t.hour}.${two(t.minute)}` : `${t.hour}`),
    and: ' u en ',
    unit: ' u',
  },
};

/** The opening hours as the reader's language writes them; French readers get the text as written. */
export function localizedOpeningHours(text: string, locale: ApiLocale): string {
  if (locale !== 'es_ES' && locale !== 'nl_BE') return text;
  const hours = parseOpeningHours(text);
  if (!hours) return text;
  const writer = WRITERS[locale];
  const days = `${weekday(hours.fromDay, writer.tag)}–${weekday(hours.toDay, writer.tag)}`;
  const periods = hours.periods
    .map(({ opens, closes }) => `${writer.time(opens)}–${writer.time(closes)}`)
    .join(writer.and);
  return `${days} ${periods}${writer.unit}`;
}
