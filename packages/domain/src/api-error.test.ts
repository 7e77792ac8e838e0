import { describe, expect, it } from 'vitest';
import { extractErrorMessage } from './api-error.js';

describe('extractErrorMessage (its order of sources)', () => {
  it('prefers the first entry of an errors list', () => {
    expect(extractErrorMessage({ errors: [{ message: 'a' }, { message: 'b' }], message: 'm' })).toBe('a');
  });
  it('then the first value of an errors object', () => {
    expect(extractErrorMessage({ errors: { email: ['taken'] }, message: 'm' })).toBe('taken');
    expect(extractErrorMessage({ errors: { email: 'bad' } })).toBe('bad');
  });
  it('then message, then error, then status text, then Erreur inconnue', () => {
    expect(extractErrorMessage({ message: 'm', error: 'e' })).toBe('m');
    expect(extractErrorMessage({ error: 'e' })).toBe('e');
    expect(extractErrorMessage({}, 'Bad Request')).toBe('Bad Request');
    expect(extractErrorMessage(null)).toBe('Erreur inconnue');
  });
});
