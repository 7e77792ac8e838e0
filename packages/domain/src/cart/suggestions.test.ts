import { describe, expect, it } from 'vitest';
import { crateFill } from './crates.js';
import { suggestionMode } from './suggestions.js';

const line = (packageType: 'large' | 'small' | 'other', quantity: number) => ({ packageType, quantity });

describe('suggestionMode', () => {
  it('is none for an empty cart', () => {
    expect(suggestionMode(crateFill([]))).toEqual({ kind: 'none' });
  });

  it('is none when every crate is complete', () => {
    expect(suggestionMode(crateFill([line('large', 24), line('small', 20)]))).toEqual({ kind: 'none' });
  });

  it("ignores 'other' products (they have no crate)", () => {
    expect(suggestionMode(crateFill([line('other', 3)]))).toEqual({ kind: 'none' });
  });

  it('filters by the one incomplete package type', () => {
    expect(suggestionMode(crateFill([line('large', 6)]))).toEqual({
      kind: 'packageType',
      packageType: 'large',
    });
    expect(suggestionMode(crateFill([line('large', 12), line('small', 25)]))).toEqual({
      kind: 'packageType',
      packageType: 'small',
    });
  });

  it('is general when both formats are incomplete', () => {
    expect(suggestionMode(crateFill([line('large', 5), line('small', 3)]))).toEqual({ kind: 'general' });
  });

  it('accepts server package types, compared by id', () => {
    const small = { id: 2, name: 'Petit format', capacity: 20 };
    expect(
      suggestionMode([
        { packageType: { id: 1, name: 'Grand format', capacity: 12 }, nbSpaceLeft: 0 },
        { packageType: small, nbSpaceLeft: 14 },
      ]),
    ).toEqual({ kind: 'packageType', packageType: small });
    expect(
      suggestionMode([
        { packageType: small, nbSpaceLeft: 14 },
        { packageType: { ...small }, nbSpaceLeft: 3 },
      ]),
    ).toEqual({ kind: 'packageType', packageType: small });
  });
});
