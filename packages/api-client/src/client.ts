import {
  DEFAULT_API_LOCALE,
  extractErrorMessage,
  NETWORK_ERROR,
  renewalVerdict,
  SESSION_RENEWAL_HEADER,
  type AdvanceStatus,
  type ApiLocale,
} from '@consigne/domain';
import type {
  AddressDto,
  AddressInput,
  AddressSearchResponse,
  CartDto,
  CategoryDetailDto,
  ChosenPickupPointDto,
  CategoryMasterDto,
  CrossSellQuery,
  CrossSellResponse,
  FieldErrorDto,
  NonEligiblePayload,
  PickupPointDto,
  PreferencesDto,
  ProductDetailDto,
  ProfileChanges,
  ProfileDto,
  RefreshResponse,
  RegistrationPayload,
  SelectedSlotDto,
  SlotGroupDto,
  TagDto,
  TokenPair,
  UserDto,
  WarehouseDto,
} from './types.js';
import type { ImpactDto } from './impact-types.js';
import type { OrderDetailDto, OrderSummaryDto, PlacedOrderDto, PlaceOrderInput } from './types.js';
import type {
  CollectionInput,
  CollectionResultDto,
  InvoiceDto,
  PendingDepositEntryDto,
  EmptiesCustomerDto,
  RoundOrderDto,
  VanRoundDto,
  WalletEntryDto,
} from './wallet-types.js';
import type { FavouriteIdsDto, FavouritesDto, ReorderResultDto } from './favourite-types.js';
import type { ReminderDto, SponsorshipDto } from './sponsorship-types.js';

/** Spec §8 messages of the api wrapper. */
export const SESSION_EXPIRED = 'Session expirée, veuillez vous reconnecter';
export const NO_REFRESH_TOKEN = 'Aucun refresh token disponible';
export const REFRESH_ERROR = 'Erreur de refresh';
export const LOGIN_ERROR = 'Erreur de connexion';

/** Spec §8: every call returns data and error, never throws. `errors` keeps the API's per-field errors. */
export type ApiResult<T> =
  | { data: T; error: null; status: number }
  | { data: null; error: string; status: number; errors?: FieldErrorDto[] };

function fieldErrorsOf(body: unknown): FieldErrorDto[] | undefined {
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors) || !errors.length) return undefined;
  return errors.filter(
    (e): e is FieldErrorDto => typeof e?.field === 'string' && typeof e?.message === 'string',
  );
}

export interface TokenStore {
  getToken(): string | null;
  getRefreshToken(): string | null;
  /** Called after a successful refresh with the new pair (refresh_token kept when the server sends none). */
  setTokens(tokens: { token: string; refreshToken: string }): void;
  /** Called when the session cannot be renewed: the app logs the user out. */
  onSessionExpired(): void;
  /**
   * Cookie mode (the browser): the tokens are HttpOnly cookies that no script holds, so the store
   * renews the session itself. Resolves true when renewed, false when refused; rejects when the
   * renewal could not be asked (network): then nobody is logged out.
   */
  renew?(): Promise<boolean>;
  /**
   * After a refused renewal, send the call once more as a guest (getToken() must then return null)
   * instead of failing it: a server-rendered page whose session ended elsewhere renders for a guest.
   */
  continueAsGuest?: boolean;
}

/** The browser's renewal call (POST /api/session/refresh), shared by every client of the page. */
export interface CookieSessionOptions {
  /** Where the API is ('' for the page's own origin). */
  baseUrl?: string;
  fetch?: typeof fetch;
  onSessionExpired(): void;
}

/**
 * Tabs of one browser share the cookies: two renewals at once would present the same refresh token
 * twice (a replay, which ends the session). A Web Lock makes the other tab wait, then present the
 * token the first one received.
 */
