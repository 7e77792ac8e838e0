/** The delivery's tracking page (issue 31, ADR 0036): a signed link, no session. */
import { TRACKING_STATUSES } from '@consigne/domain';
import { z } from 'zod';

/**
 * The link's token. Any path segment reaches the API (Fastify's limit: 100 characters; beyond, the
 * route is not found, a 404 too), so that a truncated, altered or forged token gets the same 404 as an
 * expired one (no answer tells them apart).
 */
export const trackingTokenParams = z.object({ token: z.string().max(100) });

/** What the page shows: nothing but this order's window, slot, stops before it and status. */
export const trackingSchema = z.object({
  status: z.enum(TRACKING_STATUSES),
  /** The window told in the morning; null until then. */
  window: z.object({ from: z.string(), to: z.string() }).nullable(),
  slot: z.object({ startAt: z.string(), endAt: z.string() }),
  /** Stops the van still serves before this one; null when the round is not planned. */
  stopsBefore: z.number().int().nonnegative().nullable(),
});
export type Tracking = z.infer<typeof trackingSchema>;

/** The shopper's own link to their order's tracking page (its token; the page's path is the storefront's). */
export const orderTrackingSchema = z.object({ token: z.string() });
