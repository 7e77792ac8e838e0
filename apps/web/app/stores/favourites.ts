import type { ApiResult, FavouriteIdsDto } from '@consigne/api-client';
import { create } from 'zustand';

/**
 * The shopper's favourite products (login fills it, logout resets it), by product id.
 * A heart shows its new state at once; the server's answer then stands, and a refusal or a network
 * failure puts the heart back as it was.
 */
export interface FavouritesApi {
  favouriteIds(): Promise<ApiResult<FavouriteIdsDto>>;
  setFavourite(productId: number, favourite: boolean): Promise<ApiResult<FavouriteIdsDto>>;
}

export interface FavouritesState {
  ids: ReadonlySet<number>;
  /** Whose favourites these are (null: nobody's). */
  owner: number | null;
  loaded: boolean;
  loading: boolean;
  /** The last toggle the server refused or could not receive (cleared by the next one). */
  error: string | null;
  load: (owner: number, api: FavouritesApi) => Promise<void>;
  /** The ids the server rendered the page with (root loader): no request needed. */
  adopt: (owner: number, ids: readonly number[]) => void;
  /** Flips a product's heart at once, then asks the server; rolls back when it fails. */
  toggle: (productId: number, api: FavouritesApi) => Promise<boolean>;
  /** Logout: nobody's favourites. */
  reset: () => void;
}

export function createFavouritesStore() {
  /** The newest toggle of each product: an older answer arriving later must not win. */
  const latest = new Map<number, number>();
  let seq = 0;
  /** Bumped by reset and by each load, so an answer for a previous shopper is dropped. */
  let generation = 0;

  return create<FavouritesState>((set, get) => ({
    ids: new Set(),
    owner: null,
    loaded: false,
    loading: false,
    error: null,
    load: async (owner, api) => {
      const mine = ++generation;
      set({ owner, loading: true, loaded: false, ids: new Set(), error: null });
      const result = await api.favouriteIds().catch(() => null);
      if (mine !== generation) return;
      set({
        ids: new Set(result?.data?.productIds ?? []),
        loading: false,
        // A failed load leaves the hearts disabled rather than wrongly empty.
        loaded: Boolean(result?.data),
      });
    },
    adopt: (owner, ids) => {
      generation++;
      latest.clear();
      set({ owner, ids: new Set(ids), loaded: true, loading: false, error: null });
    },
    toggle: async (productId, api) => {
      const { ids, loaded } = get();
      if (!loaded) return false;
      const wanted = !ids.has(productId);
      const mine = ++seq;
      const gen = generation;
      latest.set(productId, mine);
      set({ ids: withId(ids, productId, wanted), error: null });
      const result = await api
        .setFavourite(productId, wanted)
        .catch((error: unknown) => ({ data: null, error: String(error), status: 0 }) as const);
      if (gen !== generation || latest.get(productId) !== mine) return result.error === null;
      latest.delete(productId);
      if (result.error === null) {
        // The server's list: it also brings what another tab changed meanwhile, except the
        // products whose newer toggle is still on its way.
        const server = new Set(result.data.productIds);
        const current = get().ids;
        for (const id of latest.keys()) {
          if (current.has(id)) server.add(id);
          else server.delete(id);
        }
        set({ ids: server });
        return true;
      }
      set({ ids: withId(get().ids, productId, !wanted), error: result.error });
      return false;
    },
    reset: () => {
      generation++;
      latest.clear();
      set({ ids: new Set(), owner: null, loaded: false, loading: false, error: null });
    },
  }));
}

function withId(ids: ReadonlySet<number>, id: number, present: boolean): ReadonlySet<number> {
  const next = new Set(ids);
  if (present) next.add(id);
  else next.delete(id);
  return next;
}

export const useFavouritesStore = createFavouritesStore();
