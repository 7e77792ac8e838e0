import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldMessageKeyOf, type FieldIssue } from './field-message-key.js';

/** The only issue zod reports for `input` against `schema`. */
function issueOf(schema: z.ZodType, input: unknown): z.core.$ZodIssue {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('the schema accepted the input');
  expect(result.error.issues).toHaveLength(1);
  return result.error.issues[0]!;
}

/** Keys a schema of the API may name beyond the contract's field messages. */
const isApiKey = (value: unknown): value is 'passwordTooCommon' | 'required' =>
  value === 'passwordTooCommon' || value === 'required';

describe('fieldMessageKeyOf: the key of each zod issue', () => {
  it('invalid_type on a missing value is required', () => {
    const issue = issueOf(z.object({ email: z.string() }), {});
    expect(issue.code).toBe('invalid_type');
    expect(fieldMessageKeyOf(issue)).toBe('required');
  });

  it('invalid_type on a value of the wrong type is an invalid value', () => {
    const issue = issueOf(z.object({ quantity: z.number() }), { quantity: 'three' });
    expect(issue.code).toBe('invalid_type');
    expect(fieldMessageKeyOf(issue)).toBe('invalidValue');
  });

  it('invalid_type names the schema’s own key, missing or not', () => {
    const schema = z.object({ email: z.string({ error: 'emailRequired' }) });
    expect(fieldMessageKeyOf(issueOf(schema, {}))).toBe('emailRequired');
    expect(fieldMessageKeyOf(issueOf(schema, { email: 4 }))).toBe('emailRequired');
  });

  it('too_small and too_big: the schema’s key, else an invalid value', () => {
    const tooShort = issueOf(z.string().min(8, { error: 'passwordTooShort' }), 'short');
    expect(tooShort.code).toBe('too_small');
    expect(fieldMessageKeyOf(tooShort)).toBe('passwordTooShort');
    const tooBig = issueOf(z.number().max(100), 101);
    expect(tooBig.code).toBe('too_big');
    expect(fieldMessageKeyOf(tooBig)).toBe('invalidValue');
  });

  it('invalid_format: the schema’s key, else an invalid value', () => {
    const email = issueOf(z.email({ error: 'invalidEmail' }), 'not an address');
    expect(email.code).toBe('invalid_format');
    expect(fieldMessageKeyOf(email)).toBe('invalidEmail');
    expect(fieldMessageKeyOf(issueOf(z.string().regex(/^\d+$/), 'abc'))).toBe('invalidValue');
  });

  it('not_multiple_of is an invalid value', () => {
    const issue = issueOf(z.number().multipleOf(5), 7);
    expect(issue.code).toBe('not_multiple_of');
    expect(fieldMessageKeyOf(issue)).toBe('invalidValue');
  });

  it('invalid_value (an enum, a literal) is an invalid value, even when nothing was given', () => {
    const issue = issueOf(z.object({ kind: z.enum(['a', 'b']) }), { kind: 'c' });
    expect(issue.code).toBe('invalid_value');
    expect(fieldMessageKeyOf(issue)).toBe('invalidValue');
    expect(fieldMessageKeyOf(issueOf(z.object({ status: z.literal(301) }), {}))).toBe('invalidValue');
  });

  it('unrecognized_keys is an invalid value', () => {
    const issue = issueOf(z.strictObject({ a: z.string() }), { a: 'x', b: 'y' });
    expect(issue.code).toBe('unrecognized_keys');
    expect(fieldMessageKeyOf(issue)).toBe('invalidValue');
  });

  it('invalid_union is an invalid value', () => {
    const issue = issueOf(z.union([z.string(), z.number()]), true);
    expect(issue.code).toBe('invalid_union');
    expect(fieldMessageKeyOf(issue)).toBe('invalidValue');
  });

  it('invalid_key and invalid_element are invalid values', () => {
    const key = issueOf(z.record(z.string().regex(/^[a-z]{2}$/), z.string()), { deu: 'x' });
    expect(key.code).toBe('invalid_key');
    expect(fieldMessageKeyOf(key)).toBe('invalidValue');
    // A map keyed by objects: its value's issue is the element's, not one under a path.
    const byObject = z.map(z.object({}), z.number());
    const element = issueOf(byObject, new Map([[{}, 'x']]));
    expect(element.code).toBe('invalid_element');
    expect(fieldMessageKeyOf(element)).toBe('invalidValue');
  });

  it('custom (a refinement): the key it names, else an invalid value', () => {
    const named = issueOf(
      z.string().refine((s) => s.length > 3, { error: 'reasonRequired' }),
      'no',
    );
    expect(named.code).toBe('custom');
    expect(fieldMessageKeyOf(named)).toBe('reasonRequired');
    expect(
      fieldMessageKeyOf(
        issueOf(
          z.string().refine((s) => s.length > 3),
          'no',
        ),
      ),
    ).toBe('invalidValue');
  });
});

describe('fieldMessageKeyOf: the keys a schema may name', () => {
  const commonPassword: FieldIssue = { code: 'custom', message: 'passwordTooCommon' };

  it('are the contract’s field messages unless told otherwise', () => {
    expect(fieldMessageKeyOf(commonPassword)).toBe('invalidValue');
    expect(fieldMessageKeyOf({ code: 'custom', message: 'Invalid input' })).toBe('invalidValue');
  });

  it('are the caller’s when it gives its own test (the API’s whole catalogue)', () => {
    expect(fieldMessageKeyOf(commonPassword, isApiKey)).toBe('passwordTooCommon');
    expect(fieldMessageKeyOf({ code: 'too_small', message: 'passwordTooShort' }, isApiKey)).toBe(
      'invalidValue',
    );
  });

  it('an issue without a message is an invalid value', () => {
    expect(fieldMessageKeyOf({ code: 'invalid_type' })).toBe('invalidValue');
  });
});
