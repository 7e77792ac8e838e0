/**
 * A harness for the cart store's property tests (apps/web/app/stores/cart.property.test.ts against a
 * model of the API, apps/api/test/cart-store.property.test.ts against the real API): a virtual clock
 * for the debounce and retry timers, a sync whose answers are held until the test delivers them (in
 * any order), random edit sequences and the driver that plays them.
 */
import { lineTotalCents, toEuros } from '@consigne/domain';
import fc from 'fast-check';
import { expect } from 'vitest';
import type { createCartStore } from '../app/stores/cart.js';
import {
  availableItemsOf,
  CART_SYNC_DEBOUNCE_MS,
  CartSyncError,
  type CartDto,
  type CartEntry,
  type CartSync,
  type CartTimers,
} from '../app/stores/cart.js';

/** Timers that only move when the test says so. */
export function virtualClock() {
  let now = 0;
  let next = 0;
  const due = new Map<number, { at: number; callback: () => void }>();
  const timers: CartTimers = {
    setTimeout: (callback, ms) => {
      due.set(++next, { at: now + ms, callback });
      return next;
    },
    clearTimeout: (handle) => void due.delete(handle as number),
  };
  /** Runs every timer due within `ms`, in time order, then sets the clock `ms` later. */
  const advance = (ms: number) => {
    const end = now + ms;
    for (;;) {
      const [handle, timer] = [...due].sort(([a, x], [b, y]) => x.at - y.at || a - b)[0] ?? [];
      if (handle === undefined || !timer || timer.at > end) break;
      due.delete(handle);
      now = timer.at;
      timer.callback();
    }
    now = end;
  };
  return { timers, advance, now: () => now };
}

/** What the server made of one PATCH: its cart, or the error the browser sees. */
export type Outcome = { answer: CartDto } | { error: unknown };

/**
 * How a request fares: answered; lost before the server (not applied); lost after it (applied, the
 * answer never arrives). The lost ones fail as the network does (retried by the store).
 */
export type Fate = 'ok' | 'lost-before' | 'lost-after';
export const networkError = () => new CartSyncError('Erreur réseau', 0);

interface Flight {
  productWarehouseId: number;
  quantity: number;
  /** Settles once the server has answered (the real API is asynchronous). */
  served: Promise<void>;
  deliver: () => void;
}

/**
 * The store's sync: each PATCH is served at once by `serve` (in the order the store sends them), but
 * its answer reaches the store only when the test delivers it, in any order. `latest()` is the answer
 * of the latest request delivered so far: the one the store must show.
 */
export function heldSync(
  serve: (productWarehouseId: number, quantity: number) => Outcome | Promise<Outcome>,
) {
  const flights: Flight[] = [];
  let sent = 0;
  let latest: { seq: number; answer: CartDto } | null = null;
  const sync: CartSync = (productWarehouseId, quantity) => {
    const seq = ++sent;
    let outcome: Outcome | null = null;
    let onAnswer: (cart: CartDto) => void = () => undefined;
    let onError: (error: unknown) => void = () => undefined;
    const flight: Flight = {
      productWarehouseId,
      quantity,
      served: Promise.resolve(),
      deliver: () => {
        flights.splice(flights.indexOf(flight), 1);
        if (!outcome || !('answer' in outcome)) return onError(outcome?.error ?? networkError());
        if (!latest || seq > latest.seq) latest = { seq, answer: outcome.answer };
        onAnswer(outcome.answer);
      },
    };
    const served = serve(productWarehouseId, quantity);
    if (served instanceof Promise) flight.served = served.then((o) => void (outcome = o));
    else outcome = served;
    flights.push(flight);
    // A thenable the test settles synchronously: the store only calls then(onAnswer, onError).
    const held = {
      then(answer: (cart: CartDto) => void, error: (reason: unknown) => void) {
        onAnswer = answer;
        onError = error;
      },
    };
    return held as unknown as Promise<CartDto>;
  };
  return { sync, flights, latest: () => latest?.answer ?? null };
}

export type Action =
  | { kind: 'set'; entry: number; quantity: number }
  /** Several changes of one line within its debounce (100 ms apart). */
  | { kind: 'rapid'; entry: number; quantities: number[] }
  | { kind: 'wait'; ms: number }
  /** The answer of one request in flight arrives (any of them: out of order). */
  | { kind: 'deliver'; pick: number }
  /** The page is left: every change waiting for its debounce is sent. */
  | { kind: 'flush' };

