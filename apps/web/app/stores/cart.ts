import { toCents, toEuros } from '@consigne/domain';
import type {
  ApiClient,
  CartDto as ServerCart,
  CartItemDto as ServerCartItem,
  CartPackageDto as ServerCartPackage,
  CartTotalsDto,
  ProductDto,
  ProductWarehouseDto,
} from '@consigne/api-client';
import { create } from 'zustand';

/* ------------------------------------------------------------------------------------------------
 * Server cart (spec §3: Cart, Cart totals, Cart item). Amounts in euros, as the API sends them.
 * ---------------------------------------------------------------------------------------------- */

export type CartProduct = Pick<ProductDto, 'id' | 'name'> & Partial<Omit<ProductDto, 'id' | 'name'>>;
export type CartProductWarehouse = Pick<ProductWarehouseDto, 'id'> &
  Partial<Omit<ProductWarehouseDto, 'id' | 'product'>>;

/** A line as the store holds it: the server's cart item, whose product may be partial for a line added locally. */
export type CartItemDto = Omit<ServerCartItem, 'product' | 'productWarehouse'> & {
  product: CartProduct;
  productWarehouse: CartProductWarehouse;
};

export interface CartPackageGroupDto {
  packageTypeId: number;
  packageTypeName: string;
  cartItems: CartItemDto[];
}

export interface CartCategoryGroupDto {
  categoryMasterId: number;
  categoryMasterName: string;
  packages: CartPackageGroupDto[];
}

/** Spec §3 package: 'cartItems or items'; the crate counts come from the server. */
export type CartPackageDto = Omit<ServerCartPackage, 'cartItems' | 'completeCrates' | 'packageType'> & {
  completeCrates?: number;
  packageType: { id: number; name: string; capacity: number | null };
  cartItems?: CartItemDto[];
  items?: CartItemDto[];
};

export type { CartTotalsDto };

/** The server cart of the API contract, with the store's line type. */
export type CartDto = Omit<ServerCart, 'packages' | 'availableItems' | 'unavailableItems'> & {
  packages: CartPackageDto[];
  availableItems: CartCategoryGroupDto[];
  unavailableItems: CartItemDto[];
};

/** What a quantity change needs to know of a product-warehouse entry (a catalogue DTO fits). */
export interface CartEntry {
  id: number;
  name?: string;
  /** Unit price incl. VAT (euros). */
  price?: number;
  priceHt?: number;
  /** Needed to add a new line under its category master and package type. */
  product?: Pick<ProductDto, 'id' | 'name'> &
    Partial<Omit<ProductDto, 'id' | 'name' | 'category' | 'packageType'>> & {
      category?: {
        id: number;
        name?: string;
        master?: { id: number; name: string } | null;
      } | null;
      packageType?: { id: number; name: string } | null;
    };
}

/** The local-first view of one line, keyed by product-warehouse id. */
export interface CartLine {
  productWarehouseId: number;
  quantity: number;
  totalTtc: number;
  isLocked: boolean;
}

/* ------------------------------------------------------------------------------------------------
 * Pure cart edits (spec §4 Quantity change).
 * ---------------------------------------------------------------------------------------------- */

/** Spec §9. */
export const CART_SYNC_DEBOUNCE_MS = 350;

const round2 = (euros: number) => toEuros(toCents(euros));

/** A whole quantity, 0 or more (anything else is 0). */
export function normalizeQuantity(quantity: number): number {
  return Number.isFinite(quantity) ? Math.max(0, Math.floor(quantity)) : 0;
}

export function emptyCart(): CartDto {
  return {
    packages: [],
    availableItems: [],
    unavailableItems: [],
    totals: {
      subtotalHt: 0,
      subtotalTtc: 0,
      totalTva: 0,
      productsDeposit: 0,
      packagesDeposit: 0,
      totalDeposit: 0,
      deliveryFees: 0,
      discountValue: 0,
      walletUsage: 0,
      amountToPay: 0,
    },
    isValidable: false,
    appliedPromoCode: null,
    promoCodeEligible: false,
    promoCodeMessage: null,
    remainingAmountForFreeFees: 0,
    discountCode: null,
    itemCount: 0,
  };
}

