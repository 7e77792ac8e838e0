import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db, Tx } from '../db/client.js';

/** The NOTIFY channel every instance listens to. */
export const INVALIDATION_CHANNEL = 'consigne_invalidate';

/** What a back-office change can make stale: each instance's in-process caches of it. */
export const CACHE_TOPICS = ['catalog', 'redirects', 'content'] as const;
export type CacheTopic = (typeof CACHE_TOPICS)[number];

/**
 * Tells every instance (this one included) that `topic`'s cached reads are stale. In a transaction the
 * notice leaves when it commits, and not at all if it rolls back: no instance clears for nothing,
 * none keeps a stale copy of a change that landed.
 */
export async function invalidate(tx: Db | Tx, topic: CacheTopic): Promise<void> {
  await tx.execute(sql`select pg_notify(${INVALIDATION_CHANNEL}, ${topic})`);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs `clear` whenever any instance invalidates `topic` (see invalidate()). */
    onInvalidate(topic: CacheTopic, clear: () => void): void;
    /**
     * Clears this instance's caches of every topic at once. The NOTIFY reaches the writing instance
     * too, but asynchronously (PostgreSQL delivers it after the commit, on its own connection): the
     * back-office calls this before answering a write, so its next read already sees the change.
     */
    clearLocalCaches(): void;
  }
}

const isTopic = (value: string): value is CacheTopic => (CACHE_TOPICS as readonly string[]).includes(value);

/** Listens to the channel for the life of the app; modules register what to clear with app.onInvalidate. */
export const invalidationPlugin = fp(async (app: FastifyInstance, { database }: { database: Database }) => {
  const handlers = new Map<CacheTopic, Array<() => void>>();
  app.decorate('onInvalidate', (topic: CacheTopic, clear: () => void) => {
    handlers.set(topic, [...(handlers.get(topic) ?? []), clear]);
  });
  app.decorate('clearLocalCaches', () => {
    for (const clears of handlers.values()) for (const clear of clears) clear();
  });
  const onPayload = (payload: string) => {
    if (!isTopic(payload)) return;
    for (const clear of handlers.get(payload) ?? []) clear();
  };
  // A database that does not answer yet must not stop the app from starting (readiness says so): the
  // listener is retried until it holds; once it does, the driver keeps it across reconnections.
  let stop: (() => Promise<void>) | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const start = async (): Promise<void> => {
    try {
      stop = await database.listen(INVALIDATION_CHANNEL, onPayload);
      if (closed) await stop();
    } catch (error) {
      if (closed) return;
      app.log.warn({ err: error }, 'cache invalidation: cannot listen yet, retrying in 5 s');
      retry = setTimeout(() => void start(), 5_000).unref();
    }
  };
  await start();
  // Before the database closes (onClose hooks run in reverse order of registration).
  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(retry);
    await stop?.().catch(() => undefined);
  });
});
