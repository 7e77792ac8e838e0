import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { collectionValueCents } from './deposits.js';
import {
  EMPTIES_UNITS,
  REJECT_REASONS,
  emptiesCredit,
  emptiesOutAfter,
  keptCounts,
  rejectedCounts,
  type RejectLine,
} from './empties.js';

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
    // The two broken bottles are not credited, and they are no longer out either: their 0,40 € is kept.
    expect(result).toEqual({
      ok: true,
      creditCents: 800,
      keptCents: 40,
      kept: { crates: 0, largeBottles: 2, smallBottles: 0 },
    });
  });

  it('settles broken empties (ours, unusable) but not foreign ones (ours are still out)', () => {
    const none = { crates: 0, largeBottles: 0, smallBottles: 0 };
    const result = emptiesCredit(
      {
        accepted: none,
        rejects: [
          { unit: 'crate', reason: 'broken', count: 1 },
          { unit: 'smallBottle', reason: 'foreign', count: 3 },
        ],
      },
      1040,
    );
    expect(result).toEqual({
      ok: true,
      creditCents: 0,
      keptCents: 300,
      kept: { crates: 1, largeBottles: 0, smallBottles: 0 },
    });
  });

  it('refuses broken empties beyond what is pending, as it refuses accepted ones', () => {
    const oneBottle = { crates: 0, largeBottles: 1, smallBottles: 0 };
    const broken: RejectLine = { unit: 'largeBottle', reason: 'broken', count: 1 };
    const foreign: RejectLine = { unit: 'largeBottle', reason: 'foreign', count: 5 };
    expect(emptiesCredit({ accepted: oneBottle, rejects: [broken] }, 20)).toEqual({
      ok: false,
      refusal: 'exceedsPending',
    });
    expect(emptiesCredit({ accepted: oneBottle, rejects: [foreign] }, 20)).toMatchObject({
      ok: true,
      creditCents: 20,
      keptCents: 0,
    });
  });

  it('records rejects alone with a credit of 0, refuses an empty return and a repeated line', () => {
    const none = { crates: 0, largeBottles: 0, smallBottles: 0 };
    const broken: RejectLine = { unit: 'crate', reason: 'broken', count: 1 };
    expect(emptiesCredit({ accepted: none, rejects: [broken] }, 300)).toEqual({
      ok: true,
      creditCents: 0,
      keptCents: 300,
      kept: { crates: 1, largeBottles: 0, smallBottles: 0 },
    });
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
        // Foreign rejects never change the answer: they stand for none of our containers.
        const foreign = lines.filter((r) => r.reason === 'foreign');
        const alone = emptiesCredit({ accepted, rejects: [] }, pending);
        if (alone.ok && foreign.length > 0)
          expect(emptiesCredit({ accepted, rejects: foreign }, pending)).toEqual(alone);
      }),
    );
  });

  it('never settles more than is pending (credit and kept together), nor a negative amount', () => {
    fc.assert(
      fc.property(counts, rejects, fc.integer({ min: -1000, max: 100_000 }), (accepted, lines, pending) => {
        const result = emptiesCredit({ accepted, rejects: lines }, pending);
        const kept = collectionValueCents(keptCounts(lines));
        if (result.ok) {
          expect(result.creditCents).toBeGreaterThanOrEqual(0);
          expect(result.keptCents).toBe(kept);
          expect(result.creditCents + result.keptCents).toBeLessThanOrEqual(Math.max(0, pending));
        } else if (collectionValueCents(accepted) + kept > Math.max(0, pending) && lines.length > 0) {
          expect(result.refusal).toBe('exceedsPending');
        }
      }),
    );
  });
});

describe('keptCounts', () => {
  it('sums the broken lines per unit, never the foreign ones', () => {
    fc.assert(
      fc.property(rejects, (lines) => {
        const kept = keptCounts(lines);
        const broken = lines.filter((r) => r.reason === 'broken');
        expect(kept).toEqual(rejectedCounts(broken));
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

describe('emptiesOutAfter', () => {
  it('takes off 10 large bottles handed back and 1 broken, not another brand’s crate', () => {
    expect(
      emptiesOutAfter(
        { crates: 3, largeBottles: 36, smallBottles: 0, cents: 1620 },
        {
          accepted: { crates: 0, largeBottles: 10, smallBottles: 0 },
          rejects: [
            { unit: 'largeBottle', reason: 'broken', count: 1 },
            { unit: 'crate', reason: 'foreign', count: 1 },
          ],
        },
      ),
    ).toEqual({ crates: 3, largeBottles: 25, smallBottles: 0, cents: 1400 });
  });

  it('settles what emptiesCredit settles, and never goes below zero', () => {
    fc.assert(
      fc.property(counts, counts, rejects, (out, accepted, lines) => {
        const cents = collectionValueCents(out);
        const after = emptiesOutAfter({ ...out, cents }, { accepted, rejects: lines });
        expect(
          Math.min(after.crates, after.largeBottles, after.smallBottles, after.cents),
        ).toBeGreaterThanOrEqual(0);
        const settled = emptiesCredit({ accepted, rejects: lines }, cents);
        if (settled.ok) expect(after.cents).toBe(cents - settled.creditCents - settled.keptCents);
      }),
    );
  });
});
