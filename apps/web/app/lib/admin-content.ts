import { SHOP_TIME_ZONE, zonedInstant, dateTimeFormat } from '@consigne/domain';
import { LOCALES, type Locale } from '@consigne/domain';

export const CONTENT_LOCALES: readonly Locale[] = LOCALES;
export const TEXT_FIELDS = ['title', 'summary', 'body'] as const;
type TextField = (typeof TEXT_FIELDS)[number];
export type Texts = Record<Locale, Record<TextField, string>>;

/** An empty form's texts: nothing written in any locale. */
const blank = { title: '', summary: '', body: '' };
export const BLANK_TEXTS: Texts = { fr: blank, es: blank, be: blank, 'nl-BE': blank };

/** The form's texts.<locale>.<field> inputs back into the API's four locales. */
export function textsFromForm(form: FormData): Texts {
  return Object.fromEntries(
    CONTENT_LOCALES.map((locale) => [
      locale,
      Object.fromEntries(TEXT_FIELDS.map((f) => [f, String(form.get(`texts.${locale}.${f}`) ?? '')])),
    ]),
  ) as Texts;
}

/** An instant as a datetime-local value (YYYY-MM-DDTHH:MM:SS) on the shop's wall clock. */
export function toShopLocalInput(iso: string): string {
  const parts = dateTimeFormat('en-CA', {
    timeZone: SHOP_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(iso));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}:${get('second')}`;
}

/** A datetime-local value read on the shop's wall clock, as an ISO instant; null when unreadable. */
export function fromShopLocalInput(value: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (!match) return null;
  const [, date, hour, minute, second = '0'] = match;
  const hourStart = zonedInstant(date!, Number(hour));
  if (Number.isNaN(hourStart.getTime())) return null;
  return new Date(hourStart.getTime() + (Number(minute) * 60 + Number(second)) * 1000).toISOString();
}
