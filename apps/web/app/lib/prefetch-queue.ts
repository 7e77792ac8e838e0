/** Route preloading allows at most 4 pending loads. */
export const MAX_PENDING_PRELOADS = 4;
/** Intents waiting for a place beyond this are forgotten, the oldest first. */
const MAX_WAITING_PRELOADS = 12;

export interface LoadQueue {
  /** Queues a load unless it is done, running or waiting already; false when it was not queued. */
  enqueue(key: string, load: () => Promise<unknown>): boolean;
  /** Forgets a load that has not started (the pointer left the link). */
  cancel(key: string): void;
  readonly pending: number;
  readonly waiting: number;
}

/**
 * At most `limit` loads run at once; the others wait, the most recent intent first (the link under
 * the pointer now is likelier to be followed than one passed over earlier). A load that succeeded is
 * never run again; one that failed frees its place and may be asked again later.
 */
export function createLoadQueue(limit = MAX_PENDING_PRELOADS, maxWaiting = MAX_WAITING_PRELOADS): LoadQueue {
  const done = new Set<string>();
  const running = new Set<string>();
  const waiting: Array<{ key: string; load: () => Promise<unknown> }> = [];

  function pump() {
    while (running.size < limit && waiting.length) {
      const next = waiting.pop()!;
      running.add(next.key);
      void Promise.resolve()
        .then(next.load)
        .then(
          () => done.add(next.key),
          () => undefined,
        )
        .finally(() => {
          running.delete(next.key);
          pump();
        });
    }
  }

  return {
    enqueue(key, load) {
      if (done.has(key) || running.has(key) || waiting.some((w) => w.key === key)) return false;
      waiting.push({ key, load });
      if (waiting.length > maxWaiting) waiting.shift();
      pump();
      return true;
    },
    cancel(key) {
      const index = waiting.findIndex((w) => w.key === key);
      if (index >= 0) waiting.splice(index, 1);
    },
    get pending() {
      return running.size;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
