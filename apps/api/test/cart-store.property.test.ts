/**
 * The storefront's cart store against the real API: the property of
 * apps/web/app/stores/cart.property.test.ts, with PATCH /api/user/cart served by this app on a
 * migrated PGlite (fastify.inject through the storefront's API client). The store and its harness are
 * imported by relative path: a test-only link, no run-time dependency between the apps.
 */
import { createApiClient } from '@consigne/api-client';
import { toCents } from '@consigne/domain';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { browserCartApi, createCartStore, type CartDto, type CartEntry } from '../../web/app/stores/cart.js';
import {
  actionArbitrary,
  checkPending,
  checkSynced,
  heldSync,
  networkError,
  play,
  virtualClock,
  type Fate,
  type Outcome,
} from '../../web/test/cart-harness.js';
import { testApp } from './app.js';
import { createShoppers, type Shopper } from './shoppers.js';
import * as routes from '@consigne/contract/routes';

const { app, db } = await testApp();

let shopper: Shopper;
const entries: CartEntry[] = [];

/** The storefront's API client, its calls served by this app (the shopper's bearer token). */
function client() {
  const inject: typeof fetch = async (input, init = {}) => {
    const url = new URL(String(input), 'http://shop');
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => (headers[name] = value));
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: url.pathname + url.search,
      headers,
      ...(init.body ? { payload: String(init.body) } : {}),
    });
    return new Response(res.statusCode === 204 ? null : res.body, { status: res.statusCode });
  };
  return createApiClient({
    baseUrl: '',
    fetch: inject,
    defaultHeaders: { authorization: `Bearer ${shopper.token}` },
  });
}

beforeAll(async () => {
  [shopper] = (await createShoppers(db, 1)) as [Shopper];
  // Lille entries a shopper can put in the cart, of every package type (crates of both formats).
  const rows = await db.execute<{ slug: string }>(sql`
    select slug from (
      select pw.slug, row_number() over (partition by p.package_type_id order by pw.id) as rank
      from product_warehouses pw
      join products p on p.id = pw.product_id
      join warehouses w on w.id = pw.warehouse_id
      where w.key = 'lille' and pw.is_available and not p.is_hidden and pw.max_orderable >= 30
    ) ranked where rank <= 2`);
  const slugs = (Array.isArray(rows) ? rows : (rows as { rows: { slug: string }[] }).rows).map((r) => r.slug);
  const api = client();
  for (const slug of slugs) {
    const { data } = await api.call(routes.getProduct, { params: { slug } });
    if (data) entries.push(data as unknown as CartEntry);
  }
  expect(entries.length).toBeGreaterThanOrEqual(4);
});

/**
 * PATCH /api/user/cart, one at a time in the order the store sends them (as one connection would);
 * a request lost before the server never reaches it, one lost after it is applied but unanswered.
 */
function servedByTheApi(fates: readonly Fate[]) {
  const cartApi = browserCartApi(client());
  let queue: Promise<unknown> = Promise.resolve();
  let sent = 0;
  let draining = false;
  const serve = (id: number, quantity: number): Promise<Outcome> => {
    const fate = draining ? 'ok' : (fates[sent++ % fates.length] ?? 'ok');
    const outcome = queue.then(async (): Promise<Outcome> => {
      if (fate === 'lost-before') return { error: networkError() };
      const answer = await cartApi.updateCart(id, quantity).catch((error: unknown) => error);
      if (fate === 'lost-after') return { error: networkError() };
      return answer instanceof Error ? { error: answer } : { answer: answer as CartDto };
    });
    queue = outcome;
    return outcome;
  };
  return { serve, drain: () => (draining = true) };
}

const scenario = fc.record({
  basket: fc.array(fc.tuple(fc.nat({ max: 20 }), fc.integer({ min: 1, max: 30 })), { maxLength: 3 }),
  actions: fc.array(actionArbitrary(30), { maxLength: 12 }),
  fates: fc.array(fc.constantFrom<Fate>('ok', 'ok', 'ok', 'lost-before', 'lost-after'), {
    minLength: 1,
    maxLength: 6,
  }),
});

describe('cart store against the real API (PATCH /api/user/cart on PGlite)', () => {
  it('shows the API answer once synced; while pending, only lineTotalCents for changed lines', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async ({ basket, actions, fates }) => {
        await db.delete(t.cartItems).where(eq(t.cartItems.userId, shopper.id));
        const api = browserCartApi(client());
        for (const [pick, quantity] of basket)
          await api.updateCart(entries[pick % entries.length]!.id, quantity);
        const served = servedByTheApi(fates);
        const held = heldSync(served.serve);
        const clock = virtualClock();
        const store = createCartStore({
          sync: held.sync,
          timers: clock.timers,
          now: clock.now,
          storage: () => null,
          logError: () => undefined,
        });
        await store.getState().fetchCart(api);
        const initial = store.getState().cart!;
        const unitCents = new Map(entries.map((e) => [e.id, toCents(e.price!)]));
        const asked = await play(store, held, clock, entries, actions, {
          check: () => checkPending(store, held.latest() ?? initial, unitCents),
          drain: served.drain,
        });
        const answer = await api.cart();
        for (const [id, quantity] of asked) {
          const line = answer
            .data!.availableItems.flatMap((c) => c.packages.flatMap((p) => p.cartItems))
            .find((i) => i.productWarehouse.id === id);
          expect(line?.quantity ?? 0).toBe(quantity);
        }
        checkSynced(store, answer.data!);
      }),
      { numRuns: 50 },
    );
  }, 120_000);
});