/** Lines of the available items, keyed by product-warehouse id. */
export function linesOf(cart: CartDto | null): Record<number, CartLine> {
  const lines: Record<number, CartLine> = {};
  for (const category of cart?.availableItems ?? [])
    for (const pack of category.packages)
      for (const item of pack.cartItems) {
        const id = item.productWarehouse.id;
        lines[id] = {
          productWarehouseId: id,
          quantity: item.quantity,
          totalTtc: item.totalTTC,
          isLocked: item.isLocked,
        };
      }
  return lines;
}

function findItem(cart: CartDto, productWarehouseId: number): CartItemDto | undefined {
  for (const category of cart.availableItems)
    for (const pack of category.packages)
      for (const item of pack.cartItems) if (item.productWarehouse.id === productWarehouseId) return item;
  return undefined;
}

function newItem(entry: CartEntry, quantity: number): CartItemDto {
  const product = entry.product!;
  const priceTtc = entry.price ?? 0;
  const priceHt = entry.priceHt ?? priceTtc;
  return {
    // Negative until the server gives the line its id.
    id: -entry.id,
    quantity,
    nbItems: quantity,
    appliedPrice: priceHt,
    appliedPriceTTC: priceTtc,
    total: round2(priceHt * quantity),
    totalTTC: round2(priceTtc * quantity),
    isLocked: false,
    categoryId: product.category?.id ?? 0,
    product: product as CartProduct,
    productWarehouse: { id: entry.id, name: entry.name, price: entry.price, priceHt: entry.priceHt },
  };
}

function withQuantity(item: CartItemDto, entry: CartEntry, quantity: number): CartItemDto {
  if (item.isLocked) return { ...item, quantity };
  const priceTtc = entry.price ?? item.appliedPriceTTC;
  const priceHt = entry.priceHt ?? item.appliedPrice;
  const perUnit = item.quantity > 0 ? item.nbItems / item.quantity : 1;
  return {
    ...item,
    quantity,
    nbItems: Math.round(perUnit * quantity),
    total: round2(priceHt * quantity),
    totalTTC: round2(priceTtc * quantity),
  };
}

/**
 * Spec §4: a positive quantity updates the line or adds it under its category master and package
 * type; 0 removes the line, then the empty package, then the empty category. Item count and
 * subtotal incl. VAT follow (subtotal from the entry's price × quantity). Spec §5: adding is
 * ignored for a quantity of 0 or less or a missing product — the same cart object comes back.
 */
export function applyQuantity(cart: CartDto | null, entry: CartEntry, rawQuantity: number): CartDto | null {
  const quantity = normalizeQuantity(rawQuantity);
  const base = cart ?? emptyCart();
  const existing = findItem(base, entry.id);
  if (!existing) {
    const master = entry.product?.category?.master;
    const packageType = entry.product?.packageType;
    if (quantity <= 0 || !entry.product || !master || !packageType) return cart;
    const item = newItem(entry, quantity);
    const categories = [...base.availableItems];
    let ci = categories.findIndex((c) => c.categoryMasterId === master.id);
    if (ci < 0) {
      categories.push({ categoryMasterId: master.id, categoryMasterName: master.name, packages: [] });
      ci = categories.length - 1;
    }
    const packages = [...categories[ci]!.packages];
    const pi = packages.findIndex((p) => p.packageTypeId === packageType.id);
    if (pi < 0)
      packages.push({ packageTypeId: packageType.id, packageTypeName: packageType.name, cartItems: [item] });
    else packages[pi] = { ...packages[pi]!, cartItems: [...packages[pi]!.cartItems, item] };
    categories[ci] = { ...categories[ci]!, packages };
    return withSummary(base, categories, quantity, item.totalTTC);
  }
  if (quantity === existing.quantity) return cart;
  const updated = quantity > 0 ? withQuantity(existing, entry, quantity) : null;
  const categories = base.availableItems
    .map((category) => ({
      ...category,
      packages: category.packages
        .map((pack) => ({
          ...pack,
          cartItems: pack.cartItems.flatMap((item) =>
            item !== existing ? [item] : updated ? [updated] : [],
          ),
        }))
        .filter((pack) => pack.cartItems.length > 0),
    }))
    .filter((category) => category.packages.length > 0);
  return withSummary(
    base,
    categories,
    quantity - existing.quantity,
    (updated?.totalTTC ?? 0) - existing.totalTTC,
  );
}