export const actionArbitrary = (maxQuantity: number): fc.Arbitrary<Action> => {
  const quantity = fc.integer({ min: 0, max: maxQuantity });
  const entry = fc.nat({ max: 50 });
  return fc.oneof(
    { weight: 4, arbitrary: fc.record({ kind: fc.constant('set' as const), entry, quantity }) },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('rapid' as const),
        entry,
        quantities: fc.array(quantity, { minLength: 2, maxLength: 4 }),
      }),
    },
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant('wait' as const),
        ms: fc.oneof(fc.integer({ min: 0, max: CART_SYNC_DEBOUNCE_MS + 50 }), fc.constant(2_500)),
      }),
    },
    { weight: 4, arbitrary: fc.record({ kind: fc.constant('deliver' as const), pick: fc.nat({ max: 50 }) }) },
    { weight: 1, arbitrary: fc.constant({ kind: 'flush' as const }) },
  );
};

export type CartStore = ReturnType<typeof createCartStore>;

/**
 * Plays `actions` on the store (`check` after each), then lets every change reach the server:
 * timers run out (retries included) and every answer is delivered until nothing is pending.
 * Returns the quantity the shopper last asked for, per entry changed.
 */
export async function play(
  store: CartStore,
  held: ReturnType<typeof heldSync>,
  clock: ReturnType<typeof virtualClock>,
  entries: readonly CartEntry[],
  actions: readonly Action[],
  hooks: { check?: () => void; drain?: () => void } = {},
): Promise<Map<number, number>> {
  const asked = new Map<number, number>();
  const change = (entry: CartEntry, quantity: number) => {
    store.getState().changeQuantity(entry, quantity);
    asked.set(entry.id, quantity);
  };
  for (const action of actions) {
    if (action.kind === 'set') change(entries[action.entry % entries.length]!, action.quantity);
    else if (action.kind === 'rapid')
      for (const quantity of action.quantities) {
        change(entries[action.entry % entries.length]!, quantity);
        clock.advance(100);
      }
    else if (action.kind === 'wait') clock.advance(action.ms);
    else if (action.kind === 'flush') store.getState().flushPending();
    else if (held.flights.length > 0) {
      const flight = held.flights[action.pick % held.flights.length]!;
      await flight.served;
      flight.deliver();
    }
    hooks.check?.();
  }
  hooks.drain?.();
  for (let round = 0; round < 20 && (held.flights.length > 0 || store.getState().isSyncing); round++) {
    clock.advance(60_000);
    while (held.flights.length > 0) {
      const flight = held.flights[0]!;
      await flight.served;
      flight.deliver();
    }
  }
  return asked;
}

/** A failed expectation, cheaply (the check runs after every edit of thousands of sequences). */
function same<T>(shown: T, expected: T, what: string) {
  if (!Object.is(shown, expected))
    expect.fail(`${what}: shows ${String(shown)}, expected ${String(expected)}`);
}

/**
 * While changes are pending: every amount is the server's last answer (`adopted`, the very objects it
 * sent), except the total of a pending line: lineTotalCents on the server's unit price (`unitCents`).
 */
export function checkPending(store: CartStore, adopted: CartDto, unitCents: ReadonlyMap<number, number>) {
  const { cart, lines, subtotalTtc, itemCount } = store.getState();
  same(cart!.totals, adopted.totals, 'totals');
  same(subtotalTtc, adopted.totals.subtotalTtc, 'subtotal');
  same(cart!.remainingAmountForFreeFees, adopted.remainingAmountForFreeFees, 'free-delivery remainder');
  same(cart!.isValidable, adopted.isValidable, 'validity');
  same(cart!.packages, adopted.packages, 'crate packages');
  const confirmed = new Map(availableItemsOf(adopted).map((i) => [i.productWarehouse.id, i.totalTTC]));
  let count = 0;
  for (const line of Object.values(lines)) {
    const id = line.productWarehouseId;
    count += line.quantity;
    if (line.pending)
      same(line.totalTtc, toEuros(lineTotalCents(unitCents.get(id)!, line.quantity)), `pending line ${id}`);
    else same(line.totalTtc, confirmed.get(id), `line ${id}`);
  }
  same(itemCount, count, 'item count');
}

/** Once synced, the browser shows the server's answer: every total, line and crate, and the item count. */
export function checkSynced(store: CartStore, answer: CartDto) {
  const { cart, lines, itemCount, isSyncing } = store.getState();
  expect(isSyncing).toBe(false);
  expect(cart).toEqual(answer);
  expect(Object.values(lines).every((line) => !line.pending)).toBe(true);
  expect(itemCount).toBe(answer.itemCount);
}
