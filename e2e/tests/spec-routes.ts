// The shop's routes and who opens them, shared by the axe, status and crawl journeys (not a spec:
// Playwright runs *.spec.ts only).
import { expect, test as base, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { registerOverApi } from './support.js';

/** A guest; the demo customer; a customer of its own with an order (the demo's cart is used by other journeys); the demo driver. */
export type Visitor = 'guest' | 'customer' | 'shopper' | 'operator';

export interface SpecRoute {
  /** After the locale prefix ('' is the home); {addressId}, {orderId}, {slotDate} and {packageType} are filled at run time. */
  path: string;
  as: Visitor;
  /** The chosen-address cookie the registration pages read (step 2 and non-eligible send back to step 1 without one). */
  address?: 'eligible' | 'ineligible';
  /** A public page opened logged in (the others a customer opens need a login). */
  public?: true;
}

export const LOCALE_PREFIXES = ['/fr', '/es', '/be', '/nl-BE'] as const;

/** Every page/{slug} the shop links to: the configured keys' slugs, then the linked pages. */
const CONTENT_PAGES = [
  'conditions-generales-de-vente-du-fourgon',
  'notre-concept',
  'nos-engagements',
  'location-de-tireuse',
  'boissons-produits-consignes-pour-professionnels',
  'qui-sommes-nous',
  'nos-produits',
  'donnees-personnelles',
  'cookies',
  'mentions-legales',
  'lhistoire-du-fourgon',
  'qui-se-cache-derriere-la-biere-blonde',
];

const NEW_ADDRESS = '?streetNumber=8&address=rue%20de%20B%C3%A9thune&cp=59000&city=Lille&country=FR';

export const SPEC_ROUTES: SpecRoute[] = [
  // Public routes.
  { path: '', as: 'guest' },
  { path: '/welcome', as: 'guest' },
  { path: '/login', as: 'guest' },
  { path: '/reset-password', as: 'guest' },
  { path: '/reset-password/nouveau?token=expire', as: 'guest' },
  { path: '/zones', as: 'guest' },
  { path: '/nos-zones-de-livraison', as: 'guest' },
  { path: '/1ere-fois', as: 'guest' },
  { path: '/blog', as: 'guest' },
  { path: '/blog/pourquoi-la-consigne-plutot-que-le-recyclage', as: 'guest' },
  { path: '/categories', as: 'guest' },
  { path: '/produits', as: 'guest' },
  { path: '/produits?search=biere', as: 'guest' },
  { path: '/produits/suggestions?packageType={packageType}', as: 'guest' },
  { path: '/p/biere-blonde-bio-33cl', as: 'guest' },
  { path: '/c/bieres', as: 'guest' },
  { path: '/c/bieres/bieres-blondes', as: 'guest' },
  { path: '/c/bieres/t/bio', as: 'guest' },
  { path: '/demo-products', as: 'guest' },
  ...CONTENT_PAGES.map((slug): SpecRoute => ({ path: `/page/${slug}`, as: 'guest' })),
  { path: '/inscription/step1', as: 'guest' },
  { path: '/inscription/step2', as: 'guest', address: 'eligible' },
  { path: '/inscription/non-eligible', as: 'guest', address: 'ineligible' },
  { path: '/inscription/success', as: 'customer' },
  // The same shop pages logged in (slot button, cart badge, steppers).
  { path: '', as: 'customer', public: true },
  { path: '/c/bieres', as: 'customer', public: true },
  { path: '/p/biere-blonde-bio-33cl', as: 'customer', public: true },
  // Login-required routes.
  { path: '/cart', as: 'customer' },
  { path: '/mes-favoris', as: 'customer' },
  { path: '/favoris', as: 'customer' },
  { path: '/mon-compte', as: 'customer' },
  { path: '/mon-compte/aide', as: 'customer' },
  { path: '/mon-compte/mon-creneau-reserve', as: 'customer' },
  { path: '/mon-compte/remplacements', as: 'customer' },
  { path: '/mon-compte/entreprise', as: 'customer' },
  { path: '/mon-compte/newsletter-et-communications', as: 'customer' },
  { path: '/mon-compte/mon-impact-perso', as: 'customer' },
  { path: '/mon-impact-perso', as: 'customer' },
  { path: '/mes-factures', as: 'customer' },
  { path: '/mes-parrainages', as: 'customer' },
  { path: '/mes-informations', as: 'customer' },
  { path: '/consignes-cagnotte', as: 'customer' },
  { path: '/mes-adresses', as: 'customer' },
  { path: '/mes-adresses/editer/{addressId}', as: 'customer' },
  { path: '/mes-adresses/ajouter/step1', as: 'customer' },
  { path: `/mes-adresses/ajouter/step2${NEW_ADDRESS}`, as: 'customer' },
  { path: '/mes-commandes', as: 'shopper' },
  { path: '/mon-compte/mes-commandes/order-detail/{orderId}', as: 'shopper' },
  { path: '/cart', as: 'shopper' },
  { path: '/commande', as: 'shopper' },
  { path: '/commande/confirmation/{orderId}', as: 'shopper' },
  // The driver's round, on the day of the shopper's order.
  { path: '/livreur?date={slotDate}', as: 'operator' },
];

/** '/fr/page/cgv (guest)': the route as a test names it. */
export const routeTitle = (prefix: string, route: SpecRoute) =>
  `${prefix}${route.path || '/'} (${route.as}${route.address ? `, ${route.address} address` : ''})`;

const TOKEN_MAX_AGE_MS = 10 * 60 * 1000; // access tokens live 15 minutes

interface Session {
  token: string;
  at: number;
  email: string;
  password: string;
}

/** What the routes' placeholders stand for, and a valid access token per logged-in visitor. */
export class Visitors {
  private readonly sessions = new Map<Visitor, Session>();
  readonly values: Record<'addressId' | 'orderId' | 'slotDate' | 'packageType', string> = {
    addressId: '',
    orderId: '',
    slotDate: '',
    packageType: '',
  };

  constructor(private readonly api: APIRequestContext) {}

  private async login(email: string, password: string): Promise<Session> {
    const res = await this.api.post('/api/login_check', { data: { username: email, password } });
    expect(res.status(), `login of ${email}`).toBe(200);
    return { token: ((await res.json()) as { token: string }).token, at: Date.now(), email, password };
  }

  /** A token with at least five minutes left (the journeys never send a refresh token: nothing rotates). */
  async token(visitor: Exclude<Visitor, 'guest'>): Promise<string> {
    const session = this.sessions.get(visitor)!;
    if (Date.now() - session.at > TOKEN_MAX_AGE_MS)
      this.sessions.set(visitor, await this.login(session.email, session.password));
    return this.sessions.get(visitor)!.token;
  }

  async setUp(): Promise<this> {
    this.sessions.set('customer', await this.login('demo@example.com', 'consigne-demo'));
    this.sessions.set('operator', await this.login('livreur@example.com', 'consigne-demo'));
    const auth = { authorization: `Bearer ${this.sessions.get('customer')!.token}` };
    const addresses = (await (await this.api.get('/api/user/addresses', { headers: auth })).json()) as Array<{
      id: number;
    }>;
    this.values.addressId = String(addresses[0]!.id);
    await this.shopperWithAnOrder();
    return this;
  }

  /** A Lille customer who has ordered once and has a full cart again (the checkout page's content). */
  private async shopperWithAnOrder() {
    const email = `a11y-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    const password = 'un-mot-de-passe-solide';
    const { token } = await registerOverApi(this.api, {
      address: { number: '3', street: 'rue Esquermoise', postalCode: '59000', city: 'Lille' },
      houseType: 'apartment',
      firstname: 'Aurore',
      lastname: 'Contraste',
      phone: '0612345678',
      email,
      password,
      isAdult: true,
    });
    this.sessions.set('shopper', { token, at: Date.now(), email, password });
    const headers = { authorization: `Bearer ${token}` };
    const get = async <T>(path: string) => (await (await this.api.get(path, { headers })).json()) as T;

    const groups =
      await get<Array<{ slots: Array<{ id: number; startAt: string; isFull: boolean }> }>>(
        '/api/slots?locale=fr_FR',
      );
    const later = Date.now() + 3 * 60 * 60 * 1000;
    const slot = groups.flatMap((g) => g.slots).find((s) => !s.isFull && Date.parse(s.startAt) > later)!;
    expect((await this.api.post(`/api/user/select/slot/${slot.id}?locale=fr_FR`, { headers })).ok()).toBe(
      true,
    );
    this.values.slotDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(
      new Date(slot.startAt),
    );

    const listing = await get<{
      products: Array<{ id: number; price: number; isAvailable: boolean; maxOrderable: number }>;
      filters: { packageTypes: Array<{ id: number }> };
    }>('/api/products/cross-sell?limit=20&locale=fr_FR');
    this.values.packageType = String(listing.filters.packageTypes[0]!.id);
    // 24 bottles, above the minimum order.
    const [first, second] = listing.products.filter(
      (p) => p.isAvailable && p.maxOrderable >= 24 && p.price * 24 >= 25,
    );
    const fill = async (id: number) => {
      const res = await this.api.patch('/api/user/cart?locale=fr_FR', {
        headers,
        data: { product_warehouse_id: id, quantity: 24 },
      });
      expect(res.ok(), await res.text()).toBe(true);
    };
    await fill(first!.id);
    const placed = await this.api.post('/api/orders?locale=fr_FR', {
      headers: { ...headers, 'Idempotency-Key': `a11y-${email}` },
      data: { paymentMethod: 'offline', acceptTerms: true, adultDeclared: true },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    this.values.orderId = String(((await placed.json()) as { orderId: number }).orderId);
    await fill(second!.id);
  }

  /** The route's URL under `prefix`, its placeholders filled. */
  url(prefix: string, route: SpecRoute): string {
    return `${prefix}${route.path.replace(/\{(\w+)\}/g, (_, name: keyof Visitors['values']) => this.values[name])}`;
  }

  /** The Cookie header of a status check. */
  async cookieHeader(route: SpecRoute): Promise<Record<string, string>> {
    const cookies = [
      ...(route.as === 'guest' ? [] : [`access_token=${await this.token(route.as)}`]),
      ...(route.address
        ? [`selected_address=${encodeURIComponent(JSON.stringify(chosenAddress(route)))}`]
        : []),
    ];
    return cookies.length ? { cookie: cookies.join('; ') } : {};
  }

  /** The same cookies in a browser context. */
  async signIn(context: BrowserContext, baseURL: string, route: SpecRoute): Promise<void> {
    await context.clearCookies();
    if (route.as !== 'guest')
      await context.addCookies([{ name: 'access_token', value: await this.token(route.as), url: baseURL }]);
    if (route.address)
      await context.addCookies([
        {
          name: 'selected_address',
          value: encodeURIComponent(JSON.stringify(chosenAddress(route))),
          url: baseURL,
        },
      ]);
  }
}

/** Step 1's choice: a delivered Lille address, or one in a commune the shop does not serve. */
function chosenAddress(route: SpecRoute) {
  return route.address === 'eligible'
    ? {
        fullAddress: '12 rue Nationale, 59000 Lille',
        street: 'rue Nationale',
        number: '12',
        postalCode: '59000',
        city: 'Lille',
        country: 'FR',
        isEligible: true,
      }
    : {
        fullAddress: '1 place de la Mairie, 48000 Mende',
        street: 'place de la Mairie',
        number: '1',
        postalCode: '48000',
        city: 'Mende',
        country: 'FR',
        isEligible: false,
      };
}

/** `visitors`: set up once per worker (logins, the shopper's order), shared by its tests. */
export const test = base.extend<object, { visitors: Visitors }>({
  visitors: [
    async ({ playwright }, use, workerInfo) => {
      const api = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      await use(await new Visitors(api).setUp());
      await api.dispose();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
});
export { expect };
