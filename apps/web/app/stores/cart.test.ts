import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cookieSession, createApiClient, SESSION_EXPIRED } from '@consigne/api-client';
import {
  applyQuantity,
  browserCartApi,
  CartSyncError,
  createCartStore,
  isRetryableSync,
  emptyCart,
  type CartDto,
  type CartEntry,
  type CartItemDto,
} from './cart';

const category = (id: number, masterId: number, masterName: string) => ({
  id,
  name: `cat ${id}`,
  master: { id: masterId, name: masterName },
});

const beer: CartEntry = {
  id: 11,
  name: 'Bière blonde',
  price: 2.5,
  priceHt: 2.08,
  product: {
    id: 1,
    name: 'Bière blonde',
    category: category(5, 1, 'Boissons'),
    packageType: { id: 1, name: 'Grand format' },
  },
};
const juice: CartEntry = {
  id: 12,
  name: 'Jus de pomme',
  price: 3.2,
  priceHt: 3.03,
  product: {
    id: 2,
    name: 'Jus de pomme',
    category: category(6, 1, 'Boissons'),
    packageType: { id: 2, name: 'Petit format' },
  },
};
const yogurt: CartEntry = {
  id: 13,
  name: 'Yaourt',
  price: 1.1,
  product: {
    id: 3,
    name: 'Yaourt',
    category: category(7, 2, 'Crèmerie'),
    packageType: { id: 2, name: 'Petit format' },
  },
};

function item(entry: CartEntry, quantity: number, extra: Partial<CartItemDto> = {}): CartItemDto {
  return {
    id: 100 + entry.id,
    quantity,
    nbItems: quantity,
    appliedPrice: entry.priceHt ?? entry.price!,
    appliedPriceTTC: entry.price!,
    total: 0,
    totalTTC: Math.round(entry.price! * quantity * 100) / 100,
    isLocked: false,
    categoryId: entry.product!.category!.id,
    substitution: null,
    substituteProductWarehouseId: null,
    product: { id: entry.product!.id, name: entry.product!.name },
    productWarehouse: { id: entry.id },
    ...extra,
  };
}

/** A server cart with the given (entry, quantity) lines, grouped as the API does. */
function serverCart(lines: Array<[CartEntry, number]>, extra: Partial<CartDto> = {}): CartDto {
  let cart: CartDto | null = emptyCart();
  for (const [entry, quantity] of lines) cart = applyQuantity(cart, entry, quantity);
  const base = cart!;
  return {
    ...base,
    availableItems: base.availableItems.map((c) => ({
      ...c,
      packages: c.packages.map((p) => ({
        ...p,
        cartItems: p.cartItems.map((i) =>
          item(lines.find(([e]) => e.id === i.productWarehouse.id)![0], i.quantity),
        ),
      })),
    })),
    ...extra,
  };
}

