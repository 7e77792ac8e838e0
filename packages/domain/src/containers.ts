import { BOTTLE_DEPOSIT_CENTS, CRATE_DEPOSIT_CENTS, type EmptiesCount } from './deposits.js';
import { share } from './figures.js';
import type { Cents } from './money.js';

/**
 * Returnable containers counted in units (ADR 0049, docs/containers.md): how many of each type a
 * warehouse has on its shelves, out at customers, at the washer, broken or lost, as a ledger of
 * movements between those states. The money ledger (pending deposits) says what customers paid for;
 * this one says where the containers are; the two must agree to the cent.
 */
export const CONTAINER_TYPES = ['crate', 'large_bottle', 'small_bottle'] as const;
export type ContainerType = (typeof CONTAINER_TYPES)[number];
export const CONTAINER_STATES = ['warehouse', 'customer', 'washer', 'broken', 'lost'] as const;
export type ContainerState = (typeof CONTAINER_STATES)[number];
export const CONTAINER_REASONS = [
  'opening',
  'delivery',
  'collection',
  'refusal',
  'washer_out',
  'washer_return',
  'purchase',
  'breakage',
  'loss',
] as const;
export type ContainerReason = (typeof CONTAINER_REASONS)[number];
/** The movements a person records in the back-office; the others follow the shop's own events. */
export const MANUAL_CONTAINER_REASONS = [
  'purchase',
  'washer_out',
  'washer_return',
  'breakage',
  'loss',
] as const satisfies readonly ContainerReason[];
export type ManualContainerReason = (typeof MANUAL_CONTAINER_REASONS)[number];
/** The most units one recorded movement may carry: a typing slip of a few zeros is refused. */
export const CONTAINER_MOVE_MAX = 100_000;

/** The deposit one unit of each type stands for (the one table of amounts, deposits.ts). */
export const CONTAINER_DEPOSIT_CENTS: Readonly<Record<ContainerType, Cents>> = {
  crate: CRATE_DEPOSIT_CENTS,
  large_bottle: BOTTLE_DEPOSIT_CENTS.large_bottle,
  small_bottle: BOTTLE_DEPOSIT_CENTS.small_bottle,
};

/** Where a movement of each reason may go from and to (null: outside the shop). */
export const CONTAINER_ROUTES: Readonly<
  Record<ContainerReason, ReadonlyArray<readonly [ContainerState | null, ContainerState]>>
> = {
  opening: [
    [null, 'warehouse'],
    [null, 'customer'],
    [null, 'broken'],
  ],
  purchase: [[null, 'warehouse']],
  delivery: [['warehouse', 'customer']],
  collection: [['customer', 'warehouse']],
  // Broken empties handed back at the door: ours, unusable, their deposit kept.
  refusal: [['customer', 'broken']],
  washer_out: [['warehouse', 'washer']],
  washer_return: [['washer', 'warehouse']],
  breakage: [
    ['warehouse', 'broken'],
    ['washer', 'broken'],
  ],
  // Not from a customer's: what a customer keeps is still their deposit until it is forfeited.
  loss: [
    ['warehouse', 'lost'],
    ['washer', 'lost'],
  ],
};

export interface ContainerMove {
  type: ContainerType;
  from: ContainerState | null;
  to: ContainerState;
  quantity: number;
  reason: ContainerReason;
}

export type ContainerTypeCounts = Record<ContainerType, number>;
export type ContainerBalances = Record<ContainerType, Record<ContainerState, number>>;

/** The shop's empties counts (crates, large and small bottles) per container type. */
export const containerCounts = (counts: EmptiesCount): ContainerTypeCounts => ({
  crate: counts.crates,
  large_bottle: counts.largeBottles,
  small_bottle: counts.smallBottles,
});

const eventMoves = (
  counts: EmptiesCount,
  reason: ContainerReason,
  from: ContainerState,
  to: ContainerState,
): ContainerMove[] =>
  Object.entries(containerCounts(counts))
    .filter(([, quantity]) => quantity > 0)
    .map(([type, quantity]) => ({ type: type as ContainerType, from, to, quantity, reason }));

/** A delivered order's crates and bottles (after the door's refusals) leave for the customer's. */
export const deliveryMoves = (delivered: EmptiesCount) =>
  eventMoves(delivered, 'delivery', 'warehouse', 'customer');
/** Empties taken back and credited come home. */
export const collectionMoves = (accepted: EmptiesCount) =>
  eventMoves(accepted, 'collection', 'customer', 'warehouse');
/**
 * Empties refused at the door that settle their deposit (broken ones) are ours and leave the
 * customer's, broken; another brand's are none of ours and move nothing.
 */
export const refusalMoves = (kept: EmptiesCount) => eventMoves(kept, 'refusal', 'customer', 'broken');

export function emptyBalances(): ContainerBalances {
  const states = () =>
    Object.fromEntries(CONTAINER_STATES.map((s) => [s, 0])) as Record<ContainerState, number>;
  return { crate: states(), large_bottle: states(), small_bottle: states() };
}