function oneTabAtATime<T>(task: () => Promise<T>): Promise<T> {
  const locks = (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks;
  // The lock's promise settles with the task's own result (DOM typings say Promise<Promise<T>>).
  return locks ? (locks.request('consigne-session-renewal', task) as unknown as Promise<T>) : task();
}

/**
 * The TokenStore of the browser: no token in JavaScript (the cookies carry them); one renewal at a
 * time however many calls and clients got a 401 together. The endpoint reads and rotates the
 * HttpOnly cookies; the custom header is what proves the call comes from the shop's own pages.
 */
export function cookieSession({
  baseUrl = '',
  fetch: fetchImpl = (...args) => fetch(...args),
  onSessionExpired,
}: CookieSessionOptions): TokenStore {
  let renewing: Promise<boolean> | null = null;
  const ask = () =>
    fetchImpl(`${baseUrl.replace(/\/$/, '')}/api/session/refresh`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json', [SESSION_RENEWAL_HEADER]: '1' },
    });
  return {
    getToken: () => null,
    getRefreshToken: () => null,
    setTokens: () => undefined,
    onSessionExpired,
    renew: () =>
      (renewing ??= oneTabAtATime(ask)
        .then((response) => {
          const verdict = renewalVerdict(response.status);
          if (verdict !== 'undecided') return verdict === 'renewed';
          // 403, 429 or 5xx: the session may still be good; the call fails without a logout.
          throw new Error(`${REFRESH_ERROR} (HTTP ${response.status})`);
        })
        .finally(() => {
          renewing = null;
        })),
  };
}

export interface ApiClientOptions {
  baseUrl: string;
  locale?: ApiLocale;
  tokens?: TokenStore;
  fetch?: typeof fetch;
  /** Sent with every call unless the call sets it, e.g. a guest's warehouseId. */
  defaultQuery?: Query;
  /** Headers of every call (the storefront's server: the shopper's signed address). */
  defaultHeaders?: Record<string, string>;
}

type Query = Record<string, string | number | boolean | string[] | undefined | null>;
interface RequestOptions {
  query?: Query;
  body?: Record<string, unknown>;
  /** Calls that must not trigger the 401 → refresh → retry dance (login, refresh itself). */
  skipAuth?: boolean;
  /** Extra request headers (e.g. Idempotency-Key). */
  headers?: Record<string, string>;
  /** The request outlives the page (a change sent as the shopper leaves). */
  keepalive?: boolean;
  /** Cancels the call (a component unmounted, a timeout). */
  signal?: AbortSignal;
}

/** What a browser read may add: a signal that cancels it. */
export interface CallOptions {
  signal?: AbortSignal;
}

/** Keys a call leaves undefined must not hide the defaults. */
function stripUndefined(query: Query = {}): Query {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined));
}

function buildUrl(baseUrl: string, path: string, query: Query, locale: ApiLocale): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  params.set('locale', locale);
  return `${baseUrl.replace(/\/$/, '')}/api${path}?${params}`;
}

/**
 * The one typed client of the product API, used by SSR loaders and the browser alike: locale on
 * every call (query and POST/PUT body), Bearer token, and one shared refresh when a call gets a 401.
 */
