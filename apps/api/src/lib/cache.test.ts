import { describe, expect, it, vi } from 'vitest';
import { TtlCache } from './cache.js';

describe('TtlCache', () => {
  it('computes once per key while fresh, shared by concurrent callers', async () => {
    const cache = new TtlCache<number>(1000);
    const compute = vi.fn(async () => 42);
    const results = await Promise.all([
      cache.get('a', compute),
      cache.get('a', compute),
      cache.get('a', compute),
    ]);
    expect(results).toEqual([42, 42, 42]);
    expect(compute).toHaveBeenCalledTimes(1);
  });
  it('recomputes after the time to live and never caches failures', async () => {
    vi.useFakeTimers();
    const cache = new TtlCache<number>(1000);
    let n = 0;
    await cache.get('a', async () => ++n);
    vi.advanceTimersByTime(1001);
    expect(await cache.get('a', async () => ++n)).toBe(2);
    await expect(cache.get('b', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await Promise.resolve();
    expect(await cache.get('b', async () => 7)).toBe(7);
    vi.useRealTimers();
  });
  it('keeps at most maxEntries, dropping the oldest', async () => {
    const cache = new TtlCache<string>(1000, 2);
    await cache.get('a', async () => 'a');
    await cache.get('b', async () => 'b');
    await cache.get('c', async () => 'c');
    const again = vi.fn(async () => 'a2');
    expect(await cache.get('a', again)).toBe('a2');
  });
  it('lets expired entries go at its next use, not only when newer keys push them out', async () => {
    vi.useFakeTimers();
    const cache = new TtlCache<string>(1000, 2000);
    await cache.get('a', async () => 'a');
    vi.advanceTimersByTime(500);
    await cache.get('b', async () => 'b');
    await cache.get('c', async () => 'c');
    vi.advanceTimersByTime(600);
    await cache.get('d', async () => 'd');
    expect(cache.size).toBe(3);
    vi.advanceTimersByTime(1000);
    await cache.get('e', async () => 'e');
    expect(cache.size).toBe(1);
    vi.useRealTimers();
  });
  it('is off with a zero time to live', async () => {
    const cache = new TtlCache<number>(0);
    let n = 0;
    await cache.get('a', async () => ++n);
    expect(await cache.get('a', async () => ++n)).toBe(2);
  });
});