/** The balances after the moves (a new object: the balances given are left as they were). */
export function applyContainerMoves(
  balances: ContainerBalances,
  moves: readonly ContainerMove[],
): ContainerBalances {
  const next = structuredClone(balances);
  for (const m of moves) {
    if (m.from) next[m.type][m.from] -= m.quantity;
    next[m.type][m.to] += m.quantity;
  }
  return next;
}

export type ContainerMoveRefusal =
  'containerRouteInvalid' | 'containerQuantityInvalid' | 'containerNotEnough';

/**
 * Why a movement recorded by hand is refused, or null: its route must be one its reason allows, its
 * quantity a whole number from 1 to CONTAINER_MOVE_MAX, and it may not take more than its source
 * state holds (a washer cannot return what it never received). The shop's own events are not checked
 * against the counts: a delivery happens whether or not the shelf was counted.
 */
export function manualMoveRefusal(
  balances: ContainerBalances,
  move: ContainerMove,
): ContainerMoveRefusal | null {
  if (!(MANUAL_CONTAINER_REASONS as readonly string[]).includes(move.reason)) return 'containerRouteInvalid';
  if (!CONTAINER_ROUTES[move.reason].some(([from, to]) => from === move.from && to === move.to))
    return 'containerRouteInvalid';
  if (!Number.isInteger(move.quantity) || move.quantity < 1 || move.quantity > CONTAINER_MOVE_MAX)
    return 'containerQuantityInvalid';
  if (move.from && balances[move.type][move.from] < move.quantity) return 'containerNotEnough';
  return null;
}

export interface ContainerReconciliation {
  /** Per type: the units out at customers and the deposits they stand for. */
  types: { type: ContainerType; unitsOut: number; valueCents: Cents }[];
  /** What the units out stand for, in all. */
  unitsValueCents: Cents;
  /** What the money ledger says is pending. */
  pendingCents: Cents;
  /** pending − units' value: 0 when the two ledgers agree. */
  differenceCents: Cents;
  agrees: boolean;
}

/** The units out at customers × each type's deposit, against the money ledger's pending deposits. */
export function reconcileContainers(
  balances: ContainerBalances,
  pendingCents: Cents,
): ContainerReconciliation {
  const types = CONTAINER_TYPES.map((type) => ({
    type,
    unitsOut: balances[type].customer,
    valueCents: balances[type].customer * CONTAINER_DEPOSIT_CENTS[type],
  }));
  const unitsValueCents = types.reduce((n, t) => n + t.valueCents, 0);
  const differenceCents = pendingCents - unitsValueCents;
  return { types, unitsValueCents, pendingCents, differenceCents, agrees: differenceCents === 0 };
}

export interface DatedContainerMove extends ContainerMove {
  at: Date;
}

export interface ReuseFigures {
  type: ContainerType;
  /** Units that left for customers in the period (deliveries). */
  putOnMarket: number;
  /** Units customers handed back in the period (collections). */
  returned: number;
  /** returned ÷ put on the market (0–1, 4 decimals; may pass 1 when earlier deliveries come back); null when none left. */
  returnRate: number | null;
  /** Units owned at the period's end: on the shelf, out, at the washer (not broken nor lost). */
  fleet: number;
  /** Trips per owned unit over the period: put on the market ÷ fleet (2 decimals); null without a fleet. */
  averageRotations: number | null;
  /** Units broken (at the door, in the warehouse or at the washer) and lost in the period. */
  broken: number;
  lost: number;
}

/**
 * The reuse figures of a period [from, to) per type (docs/containers.md: what AGEC and PPWR reporting
 * ask for). `moves`: every movement up to `to` (the fleet is counted from all of them).
 */
export function reuseReport(moves: readonly DatedContainerMove[], from: Date, to: Date): ReuseFigures[] {
  const before = moves.filter((m) => m.at < to);
  const inPeriod = before.filter((m) => m.at >= from);
  const end = applyContainerMoves(emptyBalances(), before);
  return CONTAINER_TYPES.map((type) => {
    const sum = (keep: (m: DatedContainerMove) => boolean) =>
      inPeriod.filter((m) => m.type === type && keep(m)).reduce((n, m) => n + m.quantity, 0);
    const putOnMarket = sum((m) => m.reason === 'delivery');
    const returned = sum((m) => m.reason === 'collection');
    const fleet = Math.max(0, end[type].warehouse + end[type].customer + end[type].washer);
    return {
      type,
      putOnMarket,
      returned,
      returnRate: share(returned, putOnMarket),
      fleet,
      averageRotations: fleet === 0 ? null : Math.round((putOnMarket / fleet) * 100) / 100,
      broken: sum((m) => m.to === 'broken' && m.reason !== 'opening'),
      lost: sum((m) => m.to === 'lost'),
    };
  });
}