/** By default the server agrees with the local cart of the last store set up. */
let agreeing: ReturnType<typeof createCartStore> | null = null;
function setup(
  sync = vi.fn(async (_id: number, _q: number): Promise<CartDto> => agreeing?.getState().cart ?? emptyCart()),
) {
  const logError = vi.fn();
  const store = createCartStore({ sync, logError });
  agreeing = store;
  return { store, sync, logError, state: () => store.getState() };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('cart store: local-first quantity change', () => {
  it('updates the local cart and the header summary at once, before any sync', () => {
    const { state, sync } = setup();
    state().changeQuantity(beer, 2);
    expect(state().lines[11]).toMatchObject({ quantity: 2, totalTtc: 5, pending: true });
    expect(state().itemCount).toBe(2);
    // The subtotal is the server's last answer (none yet), shown as pending until it answers.
    expect(state().subtotalTtc).toBe(0);
    expect(state().isSyncing).toBe(true);
    const group = state().cart!.availableItems[0]!;
    expect(group).toMatchObject({ categoryMasterId: 1, categoryMasterName: 'Boissons' });
    expect(group.packages[0]).toMatchObject({ packageTypeId: 1, packageTypeName: 'Grand format' });
    expect(sync).not.toHaveBeenCalled();
  });

  it('adds under the existing category master and package type, or new ones', () => {
    const { state } = setup();
    state().changeQuantity(beer, 1);
    state().changeQuantity(juice, 3);
    state().changeQuantity(yogurt, 4);
    const cart = state().cart!;
    expect(cart.availableItems.map((c) => c.categoryMasterId)).toEqual([1, 2]);
    expect(cart.availableItems[0]!.packages.map((p) => p.packageTypeId)).toEqual([1, 2]);
    expect(state().itemCount).toBe(8);
    expect(state().lines[13]).toMatchObject({ totalTtc: 4.4, pending: true });
    expect(state().subtotalTtc).toBe(0);
  });

  it('syncs 350 ms after the last change of an entry, once, with the last quantity', async () => {
    const { state, sync } = setup();
    state().changeQuantity(beer, 1);
    vi.advanceTimersByTime(200);
    state().changeQuantity(beer, 2);
    vi.advanceTimersByTime(200);
    state().changeQuantity(beer, 3);
    vi.advanceTimersByTime(349);
    expect(sync).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(sync).toHaveBeenCalledTimes(1);
    expect(sync).toHaveBeenCalledWith(11, 3);
  });

  it('sends the changes still waiting for their debounce at once when the page is left', async () => {
    const { state, sync } = setup();
    state().changeQuantity(beer, 2);
    state().changeQuantity(juice, 1);
    state().flushPending();
    expect(sync.mock.calls).toEqual(
      expect.arrayContaining([
        [11, 2],
        [12, 1],
      ]),
    );
    // Nothing is sent twice when the timers would have fired.
    await vi.advanceTimersByTimeAsync(1000);
    expect(sync).toHaveBeenCalledTimes(2);
    state().flushPending();
    expect(sync).toHaveBeenCalledTimes(2);
  });

  it('keeps one debounce timer per entry: two entries, two syncs', async () => {
    const { state, sync } = setup();
    state().changeQuantity(beer, 1);
    state().changeQuantity(juice, 2);
    state().changeQuantity(beer, 4);
    await vi.advanceTimersByTimeAsync(350);
    expect(sync).toHaveBeenCalledTimes(2);
    expect(sync.mock.calls).toEqual(
      expect.arrayContaining([
        [12, 2],
        [11, 4],
      ]),
    );
  });

  it('removes the line, then the empty package, then the empty category, and syncs 0', async () => {
    const { state, sync } = setup();
    state().changeQuantity(beer, 1);
    state().changeQuantity(juice, 1);
    state().changeQuantity(yogurt, 2);
    await vi.advanceTimersByTimeAsync(350);
    sync.mockClear();

    state().changeQuantity(yogurt, 0);
    expect(state().cart!.availableItems.map((c) => c.categoryMasterId)).toEqual([1]);
    state().changeQuantity(juice, 0);
    expect(state().cart!.availableItems[0]!.packages.map((p) => p.packageTypeId)).toEqual([1]);
    state().changeQuantity(beer, 0);
    expect(state().cart!.availableItems).toEqual([]);
    expect(state().lines).toEqual({});
    expect(state().itemCount).toBe(0);
    expect(state().subtotalTtc).toBe(0);
    await vi.advanceTimersByTimeAsync(350);
    expect(sync.mock.calls).toEqual(
      expect.arrayContaining([
        [13, 0],
        [12, 0],
        [11, 0],
      ]),
    );
  });

  it('refreshes totals, validity, promo and discount from the server, keeping pending quantities', async () => {
    let resolve!: (cart: CartDto) => void;
    const sync = vi.fn(() => new Promise<CartDto>((r) => (resolve = r)));
    const { state } = setup(sync);
    state().changeQuantity(beer, 2);
    await vi.advanceTimersByTimeAsync(350);
    expect(sync).toHaveBeenCalledWith(11, 2);

    // Meanwhile, a change on another entry is still waiting for its debounce.
    state().changeQuantity(juice, 1);
    const server = serverCart([[beer, 2]], {
      itemCount: 2,
      isValidable: true,
      appliedPromoCode: 'BIENVENUE',
      promoCodeEligible: true,
      promoCodeMessage: 'Code appliqué',
      discountCode: 'BIENVENUE',
      remainingAmountForFreeFees: 35,
      totals: { ...emptyCart().totals, subtotalTtc: 5, amountToPay: 8.6, deliveryFees: 3, totalDeposit: 0.6 },
    });
    resolve(server);
    await vi.advanceTimersByTimeAsync(0);

    const cart = state().cart!;
    expect(cart).toMatchObject({
      isValidable: true,
      appliedPromoCode: 'BIENVENUE',
      promoCodeEligible: true,
      promoCodeMessage: 'Code appliqué',
      discountCode: 'BIENVENUE',
      remainingAmountForFreeFees: 35,
    });
    expect(cart.totals).toMatchObject({ amountToPay: 8.6, deliveryFees: 3 });
    // The juice is not synced yet: its local quantity stays on top of the server's cart.
    expect(state().lines[12]?.quantity).toBe(1);
    expect(state().lines[11]?.quantity).toBe(2);
    expect(state().itemCount).toBe(3);
    expect(state().subtotalTtc).toBe(5);
    expect(state().lines[12]?.pending).toBe(true);
    expect(state().lines[11]?.pending).toBe(false);
    expect(state().isSyncing).toBe(true);
  });

  it('keeps a newer local quantity when an older sync of the same entry answers', async () => {
    let resolve!: (cart: CartDto) => void;
    const sync = vi.fn(() => new Promise<CartDto>((r) => (resolve = r)));
    const { state } = setup(sync);
    state().changeQuantity(beer, 2);
    await vi.advanceTimersByTimeAsync(350);
    state().changeQuantity(beer, 5);
    resolve(serverCart([[beer, 2]], { itemCount: 2 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(state().lines[11]?.quantity).toBe(5);
    expect(state().itemCount).toBe(5);
  });

  it('only logs a failed sync and keeps the local state', async () => {
    const sync = vi.fn(async () => {
      throw new Error('Erreur réseau');
    });
    const { state, logError } = setup(sync);
    state().changeQuantity(beer, 3);
    await vi.advanceTimersByTimeAsync(350);
    expect(sync).toHaveBeenCalledTimes(1);
    expect(logError).toHaveBeenCalledWith('cart sync failed', expect.any(Error));
    expect(state().lines[11]?.quantity).toBe(3);
    expect(state().itemCount).toBe(3);
    expect(state().lines[11]).toMatchObject({ totalTtc: 7.5, pending: true });
    expect(state().subtotalTtc).toBe(0);
  });

  it('never computes a total: while pending, the totals are the very ones the server sent', () => {
    const { state } = setup();
    const server = serverCart([[beer, 2]], {
      itemCount: 2,
      remainingAmountForFreeFees: 35,
      totals: { ...emptyCart().totals, subtotalTtc: 5, amountToPay: 8.6 },
    });
    state().setFromServer(server);
    state().changeQuantity(beer, 3);
    state().changeQuantity(juice, 1);
    expect(state().cart!.totals).toBe(server.totals);
    expect(state().cart!.remainingAmountForFreeFees).toBe(35);
    expect(state().lines[11]).toMatchObject({ quantity: 3, totalTtc: 7.5, pending: true });
    expect(state().lines[12]).toMatchObject({ quantity: 1, totalTtc: 3.2, pending: true });
    expect(state().itemCount).toBe(4);
  });

  it('gives up a change the server refuses (4xx): the line shows the server answer again', async () => {
    const sync = vi.fn(async () => {
      throw new CartSyncError('Quantité trop élevée', 400);
    });
    const { state } = setup(sync);
    state().setFromServer(serverCart([[beer, 2]], { itemCount: 2 }));
    state().changeQuantity(beer, 5);
    expect(state().lines[11]).toMatchObject({ quantity: 5, pending: true });
    await vi.advanceTimersByTimeAsync(350);
    expect(state().lines[11]).toMatchObject({ quantity: 2, totalTtc: 5, pending: false });
    expect(state()).toMatchObject({ itemCount: 2, isSyncing: false });
  });

  it('ignores adding 0 or less, or an entry without product', async () => {
    const { state, sync } = setup();
    state().changeQuantity(beer, 0);
    state().changeQuantity(beer, -2);
    state().changeQuantity(beer, Number.NaN);
    state().changeQuantity({ id: 99, name: 'Sans produit', price: 1 }, 3);
    expect(state().cart).toBeNull();
    expect(state().itemCount).toBe(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(sync).not.toHaveBeenCalled();
  });

  it('updates an existing line even from an entry without product', () => {
    const { state } = setup();
    state().setFromServer(
      serverCart([[beer, 2]], { itemCount: 2, totals: { ...emptyCart().totals, subtotalTtc: 5 } }),
    );
    state().changeQuantity({ id: 11, price: 2.5 }, 4);
    expect(state().lines[11]).toMatchObject({ quantity: 4, totalTtc: 10, pending: true });
    expect(state().subtotalTtc).toBe(5);
    expect(state().itemCount).toBe(4);
  });

  it('setFromServer fills lines and the header summary; reset empties and drops pending syncs', async () => {
    const { state, sync } = setup();
    state().setFromServer(
      serverCart(
        [
          [beer, 2],
          [yogurt, 1],
        ],
        { itemCount: 3, totals: { ...emptyCart().totals, subtotalTtc: 6.1 } },
      ),
    );
    expect(state().lines[13]).toMatchObject({ quantity: 1 });
    expect(state()).toMatchObject({ itemCount: 3, subtotalTtc: 6.1 });
    state().changeQuantity(beer, 3);
    state().reset();
    await vi.advanceTimersByTimeAsync(1000);
    expect(sync).not.toHaveBeenCalled();
    expect(state()).toMatchObject({ cart: null, lines: {}, itemCount: 0, subtotalTtc: 0 });
  });

  it('keeps setSummary for the header', () => {
    const { state } = setup();
    state().setSummary({ itemCount: 120, subtotalTtc: 42.5 });
    expect(state()).toMatchObject({ itemCount: 120, subtotalTtc: 42.5 });
  });
});

describe("cart store: a line's substitution saved on the server", () => {
  const find = (cart: CartDto | null, id: number) =>
    cart!.availableItems
      .flatMap((c) => c.packages.flatMap((p) => p.cartItems))
      .find((i) => i.productWarehouse.id === id)!;

  it('shows the saved choice on the line at once, and keeps it across a later quantity change', async () => {
    const { state } = setup();
    state().setFromServer(
      serverCart([
        [beer, 2],
        [juice, 1],
      ]),
    );
    state().substitutionSaved({
      productWarehouseId: 12,
      substitution: 'product',
      substituteProductWarehouseId: 40,
    });
    expect(find(state().cart, 12)).toMatchObject({
      substitution: 'product',
      substituteProductWarehouseId: 40,
    });
    // The other line keeps the account's default.
    expect(find(state().cart, 11)).toMatchObject({ substitution: null, substituteProductWarehouseId: null });

    // A quantity change of the same line redraws it from the server's cart: the choice stays.
    state().changeQuantity(juice, 3);
    expect(find(state().cart, 12)).toMatchObject({ quantity: 3, substitution: 'product' });

    state().substitutionSaved({
      productWarehouseId: 12,
      substitution: null,
      substituteProductWarehouseId: null,
    });
    expect(find(state().cart, 12)).toMatchObject({ substitution: null, substituteProductWarehouseId: null });
  });

  it('ignores the answer for a line no longer in the cart', () => {
    const { state } = setup();
    state().setFromServer(serverCart([[beer, 1]]));
    const before = state().cart;
    state().substitutionSaved({
      productWarehouseId: 99,
      substitution: 'none',
      substituteProductWarehouseId: null,
    });
    expect(find(state().cart, 11)).toEqual(find(before, 11));
  });
});

describe('cart store: fetchCart', () => {
  it('adopts the server cart', async () => {
    const { state } = setup();
    await state().fetchCart({
      cart: async () => ({ data: serverCart([[juice, 2]], { itemCount: 2 }), error: null }),
    });
    expect(state()).toMatchObject({ loading: false, loaded: true, itemCount: 2 });
    expect(state().lines[12]?.quantity).toBe(2);
  });

  it('on failure only logs and sets the cart to null', async () => {
    const { state, logError } = setup();
    state().setFromServer(serverCart([[juice, 2]], { itemCount: 2 }));
    await state().fetchCart({ cart: async () => ({ data: null, error: 'Erreur inconnue' }) });
    expect(logError).toHaveBeenCalled();
    expect(state()).toMatchObject({ cart: null, lines: {}, itemCount: 0, loading: false });
    await state().fetchCart({
      cart: async () => {
        throw new Error('boom');
      },
    });
    expect(state().cart).toBeNull();
  });
});

describe('browserCartApi', () => {
  const client = (fetchImpl: unknown, locale: 'nl_BE' | 'fr_FR' = 'fr_FR') =>
    createApiClient({ baseUrl: '', locale, fetch: fetchImpl as typeof fetch });

  it('PATCHes /api/user/cart same-origin with the locale in the query, as a keepalive request', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(emptyCart()), { status: 200 }));
    const api = browserCartApi(client(fetchMock, 'nl_BE'));
    await expect(api.updateCart(11, 3)).resolves.toMatchObject({ itemCount: 0 });
    expect(fetchMock).toHaveBeenCalledWith('/api/user/cart?locale=nl_BE', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      credentials: 'same-origin',
      keepalive: true,
      body: JSON.stringify({ product_warehouse_id: 11, quantity: 3 }),
    });
  });

  it('rejects a failed PATCH with the API message and its status; cart() returns the error', async () => {
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ message: 'Produit indisponible' }), { status: 422 }),
    );
    const api = browserCartApi(client(fetchMock));
    const refused = await api.updateCart(11, 3).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(CartSyncError);
    expect(refused).toMatchObject({ message: 'Produit indisponible', status: 422 });
    expect(isRetryableSync(refused)).toBe(false);
    await expect(api.cart()).resolves.toEqual({ data: null, error: 'Produit indisponible' });
  });
});

