// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the stores' ambient types must reach every project that compiles this file (the web's too)
/// <reference path="../types/fastify-rate-limit-stores.d.ts" />
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** Keys held by an in-process store: enough that a spray of made-up accounts cannot evict real ones. */
const LOCAL_STORE_KEYS = 50_000;

/**
 * The Redis connection of the shared counters. Fails fast rather than queueing: a counter that
 * cannot be reached within half a second falls back to this process (below), it never holds a
 * login for long.
 */
export function connectRedis(url: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 500,
    connectTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 5_000),
  });
  const warn = throttled(30_000, (error: Error) =>
    log.warn({ err: error }, 'Redis unreachable: rate limits are counted in this instance meanwhile'),
  );
  redis.on('error', warn);
  return redis;
}

function throttled<T>(intervalMs: number, fn: (value: T) => void): (value: T) => void {
  let last = 0;
  return (value) => {
    if (Date.now() - last < intervalMs) return;
    last = Date.now();
    fn(value);
  };
}

type Store = FastifyRateLimitStore;
type Callback = Parameters<Store['incr']>[1];
type RouteOptions = Parameters<Store['child']>[0];
/** What @fastify/rate-limit passes to a store (its global settings, then a route's). */
interface StoreParams {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
}

/** A store that always counts here: @fastify/rate-limit's LRU, sized so a spray cannot evict. */
class LocalOnlyStore implements Store {
  private readonly local: Store;
  constructor(params: StoreParams) {
    this.local = new LocalStore(
      !!params.continueExceeding,
      !!params.exponentialBackoff,
      LOCAL_STORE_KEYS,
    ) as Store;
  }

  incr(key: string, callback: Callback, timeWindow: number, max: number): void {
    this.local.incr(key, callback, timeWindow, max);
  }

  child(routeOptions: RouteOptions): Store {
    return new LocalOnlyStore(routeOptions as StoreParams);
  }
}

/**
 * @fastify/rate-limit's own Redis store (atomic INCR + PEXPIRE in one Lua script), shared by every
 * instance; while Redis cannot answer, each count goes to this process's store instead, so the
 * limits still hold per instance (fail soft: neither unlimited nor a 500).
 */
class FallbackStore implements Store {
  constructor(
    private readonly shared: Store,
    private readonly local: Store,
    private readonly onError: (error: Error) => void,
  ) {}

  incr(key: string, callback: Callback, timeWindow: number, max: number): void {
    this.shared.incr(
      key,
      (error, result) => {
        if (!error) return callback(null, result);
        this.onError(error);
        this.local.incr(key, callback, timeWindow, max);
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: RouteOptions): Store {
    return new FallbackStore(this.shared.child(routeOptions), this.local.child(routeOptions), this.onError);
  }
}

/**
 * The `store` option of @fastify/rate-limit (it instantiates the class with its global settings):
 * Redis shared by every instance when given, else this process.
 */
export function rateLimitStore(
  redis: Redis | undefined,
  prefix: string,
  log: FastifyBaseLogger,
): FastifyRateLimitStoreCtor {
  if (!redis) return LocalOnlyStore;
  const onError = throttled(30_000, (error: Error) =>
    log.warn({ err: error }, 'Redis did not answer: this limit is counted in this instance meanwhile'),
  );
  return class extends FallbackStore {
    constructor(params: StoreParams) {
      super(
        new RedisStore(!!params.continueExceeding, !!params.exponentialBackoff, redis, prefix) as Store,
        new LocalOnlyStore(params),
        onError,
      );
    }
  };
}
