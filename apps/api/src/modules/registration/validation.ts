import { createRequire } from 'node:module';
import { passwordProblem, type ApiLocale } from '@consigne/domain';
import { passwordInput, registrationBody as documentedBody } from '@consigne/contract';
import type { z } from 'zod';
import { ApiError, type FieldError } from '../../lib/errors.js';
import { isMessageKey, message, type MessageKey } from '../../lib/messages.js';

let commonList: { test(password: string): boolean } | undefined;
/** Mozilla's list of common passwords (fxa-common-password-list), case-insensitive. */
export function isCommonPassword(password: string): boolean {
  commonList ??= createRequire(import.meta.url)('fxa-common-password-list') as { test(p: string): boolean };
  return commonList.test(password) || commonList.test(password.toLowerCase());
}

/**
 * The contract's registration body (what OpenAPI documents), with the common-password check on top:
 * its word list is read from disk, so it lives in the API rather than in the contract.
 */
export const registrationBody = documentedBody.extend({
  password: passwordInput.superRefine((value, ctx) => {
    if (!passwordProblem(value) && isCommonPassword(value))
      ctx.addIssue({ code: 'custom', message: 'passwordTooCommon' });
  }),
});

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