/**
 * The shop as the browser sees it: PATCH /api/user/cart authenticated by a session cookie the page
 * cannot read, which has expired; POST /api/session/refresh renews it, refuses, or cannot be reached.
 */
function shop() {
  const entries = new Map([beer, juice, yogurt].map((e) => [e.id, e]));
  const state = {
    sessionValid: false,
    renewal: 'ok' as 'ok' | 'down' | 'refused',
    quantities: new Map<number, number>(),
    patches: 0,
    renewals: 0,
  };
  const cart = () =>
    serverCart([...state.quantities].filter(([, q]) => q > 0).map(([id, q]) => [entries.get(id)!, q]));
  const fetchImpl = async (url: string | URL | Request, init: RequestInit = {}) => {
    const path = new URL(String(url), 'http://shop').pathname;
    if (path === '/api/session/refresh') {
      state.renewals++;
      if (state.renewal === 'down') throw new TypeError('Failed to fetch');
      if (state.renewal === 'refused') return new Response('{}', { status: 401 });
      state.sessionValid = true;
      return new Response(null, { status: 204 });
    }
    if (!state.sessionValid)
      return new Response(JSON.stringify({ message: 'Votre session a expiré' }), { status: 401 });
    if (path === '/api/user/cart') {
      state.patches++;
      const body = JSON.parse(String(init.body)) as { product_warehouse_id: number; quantity: number };
      state.quantities.set(body.product_warehouse_id, body.quantity);
    }
    return new Response(JSON.stringify(cart()));
  };
  /** One page of the shop: its API client (one shared renewal) and its cart store. */
  const page = (storage: Map<string, string>) => {
    const expired = vi.fn();
    const api = createApiClient({
      baseUrl: '',
      fetch: fetchImpl as typeof fetch,
      tokens: cookieSession({ fetch: fetchImpl as typeof fetch, onSessionExpired: expired }),
    });
    const logError = vi.fn();
    const store = createCartStore({
      sync: browserCartApi(api).updateCart,
      logError,
      storage: () => ({
        getItem: (key) => storage.get(key) ?? null,
        setItem: (key, value) => void storage.set(key, value),
        removeItem: (key) => void storage.delete(key),
      }),
    });
    store.getState().restorePending(7);
    return { store, expired, logError, state: () => store.getState() };
  };
  return { state, page };
}

