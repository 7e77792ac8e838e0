import { describe, expect, it } from 'vitest';
import { dueAfterRefusals } from './PaymentAtDoor';

const order = {
  amountToPay: 52.3,
  doorLines: [
    {
      lineId: 1,
      name: 'Eau',
      volume: '1 L',
      quantity: 12,
      minimumAge: null,
      substitutedFor: null,
      unitCents: 95,
    },
    {
      lineId: 2,
      name: 'Bière',
      volume: '33 cl',
      quantity: 6,
      minimumAge: 18,
      substitutedFor: null,
      unitCents: 155,
    },
  ],
};

describe('dueAfterRefusals (the amount prefilled at the door)', () => {
  it('is the amount to pay when nothing is refused', () => {
    expect(dueAfterRefusals(order, [])).toBe(5230);
  });

  it('takes each refused unit’s price and bottle deposit off, never below 0', () => {
    expect(
      dueAfterRefusals(order, [
        { lineId: 1, refused: 2 },
        { lineId: 2, refused: 6 },
      ]),
    ).toBe(5230 - 2 * 95 - 6 * 155);
    expect(dueAfterRefusals({ ...order, amountToPay: 1 }, [{ lineId: 2, refused: 6 }])).toBe(0);
  });
});
