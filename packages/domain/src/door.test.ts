import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ageOn,
  ageSatisfied,
  doorCardRefundCents,
  doorDueCents,
  doorPlan,
  lateTopUpRefundCents,
  mayHandOver,
  provenAge,
  type DoorLine,
  type DoorRefusalInput,
} from './door.js';

const day = '2026-11-26';

describe('ageOn', () => {
  it('counts full years on the delivery day', () => {
    expect(ageOn('2008-11-26', day)).toBe(18);
    expect(ageOn('2008-11-27', day)).toBe(17);
    expect(ageOn('2010-11-25', day)).toBe(16);
    expect(ageOn(day, day)).toBe(0);
  });

  it('someone born on 29 February is of age on 1 March of a common year', () => {
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });

  it('refuses a date that cannot be a birth date', () => {
    expect(ageOn('2027-01-01', day)).toBeNull();
    expect(ageOn('2008-02-30', day)).toBeNull();
    expect(ageOn('1850-01-01', day)).toBeNull();
    expect(ageOn('26/11/2008', day)).toBeNull();
  });
});

describe('provenAge and mayHandOver', () => {
  it('an ID seen 16+ allows only the 16 lines', () => {
    const age = provenAge({ method: 'id16' }, day)!;
    expect(mayHandOver(16, age)).toBe(true);
    expect(mayHandOver(18, age)).toBe(false);
    expect(mayHandOver(null, age)).toBe(true);
  });

  it('not verified allows no age line; a birth date its age', () => {
    expect(provenAge({ method: 'notVerified' }, day)).toBe(0);
    expect(provenAge({ method: 'id18' }, day)).toBe(18);
    expect(provenAge({ method: 'birthDate', birthDate: '2009-01-01' }, day)).toBe(17);
    expect(provenAge({ method: 'birthDate' }, day)).toBeNull();
  });

  it('records only the legal age satisfied', () => {
    expect([0, 15, 16, 17, 18, 64].map(ageSatisfied)).toEqual([0, 0, 16, 16, 18, 18]);
  });
});

const beer: DoorLine = { lineId: 1, quantity: 6, minimumAge: 16 };
const gin: DoorLine = { lineId: 2, quantity: 1, minimumAge: 18 };
const water: DoorLine = { lineId: 3, quantity: 12, minimumAge: null };

