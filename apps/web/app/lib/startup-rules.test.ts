import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createVersionWatcher, fetchBuildVersion, MIN_GAP_MS } from './build-version';
import { CHUNK_RELOAD_KEY, claimChunkReload, isChunkLoadError } from './chunk-reload';
import { createLoadQueue, MAX_PENDING_PRELOADS } from './prefetch-queue';

describe('build check (the app checks periodically for a newer build)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const watcher = (fetchVersion: () => Promise<string | null>, hidden = () => false) => {
    const found: string[] = [];
    const w = createVersionWatcher({
      current: 'v1',
      fetchVersion,
      onNewVersion: (v) => found.push(v),
      intervalMs: 1000,
      minGapMs: 500,
      maxIntervalMs: 8000,
      isHidden: hidden,
      now: () => Date.now(),
    });
    return { w, found };
  };

  it('asks every interval, and offers the newer build once, then stops asking', async () => {
    let version = 'v1';
    const fetchVersion = vi.fn(async () => version);
    const { w, found } = watcher(fetchVersion);
    w.start();
    await vi.advanceTimersByTimeAsync(3000);
    expect(fetchVersion).toHaveBeenCalledTimes(3);
    expect(found).toEqual([]);
    version = 'v2';
    await vi.advanceTimersByTimeAsync(1000);
    expect(found).toEqual(['v2']);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchVersion).toHaveBeenCalledTimes(4);
    expect(found).toEqual(['v2']);
  });

  it('waits longer after each failure, up to the cap, and never loops tightly', async () => {
    const fetchVersion = vi.fn(async (): Promise<string | null> => {
      throw new Error('offline');
    });
    const { w } = watcher(fetchVersion);
    w.start();
    // 1 s, then 2, 4, 8, 8, 8 … : 6 checks in 31 s.
    await vi.advanceTimersByTimeAsync(31_000);
    expect(fetchVersion).toHaveBeenCalledTimes(6);
  });

  it('checks when the tab comes back, but not twice within the minimum gap', async () => {
    const fetchVersion = vi.fn(async () => 'v1');
    const { w } = watcher(fetchVersion);
    w.start();
    w.wake();
    await vi.advanceTimersByTimeAsync(0);
    w.wake();
    w.wake();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchVersion).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(600);
    w.wake();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchVersion).toHaveBeenCalledTimes(2);
  });

  it('does not ask while the tab is hidden', async () => {
    const fetchVersion = vi.fn(async () => 'v1');
    const { w } = watcher(fetchVersion, () => true);
    w.start();
    w.wake();
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetchVersion).not.toHaveBeenCalled();
  });

  it('stops when stopped', async () => {
    const fetchVersion = vi.fn(async () => 'v1');
    const { w } = watcher(fetchVersion);
    w.start();
    w.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetchVersion).not.toHaveBeenCalled();
    expect(MIN_GAP_MS).toBeGreaterThanOrEqual(60_000);
  });

  it('reads the version the server answers, or null', async () => {
    const answer = (status: number, body: unknown) =>
      (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;
    expect(await fetchBuildVersion(answer(200, { version: 'abc' }))).toBe('abc');
    expect(await fetchBuildVersion(answer(500, { version: 'abc' }))).toBeNull();
    expect(await fetchBuildVersion(answer(200, { version: 3 }))).toBeNull();
  });
});

describe('chunk-load errors (reload the page, once)', () => {
  it('recognises the browsers’ failed dynamic imports', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new Error('Network error'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it('allows one reload per build version in a tab, so a chunk that keeps failing cannot loop', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    expect(claimChunkReload(storage, 'v1')).toBe(true);
    expect(store.get(CHUNK_RELOAD_KEY)).toBe('v1');
    expect(claimChunkReload(storage, 'v1')).toBe(false);
    expect(claimChunkReload(storage, 'v1')).toBe(false);
    // A newer build may fail on an older chunk again: one more reload.
    expect(claimChunkReload(storage, 'v2')).toBe(true);
    expect(claimChunkReload(storage, 'v2')).toBe(false);
  });

  it('never reloads without a place to remember it', () => {
    expect(claimChunkReload(null, 'v1')).toBe(false);
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(claimChunkReload(full, 'v1')).toBe(false);
  });
});

describe('route preloading queue (at most 4 pending loads)', () => {
  const deferred = () => {
    let resolve!: () => void;
    let reject!: (e: Error) => void;
    const promise = new Promise<void>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise, resolve, reject };
  };
  const settle = () => new Promise((r) => setTimeout(r, 0));

  it('never runs more than 4 loads at once, and runs them all in the end', async () => {
    const queue = createLoadQueue();
    const loads = Array.from({ length: 10 }, deferred);
    let running = 0;
    let peak = 0;
    loads.forEach((d, i) =>
      queue.enqueue(`route-${i}`, async () => {
        running++;
        peak = Math.max(peak, running);
        await d.promise.finally(() => running--);
      }),
    );
    await settle();
    expect(queue.pending).toBe(MAX_PENDING_PRELOADS);
    expect(queue.waiting).toBe(6);
    for (const d of loads) {
      d.resolve();
      await settle();
    }
    expect(peak).toBe(4);
    expect(queue.pending).toBe(0);
    expect(queue.waiting).toBe(0);
  });

  it('starts the most recent intent first, and forgets the oldest beyond the waiting limit', async () => {
    const queue = createLoadQueue(1, 2);
    const started: string[] = [];
    const gate = deferred();
    const load = (key: string) => () => {
      started.push(key);
      return gate.promise;
    };
    for (const key of ['a', 'b', 'c', 'd']) queue.enqueue(key, load(key));
    await settle();
    expect(started).toEqual(['a']);
    expect(queue.waiting).toBe(2);
    gate.resolve();
    await settle();
    await settle();
    expect(started).toEqual(['a', 'd', 'c']);
  });

  it('loads a route once, frees the place of a failed load and lets it be asked again', async () => {
    const queue = createLoadQueue();
    const load = vi.fn(async () => undefined);
    expect(queue.enqueue('x', load)).toBe(true);
    expect(queue.enqueue('x', load)).toBe(false);
    await settle();
    expect(queue.enqueue('x', load)).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);

    const failing = vi.fn(async () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    queue.enqueue('y', failing);
    await settle();
    expect(queue.pending).toBe(0);
    expect(queue.enqueue('y', failing)).toBe(true);
  });

  it('forgets a load that has not started when the pointer leaves the link', async () => {
    const queue = createLoadQueue(1);
    const gate = deferred();
    const second = vi.fn(async () => undefined);
    queue.enqueue('first', () => gate.promise);
    queue.enqueue('second', second);
    queue.cancel('second');
    gate.resolve();
    await settle();
    expect(second).not.toHaveBeenCalled();
  });
});
