import { createRequire } from 'node:module';
import { passwordProblem, type ApiLocale } from '@consigne/domain';
import { z } from 'zod';
import { ApiError, type FieldError } from '../../lib/errors.js';
import { safeText } from '../../lib/schemas.js';
import { isMessageKey, message, type MessageKey } from '../../lib/messages.js';

export const HOUSE_TYPES = ['house', 'apartment', 'company', 'other'] as const;
export type HouseType = (typeof HOUSE_TYPES)[number];

let commonList: { test(password: string): boolean } | undefined;
/** Mozilla's list of common passwords (fxa-common-password-list), case-insensitive. */
export function isCommonPassword(password: string): boolean {
  commonList ??= createRequire(import.meta.url)('fxa-common-password-list') as { test(p: string): boolean };
  return commonList.test(password) || commonList.test(password.toLowerCase());
}

/** Each issue's message is a MessageKey, translated when the errors leave (see fieldErrors). */
const requiredOr = (invalid: MessageKey, required: MessageKey = 'required') => ({
  error: (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null ? required : invalid,
});

const text = (max: number, required: MessageKey = 'required') =>
  safeText(max, { required }).min(1, { error: required });

const optionalText = (max: number) =>
  safeText(max)
    .nullish()
    .transform((v) => v || null);

const addressPart = (max: number) =>
  safeText(max, { error: 'addressIncomplete' })
    .optional()
    .transform((v) => v ?? '');

export const emailSchema = z
  .string(requiredOr('invalidEmail', 'emailRequired'))
  .trim()
  .min(1, { error: 'emailRequired' })
  .pipe(z.email({ error: 'invalidEmail' }).max(254, { error: 'invalidEmail' }))
  .transform((v) => v.toLowerCase());

export const addressInput = z.object(
  {
    number: addressPart(20),
    street: addressPart(200),
    postalCode: addressPart(10),
    city: addressPart(100),
    country: z.enum(['FR', 'BE'], { error: 'invalidValue' }).optional(),
    fullAddress: addressPart(300),
    coordinates: z
      .object(
        { lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) },
        { error: 'invalidValue' },
      )
      .nullish(),
  },
  { error: 'addressIncomplete' },
);

export const registrationBody = z.object({
  address: addressInput,
  houseType: z.enum(HOUSE_TYPES, requiredOr('invalidValue')),
  apartmentDetails: optionalText(200),
  companyName: optionalText(200),
  firstname: text(100),
  lastname: text(100),
  phone: text(30).pipe(z.string().regex(/^\+?[0-9][0-9 .()-]{5,24}$/, { error: 'invalidValue' })),
  email: emailSchema,
  password: z.string(requiredOr('invalidValue')).superRefine((value, ctx) => {
    const problem = passwordProblem(value);
    if (problem)
      ctx.addIssue({
        code: 'custom',
        message: problem === 'tooShort' ? 'passwordTooShort' : 'passwordTooLong',
      });
    else if (isCommonPassword(value)) ctx.addIssue({ code: 'custom', message: 'passwordTooCommon' });
  }),
  newsletterOptIn: z.boolean({ error: 'invalidValue' }).optional().default(false),
  isAdult: z.literal(true, { error: 'adultRequired' }),
  /** A sponsor's code, any case (checked against the accounts in register()). */
  sponsorshipCode: optionalText(40),
  locale: z.string().optional(),
});
export type RegistrationInput = z.output<typeof registrationBody>;

export const leadBody = z.object({
  email: emailSchema,
  fullAddress: addressPart(300),
  postalCode: addressPart(10),
  city: addressPart(100),
  country: z.enum(['FR', 'BE'], { error: 'invalidValue' }).optional(),
  locale: z.string().optional(),
});
export type LeadInput = z.output<typeof leadBody>;

/** Registration fields in the order of the form: errors[] follows it. */
export const FIELD_ORDER = [
  'address',
  'houseType',
  'apartmentDetails',
  'companyName',
  'firstname',
  'lastname',
  'phone',
  'email',
  'password',
  'newsletterOptIn',
  'isAdult',
  'sponsorshipCode',
];

/** One error per field ('address.*' counts as 'address'), first issue wins; keys still untranslated. */
export function issuesToKeys(issues: readonly z.core.$ZodIssue[]): Array<{ field: string; key: MessageKey }> {
  const out: Array<{ field: string; key: MessageKey }> = [];
  for (const issue of issues) {
    const path = issue.path.map(String);
    const field = path[0] === 'address' ? 'address' : path.join('.') || 'body';
    if (out.some((e) => e.field === field)) continue;
    out.push({ field, key: isMessageKey(issue.message) ? issue.message : 'invalidValue' });
  }
  return out;
}

/** The 400 of a failed validation: the first error's text as message, every field in errors[]. */
export function validationError(
  locale: ApiLocale,
  keys: Array<{ field: string; key: MessageKey }>,
): ApiError {
  const errors: FieldError[] = keys.map(({ field, key }) => ({ field, message: message(locale, key) }));
  return new ApiError(400, keys[0]?.key ?? 'invalidRequest', {}, errors);
}

/** Parses a body with one of the schemas above; throws the field-level 400 on failure. */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown, locale: ApiLocale): z.output<T> {
  const result = schema.safeParse(body ?? {});
  if (!result.success) throw validationError(locale, issuesToKeys(result.error.issues));
  return result.data;
}