describe('cart store: a change refused for an expired session is never dropped', () => {
  it('is saved after the renewal when the session expired while the shopper stayed on the page', async () => {
    const { state: server, page } = shop();
    const { state, expired } = page(new Map());
    state().changeQuantity(beer, 3);
    await vi.advanceTimersByTimeAsync(350);
    expect(server.quantities.get(11)).toBe(3);
    expect(server.renewals).toBe(1);
    expect(expired).not.toHaveBeenCalled();
    expect(state().lines[11]?.quantity).toBe(3);
  });

  it('is kept and sent again when the renewal could not be asked (network), until it is saved', async () => {
    const { state: server, page } = shop();
    server.renewal = 'down';
    const { state, expired } = page(new Map());
    state().changeQuantity(beer, 2);
    await vi.advanceTimersByTimeAsync(350);
    expect(server.quantities.has(11)).toBe(false);
    expect(state().lines[11]?.quantity).toBe(2);
    server.renewal = 'ok';
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.quantities.get(11)).toBe(2);
    expect(expired).not.toHaveBeenCalled();
    // Saved: nothing more is sent.
    const patches = server.patches;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.patches).toBe(patches);
  });

  it('survives a refused renewal: sent again in the same tab once the shopper is back', async () => {
    const { state: server, page } = shop();
    server.renewal = 'refused';
    const storage = new Map<string, string>();
    const first = page(storage);
    first.state().changeQuantity(juice, 4);
    await vi.advanceTimersByTimeAsync(350);
    expect(first.expired).toHaveBeenCalled();
    // The logout resets the store; the tab keeps the change for this shopper only.
    first.state().reset();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.quantities.has(12)).toBe(false);
    // Logged in again (a new session), the next page sends it.
    server.sessionValid = true;
    const next = page(storage);
    await vi.advanceTimersByTimeAsync(0);
    expect(server.quantities.get(12)).toBe(4);
    expect(next.state().lines[12]?.quantity).toBe(4);
    expect(storage.size).toBe(0);
  });

  it('survives leaving the page before the answer (pagehide), and is not applied to another shopper', async () => {
    const { state: server, page } = shop();
    server.renewal = 'down';
    const storage = new Map<string, string>();
    const first = page(storage);
    first.state().changeQuantity(yogurt, 5);
    first.state().flushPending();
    // The page is gone before anything was confirmed.
    expect([...storage.keys()]).toEqual(['cart-pending:7']);
    server.renewal = 'ok';
    const other = createCartStore({ sync: vi.fn(), storage: () => null });
    other.getState().restorePending(8);
    expect(other.getState().lines[13]).toBeUndefined();
    page(storage);
    await vi.advanceTimersByTimeAsync(0);
    expect(server.quantities.get(13)).toBe(5);
  });

  it('drops a change the server refuses for what it is (4xx), after logging it', async () => {
    const sync = vi.fn(async () => {
      throw new CartSyncError('Produit indisponible', 422);
    });
    const storage = new Map<string, string>();
    const store = createCartStore({
      sync,
      logError: vi.fn(),
      storage: () => ({
        getItem: (key) => storage.get(key) ?? null,
        setItem: (key, value) => void storage.set(key, value),
        removeItem: (key) => void storage.delete(key),
      }),
    });
    store.getState().restorePending(7);
    store.getState().changeQuantity(beer, 1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sync).toHaveBeenCalledTimes(1);
    expect(storage.size).toBe(0);
    expect(SESSION_EXPIRED).toBe('Session expirée, veuillez vous reconnecter');
  });
});
