import { lineTotalCents, toCents, toEuros } from '@consigne/domain';
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
import * as routes from '@consigne/contract/routes';

/* ------------------------------------------------------------------------------------------------
 * Server cart: the cart, its totals and its items. Amounts in euros, as the API sends them.
 * ---------------------------------------------------------------------------------------------- */

type CartProduct = Pick<ProductDto, 'id' | 'name'> & Partial<Omit<ProductDto, 'id' | 'name'>>;
type CartProductWarehouse = Pick<ProductWarehouseDto, 'id'> &
  Partial<Omit<ProductWarehouseDto, 'id' | 'product'>>;

/**
 * A line as the store holds it: the server's cart item, whose product may be partial for a line added
 * locally, marked `pending` while a change of its quantity is not confirmed by the server.
 */
export type CartItemDto = Omit<ServerCartItem, 'product' | 'productWarehouse'> & {
  product: CartProduct;
  productWarehouse: CartProductWarehouse;
  pending?: boolean;
};

interface CartPackageGroupDto {
  packageTypeId: number;
  packageTypeName: string;
  cartItems: CartItemDto[];
}

interface CartCategoryGroupDto {
  categoryMasterId: number;
  categoryMasterName: string;
  packages: CartPackageGroupDto[];
}

/** A package: 'cartItems or items'; the crate counts come from the server. */
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
      /** Its crate capacity (null: no crate), as the catalogue gives it. */
      packageType?: { id: number; name: string; capacity?: number | null } | null;
    };
}

/** The local-first view of one line, keyed by product-warehouse id. */
export interface CartLine {
  productWarehouseId: number;
  quantity: number;
  totalTtc: number;
  isLocked: boolean;
  /** Its quantity changed and the server has not confirmed it yet. */
  pending: boolean;
}

/* ------------------------------------------------------------------------------------------------
 * Pure cart edits (docs/rules.md#cart-sync). The browser never decides money: an edit moves lines
 * and counts at once, and the only amount it writes is a changed line's total, by the domain's
 * lineTotalCents on the server's unit price. Every other total stays the server's last answer.
 * ---------------------------------------------------------------------------------------------- */

/** A quantity change is sent this long after the line's last change (docs/rules.md#cart-sync). */
export const CART_SYNC_DEBOUNCE_MS = 350;

/** A whole quantity, 0 or more (anything else is 0). */
function normalizeQuantity(quantity: number): number {
  return Number.isFinite(quantity) ? Math.max(0, Math.floor(quantity)) : 0;
}

/** A line's total incl. VAT, in euros, as the server's pricing makes it (its unit price in euros). */
function lineTotalTtc(unitPriceTtc: number, quantity: number): number {
  return toEuros(lineTotalCents(toCents(unitPriceTtc), quantity));
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
      greenSlotDiscount: 0,
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
    vatByRate: [],
  };
}

/** Every available item, in the cart's order. */
export function availableItemsOf(cart: CartDto | null): CartItemDto[] {
  return (cart?.availableItems ?? []).flatMap((category) =>
    category.packages.flatMap((pack) => pack.cartItems),
  );
}

/** Lines of the available items, keyed by product-warehouse id. */
function linesOf(cart: CartDto | null): Record<number, CartLine> {
  const lines: Record<number, CartLine> = {};
  for (const item of availableItemsOf(cart)) {
    const id = item.productWarehouse.id;
    lines[id] = {
      productWarehouseId: id,
      quantity: item.quantity,
      totalTtc: item.totalTTC,
      isLocked: item.isLocked,
      pending: item.pending === true,
    };
  }
  return lines;
}

function findItem(cart: CartDto, productWarehouseId: number): CartItemDto | undefined {
  return availableItemsOf(cart).find((item) => item.productWarehouse.id === productWarehouseId);
}

function newItem(entry: CartEntry, quantity: number): CartItemDto {
  const product = entry.product!;
  const priceTtc = entry.price ?? 0;
  return {
    // Negative until the server gives the line its id.
    id: -entry.id,
    quantity,
    nbItems: quantity,
    appliedPrice: entry.priceHt ?? priceTtc,
    appliedPriceTTC: priceTtc,
    // Excl. VAT is the server's to say (VAT per rate on the sum): not shown until it answers.
    total: 0,
    totalTTC: lineTotalTtc(priceTtc, quantity),
    isLocked: false,
    categoryId: product.category?.id ?? 0,
    // The account's default until the shopper says otherwise (the server's line says the same).
    substitution: null,
    substituteProductWarehouseId: null,
    product: product as CartProduct,
    productWarehouse: { id: entry.id, name: entry.name, price: entry.price, priceHt: entry.priceHt },
  };
}

/** The line at another quantity: its total from the unit price the server applied to it. */
function withQuantity(item: CartItemDto, quantity: number): CartItemDto {
  if (item.isLocked) return { ...item, quantity };
  return { ...item, quantity, nbItems: quantity, totalTTC: lineTotalTtc(item.appliedPriceTTC, quantity) };
}

