import { describe, expect, it } from 'vitest';
import { MAX_INT4, parseId } from './ids.js';

describe('parseId', () => {
  it('reads the ids a URL can carry', () => {
    expect(parseId('1')).toBe(1);
    expect(parseId('42')).toBe(42);
    expect(parseId(String(MAX_INT4))).toBe(MAX_INT4);
  });

  it('refuses every other text', () => {
    for (const value of [
      undefined,
      null,
      '',
      '0',
      '-1',
      '01',
      '2147483648',
      '99999999999',
      '1e3',
      '0x10',
      ' 12',
      '12 ',
      '1.0',
      'NaN',
      'Infinity',
      '１２',
      '12\u0000',
    ]) {
      expect(parseId(value), String(value)).toBeNull();
    }
  });
});
