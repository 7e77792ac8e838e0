import { describe, expect, it } from 'vitest';
import { formatKey, orderCrateRows } from './order-crates';

describe('order crates', () => {
  it('lists complete crates first, then the started ones, capacity from the counts', () => {
    const rows = orderCrateRows([
      { packageType: 'small', completeCrates: 0, nbItems: 5, nbSpaceLeft: 15 },
      { packageType: 'large', completeCrates: 1, nbItems: 13, nbSpaceLeft: 11 },
    ]);
    expect(rows.map((r) => [r.packageType, r.items, r.capacity, r.complete])).toEqual([
      ['large', 12, 12, true],
      ['small', 5, 20, false],
      ['large', 1, 12, false],
    ]);
  });
  it('skips empty formats and names each format', () => {
    expect(orderCrateRows([{ packageType: 'large', completeCrates: 0, nbItems: 0, nbSpaceLeft: 0 }])).toEqual(
      [],
    );
    expect(formatKey('large')).toBe('orders.formats.large');
    expect(formatKey('keg')).toBe('orders.formats.other');
  });
});
