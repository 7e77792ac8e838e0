import { pageBuildVersion } from './router-globals';

/**
 * At start-up "on a chunk load error it reloads the page" — once. A page whose code changed
 * on the server since it loaded cannot fetch its old chunks any more: a reload gets the new build.
 * One reload per build version in this tab (sessionStorage), so a chunk that still fails after the
 * reload shows the error page (with its retry button) instead of reloading for ever.
 */
export const CHUNK_RELOAD_KEY = 'consigne:chunk-reload';

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Failed to load module script|Unable to preload CSS|ChunkLoadError|Loading (CSS )?chunk \S+ failed/i;

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof Error) return CHUNK_ERROR.test(`${error.name}: ${error.message}`);
  return typeof error === 'string' && CHUNK_ERROR.test(error);
}

type Store = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Whether this tab may reload for a chunk error under build `version`, and if so records it. Without
 * sessionStorage (disabled, full) there is no guard against a loop: no reload.
 */
export function claimChunkReload(storage: Store | null, version: string): boolean {
  if (!storage) return false;
  try {
    if (storage.getItem(CHUNK_RELOAD_KEY) === version) return false;
    storage.setItem(CHUNK_RELOAD_KEY, version);
    return true;
  } catch {
    return false;
  }
}

let reloading = false;

/** A reload for a chunk error is under way (the error page need not show meanwhile). */
export const chunkReloadStarted = () => reloading;

function sessionStore(): Store | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Reloads the page for a chunk-load error, once per build version; true when it does. */
export function reloadOnChunkError(error: unknown): boolean {
  if (typeof window === 'undefined' || !isChunkLoadError(error)) return false;
  if (reloading) return true;
  const version = pageBuildVersion() ?? 'unknown';
  if (!claimChunkReload(sessionStore(), version)) return false;
  reloading = true;
  window.location.reload();
  return true;
}
