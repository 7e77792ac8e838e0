import type { ContentText, ContentTexts } from '@consigne/contract';
import { LOCALES, type Locale } from '@consigne/domain';
import type { Actor } from '../../../lib/actor.js';
import { ApiError, type FieldError } from '../../../lib/errors.js';
import { message, type MessageKey } from '../../../lib/messages.js';
import { pgErrorOf } from '../../../lib/pg-errors.js';

/** The French reference text: the storefront falls back to it where a locale is missing. */
const REFERENCE: Locale = 'fr';
const FIELDS = ['title', 'summary', 'body'] as const;
const EMPTY: ContentText = { title: '', summary: '', body: '' };

const isEmpty = (text: ContentText) => FIELDS.every((f) => text[f] === '');

/** A refusal naming the field it is about, translated for the request. */
export function fieldError(actor: Actor, status: number, key: MessageKey, field: string) {
  return new ApiError(status, key, {}, [{ field, message: message(actor.locale, key) }]);
}

/**
 * The locales to store: French whole, every other locale whole or empty (not translated yet). A
 * half-written locale is refused field by field rather than shown half-empty.
 */
export function textsToStore(actor: Actor, texts: ContentTexts): Array<[Locale, ContentText]> {
  const errors: FieldError[] = [];
  const kept: Array<[Locale, ContentText]> = [];
  for (const locale of LOCALES) {
    const text = texts[locale];
    if (locale !== REFERENCE && isEmpty(text)) continue;
    for (const field of FIELDS.filter((f) => text[f] === ''))
      errors.push({ field: `texts.${locale}.${field}`, message: message(actor.locale, 'required') });
    kept.push([locale, text]);
  }
  if (errors.length) throw new ApiError(422, 'contentTextsIncomplete', {}, errors);
  return kept;
}

/** Stored translation rows back to the four locales side by side ('' where missing). */
export function textsOf(rows: Array<{ locale: string } & ContentText>): ContentTexts {
  const byLocale = new Map(rows.map((r) => [r.locale, r]));
  return Object.fromEntries(
    LOCALES.map((locale) => {
      const row = byLocale.get(locale);
      return [locale, row ? { title: row.title, summary: row.summary, body: row.body } : { ...EMPTY }];
    }),
  ) as ContentTexts;
}

export const missingLocales = (present: string[]): Locale[] =>
  LOCALES.filter((locale) => !present.includes(locale));

/** A duplicate of `constraint` as the field error the editor shows; anything else goes on. */
export function uniqueAs(
  error: unknown,
  actor: Actor,
  constraint: string,
  key: MessageKey,
  field: string,
): never {
  const pg = pgErrorOf(error);
  if (pg?.code === '23505' && (!pg.constraint || pg.constraint === constraint))
    throw fieldError(actor, 409, key, field);
  throw error;
}
