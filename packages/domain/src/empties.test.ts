import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { collectionValueCents } from './deposits.js';
import { EMPTIES_UNITS, REJECT_REASONS, emptiesCredit, rejectedCounts, type RejectLine } from './empties.js';

const counts = fc.record({
  crates: fc.nat(50),
  largeBottles: fc.nat(500),
  smallBottles: fc.nat(500),
});
/** Reject lines, one per (unit, reason) at most, as the driver's form sends them. */
const rejects = fc.uniqueArray(
  fc.record({
    unit: fc.constantFrom(...EMPTIES_UNITS),
    reason: fc.constantFrom(...REJECT_REASONS),
    count: fc.integer({ min: 1, max: 100 }),
  }),
  { selector: (r) => `${r.unit}:${r.reason}`, maxLength: 6 },
);

describe('emptiesCredit', () => {
  it('credits 2 crates and 10 large bottles, not the 2 broken bottles beside them', () => {
    const result = emptiesCredit(
      {
        accepted: { crates: 2, largeBottles: 10, smallBottles: 0 },
        rejects: [{ unit: 'largeBottle', reason: 'broken', count: 2 }],
      },
      1000,
    );
    expect(result).toEqual({ ok: true, creditCents: 800 });
  });

  it('records rejects alone with a credit of 0, refuses an empty return and a repeated line', () => {
    const none = { crates: 0, largeBottles: 0, smallBottles: 0 };
    const broken: RejectLine = { unit: 'crate', reason: 'broken', count: 1 };
    expect(emptiesCredit({ accepted: none, rejects: [broken] }, 0)).toEqual({ ok: true, creditCents: 0 });
    expect(emptiesCredit({ accepted: none, rejects: [] }, 500)).toEqual({ ok: false, refusal: 'nothing' });
    expect(emptiesCredit({ accepted: none, rejects: [broken, broken] }, 500)).toEqual({
      ok: false,
      refusal: 'duplicateReject',
    });
  });

  it('credits the value of the accepted empties only, whatever is rejected', () => {
    fc.assert(
      fc.property(counts, rejects, fc.nat(100_000), (accepted, lines, pending) => {
        const result = emptiesCredit({ accepted, rejects: lines }, pending);
        const value = collectionValueCents(accepted);
        if (result.ok) expect(result.creditCents).toBe(value);
        // Adding rejects never changes the answer about the accepted ones' value.
        const alone = emptiesCredit({ accepted, rejects: [] }, pending);
        if (alone.ok) expect(result).toEqual(alone);
      }),
    );
  });

  it('never credits more than is pending, nor a negative amount', () => {
    fc.assert(
      fc.property(counts, rejects, fc.integer({ min: -1000, max: 100_000 }), (accepted, lines, pending) => {
        const result = emptiesCredit({ accepted, rejects: lines }, pending);
        if (result.ok) {
          expect(result.creditCents).toBeGreaterThanOrEqual(0);
          expect(result.creditCents).toBeLessThanOrEqual(Math.max(0, pending));
        } else if (collectionValueCents(accepted) > Math.max(0, pending) && lines.length > 0) {
          expect(result.refusal).toBe('exceedsPending');
        }
      }),
    );
  });
});

describe('rejectedCounts', () => {
  it('sums the lines per unit, every reason together', () => {
    fc.assert(
      fc.property(rejects, (lines) => {
        const total = rejectedCounts(lines);
        const sum = lines.reduce((n, r) => n + r.count, 0);
        expect(total.crates + total.largeBottles + total.smallBottles).toBe(sum);
        expect(total.crates).toBe(lines.filter((r) => r.unit === 'crate').reduce((n, r) => n + r.count, 0));
      }),
    );
  });
});
