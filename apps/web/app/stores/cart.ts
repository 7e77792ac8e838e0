import { extractErrorMessage, NETWORK_ERROR, toCents, toEuros } from '@consigne/domain';
import type {
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

/** PATCH /user/cart: resolves with the server cart, rejects (or returns an error) on failure. */
export type CartSync = (productWarehouseId: number, quantity: number) => Promise<CartDto>;

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
}

const defaultTimers: CartTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function createCartStore(options: CartStoreOptions = {}) {
  let sync = options.sync;
  const timers = options.timers ?? defaultTimers;
  const delay = options.debounceMs ?? CART_SYNC_DEBOUNCE_MS;
  const logError = options.logError ?? ((...args: unknown[]) => console.error(...args));
  /** Local quantities not yet confirmed by the server (scheduled or in flight). */
  const pending = new Map<number, { entry: CartEntry; quantity: number }>();
  const debounce = new Map<number, unknown>();
  let sentSeq = 0;
  let appliedSeq = 0;

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

    const flush = (productWarehouseId: number) => {
      debounce.delete(productWarehouseId);
      const change = pending.get(productWarehouseId);
      if (!change) return;
      const settle = () => {
        // A newer change for this entry stays pending.
        if (pending.get(productWarehouseId) === change) pending.delete(productWarehouseId);
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
          // Spec §4: a failed sync is only logged; the local state stays.
          settle();
          logError('cart sync failed', error);
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
        pending.clear();
        appliedSeq = ++sentSeq;
        set({ ...view(null), loading: false, loaded: false });
      },
      setFromServer: (cart) => adopt(isCart(cart) ? cart : null),
      changeQuantity: (entry, quantity) => {
        const before = get().cart;
        const after = applyQuantity(before, entry, quantity);
        if (after === before) return;
        set(view(after));
        pending.set(entry.id, { entry, quantity: normalizeQuantity(quantity) });
        const previous = debounce.get(entry.id);
        if (previous !== undefined) timers.clearTimeout(previous);
        debounce.set(
          entry.id,
          timers.setTimeout(() => flush(entry.id), delay),
        );
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
    };
  });
}

export const useCartStore = createCartStore();

/* ------------------------------------------------------------------------------------------------
 * Browser calls: same-origin /api, authenticated by the access_token cookie.
 * ---------------------------------------------------------------------------------------------- */

async function readCart(response: Response): Promise<CartDto> {
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (!response.ok) throw new Error(extractErrorMessage(json, response.statusText));
  return json as CartDto;
}

/** GET /cart and PATCH /user/cart from the browser (spec §7), for fetchCart and the store's sync. */
export function browserCartApi(apiLocale: string, fetchImpl: typeof fetch = (...args) => fetch(...args)) {
  const locale = encodeURIComponent(apiLocale);
  return {
    cart: async (): Promise<{ data: CartDto | null; error: string | null }> => {
      try {
        const response = await fetchImpl(`/api/cart?locale=${locale}`, {
          headers: { accept: 'application/json' },
          credentials: 'same-origin',
        });
        return { data: await readCart(response), error: null };
      } catch (error) {
        return { data: null, error: error instanceof Error && error.message ? error.message : NETWORK_ERROR };
      }
    },
    updateCart: async (productWarehouseId: number, quantity: number): Promise<CartDto> =>
      readCart(
        await fetchImpl(`/api/user/cart?locale=${locale}`, {
          method: 'PATCH',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          credentials: 'same-origin',
          // A change flushed as the page is left (pagehide) must still reach the server.
          keepalive: true,
          body: JSON.stringify({ product_warehouse_id: productWarehouseId, quantity, locale: apiLocale }),
        }),
      ),
  };
}
