import { createApiClient } from '@consigne/api-client';
import { describe, expect, it, vi } from 'vitest';
import { favouritesApi } from './useFavouritesSync';

describe('favouritesApi', () => {
  const client = (fetchImpl: unknown) =>
    createApiClient({ baseUrl: '', locale: 'nl_BE', fetch: fetchImpl as typeof fetch });

  it('sends a heart’s change as a keepalive request (it outlives a page left at once), PUT then DELETE', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ productIds: [7] }), { status: 200 }));
    const api = favouritesApi(client(fetchMock));
    await api.setFavourite(7, true);
    await api.setFavourite(7, false);
    const calls = fetchMock.mock.calls as unknown as Array<[string, RequestInit]>;
    expect(calls.map(([url, init]) => [init.method, url, init.keepalive])).toEqual([
      ['PUT', '/api/user/favourites/7?locale=nl_BE', true],
      ['DELETE', '/api/user/favourites/7?locale=nl_BE', true],
    ]);
  });
});
