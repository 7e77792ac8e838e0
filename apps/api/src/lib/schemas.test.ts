import { MAX_INT4 } from '@consigne/domain';
import { describe, expect, it } from 'vitest';
import { boundedInt, idParam, intParam, safeText } from './schemas.js';

describe('boundedInt', () => {
  const quantity = boundedInt(0, 99);
  it('takes integers within its bounds', () => {
    expect(quantity.parse(0)).toBe(0);
    expect(quantity.parse(99)).toBe(99);
  });
  it('refuses fractions, overflowing numbers, NaN, infinities and other types', () => {
    for (const value of [-1, 100, 1.5, MAX_INT4 + 1, 1e308, NaN, Infinity, '3', null, [], {}]) {
      expect(quantity.safeParse(value).success, String(value)).toBe(false);
    }
  });
  it('never goes above the database integer, whatever the caller asks', () => {
    expect(boundedInt(0, Number.MAX_SAFE_INTEGER).safeParse(MAX_INT4 + 1).success).toBe(false);
  });
});

describe('intParam and idParam', () => {
  it('read decimal digits only', () => {
    expect(intParam(1, 1000).parse('12')).toBe(12);
    expect(idParam().parse(String(MAX_INT4))).toBe(MAX_INT4);
  });
  it('refuse what Number() would have read, and what overflows', () => {
    for (const value of ['1e3', '0x10', ' 12', '12 ', '1.0', '+1', 'NaN', 'Infinity', '', '01', '0', '-1']) {
      expect(idParam().safeParse(value).success, JSON.stringify(value)).toBe(false);
    }
    expect(idParam().safeParse(String(MAX_INT4 + 1)).success).toBe(false);
    expect(idParam().safeParse('99999999999999999999').success).toBe(false);
  });
});

describe('safeText', () => {
  it('trims and keeps ordinary text, accents and emoji', () => {
    expect(safeText(50).parse('  Rue de l’Église 😀 ')).toBe('Rue de l’Église 😀');
  });
  it('refuses NUL, other C0/C1 control characters and lone surrogates', () => {
    for (const value of [
      'a\u0000b',
      '\u0001',
      'a\u001bb',
      'a\u007fb',
      'a\u0085b',
      'a\u009fb',
      'a\nb',
      'a\tb',
      '\ud800',
    ]) {
      expect(safeText(50).safeParse(value).success, JSON.stringify(value)).toBe(false);
    }
  });
  it('refuses explicit bidirectional overrides and isolates, keeps right-to-left text', () => {
    for (const value of ['Evil\u202eCorp', '\u202a', 'a\u2066b\u2069', '\u202e\u202e']) {
      expect(safeText(50).safeParse(value).success, JSON.stringify(value)).toBe(false);
      expect(safeText(50, { multiline: true }).safeParse(value).success, JSON.stringify(value)).toBe(false);
    }
    expect(safeText(50).parse('מכולת שלום')).toBe('מכולת שלום');
    expect(safeText(50).parse('بقالة')).toBe('بقالة');
  });
  it('keeps line breaks and tabs in a multiline field, never NUL', () => {
    expect(safeText(50, { multiline: true }).parse('ligne 1\nligne 2\tfin')).toBe('ligne 1\nligne 2\tfin');
    expect(safeText(50, { multiline: true }).safeParse('a\u0000b').success).toBe(false);
  });
  it('refuses text longer than its maximum', () => {
    expect(safeText(5).safeParse('x'.repeat(6)).success).toBe(false);
    expect(safeText(5).safeParse('x'.repeat(100_000)).success).toBe(false);
  });
});
