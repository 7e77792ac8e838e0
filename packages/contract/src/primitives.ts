/** The building blocks every schema of the contract is made of: amounts, ids, text, errors, locale. */
import {
  API_LOCALES,
  DECIMAL_INTEGER,
  FIRST_CALENDAR_DATE,
  isCalendarDate,
  LAST_CALENDAR_DATE,
  MAX_INT4,
} from '@consigne/domain';
import { z } from 'zod';

/**
 * The key of an API message: a refused value carries it as the issue's message and the API translates
 * it when the error leaves. The keys this contract's schemas name have their texts in
 * field-messages.ts, which the web reads too; a string here, so the API's own schemas may name its
 * other keys (its helpers narrow it to its MessageKey).
 */
export type ErrorKey = string;

/**
 * The machine code of an API refusal: its message key in snake_case (`slotFull` → `slot_full`), so a
 * client branches on a stable word instead of a translated text or a bare status. A schema's refusal is
 * `validation_failed` whatever its fields (each field's text is in `errors`). Codes are a public
 * contract (docs/api.md): a message key renamed keeps its old code.
 */
export const errorCodeOf = (key: string): string =>
  key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`).replace(/^_/, '');

/** The code of a request refused by its zod schema (one entry per refused field in `errors`). */
export const VALIDATION_FAILED = 'validation_failed';

/** One refused field of a request. */
export const fieldError = z.object({
  field: z.string().describe('The refused field: a dotted path in the body, query or params'),
  message: z.string().describe("What is wrong with it, in the request's language"),
});

/**
 * The error envelope `{ code, message, errors: [{ field, message }] }`, documented on every route and
 * sent by every refusal of the API (apps/api/src/plugins/errors.ts).
 */
export const errorEnvelope = z.object({
  code: z
    .string()
    .describe(
      'Stable machine code of the refusal (snake_case): validation_failed, not_found, auth_required, slot_full… (docs/api.md)',
    ),
  message: z.string().describe("A text to show the user, in the request's language"),
  errors: z.array(fieldError),
});

/** The refusals every staff route (back-office, driver) may answer, for their OpenAPI documents. */
export const staffErrors = {
  400: errorEnvelope,
  401: errorEnvelope,
  403: errorEnvelope,
  404: errorEnvelope,
  409: errorEnvelope,
  422: errorEnvelope,
};

/** Euros with at most 2 decimals at the JSON boundary (integer cents inside). */
export const euros = z.number().describe('Amount in euros, 2 decimals');

/**
 * A JSON integer from `min` to `max` (at most MAX_INT4, the database's `integer`): NaN, infinities,
 * fractions and overflowing numbers are a 400 here, not a database error. `error` is the message key
 * the error envelope shows (a missing value or another type is 'required' or 'invalidValue').
 */
export const boundedInt = (min: number, max: number = MAX_INT4, error: ErrorKey = 'invalidValue') =>
  z.number().int({ error }).min(min, { error }).max(Math.min(max, MAX_INT4), { error });

/** An id in a JSON body. */
export const id = () => boundedInt(1);

/**
 * An integer in a path or query string, coerced strictly: decimal digits only, so "1e3", "0x10",
 * " 12", "1.0", "NaN" and "Infinity" are refused rather than read as numbers.
 */
export const intParam = (min: number, max: number = MAX_INT4, error: ErrorKey = 'invalidValue') =>
  z
    .string()
    .regex(DECIMAL_INTEGER, { error })
    .transform(Number)
    .pipe(boundedInt(min, max, error));

/** An id in a path or query string: 1 to MAX_INT4. */
export const idParam = () => intParam(1);

/**
 * A calendar day, YYYY-MM-DD, that exists and lies in the years the shop can mean (the domain's
 * isCalendarDate): every date of a path, a query or a body is one, so 9999-12-31 or 2026-02-30 is a
 * 400 here rather than a RangeError in the date arithmetic behind it. Documented as format "date".
 */
export const calendarDate = z.iso
  .date({ error: 'calendarDateInvalid', abort: true })
  .refine(isCalendarDate, { error: 'calendarDateInvalid' })
  .describe(`A day, YYYY-MM-DD, from ${FIRST_CALENDAR_DATE} to ${LAST_CALENDAR_DATE}`);

// C0 and C1 control characters (NUL included), and lone UTF-16 surrogates: PostgreSQL refuses NUL
// and the rest has no business in a name, an address or a code.
/* eslint-disable no-control-regex -- finding control characters is the point */
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/* eslint-enable no-control-regex */
const LONE_SURROGATE = /\p{Surrogate}/u;
// Explicit bidirectional embeddings, overrides and isolates: they can make a printed name, an address
// or an invoice line read otherwise than it is stored (the "Trojan Source" trick). Arabic and Hebrew
// need none of them: their direction is implicit.
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;

/**
 * Text from a client: trimmed, at most `max` characters, no control character nor explicit
 * bidirectional control (with `multiline`, line breaks and tabs are kept). Every string of a request schema is one, or a stricter regex.
 * `error` is the key shown for a wrong type or length, `required` the one for a missing value.
 */
export const safeText = (
  max: number,
  {
    multiline = false,
    error = 'invalidValue',
    required = 'required',
  }: { multiline?: boolean; error?: ErrorKey; required?: ErrorKey } = {},
) =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? required : error) })
    .trim()
    .max(max, { error })
    .refine(
      (value) =>
        !(multiline ? CONTROL_BUT_LINES : CONTROL).test(value) &&
        !LONE_SURROGATE.test(value) &&
        !BIDI_CONTROL.test(value),
      {
        error: 'invalidValue',
      },
    );

/**
 * Documents the `locale` parameter every call accepts (docs/rules.md#locales). The API checks it in its locale
 * plugin (an unknown value is a 400 with its own message), before this schema runs.
 */
export const localeQuery = z.object({
  locale: z.enum(API_LOCALES).optional().describe('Language code, default fr_FR'),
});

/**
 * The name of a Fluent Emoji (flat) icon, as a Rayon's tile and an article's cover draw it
 * ('clinking-beer-mugs'). The shape only: whether the set has it, the API checks against the set it
 * ships (unknownIcon, 422), the same way for both.
 */
export const iconName = z
  .string({ error: 'unknownIcon' })
  .trim()
  .min(1, { error: 'required' })
  .max(80, { error: 'unknownIcon' })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'unknownIcon' });

/** `locale` in the body of a POST, PUT or PATCH (checked by the API's locale plugin). */
export const bodyLocale = { locale: z.string().optional() };

/** The answer of a 204: no body. */
export const noContent = z.null();
