import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyContainerMoves,
  collectionMoves,
  CONTAINER_STATES,
  CONTAINER_TYPES,
  deliveryMoves,
  emptyBalances,
  manualMoveRefusal,
  reconcileContainers,
  refusalMoves,
  reuseReport,
  type ContainerBalances,
  type ContainerMove,
  type DatedContainerMove,
} from './containers.js';
import { collectionValueCents, type EmptiesCount } from './deposits.js';
import { emptiesCredit, type RejectLine } from './empties.js';

const total = (b: ContainerBalances, type: (typeof CONTAINER_TYPES)[number]) =>
  CONTAINER_STATES.reduce((n, s) => n + b[type][s], 0);
const none: EmptiesCount = { crates: 0, largeBottles: 0, smallBottles: 0 };

describe('the movements of the shop’s events', () => {
  it('sends a delivery’s crates and bottles to the customer’s, and brings collected ones home', () => {
    const delivered = { crates: 3, largeBottles: 24, smallBottles: 10 };
    let b = applyContainerMoves(emptyBalances(), deliveryMoves(delivered));
    expect(b.crate).toMatchObject({ warehouse: -3, customer: 3 });
    expect(b.small_bottle).toMatchObject({ warehouse: -10, customer: 10 });
    b = applyContainerMoves(b, collectionMoves({ crates: 2, largeBottles: 22, smallBottles: 0 }));
    b = applyContainerMoves(b, refusalMoves({ crates: 0, largeBottles: 2, smallBottles: 0 }));
    expect(b.large_bottle).toMatchObject({ warehouse: -2, customer: 0, broken: 2 });
    expect(b.crate).toMatchObject({ warehouse: -1, customer: 1 });
  });

  it('moves nothing for a type with no units', () => {
    expect(deliveryMoves({ crates: 1, largeBottles: 0, smallBottles: 12 }).map((m) => m.type)).toEqual([
      'crate',
      'small_bottle',
    ]);
  });
});

describe('a movement recorded by hand', () => {
  const stocked = applyContainerMoves(emptyBalances(), [
    { type: 'crate', from: null, to: 'warehouse', quantity: 10, reason: 'purchase' },
  ]);
  const move = (m: Partial<ContainerMove>): ContainerMove => ({
    type: 'crate',
    from: 'warehouse',
    to: 'washer',
    quantity: 4,
    reason: 'washer_out',
    ...m,
  });

  it('is accepted within what its source holds', () => {
    expect(manualMoveRefusal(stocked, move({}))).toBeNull();
    expect(manualMoveRefusal(stocked, move({ quantity: 10 }))).toBeNull();
    expect(manualMoveRefusal(stocked, move({ from: null, to: 'warehouse', reason: 'purchase' }))).toBeNull();
  });

  it('never takes more than its source holds', () => {
    expect(manualMoveRefusal(stocked, move({ quantity: 11 }))).toBe('containerNotEnough');
    expect(
      manualMoveRefusal(stocked, move({ from: 'washer', to: 'warehouse', reason: 'washer_return' })),
    ).toBe('containerNotEnough');
  });

  it('refuses a route its reason does not allow, and the shop’s own events', () => {
    expect(manualMoveRefusal(stocked, move({ to: 'lost' }))).toBe('containerRouteInvalid');
    expect(manualMoveRefusal(stocked, move({ reason: 'delivery', to: 'customer' }))).toBe(
      'containerRouteInvalid',
    );
    expect(manualMoveRefusal(stocked, move({ reason: 'opening', from: null, to: 'warehouse' }))).toBe(
      'containerRouteInvalid',
    );
  });

  it('refuses a quantity that is not a whole number from 1', () => {
    for (const quantity of [0, -1, 1.5, 1_000_000])
      expect(manualMoveRefusal(stocked, move({ quantity }))).toBe('containerQuantityInvalid');
  });
});

describe('the reconciliation with the money', () => {
  it('values the units out at their deposits, to the cent', () => {
    const b = applyContainerMoves(
      emptyBalances(),
      deliveryMoves({ crates: 2, largeBottles: 13, smallBottles: 7 }),
    );
    const r = reconcileContainers(b, 2 * 300 + 13 * 20 + 7 * 10);
    expect(r.unitsValueCents).toBe(930);
    expect(r).toMatchObject({ differenceCents: 0, agrees: true });
    expect(reconcileContainers(b, 940)).toMatchObject({ differenceCents: 10, agrees: false });
  });
});

// A random day of the shop: deliveries, returns (credited and refused, never beyond what is out, as
// emptiesCredit allows), purchases, washer trips, breakage and losses when stock allows.
const counts = fc.record({
  crates: fc.integer({ min: 0, max: 5 }),
  largeBottles: fc.integer({ min: 0, max: 40 }),
  smallBottles: fc.integer({ min: 0, max: 40 }),
});
const event = fc.oneof(
  fc.record({ kind: fc.constant('deliver' as const), counts }),
  fc.record({
    kind: fc.constant('collect' as const),
    counts,
    broken: counts,
    foreign: fc.integer({ min: 0, max: 3 }),
  }),
  fc.record({
    kind: fc.constant('manual' as const),
    reason: fc.constantFrom('purchase', 'washer_out', 'washer_return', 'breakage', 'loss' as const),
    type: fc.constantFrom(...CONTAINER_TYPES),
    from: fc.constantFrom('warehouse', 'washer', 'customer' as const),
    quantity: fc.integer({ min: 1, max: 50 }),
  }),
);

