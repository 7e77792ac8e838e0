import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addAllPlan } from './favourites-logic';

describe('addAllPlan', () => {
  it('adds one of each available favourite, skipping the unavailable and those at their maximum', () => {
    const plan = addAllPlan(
      [
        { id: 1, isAvailable: true, maxOrderable: 5 },
        { id: 2, isAvailable: false, maxOrderable: 5 },
        { id: 3, isAvailable: true, maxOrderable: 2 },
        { id: 4, isAvailable: true, maxOrderable: 0 },
      ],
      (id) => (id === 3 ? 2 : id === 1 ? 3 : 0),
    );
    expect(plan).toEqual({ changes: [{ id: 1, quantity: 4 }], skipped: 3 });
  });

  it('never goes beyond maxOrderable and accounts for every favourite', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            id: fc.nat(),
            isAvailable: fc.boolean(),
            maxOrderable: fc.integer({ min: 0, max: 99 }),
            held: fc.integer({ min: 0, max: 99 }),
          }),
        ),
        (entries) => {
          const held = new Map(entries.map((e) => [e.id, e.held]));
          const unique = [...new Map(entries.map((e) => [e.id, e])).values()];
          const plan = addAllPlan(unique, (id) => held.get(id) ?? 0);
          expect(plan.changes.length + plan.skipped).toBe(unique.length);
          for (const change of plan.changes) {
            const entry = unique.find((e) => e.id === change.id)!;
            expect(entry.isAvailable).toBe(true);
            expect(change.quantity).toBeLessThanOrEqual(entry.maxOrderable);
            expect(change.quantity).toBe((held.get(change.id) ?? 0) + 1);
          }
        },
      ),
    );
  });
});
