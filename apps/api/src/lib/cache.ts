/**
 * A small in-process cache with a time to live and a size bound, for read-mostly data (the
 * catalogue). Concurrent misses of one key share one computation (no stampede). Nothing in it is
 * needed by another instance: it only saves work. Expired entries are let go as soon as the cache is
 * used again, not when 2,000 newer keys have pushed them out: a catalogue answer is tens of KB, and
 * shoppers' searches, sorts and pages are keys seen once (docs/performance.md, 2026-11-30).
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { expires: number; value: Promise<V> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
  ) {}

  get(key: string, compute: () => Promise<V>): Promise<V> {
    if (this.ttlMs <= 0) return compute();
    const now = Date.now();
    this.dropExpired(now);
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    const value = compute();
    this.entries.delete(key);
    this.entries.set(key, { expires: now + this.ttlMs, value });
    // A failure is not cached: the next call tries again.
    value.catch(() => this.entries.get(key)?.value === value && this.entries.delete(key));
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }

  /** Entries held, fresh or being computed. */
  get size(): number {
    return this.entries.size;
  }

  /** Every entry lives as long, and a key set again moves to the end: the oldest expire first. */
  private dropExpired(now: number): void {
    for (const [key, entry] of this.entries) {
      if (entry.expires > now) return;
      this.entries.delete(key);
    }
  }

  clear(): void {
    this.entries.clear();
  }
}