const capped = (c: EmptiesCount, out: ContainerBalances): EmptiesCount => ({
  crates: Math.min(c.crates, out.crate.customer),
  largeBottles: Math.min(c.largeBottles, out.large_bottle.customer),
  smallBottles: Math.min(c.smallBottles, out.small_bottle.customer),
});

describe('any sequence of events (property)', () => {
  it('conserves the units and keeps the two ledgers reconciled to the cent', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 60 }), (events) => {
        let b = emptyBalances();
        let pending = 0;
        const entered = { crate: 0, large_bottle: 0, small_bottle: 0 };
        for (const e of events) {
          if (e.kind === 'deliver') {
            b = applyContainerMoves(b, deliveryMoves(e.counts));
            pending += collectionValueCents(e.counts);
          } else if (e.kind === 'collect') {
            // A customer hands back at most what they have out: the accepted first, then the broken.
            const accepted = capped(e.counts, b);
            const left = applyContainerMoves(b, collectionMoves(accepted));
            const broken = capped(e.broken, left);
            const rejects: RejectLine[] = [
              { unit: 'largeBottle', reason: 'broken', count: broken.largeBottles },
              { unit: 'smallBottle', reason: 'broken', count: broken.smallBottles },
              { unit: 'crate', reason: 'broken', count: broken.crates },
              { unit: 'crate', reason: 'foreign', count: e.foreign },
            ];
            const settled = emptiesCredit({ accepted, rejects }, pending);
            if (!settled.ok) continue;
            b = applyContainerMoves(b, [...collectionMoves(accepted), ...refusalMoves(settled.kept)]);
            pending -= settled.creditCents + settled.keptCents;
          } else {
            const from = e.reason === 'purchase' ? null : e.reason === 'washer_return' ? 'washer' : e.from;
            const to =
              e.reason === 'purchase' || e.reason === 'washer_return'
                ? 'warehouse'
                : e.reason === 'washer_out'
                  ? 'washer'
                  : e.reason === 'breakage'
                    ? 'broken'
                    : 'lost';
            const move: ContainerMove = { type: e.type, from, to, quantity: e.quantity, reason: e.reason };
            if (manualMoveRefusal(b, move)) continue;
            b = applyContainerMoves(b, [move]);
            if (from === null) entered[e.type] += e.quantity;
          }
          for (const type of CONTAINER_TYPES) {
            expect(total(b, type)).toBe(entered[type]);
            expect(b[type].customer).toBeGreaterThanOrEqual(0);
            for (const s of ['washer', 'broken', 'lost'] as const)
              expect(b[type][s]).toBeGreaterThanOrEqual(0);
          }
          expect(reconcileContainers(b, pending).differenceCents).toBe(0);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('the reuse report', () => {
  const at = (day: number) => new Date(Date.UTC(2026, 10, day, 10));
  const moves: DatedContainerMove[] = [
    { type: 'crate', from: null, to: 'warehouse', quantity: 10, reason: 'purchase', at: at(1) },
    { type: 'crate', from: 'warehouse', to: 'customer', quantity: 4, reason: 'delivery', at: at(2) },
    { type: 'crate', from: 'customer', to: 'warehouse', quantity: 3, reason: 'collection', at: at(5) },
    { type: 'crate', from: 'customer', to: 'broken', quantity: 1, reason: 'refusal', at: at(5) },
    { type: 'crate', from: 'warehouse', to: 'customer', quantity: 6, reason: 'delivery', at: at(6) },
    { type: 'crate', from: 'warehouse', to: 'lost', quantity: 1, reason: 'loss', at: at(7) },
    { type: 'crate', from: 'warehouse', to: 'customer', quantity: 2, reason: 'delivery', at: at(20) },
  ];

  it('counts the period’s units put on the market, returned, broken and lost, and the fleet at its end', () => {
    const [crate] = reuseReport(moves, at(1), at(10));
    expect(crate).toEqual({
      type: 'crate',
      putOnMarket: 10,
      returned: 3,
      returnRate: 0.3,
      fleet: 8,
      averageRotations: 1.25,
      broken: 1,
      lost: 1,
    });
  });

  it('leaves the rates empty when nothing left or nothing is owned', () => {
    const [, large] = reuseReport(moves, at(1), at(10));
    expect(large).toMatchObject({ putOnMarket: 0, returnRate: null, fleet: 0, averageRotations: null });
  });

  it('counts a later period apart, the fleet from every earlier movement', () => {
    const [crate] = reuseReport(moves, at(10), at(30));
    expect(crate).toMatchObject({ putOnMarket: 2, returned: 0, returnRate: 0, fleet: 8, broken: 0, lost: 0 });
  });
});

it('uses an empty count for nothing', () => expect(deliveryMoves(none)).toEqual([]));
