import { describe, expect, it } from 'vitest';
import { formatRate } from './vat-rate';

describe('VAT rate', () => {
  it('formats rates in the page language', () => {
    expect(formatRate(0.055, 'fr-FR')).toMatch(/^5,5\s%$/);
    expect(formatRate(0.21, 'nl-BE')).toMatch(/^21\s?%$/);
  });
});