describe('doorPlan', () => {
  it('a refused part of a line: the rest is handed over', () => {
    const plan = doorPlan([water], [{ lineId: 3, quantity: 2, reason: 'damaged' }], undefined, day);
    expect(plan).toEqual({
      ok: true,
      lines: [{ lineId: 3, kept: 10, refused: 2, reason: 'damaged' }],
      ageCheck: null,
    });
  });

  it('age lines need a check; without one, a 409', () => {
    expect(doorPlan([beer, water], [], undefined, day)).toEqual({
      ok: false,
      refusal: 'doorAgeCheckRequired',
    });
    // Every age line refused by the recipient: nothing left to check.
    const refused = doorPlan(
      [beer, water],
      [{ lineId: 1, quantity: 6, reason: 'notWanted' }],
      undefined,
      day,
    );
    expect(refused.ok && refused.ageCheck).toBeNull();
  });

  it('not verified: the age lines are refused whole, the rest delivered', () => {
    const plan = doorPlan(
      [beer, gin, water],
      [{ lineId: 1, quantity: 1, reason: 'damaged' }],
      { method: 'notVerified' },
      day,
    );
    expect(plan).toEqual({
      ok: true,
      lines: [
        { lineId: 1, kept: 0, refused: 6, reason: 'age' },
        { lineId: 2, kept: 0, refused: 1, reason: 'age' },
        { lineId: 3, kept: 12, refused: 0, reason: null },
      ],
      ageCheck: { method: 'notVerified', verified: false, ageSatisfied: 0 },
    });
  });

  it('an ID seen 16+: the beer goes, the gin does not', () => {
    const plan = doorPlan([beer, gin, water], [], { method: 'id16' }, day);
    expect(plan.ok && plan.lines.map((l) => [l.kept, l.reason])).toEqual([
      [6, null],
      [0, 'age'],
      [12, null],
    ]);
    expect(plan.ok && plan.ageCheck).toEqual({ method: 'id16', verified: false, ageSatisfied: 16 });
  });

  it('a birth date: its age decides', () => {
    const plan = doorPlan([beer, gin], [], { method: 'birthDate', birthDate: '2000-05-05' }, day);
    expect(plan.ok && plan.ageCheck).toEqual({ method: 'birthDate', verified: true, ageSatisfied: 18 });
    expect(doorPlan([beer], [], { method: 'birthDate', birthDate: '2030-01-01' }, day)).toEqual({
      ok: false,
      refusal: 'doorBirthDateInvalid',
    });
  });

  it('refuses unknown lines, duplicates, quantities beyond the line', () => {
    const bad: DoorRefusalInput[][] = [
      [{ lineId: 9, quantity: 1, reason: 'damaged' }],
      [{ lineId: 3, quantity: 13, reason: 'damaged' }],
      [{ lineId: 3, quantity: 0, reason: 'damaged' }],
      [
        { lineId: 3, quantity: 1, reason: 'damaged' },
        { lineId: 3, quantity: 1, reason: 'notWanted' },
      ],
    ];
    for (const refusals of bad)
      expect(doorPlan([water], refusals, undefined, day)).toEqual({
        ok: false,
        refusal: 'doorRefusalInvalid',
      });
  });

  it('nothing the customer chose left: a refused delivery, not a partial one', () => {
    expect(doorPlan([beer], [], { method: 'notVerified' }, day)).toEqual({
      ok: false,
      refusal: 'doorNothingLeft',
    });
    const gift = { lineId: 4, quantity: 1, minimumAge: null, gift: true };
    expect(
      doorPlan([water, gift], [{ lineId: 3, quantity: 12, reason: 'notWanted' }], undefined, day),
    ).toEqual({
      ok: false,
      refusal: 'doorNothingLeft',
    });
  });

  it('property: kept + refused = ordered for every line, whatever is refused', () => {
    const lines = fc.uniqueArray(
      fc.record({
        lineId: fc.integer({ min: 1, max: 30 }),
        quantity: fc.integer({ min: 1, max: 50 }),
        minimumAge: fc.constantFrom(null, 16, 18),
      }),
      { selector: (l) => l.lineId, minLength: 1, maxLength: 8 },
    );
    fc.assert(
      fc.property(
        lines,
        fc.array(fc.tuple(fc.nat(), fc.nat())),
        fc.constantFrom('id16', 'id18', 'notVerified') as fc.Arbitrary<'id16' | 'id18' | 'notVerified'>,
        (ls, picks, method) => {
          const refusals = new Map<number, DoorRefusalInput>();
          for (const [i, q] of picks) {
            const l = ls[i % ls.length]!;
            refusals.set(l.lineId, { lineId: l.lineId, quantity: 1 + (q % l.quantity), reason: 'notWanted' });
          }
          const plan = doorPlan(ls, [...refusals.values()], { method }, day);
          if (!plan.ok) {
            expect(plan.refusal).toBe('doorNothingLeft');
            return;
          }
          plan.lines.forEach((o, i) => {
            expect(o.kept + o.refused).toBe(ls[i]!.quantity);
            expect(o.kept).toBeGreaterThanOrEqual(0);
            expect(o.refused).toBeGreaterThanOrEqual(refusals.get(o.lineId)?.quantity ?? 0);
          });
        },
      ),
    );
  });
});