function withSummary(
  cart: CartDto,
  availableItems: CartCategoryGroupDto[],
  itemDelta: number,
  subtotalDelta: number,
): CartDto {
  return {
    ...cart,
    availableItems,
    itemCount: Math.max(0, cart.itemCount + itemDelta),
    totals: { ...cart.totals, subtotalTtc: Math.max(0, round2(cart.totals.subtotalTtc + subtotalDelta)) },
  };
}

function isCart(value: unknown): value is CartDto {
  const cart = value as CartDto | null;
  return !!cart && Array.isArray(cart.availableItems) && typeof cart.totals === 'object' && !!cart.totals;
}

/* ------------------------------------------------------------------------------------------------
 * Store.
 * ---------------------------------------------------------------------------------------------- */

/** PATCH /user/cart: resolves with the server cart, rejects on failure (a CartSyncError says how). */
export type CartSync = (productWarehouseId: number, quantity: number) => Promise<CartDto>;

/** A refused or failed PATCH, with the HTTP status (0: the network, or the session renewal, failed). */
export class CartSyncError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/**
 * A change the server did not refuse for what it is (network down, session expired or being
 * renewed, server error) is kept and sent again; a refusal of the change itself (4xx) is not.
 */
export const isRetryableSync = (error: unknown) =>
  !(error instanceof CartSyncError) ||
  error.status === 0 ||
  error.status === 401 ||
  error.status === 408 ||
  error.status === 429 ||
  error.status >= 500;

/** Waits before sending a kept change again: 1 s, 2 s, 4 s… up to 30 s. */
export const retryDelayMs = (attempt: number) => Math.min(30_000, 1000 * 2 ** Math.max(0, attempt - 1));

/** Unconfirmed changes kept in the tab (sessionStorage) for this long, per shopper. */
export const PENDING_CHANGES_MAX_AGE_MS = 60 * 60 * 1000;
const PENDING_STORAGE_PREFIX = 'cart-pending:';

type ChangeStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The part of the API client fetchCart needs (spec §8 api wrapper result). */
export interface CartApi {
  cart(): Promise<{ data: CartDto | null; error: string | null }>;
}

export interface CartTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface CartStoreOptions {
  sync?: CartSync;
  timers?: CartTimers;
  debounceMs?: number;
  logError?: (...args: unknown[]) => void;
  /** Where unconfirmed changes survive a reload or a logout (default: the tab's sessionStorage). */
  storage?: () => ChangeStorage | null;
  now?: () => number;
}

export interface CartState {
  /** The server cart with the local changes applied, or null before loading / after a failure. */
  cart: CartDto | null;
  lines: Record<number, CartLine>;
  /** Header view: kept in step with the cart. */
  itemCount: number;
  subtotalTtc: number;
  loading: boolean;
  /** Once a fetch has been tried (success or not). */
  loaded: boolean;
  setSummary: (summary: { itemCount: number; subtotalTtc: number }) => void;
  /** Logout: empties the cart and drops pending syncs. */
  reset: () => void;
  setFromServer: (cart: CartDto | null) => void;
  changeQuantity: (entry: CartEntry, quantity: number) => void;
  fetchCart: (api: CartApi) => Promise<void>;
  /** The browser installs its PATCH call here (locale known only there). */
  configure: (options: Pick<CartStoreOptions, 'sync'>) => void;
  /** Sends every change still waiting for its debounce now (the page is being left). */
  flushPending: () => void;
  /**
   * Start-up of a shopper's session: the changes of this shopper that the server never confirmed
   * (the page was left or the session ended before) are applied again and sent.
   */
  restorePending: (owner: number) => void;
}

