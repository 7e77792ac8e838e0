import { errorEnvelope, localeQuery } from '../primitives.js';
import { orderIdParams } from '../orders.js';
import { orderTrackingSchema, trackingSchema, trackingTokenParams } from '../tracking.js';
import { defineEndpoints } from '../endpoint.js';

export const trackingEndpoints = defineEndpoints({
  getTracking: {
    tags: ['tracking'],
    summary:
      "A delivery's tracking, from the signed link of the window e-mail (no session): its window, slot, stops before it and status. Any token not valid now — forged, altered, truncated, expired, or an order no longer delivered — is the same 404; rate-limited per client; never cached",
    query: localeQuery,
    params: trackingTokenParams,
    responses: { 200: trackingSchema, 400: errorEnvelope, 404: errorEnvelope, 429: errorEnvelope },
  },
  getOrderTracking: {
    tags: ['tracking'],
    summary:
      "The token of the tracking page of one of the user's orders (a 404 for an order with no delivery to follow)",
    bearer: true,
    query: localeQuery,
    params: orderIdParams,
    responses: { 200: orderTrackingSchema, 400: errorEnvelope, 401: errorEnvelope, 404: errorEnvelope },
  },
});