/** The cart with a new line under its category master and package type (created when missing). */
function withNewItem(base: CartDto, entry: CartEntry, quantity: number): CartDto | null {
  const master = entry.product?.category?.master;
  const packageType = entry.product?.packageType;
  if (quantity <= 0 || !entry.product || !master || !packageType) return null;
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
  return withCount(base, categories, quantity);
}

/**
 * A positive quantity updates the line or adds it under its category master and package
 * type; 0 removes the line, then the empty package, then the empty category. The item count follows;
 * the totals stay the server's. Adding is ignored for a quantity of 0 or less or a missing
 * product — the same cart object comes back.
 */
export function applyQuantity(cart: CartDto | null, entry: CartEntry, rawQuantity: number): CartDto | null {
  const quantity = normalizeQuantity(rawQuantity);
  const base = cart ?? emptyCart();
  const existing = findItem(base, entry.id);
  if (!existing) return withNewItem(base, entry, quantity) ?? cart;
  if (quantity === existing.quantity) return cart;
  const updated = quantity > 0 ? withQuantity(existing, quantity) : null;
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
  return withCount(base, categories, quantity - existing.quantity);
}

function withCount(cart: CartDto, availableItems: CartCategoryGroupDto[], itemDelta: number): CartDto {
  return { ...cart, availableItems, itemCount: Math.max(0, cart.itemCount + itemDelta) };
}

/** The lines of `pending` entries marked pending, every other line not (a copy when one changes). */
function markPending(cart: CartDto | null, pending: ReadonlySet<number>): CartDto | null {
  if (!cart) return cart;
  const mark = (item: CartItemDto) => {
    const isPending = pending.has(item.productWarehouse.id);
    return (item.pending === true) === isPending ? item : { ...item, pending: isPending };
  };
  return {
    ...cart,
    availableItems: cart.availableItems.map((category) => ({
      ...category,
      packages: category.packages.map((pack) => ({ ...pack, cartItems: pack.cartItems.map(mark) })),
    })),
  };
}

/** What the server answers once a line's substitution is saved (PUT …/substitution). */
interface LineSubstitution {
  productWarehouseId: number;
  substitution: CartItemDto['substitution'];
  substituteProductWarehouseId: number | null;
}

