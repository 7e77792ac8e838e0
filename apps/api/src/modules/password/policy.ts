import { createRequire } from 'node:module';
import { passwordProblem as lengthProblem, type ApiLocale } from '@consigne/domain';
import { ApiError } from '../../lib/errors.js';
import { message, type MessageKey } from '../../lib/messages.js';

// API-side only: the list is large, the storefront checks the length alone (@consigne/domain).
const commonPasswords = createRequire(import.meta.url)('fxa-common-password-list') as {
  test(password: string): boolean;
};

type PasswordKey = Extract<MessageKey, 'passwordTooShort' | 'passwordTooLong' | 'passwordTooCommon'>;

/** Why a new password is refused: the shared length rule, then the list of common passwords; or null. */
export function passwordProblem(password: string): PasswordKey | null {
  const length = lengthProblem(password);
  if (length === 'tooShort') return 'passwordTooShort';
  if (length === 'tooLong') return 'passwordTooLong';
  if (commonPasswords.test(password) || commonPasswords.test(password.toLowerCase()))
    return 'passwordTooCommon';
  return null;
}

/** A 400 naming the field, in the request's language. */
export function fieldError(locale: ApiLocale, field: string, key: MessageKey): ApiError {
  return new ApiError(400, key, {}, [{ field, message: message(locale, key) }]);
}

/** Throws the 400 of a refused new password. */
export function assertAcceptablePassword(locale: ApiLocale, field: string, password: string): void {
  const problem = passwordProblem(password);
  if (problem) throw fieldError(locale, field, problem);
}
