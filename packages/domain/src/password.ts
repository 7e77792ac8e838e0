/** Password rules shared by the registration form and the API (the common-password check is API-only). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export type PasswordProblem = 'tooShort' | 'tooLong';

/** What is wrong with a password's length, or null. Length counts characters (code points), not bytes. */
export function passwordProblem(password: string): PasswordProblem | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (length > PASSWORD_MAX_LENGTH) return 'tooLong';
  return null;
}