/** The cart with one line's substitution as the server saved it (the same cart when it has no such line). */
function withSubstitution(cart: CartDto | null, saved: LineSubstitution): CartDto | null {
  if (!cart || !findItem(cart, saved.productWarehouseId)) return cart;
  const apply = (item: CartItemDto) =>
    item.productWarehouse.id === saved.productWarehouseId
      ? {
          ...item,
          substitution: saved.substitution,
          substituteProductWarehouseId: saved.substituteProductWarehouseId,
        }
      : item;
  return {
    ...cart,
    availableItems: cart.availableItems.map((category) => ({
      ...category,
      packages: category.packages.map((pack) => ({ ...pack, cartItems: pack.cartItems.map(apply) })),
    })),
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
const retryDelayMs = (attempt: number) => Math.min(30_000, 1000 * 2 ** Math.max(0, attempt - 1));

/** Unconfirmed changes kept in the tab (sessionStorage) for this long, per shopper. */
const PENDING_CHANGES_MAX_AGE_MS = 60 * 60 * 1000;
const PENDING_STORAGE_PREFIX = 'cart-pending:';

type ChangeStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The part of the API client fetchCart needs (the api wrapper's result). */
interface CartApi {
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
  /**
   * The server's last cart with the local changes on top (lines, quantities, item count, the changed
   * lines' totals, marked pending), or null before loading / after a failure. Its totals, validity
   * and free-delivery remainder are always the server's last answer.
   */
  cart: CartDto | null;
  lines: Record<number, CartLine>;
  /** Header view: the item count follows the local changes; the subtotal is the server's last. */
  itemCount: number;
  subtotalTtc: number;
  /** A change is not confirmed yet (waiting for its debounce, in flight or kept for a retry). */
  isSyncing: boolean;
  loading: boolean;
  /** Once a fetch has been tried (success or not). */
  loaded: boolean;
  setSummary: (summary: { itemCount: number; subtotalTtc: number }) => void;
  /** Logout: empties the cart and drops pending syncs. */
  reset: () => void;
  setFromServer: (cart: CartDto | null) => void;
  changeQuantity: (entry: CartEntry, quantity: number) => void;
  /**
   * A line's substitution the server just saved: written into the server's last cart, so every view
   * of the line (the cart page, the panel, a line mounted again) shows it without a reload.
   */
  substitutionSaved: (saved: LineSubstitution) => void;
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

interface PendingChange {
  entry: CartEntry;
  quantity: number;
  at: number;
}

export function createCartStore(options: CartStoreOptions = {}) {
  let sync = options.sync;
  const timers = options.timers ?? defaultTimers;
  const delay = options.debounceMs ?? CART_SYNC_DEBOUNCE_MS;
  const logError = options.logError ?? ((...args: unknown[]) => console.error(...args));
  const storage = options.storage ?? sessionStorageOrNull;
  const now = options.now ?? Date.now;
  /** The server's last answer: every amount the store shows comes from it. */
  let server: CartDto | null = null;
  /** Local quantities not yet confirmed by the server (scheduled, in flight or kept for a retry). */
  const pending = new Map<number, PendingChange>();
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

  /** The server's last cart with the quantities of the entries that still have a pending change. */
  const localCart = () => {
    let cart = server;
    for (const { entry, quantity } of pending.values()) cart = applyQuantity(cart, entry, quantity);
    return markPending(cart, new Set(pending.keys()));
  };

  return create<CartState>((set, get) => {
    const render = () => {
      const cart = localCart();
      set({
        cart,
        lines: linesOf(cart),
        itemCount: cart?.itemCount ?? 0,
        subtotalTtc: cart?.totals.subtotalTtc ?? 0,
        isSyncing: pending.size > 0,
      });
    };

    const schedule = (productWarehouseId: number, ms: number) => {
      const previous = debounce.get(productWarehouseId);
      if (previous !== undefined) timers.clearTimeout(previous);
      debounce.set(
        productWarehouseId,
        timers.setTimeout(() => flush(productWarehouseId), ms),
      );
    };

    /** The change is confirmed or given up: it leaves the pending ones unless a newer one replaced it. */
    const settle = (productWarehouseId: number, change: PendingChange) => {
      if (pending.get(productWarehouseId) !== change) return;
      pending.delete(productWarehouseId);
      attempts.delete(productWarehouseId);
      persist();
    };

    const answered = (seq: number, answer: unknown) => {
      if (!isCart(answer)) logError('cart sync: unexpected response', answer);
      // An older response arriving after a newer one would roll the totals back.
      else if (seq > appliedSeq) {
        appliedSeq = seq;
        server = answer;
      }
      render();
    };

    const failed = (productWarehouseId: number, change: PendingChange, error: unknown) => {
      // A failed sync is logged and the local state stays. Never dropped when the server
      // did not refuse the change itself: it is sent again (after the session renewal). A change it
      // refused (4xx) is given up: the line shows the server's last answer again.
      logError('cart sync failed', error);
      if (!isRetryableSync(error)) {
        settle(productWarehouseId, change);
        return render();
      }
      if (pending.get(productWarehouseId) !== change || debounce.has(productWarehouseId)) return;
      const attempt = (attempts.get(productWarehouseId) ?? 0) + 1;
      attempts.set(productWarehouseId, attempt);
      schedule(productWarehouseId, retryDelayMs(attempt));
    };

    const flush = (productWarehouseId: number) => {
      debounce.delete(productWarehouseId);
      const change = pending.get(productWarehouseId);
      if (!change) return;
      if (!sync) {
        logError('cart sync: no sync function configured');
        settle(productWarehouseId, change);
        return render();
      }
      const seq = ++sentSeq;
      let request: Promise<CartDto>;
      try {
        request = sync(productWarehouseId, change.quantity);
      } catch (error) {
        request = Promise.reject(error);
      }
      request.then(
        (answer) => {
          settle(productWarehouseId, change);
          answered(seq, answer);
        },
        (error: unknown) => failed(productWarehouseId, change, error),
      );
    };

    return {
      cart: null,
      lines: {},
      itemCount: 0,
      subtotalTtc: 0,
      isSyncing: false,
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
        server = null;
        render();
        set({ loading: false, loaded: false });
      },
      setFromServer: (cart) => {
        server = isCart(cart) ? cart : null;
        render();
      },
      changeQuantity: (entry, quantity) => {
        const before = get().cart;
        if (applyQuantity(before, entry, quantity) === before) return;
        pending.set(entry.id, { entry, quantity: normalizeQuantity(quantity), at: now() });
        attempts.delete(entry.id);
        persist();
        render();
        schedule(entry.id, delay);
      },
      substitutionSaved: (saved) => {
        server = withSubstitution(server, saved);
        render();
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
        // A failure is only logged and the cart is set to null.
        server = cart;
        render();
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
        for (const change of kept as PendingChange[]) {
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
        render();
      },
    };
  });
}

export const useCartStore = createCartStore();

/* ------------------------------------------------------------------------------------------------
 * Browser calls: the page's API client (same origin, session cookies, one shared renewal).
 * ---------------------------------------------------------------------------------------------- */

/** GET /cart and PATCH /user/cart from the browser, for fetchCart and the store's sync. */
export function browserCartApi(api: Pick<ApiClient, 'call'>) {
  return {
    cart: async (): Promise<{ data: CartDto | null; error: string | null }> => {
      const result = await api.call(routes.getCart);
      return result.error === null
        ? { data: result.data as unknown as CartDto, error: null }
        : { data: null, error: result.error };
    },
    updateCart: async (productWarehouseId: number, quantity: number): Promise<CartDto> => {
      // A change flushed as the page is left (pagehide) must still reach the server.
      const result = await api.call(routes.updateCartLine, {
        body: { product_warehouse_id: productWarehouseId, quantity },
        keepalive: true,
      });
      if (result.error !== null) throw new CartSyncError(result.error, result.status);
      return result.data as unknown as CartDto;
    },
  };
}
