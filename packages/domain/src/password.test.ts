import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from './password.js';

describe('passwordProblem', () => {
  it('accepts 8 to 128 characters', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(PASSWORD_MAX_LENGTH).toBe(128);
    expect(passwordProblem('a'.repeat(8))).toBeNull();
    expect(passwordProblem('a'.repeat(128))).toBeNull();
  });

  it('refuses shorter and longer ones', () => {
    expect(passwordProblem('')).toBe('tooShort');
    expect(passwordProblem('a'.repeat(7))).toBe('tooShort');
    expect(passwordProblem('a'.repeat(129))).toBe('tooLong');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(passwordProblem('🍾'.repeat(7))).toBe('tooShort');
    expect(passwordProblem('🍾'.repeat(8))).toBeNull();
  });
});
