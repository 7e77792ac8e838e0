/**
 * The shoppers' load of the memory benches (bench/memory.mjs, bench/soak.mjs): logged-in renders,
 * guest renders, bearer API calls, logins, cart changes and checkouts, against one base URL (an
 * instance, or nginx in front of several), and the resident memory of an instance from /proc.
 * An error is what a shopper would see fail: a 5xx, a timeout or a connection error.
 */
import { readFileSync } from 'node:fs';

export const DEMO = { username: 'demo@example.com', password: 'consigne-demo' };
/** The memory an instance may hold after 5 minutes of mixed load (docs/production.md). */
export const RSS_BUDGET_MB = 600;
const TIMEOUT_MS = 15_000;

/** The logged-in pages a shopper browses (the slot, cart and wallet of the header on every one). */
export const SHOPPER_PAGES = [
  '/fr',
  '/fr/produits',
  '/fr/cart',
  '/fr/p/biere-blonde-bio-33cl',
  '/fr/mon-compte',
  '/fr/mes-commandes',
  '/nl-BE/produits',
  '/fr/consignes-cagnotte',
  '/es/mes-favoris',
  '/be/categories',
];
const GUEST_PAGES = ['/fr', '/fr/produits', '/fr/p/biere-blonde-bio-33cl', '/nl-BE/produits', '/fr/zones'];
const BEARER_CALLS = ['/api/user', '/api/user/cart?locale=fr_FR', '/api/slots?locale=fr_FR', '/api/orders'];

/** Resident memory of a process, in MB (VmRSS). */
export function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024);
}

/** Counts of what the load did; `errors` lists the first few failures for the report. */
export function newTally() {
  return { requests: 0, errors: 0, byKind: {}, firstErrors: [] };
}

async function call(base, tally, kind, path, init = {}) {
  tally.requests++;
  tally.byKind[kind] = (tally.byKind[kind] ?? 0) + 1;
  try {
    const res = await fetch(base + path, {
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
      ...init,
    });
    const body = await res.text();
    if (res.status >= 500) fail(tally, `${kind} ${path}: ${res.status} ${body.slice(0, 120)}`);
    return { res, body };
  } catch (error) {
    fail(tally, `${kind} ${path}: ${error.name === 'TimeoutError' ? 'timeout' : error.message}`);
    return null;
  }
}

function fail(tally, what) {
  tally.errors++;
  if (tally.firstErrors.length < 10) tally.firstErrors.push(what);
}

const json = { 'content-type': 'application/json' };

/** A login over the API: the pair of tokens, or null. */
export async function login(base, tally) {
  const answer = await call(base, tally, 'login', '/api/login_check', {
    method: 'POST',
    headers: json,
    body: JSON.stringify(DEMO),
  });
  if (!answer?.res.ok) return null;
  const { token, refresh_token } = JSON.parse(answer.body);
  return { token, refreshToken: refresh_token };
}

/** A logged-in browser: the session cookies (renewed ones kept) and the pages it renders. */
export class Shopper {
  constructor(base, tally, session) {
    this.base = base;
    this.tally = tally;
    this.cookies = { locale: 'fr', access_token: session.token, refresh_token: session.refreshToken };
    this.token = session.token;
    this.step = 0;
  }

  headers(extra = {}) {
    const cookie = Object.entries(this.cookies)
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
    return { cookie, origin: this.base, ...extra };
  }

  keep(res) {
    for (const line of res?.headers.getSetCookie?.() ?? []) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      if (name === 'access_token' || name === 'refresh_token')
        this.cookies[name] = decodeURIComponent(pair.slice(at + 1));
    }
  }

  async render(path = SHOPPER_PAGES[this.step++ % SHOPPER_PAGES.length]) {
    const answer = await call(this.base, this.tally, 'shopper page', path, { headers: this.headers() });
    this.keep(answer?.res);
  }

  async api(path = BEARER_CALLS[this.step++ % BEARER_CALLS.length]) {
    await call(this.base, this.tally, 'bearer API', path, {
      headers: { authorization: `Bearer ${this.token}` },
    });
  }

  /** A line in the cart, then (now and then) the order: slot chosen, placed, its confirmation page. */
  async buy(productIds, checkout) {
    const id = productIds[this.step++ % productIds.length];
    await call(this.base, this.tally, 'cart', '/api/user/cart?locale=fr_FR', {
      method: 'PATCH',
      headers: this.headers(json),
      body: JSON.stringify({ product_warehouse_id: id, quantity: 1 + (this.step % 6) }),
    });
    if (!checkout) return;
    const slots = await call(this.base, this.tally, 'checkout', '/api/slots?locale=fr_FR', {
      headers: this.headers(),
    });
    const slot = slots?.res.ok
      ? JSON.parse(slots.body)
          .flatMap((g) => g.slots)
          .find((s) => !s.isFull)
      : null;
    if (slot)
      await call(this.base, this.tally, 'checkout', `/api/user/select/slot/${slot.id}?locale=fr_FR`, {
        method: 'POST',
        headers: this.headers(json),
        body: '{}',
      });
    const order = await call(this.base, this.tally, 'checkout', '/api/orders', {
      method: 'POST',
      headers: this.headers({ ...json, 'idempotency-key': `bench-${Date.now()}-${Math.random()}` }),
      body: JSON.stringify({
        paymentMethod: 'offline',
        acceptTerms: true,
        adultDeclared: true,
        locale: 'fr_FR',
      }),
    });
    if (order?.res.status === 201)
      await this.render(`/fr/commande/confirmation/${JSON.parse(order.body).orderId}`);
  }
}

/** Products the demo shopper's warehouse can sell (the cart's lines). */
export async function orderableProducts(base, tally, token) {
  const answer = await call(base, tally, 'bearer API', '/api/products/cross-sell?locale=fr_FR&limit=24', {
    headers: { authorization: `Bearer ${token}` },
  });
  const list = answer?.res.ok ? JSON.parse(answer.body).products : [];
  return list.filter((p) => p.isAvailable && p.maxOrderable > 0).map((p) => p.id);
}

/**
 * The mixed load for `seconds` on `connections` loops: per round of 20, 10 logged-in renders,
 * 4 guest renders, 3 bearer API calls, 2 cart changes (one of them, every fifth round, a checkout)
 * and 1 login.
 */
export async function mixedLoad({ base, seconds, connections = 4, tally, onTick = () => undefined }) {
  const first = await login(base, tally);
  if (!first) throw new Error('the demo shopper cannot log in');
  const products = await orderableProducts(base, tally, first.token);
  const end = Date.now() + seconds * 1000;
  let round = 0;
  const ticker = setInterval(onTick, 1000).unref();
  const loop = async (n) => {
    let shopper = new Shopper(base, tally, n === 0 ? first : ((await login(base, tally)) ?? first));
    while (Date.now() < end) {
      const r = round++;
      for (let i = 0; i < 20 && Date.now() < end; i++) {
        if (i < 10) await shopper.render();
        else if (i < 14)
          await call(base, tally, 'guest page', GUEST_PAGES[(r + i) % GUEST_PAGES.length], {
            headers: { cookie: 'locale=fr' },
          });
        else if (i < 17) await shopper.api();
        else if (i < 19) await shopper.buy(products, i === 18 && r % 5 === 0);
        else shopper = new Shopper(base, tally, (await login(base, tally)) ?? first);
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: connections }, (_, n) => loop(n)));
  } finally {
    clearInterval(ticker);
  }
}
