import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';

/**
 * A route's limit: `max` requests a minute per key, the client address by default (the storefront's
 * signed shopper address, else the connection's as TRUST_PROXY allows). Counted after the route's
 * own preHandlers (authentication), in Redis when REDIS_URL is set, so every instance shares it.
 */
export function perMinute(max: number, key?: (request: FastifyRequest) => string): RateLimitOptions {
  return { max, timeWindow: 60_000, hook: 'preHandler', ...(key ? { keyGenerator: key } : {}) };
}