describe('doorCardRefundCents', () => {
  it('gives back what the card paid beyond what is due', () => {
    expect(doorCardRefundCents({ cardPaidCents: 5000, cardRefundedCents: 0, dueCents: 3500 })).toBe(1500);
    expect(doorCardRefundCents({ cardPaidCents: 5000, cardRefundedCents: 1000, dueCents: 3500 })).toBe(500);
    expect(doorCardRefundCents({ cardPaidCents: 0, cardRefundedCents: 0, dueCents: 0 })).toBe(0);
  });

  it('property: never below 0, never more than the card paid less its refunds', () => {
    fc.assert(
      fc.property(
        fc.nat(100_000),
        fc.nat(100_000),
        fc.integer({ min: -1000, max: 200_000 }),
        (paid, back, due) => {
          const refunded = Math.min(paid, back);
          const refund = doorCardRefundCents({
            cardPaidCents: paid,
            cardRefundedCents: refunded,
            dueCents: due,
          });
          expect(refund).toBeGreaterThanOrEqual(0);
          expect(refund + refunded).toBeLessThanOrEqual(paid);
          // Together with what is due, the card is never given back more than it paid.
          expect(refund).toBeLessThanOrEqual(Math.max(0, paid - Math.max(0, due)));
        },
      ),
    );
  });
});

describe('what the driver collects at the door', () => {
  it('is the whole amount of an order paid at delivery', () => {
    expect(
      doorDueCents({ payAtDelivery: true, amountToPayCents: 4250, topUpDue: false, cardHeldCents: 0 }),
    ).toBe(4250);
  });

  it('is what the card does not hold of a card order whose top-up is still due, nothing of one that is not', () => {
    const card = { payAtDelivery: false, amountToPayCents: 6000, cardHeldCents: 4500 };
    expect(doorDueCents({ ...card, topUpDue: true })).toBe(1500);
    expect(doorDueCents({ ...card, topUpDue: false })).toBe(0);
    // The door's refusals brought the amount under what the card holds: nothing to collect.
    expect(doorDueCents({ ...card, amountToPayCents: 4000, topUpDue: true })).toBe(0);
  });

  it('with what the card holds, covers the amount exactly, never more (any amounts)', () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.nat(100_000), (amountToPayCents, cardHeldCents) => {
        const due = doorDueCents({ payAtDelivery: false, amountToPayCents, topUpDue: true, cardHeldCents });
        expect(due).toBeGreaterThanOrEqual(0);
        expect(due).toBeLessThanOrEqual(amountToPayCents);
        expect(due + cardHeldCents).toBeGreaterThanOrEqual(amountToPayCents);
        if (due > 0) expect(due + cardHeldCents).toBe(amountToPayCents);
      }),
    );
  });
});

describe('a top-up paid online after the door collected it', () => {
  it('goes back to the card whole: the difference is not collected twice', () => {
    // 60 € due, the card held 45 €, the door took 15 €; the shopper then pays the 15 € online.
    expect(
      lateTopUpRefundCents({
        amountToPayCents: 6000,
        doorCollectedCents: 1500,
        cardHeldCents: 6000,
        topUpCents: 1500,
      }),
    ).toBe(1500);
  });

  it('keeps it when the door took nothing for it', () => {
    expect(
      lateTopUpRefundCents({
        amountToPayCents: 6000,
        doorCollectedCents: 0,
        cardHeldCents: 6000,
        topUpCents: 1500,
      }),
    ).toBe(0);
  });

  it('leaves door and card together holding the amount, never less (any amounts)', () => {
    fc.assert(
      fc.property(
        fc.nat(100_000),
        fc.nat(100_000),
        fc.integer({ min: 1, max: 50_000 }),
        (amount, held, topUp) => {
          // The door took what the card did not hold before the late payment.
          const before = Math.min(held, amount);
          const door = amount - before;
          const back = lateTopUpRefundCents({
            amountToPayCents: amount,
            doorCollectedCents: door,
            cardHeldCents: before + topUp,
            topUpCents: topUp,
          });
          expect(back).toBeGreaterThanOrEqual(0);
          expect(back).toBeLessThanOrEqual(topUp);
          expect(door + before + topUp - back).toBe(amount);
        },
      ),
    );
  });
});
