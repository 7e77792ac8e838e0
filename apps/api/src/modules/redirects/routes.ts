import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { redirects } from '../../db/schema/index.js';
import { ApiError } from '../../lib/errors.js';
import { endpoints } from '@consigne/contract';
import { route } from '../../lib/route.js';

/** How long a lookup, found or not, is reused: the answer itself says `max-age=300`. */
const LOOKUP_TTL_MS = 60_000;
/** Bounded, so that a crawl of random URLs cannot grow it: the oldest lookups go first. */
const LOOKUP_ENTRIES = 2_000;

type Lookup = { target: string; status: number } | null;

/**
 * Every unknown storefront path (each 404 page) asks for its redirect: the lookups of the last minute
 * are reused by this process rather than queried again (≈15 % of a 404 page's CPU with the embedded
 * database). A change made in the back-office clears every instance's lookups (NOTIFY, see
 * lib/invalidation.ts); browsers may keep an answer for its `max-age=300`.
 */
function lookupCache() {
  const entries = new Map<string, { value: Lookup; expires: number }>();
  const lookup = async (path: string, load: () => Promise<Lookup>): Promise<Lookup> => {
    const now = Date.now();
    const hit = entries.get(path);
    if (hit && hit.expires > now) return hit.value;
    const value = await load();
    entries.delete(path);
    if (entries.size >= LOOKUP_ENTRIES) entries.delete(entries.keys().next().value!);
    entries.set(path, { value, expires: now + LOOKUP_TTL_MS });
    return value;
  };
  return Object.assign(lookup, { clear: () => entries.clear() });
}

/** The server may supply a redirect for a path; an absolute target is a full page navigation. */
export const redirectRoutes: FastifyPluginAsyncZod = async (app) => {
  const lookup = lookupCache();
  // The back-office's redirect editor invalidates every instance's lookups at once.
  app.onInvalidate('redirects', () => lookup.clear());
  route(app, endpoints.listRedirects, async (request, reply) => {
    const path = request.query.path.replace(/\/+$/, '') || '/';
    const row = await lookup(path, async () => {
      const [found] = await app.db.select().from(redirects).where(eq(redirects.path, path));
      return found ? { target: found.target, status: found.status } : null;
    });
    if (!row) throw new ApiError(404, 'notFound');
    return reply
      .header('cache-control', 'public, max-age=300')
      .send({ target: row.target, status: row.status });
  });
};
