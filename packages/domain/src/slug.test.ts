import { describe, expect, it } from 'vitest';
import { slugify } from './slug.js';

describe('slugify', () => {
  it('drops accents, case and punctuation', () => {
    expect(slugify('Bière Blonde d’Abbaye 33 cl')).toBe('biere-blonde-d-abbaye-33-cl');
    expect(slugify('  Œufs frais !  ')).toBe('oeufs-frais');
  });
  it('cuts at the limit without a trailing dash', () => {
    expect(slugify('abc def ghi', 4)).toBe('abc');
    expect(slugify('---')).toBe('');
  });
});