export function createApiClient({
  baseUrl,
  locale = DEFAULT_API_LOCALE,
  tokens,
  fetch: fetchImpl = fetch,
  defaultQuery = {},
  defaultHeaders = {},
}: ApiClientOptions) {
  let refreshing: Promise<boolean> | null = null;
  /** Counts successful renewals: a 401 to a call sent before the latest one only needs a retry. */
  let renewals = 0;

  async function send(method: string, path: string, options: RequestOptions): Promise<Response> {
    const headers: Record<string, string> = {
      ...defaultHeaders,
      ...options.headers,
      accept: 'application/json',
    };
    const token = options.skipAuth ? null : tokens?.getToken();
    if (token) headers.authorization = `Bearer ${token}`;
    let body: string | undefined;
    if (options.body || method === 'POST' || method === 'PUT' || method === 'PATCH') {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(
        method === 'POST' || method === 'PUT' ? { ...options.body, locale } : (options.body ?? {}),
      );
    }
    return fetchImpl(buildUrl(baseUrl, path, { ...defaultQuery, ...stripUndefined(options.query) }, locale), {
      method,
      headers,
      body,
      // The browser's calls are authenticated by the session cookies (a no-op on the server).
      credentials: 'same-origin',
      ...(options.keepalive ? { keepalive: true } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  }

  /**
   * One refresh for however many calls failed together. True when renewed, false when refused (or
   * no refresh token is held); throws when the API could not decide (no answer, 5xx: the database is
   * down), which fails the call without a logout.
   */
  function refreshOnce(): Promise<boolean> {
    refreshing ??= (async () => {
      if (tokens?.renew) return tokens.renew();
      const result = await refreshTokens();
      if (result.error === NO_REFRESH_TOKEN) return false;
      const verdict = renewalVerdict(result.status || null);
      if (verdict === 'undecided') throw new Error(result.error ?? REFRESH_ERROR);
      return verdict === 'renewed';
    })()
      .then((renewed) => {
        if (renewed) renewals++;
        return renewed;
      })
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  }

  async function request<T>(
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<ApiResult<T>> {
    let response: Response;
    try {
      const sentAfter = renewals;
      response = await send(method, path, options);
      if (response.status === 401 && !options.skipAuth && tokens) {
        // Renewed meanwhile by another call: this one only needs its retry.
        if (sentAfter === renewals && !(await refreshOnce())) {
          tokens.onSessionExpired();
          if (!tokens.continueAsGuest) return { data: null, error: SESSION_EXPIRED, status: 401 };
        }
        response = await send(method, path, options);
        if (!response.ok)
          return { data: null, error: `Erreur HTTP ${response.status}`, status: response.status };
      }
    } catch (error) {
      return {
        data: null,
        error: error instanceof Error && error.message ? error.message : NETWORK_ERROR,
        status: 0,
      };
    }
    const text = await response.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    if (!response.ok)
      return {
        data: null,
        error: extractErrorMessage(json, response.statusText),
        status: response.status,
        errors: fieldErrorsOf(json),
      };
    return { data: json as T, error: null, status: response.status };
  }

  async function refreshTokens(): Promise<ApiResult<RefreshResponse>> {
    const refreshToken = tokens?.getRefreshToken();
    if (!refreshToken) return { data: null, error: NO_REFRESH_TOKEN, status: 0 };
    const result = await request<RefreshResponse>('POST', '/token/refresh', {
      body: { refresh_token: refreshToken },
      skipAuth: true,
    });
    if (result.error !== null) return { ...result, error: result.error || REFRESH_ERROR };
    tokens?.setTokens({ token: result.data.token, refreshToken: result.data.refresh_token ?? refreshToken });
    return result;
  }

  return {
    request,
    login: async (username: string, password: string): Promise<ApiResult<TokenPair>> => {
      const result = await request<TokenPair>('POST', '/login_check', {
        body: { username, password },
        skipAuth: true,
      });
      return result.error !== null && !result.error ? { ...result, error: LOGIN_ERROR } : result;
    },
    refresh: refreshTokens,
    revoke: (refreshToken: string) =>
      request<null>('POST', '/token/revoke', { body: { refresh_token: refreshToken }, skipAuth: true }),
    user: () => request<UserDto>('GET', '/user'),
    pendingDepositTotal: () => request<{ total: number }>('GET', '/user/pendingDeposit/total'),
    wallet: () => request<{ amount: number }>('GET', '/user/billing/wallet'),
    slots: (warehouseId?: number) => request<SlotGroupDto[]>('GET', '/slots', { query: { warehouseId } }),
    /** The shopper's selected slot (null when none). Spec §7: on failure, read GET /user's selectedSlot. */
    selectedSlot: () => request<SelectedSlotDto | null>('GET', '/user/selected/slot'),
    /** Selects a slot when no order exists (409 full, 422 too late, 404 unknown: the message says why). */
    selectSlot: (slotId: number) => request<SelectedSlotDto>('POST', `/user/select/slot/${slotId}`),
    /** Moves an existing order to another slot. */
    changeOrderSlot: (orderId: number | string, slotId: number) =>
      request<SelectedSlotDto>('PATCH', `/order/${encodeURIComponent(String(orderId))}/slot`, {
        body: { slot_id: slotId },
      }),
    /** Spec §3 pickup points of the shopper, nearest first. */
    pickupPoints: () => request<PickupPointDto[]>('GET', '/user/delivery'),
    /** Makes a pickup point the delivery zone (the server empties the cart when the zone changes). */
    choosePickupPoint: (zoneId: number) =>
      request<ChosenPickupPointDto>('POST', '/user/delivery', { body: { zone_id: zoneId } }),
    warehouse: (warehouseId?: number, options: CallOptions = {}) =>
      request<WarehouseDto>('GET', '/warehouse/', { query: { warehouseId }, ...options }),
    categories: () => request<CategoryMasterDto[]>('GET', '/categories'),
    category: (slug: string) => request<CategoryDetailDto>('GET', `/categories/${encodeURIComponent(slug)}`),
    tags: () => request<TagDto[]>('GET', '/tags'),
    product: (slug: string) => request<ProductDetailDto>('GET', `/products/${encodeURIComponent(slug)}`),
    crossSell: (query: CrossSellQuery = {}, options: CallOptions = {}) =>
      request<CrossSellResponse>('GET', '/products/cross-sell', { query: { ...query }, ...options }),
    /** The remote config values (spec §9 delivery info story), a flat key → value object. */
    remoteConfig: (options: CallOptions = {}) =>
      request<Record<string, unknown>>('GET', '/config/remote', { ...options }),
    /** Whether the demo accounts are seeded (SEED_DEMO), whether card payment is offered (Stripe keys). */
    shopConfig: (options: CallOptions = {}) =>
      request<{ demoAccounts: boolean; cardPayment: boolean }>('GET', '/config/shop', { ...options }),
    addressSearch: (q: string, country?: 'FR' | 'BE') =>
      request<AddressSearchResponse>('GET', '/address/search', { query: { q, country }, skipAuth: true }),
    /** The same answer whether or not the address has an account: an e-mail goes to it either way. */
    register: (payload: RegistrationPayload) =>
      request<{ message: string }>('POST', '/register', { body: { ...payload }, skipAuth: true }),
    /** The e-mailed link's token: creates the account and logs it in. */
    confirmRegistration: (token: string) =>
      request<TokenPair>('POST', '/register/confirm', { body: { token }, skipAuth: true }),
    nonEligible: (payload: NonEligiblePayload) =>
      request<{ ok: true }>('POST', '/non-eligible', { body: { ...payload }, skipAuth: true }),
    // Password reset (no session needed) and the account area.
    requestPasswordReset: (email: string) =>
      request<{ message: string }>('POST', '/password/reset-request', { body: { email }, skipAuth: true }),
    verifyResetToken: (token: string) =>
      request<{ valid: boolean }>('POST', '/password/reset/verify', { body: { token }, skipAuth: true }),
    resetPassword: (token: string, password: string) =>
      request<null>('POST', '/password/reset', { body: { token, password }, skipAuth: true }),
    updateProfile: (changes: ProfileChanges) =>
      request<ProfileDto>('PATCH', '/user', { body: { ...changes } }),
    /** Ends the other sessions; the login of `refreshToken` (if given) is kept. */
    changePassword: (currentPassword: string, newPassword: string, refreshToken?: string) =>
      request<null>('POST', '/user/password', {
        body: { currentPassword, newPassword, refresh_token: refreshToken },
      }),
    preferences: () => request<PreferencesDto>('GET', '/user/preferences'),
    updatePreferences: (changes: Partial<Omit<PreferencesDto, 'locale'>>) =>
      request<PreferencesDto>('PATCH', '/user/preferences', { body: { ...changes } }),
    /** The customer's impact from returnable glass, per month and since the first order, and the shop's. */
    impact: () => request<ImpactDto>('GET', '/user/impact'),
    /* ---- Deposits, wallet, invoices, operator round (account-web) ---------------------------- */
    /** The wallet (cagnotte) history, newest first. */
    walletEntries: () => request<WalletEntryDto[]>('GET', '/user/billing/wallet/entries'),
    /** The pending deposits history, newest first. */
    pendingDepositEntries: () => request<PendingDepositEntryDto[]>('GET', '/user/pendingDeposit/entries'),
    /** The user's invoices, newest first (the PDF: GET /invoices/{invoiceId}/pdf). */
    invoices: () => request<InvoiceDto[]>('GET', '/invoices'),
    /** Operators only (403 otherwise): the day's round of their warehouse, by slot (date YYYY-MM-DD). */
    operatorOrders: (date?: string) =>
      request<RoundOrderDto[]>('GET', '/operator/orders', { query: { date } }),
    /** Operators only: moves an order forward (409 otherwise). */
    operatorOrderStatus: (orderId: number, status: AdvanceStatus) =>
      request<{ orderId: number; status: string }>('POST', `/operator/orders/${orderId}/status`, {
        body: { status },
      }),
    /** Operators only: a van's round for a slot (default: the first slot to deliver, the first van). */
    operatorRound: (query: { date?: string; slotId?: number; vanId?: number }) =>
      request<VanRoundDto>('GET', '/operator/round', { query }),
    /** Operators only: customers of the warehouse by name or postcode (a pickup of empties). */
    operatorCustomers: (q: string) =>
      request<EmptiesCustomerDto[]>('GET', '/operator/customers', { query: { q } }),
    /** Operators only: empties collected at a customer's door (409 beyond their pending deposits). */
    operatorCollection: (input: CollectionInput) =>
      request<CollectionResultDto>('POST', '/operator/collections', { body: { ...input } }),
    /* ---- end account-web -------------------------------------------------------------------- */
    /** The favourites: ids (newest first) and the entries of the shopper's warehouse. */
    favourites: (options: CallOptions = {}) =>
      request<FavouritesDto>('GET', '/user/favourites', { ...options }),
    /** The favourite product ids only, newest first. */
    favouriteIds: () => request<FavouriteIdsDto>('GET', '/user/favourites/ids'),
    /** Adds (idempotent; 404 for an unknown product) or removes a favourite; answers every id. */
    setFavourite: (productId: number, favourite: boolean) =>
      request<FavouriteIdsDto>(favourite ? 'PUT' : 'DELETE', `/user/favourites/${productId}`),
    /** 'Commander à nouveau': the order's available products back into the cart. */
    reorder: (orderId: number) => request<ReorderResultDto>('POST', `/orders/${orderId}/reorder`),
    /* ---- Sponsorship (mes-parrainages) ------------------------------------------------------- */
    sponsorship: () => request<SponsorshipDto>('GET', '/user/sponsorship'),
    /** Invites a friend by e-mail (`language`: the invitation's storefront locale). */
    inviteGodson: (email: string, language?: string) =>
      request<{ id: number }>('POST', '/user/sponsorship/invitations', { body: { email, language } }),
    /** Reminds a godson who has not ordered (once per 7 days: 429 before). */
    remindGodson: (id: number) =>
      request<ReminderDto>('POST', `/user/sponsorship/godsons/${encodeURIComponent(String(id))}/reminder`),
    addresses: () => request<AddressDto[]>('GET', '/user/addresses'),
    createAddress: (input: AddressInput) =>
      request<AddressDto>('POST', '/user/addresses', { body: { ...input } }),
    updateAddress: (id: number, changes: Partial<AddressInput>) =>
      request<AddressDto>('PATCH', `/user/addresses/${id}`, { body: { ...changes } }),
    deleteAddress: (id: number) => request<null>('DELETE', `/user/addresses/${id}`),
    selectAddress: (id: number) => request<AddressDto>('PATCH', `/user/addresses/setSelected/${id}`),
    cart: () => request<CartDto>('GET', '/cart'),
    /** Sets the quantity of one product warehouse entry (0 removes the line); answers the updated cart. */
    updateCart: (productWarehouseId: number, quantity: number, options: { keepalive?: boolean } = {}) =>
      request<CartDto>('PATCH', '/user/cart', {
        body: { product_warehouse_id: productWarehouseId, quantity },
        keepalive: options.keepalive,
      }),
    /** Applies a promo code to the cart (error: the localized reason it does not apply); answers the cart. */
    applyPromo: (code: string) => request<CartDto>('POST', '/cart/promo', { body: { code } }),
    /** Removes the cart's promo code; answers the cart. */
    removePromo: () => request<CartDto>('DELETE', '/cart/promo'),

    /* ---- Orders (checkout, mes-commandes, order detail) ------------------------------------- */
    /**
     * Places the cart as an order on the selected slot. `idempotencyKey` is one per checkout
     * attempt: a retry or a double submit with the same key answers the first order (200).
     */
    placeOrder: (input: PlaceOrderInput, idempotencyKey: string) =>
      request<PlacedOrderDto>('POST', '/orders', {
        body: { ...input },
        headers: { 'idempotency-key': idempotencyKey },
      }),
    /** The user's orders, newest first. */
    orders: () => request<OrderSummaryDto[]>('GET', '/orders'),
    /** One of the user's orders (404 for another user's). */
    order: (orderId: number | string) =>
      request<OrderDetailDto>('GET', `/orders/${encodeURIComponent(String(orderId))}`),
    /** Cancels an order until 2 hours before its slot (409 after); answers the detail. */
    cancelOrder: (orderId: number | string) =>
      request<OrderDetailDto>('POST', `/orders/${encodeURIComponent(String(orderId))}/cancel`),
    /**
     * The shopper gave up paying a card order on Stripe's page: the order is cancelled and its lines
     * go back to the cart (a paid one is confirmed instead); answers the detail. Only with the
     * order's own Checkout Session id (from the cancel url): another one is a 404.
     */
    cancelCardPayment: (orderId: number | string, checkoutSessionId: string) =>
      request<OrderDetailDto>('POST', `/orders/${encodeURIComponent(String(orderId))}/payment/cancel`, {
        body: { checkoutSessionId },
      }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
