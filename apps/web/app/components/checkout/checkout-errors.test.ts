import { describe, expect, it } from 'vitest';
import { checkoutErrors, checkoutFailure, firstFailedField } from './checkout-errors';

describe('checkout errors', () => {
  it('puts field errors under their fields', () => {
    expect(
      checkoutErrors('Vous devez accepter…', [{ field: 'acceptTerms', message: 'Vous devez accepter…' }]),
    ).toEqual({ fields: { acceptTerms: 'Vous devez accepter…' }, general: null });
  });
  it('shows the server message otherwise (slot full, out of stock, no slot)', () => {
    expect(checkoutErrors('Ce créneau est complet.', undefined)).toEqual({
      fields: {},
      general: 'Ce créneau est complet.',
    });
  });
  it('asks to retry when no answer came back', () => {
    expect(checkoutFailure({ status: 0, error: 'fetch failed' })).toEqual({
      fields: {},
      general: null,
      retry: true,
    });
    expect(checkoutFailure({ status: 409, error: 'Ce créneau est complet.' }).general).toBe(
      'Ce créneau est complet.',
    );
  });
  it('focuses the age declaration before the terms', () => {
    const failure = checkoutErrors('x', [
      { field: 'acceptTerms', message: 'a' },
      { field: 'adultDeclared', message: 'b' },
    ]);
    expect(firstFailedField(failure)).toBe('adultDeclared');
    expect(firstFailedField({ fields: {}, general: 'x' })).toBeUndefined();
  });
});
