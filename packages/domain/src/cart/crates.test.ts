import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { crateCapacity, crateFill, cratesStarted, splitIntoCrates } from './crates.js';
import type { PackageTypeCode } from './types.js';

const line = (quantity: number, packageType: PackageTypeCode) => ({ quantity, packageType });

describe('crateFill (examples)', () => {
  it('splits large bottles into complete crates then one partial crate', () => {
    expect(crateFill([line(20, 'large'), line(5, 'large')])).toEqual([
      {
        packageType: 'large',
        capacity: 12,
        nbItems: 25,
        completeCrates: 2,
        partialItems: 1,
        nbSpaceLeft: 11,
        crates: [
          { items: 12, complete: true },
          { items: 12, complete: true },
          { items: 1, complete: false },
        ],
      },
    ]);
  });

  it('never mixes formats, lists large before small and omits empty formats and "other"', () => {
    const fills = crateFill([line(3, 'small'), line(7, 'other'), line(12, 'large'), line(0, 'small')]);
    expect(fills.map((f) => f.packageType)).toEqual(['large', 'small']);
    expect(fills[0]).toMatchObject({ nbItems: 12, completeCrates: 1, partialItems: 0, nbSpaceLeft: 0 });
    expect(fills[1]).toMatchObject({
      capacity: 20,
      nbItems: 3,
      completeCrates: 0,
      partialItems: 3,
      nbSpaceLeft: 17,
    });
    expect(crateFill([line(7, 'other')])).toEqual([]);
    expect(crateFill([])).toEqual([]);
  });

  it('ignores lines with a quantity of 0 or less', () => {
    expect(crateFill([line(-5, 'large'), line(13, 'large')])[0]).toMatchObject({
      nbItems: 13,
      completeCrates: 1,
    });
  });

  it('uses server capacities and falls back to 12 / 20 when none or a non-positive one is given', () => {
    expect(crateFill([line(13, 'large'), line(13, 'small')], { large: 6, small: 0 })).toMatchObject([
      { packageType: 'large', capacity: 6, completeCrates: 2, partialItems: 1, nbSpaceLeft: 5 },
      { packageType: 'small', capacity: 20, completeCrates: 0, partialItems: 13, nbSpaceLeft: 7 },
    ]);
    expect(crateCapacity('large', { large: -3 })).toBe(12);
    expect(crateCapacity('small', {})).toBe(20);
    expect(crateCapacity('small')).toBe(20);
  });

  it('counts crates started across formats', () => {
    expect(cratesStarted(crateFill([line(25, 'large'), line(40, 'small'), line(1, 'small')]))).toBe(3 + 3);
  });
});

describe('crateFill (properties)', () => {
  const packageType = fc.constantFrom<PackageTypeCode>('large', 'small', 'other');
  const lines = fc.array(fc.record({ quantity: fc.integer({ min: -2, max: 99 }), packageType }), {
    maxLength: 30,
    size: 'max',
  });
  const capacities = fc.option(
    fc.record(
      { large: fc.integer({ min: -2, max: 30 }), small: fc.integer({ min: -2, max: 30 }) },
      { requiredKeys: [] },
    ),
    { nil: undefined },
  );

  it('keeps every item, fills crates to capacity and leaves at most one partial crate, last', () => {
    fc.assert(
      fc.property(lines, capacities, (ls, caps) => {
        const fills = crateFill(ls, caps);
        for (const format of ['large', 'small'] as const) {
          const items = ls.reduce(
            (n, l) => (l.packageType === format && l.quantity > 0 ? n + l.quantity : n),
            0,
          );
          const fill = fills.find((f) => f.packageType === format);
          if (items === 0) {
            if (fill !== undefined) return false;
            continue;
          }
          if (fill === undefined) return false;
          const { capacity, crates } = fill;
          if (capacity !== crateCapacity(format, caps) || capacity <= 0) return false;
          if (fill.nbItems !== items || crates.reduce((n, c) => n + c.items, 0) !== items) return false;
          const partial = crates.filter((c) => !c.complete);
          if (partial.length > 1) return false;
          if (partial.length === 1 && crates[crates.length - 1] !== partial[0]) return false;
          if (crates.some((c) => (c.complete ? c.items !== capacity : c.items <= 0 || c.items >= capacity))) {
            return false;
          }
          if (fill.completeCrates !== crates.length - partial.length) return false;
          if (fill.partialItems !== (partial[0]?.items ?? 0)) return false;
          if (fill.nbSpaceLeft !== (capacity - fill.partialItems) % capacity) return false;
        }
        return fills.length <= 2 && (fills.length < 2 || fills[0]?.packageType === 'large');
      }),
      { numRuns: 100_000 },
    );
  }, 30_000);
});

describe('splitIntoCrates', () => {
  it('gives complete crates, then one partial crate with its places left', () => {
    expect(splitIntoCrates(27, 12)).toEqual({
      capacity: 12,
      nbItems: 27,
      completeCrates: 2,
      partialItems: 3,
      nbSpaceLeft: 9,
      crates: [
        { items: 12, complete: true },
        { items: 12, complete: true },
        { items: 3, complete: false },
      ],
    });
    expect(splitIntoCrates(20, 20)).toMatchObject({ completeCrates: 1, partialItems: 0, nbSpaceLeft: 0 });
  });

  it('is what crateFill gives for the format', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 30 }), (items, capacity) => {
        const [fill] = crateFill([{ quantity: items, packageType: 'small' }], { small: capacity });
        expect(fill).toEqual({ packageType: 'small', ...splitIntoCrates(items, capacity) });
      }),
    );
  });
});
