import { describe, expect, it } from 'vitest';
import { dueAfterRefusals } from './PaymentAtDoor';

const line = { minimumAge: null, substitutedFor: null, volume: '' };
// 14 waters (crates of 6: 3 crates, the last with 2) and 6 beers (crates of 24: one started).
const order = {
  dueAtDoor: 52.3,
  doorLines: [
    { ...line, lineId: 1, name: 'Eau', quantity: 14, unitCents: 95, packageType: 'large' },
    { ...line, lineId: 2, name: 'Bière', quantity: 6, unitCents: 155, packageType: 'small' },
  ],
  crateLines: [
    { packageType: 'large', crates: 3, items: 14, capacity: 6 },
    { packageType: 'small', crates: 1, items: 6, capacity: 24 },
  ],
};

describe('dueAfterRefusals (the amount prefilled at the door)', () => {
  it('is the amount to pay when nothing is refused', () => {
    expect(dueAfterRefusals(order, [])).toBe(5230);
  });

  it('takes each refused unit’s price and bottle deposit off, and each crate the refusals empty', () => {
    // Two waters: the started crate is emptied (3 €); one more keeps the crates as they are.
    expect(dueAfterRefusals(order, [{ lineId: 1, refused: 2 }])).toBe(5230 - 2 * 95 - 300);
    expect(dueAfterRefusals(order, [{ lineId: 1, refused: 1 }])).toBe(5230 - 95);
    // Every beer: their crate goes too.
    expect(dueAfterRefusals(order, [{ lineId: 2, refused: 6 }])).toBe(5230 - 6 * 155 - 300);
  });

  it('never goes below 0', () => {
    expect(dueAfterRefusals({ ...order, dueAtDoor: 1 }, [{ lineId: 2, refused: 6 }])).toBe(0);
  });
});