const sessionStorageOrNull = (): ChangeStorage | null => {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
};

const defaultTimers: CartTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function createCartStore(options: CartStoreOptions = {}) {
  let sync = options.sync;
  const timers = options.timers ?? defaultTimers;
  const delay = options.debounceMs ?? CART_SYNC_DEBOUNCE_MS;
  const logError = options.logError ?? ((...args: unknown[]) => console.error(...args));
  const storage = options.storage ?? sessionStorageOrNull;
  const now = options.now ?? Date.now;
  /** Local quantities not yet confirmed by the server (scheduled, in flight or kept for a retry). */
  const pending = new Map<number, { entry: CartEntry; quantity: number; at: number }>();
  /** Debounce and retry timers, per entry. */
  const debounce = new Map<number, unknown>();
  const attempts = new Map<number, number>();
  let sentSeq = 0;
  let appliedSeq = 0;
  /** The shopper whose changes these are (their key in the storage). */
  let owner: number | null = null;

  /** Mirrors the unconfirmed changes in the tab's storage: they survive a reload or a lost session. */
  const persist = () => {
    const store = owner === null ? null : storage();
    if (!store) return;
    try {
      const key = PENDING_STORAGE_PREFIX + owner;
      if (pending.size === 0) store.removeItem(key);
      else store.setItem(key, JSON.stringify([...pending.values()]));
    } catch {
      // Full or unavailable storage: the changes still live in memory.
    }
  };

  return create<CartState>((set, get) => {
    const view = (cart: CartDto | null) => ({
      cart,
      lines: linesOf(cart),
      itemCount: cart?.itemCount ?? 0,
      subtotalTtc: cart?.totals.subtotalTtc ?? 0,
    });

    /** The server's cart, with the quantities of entries that still have a pending change. */
    const adopt = (server: CartDto | null) => {
      let cart = server;
      for (const { entry, quantity } of pending.values()) cart = applyQuantity(cart, entry, quantity);
      set(view(cart));
    };

    const schedule = (productWarehouseId: number, ms: number) => {
      const previous = debounce.get(productWarehouseId);
      if (previous !== undefined) timers.clearTimeout(previous);
      debounce.set(
        productWarehouseId,
        timers.setTimeout(() => flush(productWarehouseId), ms),
      );
    };

    const flush = (productWarehouseId: number) => {
      debounce.delete(productWarehouseId);
      const change = pending.get(productWarehouseId);
      if (!change) return;
      const settle = () => {
        // A newer change for this entry stays pending.
        if (pending.get(productWarehouseId) !== change) return;
        pending.delete(productWarehouseId);
        attempts.delete(productWarehouseId);
        persist();
      };
      if (!sync) {
        logError('cart sync: no sync function configured');
        settle();
        return;
      }
      const seq = ++sentSeq;
      let request: Promise<CartDto>;
      try {
        request = sync(productWarehouseId, change.quantity);
      } catch (error) {
        request = Promise.reject(error);
      }
      request.then(
        (server) => {
          settle();
          if (!isCart(server)) {
            logError('cart sync: unexpected response', server);
            return;
          }
          // An older response arriving after a newer one would roll the totals back.
          if (seq < appliedSeq) return;
          appliedSeq = seq;
          adopt(server);
        },
        (error: unknown) => {
          // Spec §4: a failed sync is logged and the local state stays. Never dropped when the
          // server did not refuse the change itself: it is sent again (after the session renewal).
          logError('cart sync failed', error);
          if (!isRetryableSync(error)) return settle();
          if (pending.get(productWarehouseId) !== change || debounce.has(productWarehouseId)) return;
          const attempt = (attempts.get(productWarehouseId) ?? 0) + 1;
          attempts.set(productWarehouseId, attempt);
          schedule(productWarehouseId, retryDelayMs(attempt));
        },
      );
    };

    return {
      cart: null,
      lines: {},
      itemCount: 0,
      subtotalTtc: 0,
      loading: false,
      loaded: false,
      setSummary: ({ itemCount, subtotalTtc }) => set({ itemCount, subtotalTtc }),
      reset: () => {
        for (const handle of debounce.values()) timers.clearTimeout(handle);
        debounce.clear();
        // The storage keeps the shopper's unconfirmed changes for their next session in this tab.
        pending.clear();
        attempts.clear();
        owner = null;
        appliedSeq = ++sentSeq;
        set({ ...view(null), loading: false, loaded: false });
      },
      setFromServer: (cart) => adopt(isCart(cart) ? cart : null),
      changeQuantity: (entry, quantity) => {
        const before = get().cart;
        const after = applyQuantity(before, entry, quantity);
        if (after === before) return;
        set(view(after));
        pending.set(entry.id, { entry, quantity: normalizeQuantity(quantity), at: now() });
        attempts.delete(entry.id);
        persist();
        schedule(entry.id, delay);
      },
      fetchCart: async (api) => {
        set({ loading: true });
        let cart: CartDto | null = null;
        try {
          const result = await api.cart();
          if (result.error !== null || !isCart(result.data)) logError('cart fetch failed', result.error);
          else cart = result.data;
        } catch (error) {
          logError('cart fetch failed', error);
        }
        // Spec §8: a failure is only logged and the cart is set to null.
        adopt(cart);
        set({ loading: false, loaded: true });
      },
      configure: (next) => {
        if (next.sync) sync = next.sync;
      },
      flushPending: () => {
        for (const [productWarehouseId, handle] of [...debounce]) {
          timers.clearTimeout(handle);
          flush(productWarehouseId);
        }
      },
      restorePending: (shopper) => {
        if (owner === shopper) return;
        owner = shopper;
        let kept: unknown = null;
        try {
          kept = JSON.parse(storage()?.getItem(PENDING_STORAGE_PREFIX + shopper) ?? 'null');
        } catch {
          kept = null;
        }
        if (!Array.isArray(kept)) return;
        for (const change of kept as Array<{ entry: CartEntry; quantity: number; at: number }>) {
          const id = change?.entry?.id;
          if (typeof id !== 'number' || pending.has(id) || !(now() - change.at < PENDING_CHANGES_MAX_AGE_MS))
            continue;
          pending.set(id, {
            entry: change.entry,
            quantity: normalizeQuantity(change.quantity),
            at: change.at,
          });
          schedule(id, 0);
        }
        persist();
        adopt(get().cart);
      },
    };
  });
}

export const useCartStore = createCartStore();

/* ------------------------------------------------------------------------------------------------
 * Browser calls: the page's API client (same origin, session cookies, one shared renewal).
 * ---------------------------------------------------------------------------------------------- */

/** GET /cart and PATCH /user/cart from the browser (spec §7), for fetchCart and the store's sync. */
export function browserCartApi(api: Pick<ApiClient, 'cart' | 'updateCart'>) {
  return {
    cart: async (): Promise<{ data: CartDto | null; error: string | null }> => {
      const result = await api.cart();
      return result.error === null
        ? { data: result.data as unknown as CartDto, error: null }
        : { data: null, error: result.error };
    },
    updateCart: async (productWarehouseId: number, quantity: number): Promise<CartDto> => {
      // A change flushed as the page is left (pagehide) must still reach the server.
      const result = await api.updateCart(productWarehouseId, quantity, { keepalive: true });
      if (result.error !== null) throw new CartSyncError(result.error, result.status);
      return result.data as unknown as CartDto;
    },
  };
}
