import { isFieldMessageKey, type FieldMessageKey } from './field-messages.js';

/**
 * A refused value as zod reports it: its issue's code and message. A zod issue is one; so is the
 * validation entry Fastify makes of one, once its `keyword` is read as the code.
 */
export interface FieldIssue {
  code: string;
  message?: string;
}

/** The keys of a refusal whose schema names none of its own. */
type GenericFieldMessageKey = Extract<FieldMessageKey, 'required' | 'invalidValue'>;

/**
 * Zod's own message for a missing value: an `invalid_type` issue ('Invalid input: expected string,
 * received undefined'). Zod keeps the received value out of the issue, so its message is what tells.
 */
const isMissingValue = (issue: FieldIssue) =>
  issue.code === 'invalid_type' && /received undefined/.test(issue.message ?? '');

/**
 * The message key a refused field is answered with, the same wherever the schema is checked: by the
 * API for a refused body, by a page checking a form before the call. It is the schema's own key when
 * the issue's message names one (`boundedInt`, `safeText`, a refinement's `error`); else 'required'
 * for a missing value and 'invalidValue' for zod's other issues (a wrong type, a bound, a format…),
 * whose English is not for the shopper. `isKey` says which keys a schema may name: the contract's
 * field messages unless given (the API passes its whole catalogue).
 */
export function fieldMessageKeyOf(issue: FieldIssue): FieldMessageKey;
export function fieldMessageKeyOf<K extends string>(
  issue: FieldIssue,
  isKey: (value: unknown) => value is K,
): K | GenericFieldMessageKey;
export function fieldMessageKeyOf(
  issue: FieldIssue,
  isKey: (value: unknown) => value is string = isFieldMessageKey,
): string {
  if (isKey(issue.message)) return issue.message;
  return isMissingValue(issue) ? 'required' : 'invalidValue';
}
