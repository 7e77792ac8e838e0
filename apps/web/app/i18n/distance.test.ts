import { describe, expect, it } from 'vitest';
import { formatDistance } from './index.js';

describe('formatDistance', () => {
  it('writes a distance in the reader’s number format, one decimal (a staff page read "6.6 km")', () => {
    expect(formatDistance(6.6, 'fr')).toBe('6,6');
    expect(formatDistance(6.6, 'be')).toBe('6,6');
    expect(formatDistance(1.24, 'es')).toBe('1,2');
    expect(formatDistance(3, 'nl-BE')).toBe('3,0');
    expect(formatDistance(12.35, 'es')).toBe('12,4');
  });
});
