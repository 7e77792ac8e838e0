import type { ApiResult, FavouriteIdsDto } from '@consigne/api-client';
import { describe, expect, it, vi } from 'vitest';
import { createFavouritesStore, type FavouritesApi } from './favourites';

const ok = (productIds: number[]): ApiResult<FavouriteIdsDto> => ({
  data: { productIds },
  error: null,
  status: 200,
});
const failed = (status = 500): ApiResult<FavouriteIdsDto> => ({ data: null, error: 'Erreur', status });

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

function fakeApi(ids: number[] = []) {
  const server = new Set(ids);
  const api: FavouritesApi = {
    favouriteIds: vi.fn(async () => ok([...server])),
    setFavourite: vi.fn(async (id: number, on: boolean) => {
      if (on) server.add(id);
      else server.delete(id);
      return ok([...server]);
    }),
  };
  return { api, server };
}

describe('favourites store', () => {
  it('is filled by a login and emptied by a logout', async () => {
    const store = createFavouritesStore();
    const { api } = fakeApi([3, 5]);
    await store.getState().load(7, api);
    expect([...store.getState().ids]).toEqual([3, 5]);
    expect(store.getState()).toMatchObject({ owner: 7, loaded: true });
    store.getState().reset();
    expect(store.getState()).toMatchObject({ owner: null, loaded: false });
    expect(store.getState().ids.size).toBe(0);
  });

  it('adopts the ids the page was rendered with, without a request', () => {
    const store = createFavouritesStore();
    store.getState().adopt(7, [1, 2]);
    expect(store.getState()).toMatchObject({ owner: 7, loaded: true });
    expect([...store.getState().ids]).toEqual([1, 2]);
  });

  it('turns a heart at once and keeps it when the server agrees', async () => {
    const store = createFavouritesStore();
    const { api } = fakeApi();
    await store.getState().load(1, api);
    const pending = store.getState().toggle(9, api);
    expect(store.getState().ids.has(9)).toBe(true);
    expect(await pending).toBe(true);
    expect(store.getState().ids.has(9)).toBe(true);
    expect(api.setFavourite).toHaveBeenCalledWith(9, true);
  });

  it('rolls back when the server refuses or cannot be reached', async () => {
    const store = createFavouritesStore();
    const { api } = fakeApi([4]);
    await store.getState().load(1, api);
    api.setFavourite = vi.fn(async () => failed(404));
    expect(await store.getState().toggle(4, api)).toBe(false);
    expect(store.getState().ids.has(4)).toBe(true);
    expect(store.getState().error).toBe('Erreur');
    api.setFavourite = vi.fn(async () => {
      throw new Error('offline');
    });
    expect(await store.getState().toggle(8, api)).toBe(false);
    expect(store.getState().ids.has(8)).toBe(false);
  });

  it('lets the newest of two quick toggles win, whatever order the answers arrive in', async () => {
    const store = createFavouritesStore();
    const { api } = fakeApi();
    await store.getState().load(1, api);
    const first = deferred<ApiResult<FavouriteIdsDto>>();
    const second = deferred<ApiResult<FavouriteIdsDto>>();
    api.setFavourite = vi.fn().mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    const on = store.getState().toggle(2, api);
    const off = store.getState().toggle(2, api);
    expect(store.getState().ids.has(2)).toBe(false);
    second.resolve(ok([]));
    await off;
    first.resolve(ok([2]));
    await on;
    expect(store.getState().ids.has(2)).toBe(false);
  });

  it('drops an answer that arrives after a logout', async () => {
    const store = createFavouritesStore();
    const { api } = fakeApi();
    await store.getState().load(1, api);
    const answer = deferred<ApiResult<FavouriteIdsDto>>();
    api.setFavourite = vi.fn(() => answer.promise);
    const pending = store.getState().toggle(6, api);
    store.getState().reset();
    answer.resolve(ok([6]));
    await pending;
    expect(store.getState().ids.size).toBe(0);
  });

  it('does nothing before the favourites are known', async () => {
    const store = createFavouritesStore();
    const { api } = fakeApi();
    expect(await store.getState().toggle(1, api)).toBe(false);
    expect(api.setFavourite).not.toHaveBeenCalled();
  });
});
