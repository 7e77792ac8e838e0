/**
 * mon-compte/remplacements on the real API (a seeded PGlite, in-process), as a logged-in account: the
 * loader gives the account's default and its disliked products; the action saves the default and
 * takes a product off the list, and refuses a malformed form without calling the API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, type AdminApi } from '../../test/admin-api';
import * as page from './mon-compte.remplacements';

let session: AdminApi;
let productId: number;
type Loaded = Awaited<ReturnType<typeof page.loader>>;
const PATH = '/mon-compte/remplacements';
const act = (fields: Record<string, string>) =>
  page.action({ request: session.post(PATH, fields), context: session.context, params: {} } as never);

beforeAll(async () => {
  session = await adminApi();
  const product = await session.api<{ product: { id: number } }>('GET', '/products/biere-brune-abbaye-33cl');
  productId = product.product.id;
  await session.api('PUT', `/user/disliked-products/${productId}`);
}, 120_000);
afterAll(async () => session?.app.close());

describe(PATH, () => {
  it('loads the default and the disliked products by name', async () => {
    const loaded = (await session.load(page.loader, PATH)) as Loaded;
    expect(loaded.substitution).toBe('closest');
    expect(loaded.disliked).toMatchObject([{ productId, name: expect.any(String) }]);
  });

  it('saves the default, takes a product off the list, refuses a malformed form without a call', async () => {
    expect(await act({ intent: 'default', substitution: 'none' })).toEqual({ done: 'default', error: null });
    expect(session.calls).toEqual([
      { method: 'PUT', path: '/api/user/substitution', body: { substitution: 'none' } },
    ]);
    expect(await act({ intent: 'undislike', productId: String(productId) })).toEqual({
      done: 'undisliked',
      error: null,
    });
    const loaded = (await session.load(page.loader, PATH)) as Loaded;
    expect(loaded).toMatchObject({ substitution: 'none', disliked: [] });
    const refusedForms: Record<string, string>[] = [
      { intent: 'undislike', productId: 'x' },
      { intent: 'default', substitution: 'product' },
    ];
    for (const fields of refusedForms) {
      const refused = (await act(fields)) as { init: { status: number } | null };
      expect(refused.init?.status).toBe(400);
      expect(session.calls).toEqual([]);
    }
  });
});
