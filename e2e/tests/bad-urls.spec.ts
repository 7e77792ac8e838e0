import { expect, test, type APIRequestContext } from '@playwright/test';

/**
 * Pages whose URL carries an id or a slug: an impossible value (not decimal digits, 0, negative,
 * above the database's integer, control characters) or one that is not the shopper's is the 404
 * page, never a 500.
 */
const IMPOSSIBLE_IDS = [
  '99999999999',
  '2147483648',
  '0',
  '-1',
  '1e3',
  '0x10',
  '1.5',
  'abc',
  '%00',
  '%20%2012',
];
// A well-formed id that is no order or address of the demo shopper (the API answers 404 for
// another shopper's, see orders/access.test.ts).
const UNKNOWN_IDS = ['2147483647'];

async function sessionCookie(request: APIRequestContext) {
  const res = await request.post('/api/login_check', {
    data: { username: 'demo@example.com', password: 'consigne-demo' },
  });
  expect(res.status()).toBe(200);
  return `access_token=${(await res.json()).token}`;
}

test('a page with an impossible or another shopper’s id is the 404 page', async ({ request }) => {
  const cookie = await sessionCookie(request);
  const pages = [
    '/fr/mon-compte/mes-commandes/order-detail/',
    '/fr/commande/confirmation/',
    '/fr/mes-adresses/editer/',
  ];
  for (const page of pages) {
    for (const id of [...IMPOSSIBLE_IDS, ...UNKNOWN_IDS]) {
      const res = await request.get(`${page}${id}`, { headers: { cookie }, maxRedirects: 0 });
      expect(res.status(), `${page}${id}`).toBe(404);
      expect(await res.text()).toContain("Désolé, cette page n'a pas été trouvée.");
    }
  }
});

test('a page with a slug the API refuses is the 404 page', async ({ request }) => {
  for (const page of ['/fr/p/', '/fr/blog/', '/fr/page/', '/fr/c/']) {
    for (const slug of ['%00', 'a%01b', '%C2%85', 'x'.repeat(300)]) {
      const res = await request.get(`${page}${slug}`, { maxRedirects: 0 });
      expect(res.status(), `${page}${slug}`).toBe(404);
    }
  }
});

test('a search the API refuses finds nothing, it does not fail', async ({ request }) => {
  for (const term of ['%00', 'a%01b', 'x'.repeat(300)]) {
    const res = await request.get(`/fr/produits?search=${term}`);
    expect(res.status(), term).toBe(200);
  }
});
