import {
  emptiesPickupIdParams,
  emptiesPickupSchema,
  emptiesPickupsSchema,
  failEmptiesPickupBody,
  failedEmptiesPickupSchema,
  requestEmptiesPickupBody,
} from '../empties-pickups.js';
import { idempotencyHeaders } from '../orders.js';
import { errorEnvelope, localeQuery, staffErrors } from '../primitives.js';
import { defineEndpoints } from '../endpoint.js';

const errors = {
  400: errorEnvelope,
  401: errorEnvelope,
  404: errorEnvelope,
  409: errorEnvelope,
  422: errorEnvelope,
};

export const emptiesPickupsEndpoints = defineEndpoints({
  listEmptiesPickups: {
    tags: ['empties-pickups'],
    summary:
      "The shopper's pickups of empties without an order (booked ones, then the last ten done), the fee a new one costs (EMPTIES_PICKUP_FEE_CENTS, default 0) and their pending deposits",
    bearer: true,
    query: localeQuery,
    responses: { 200: emptiesPickupsSchema, ...errors },
  },
  requestEmptiesPickup: {
    tags: ['empties-pickups'],
    summary:
      "Ask for the empties to be picked up, with no order: on a slot of the warehouse that serves the address (one of the shopper's: another's is a 404), no minimum, the fee of the setting taken from the credit when collected (never more than it). It takes one place of the slot, like an order (409 slot_full when none is left; 422 for a slot of another warehouse or past the orders' cutoff) and becomes a stop of the slot's round. 422 when no deposit is pending (or the fee would take it all). The same slot again while booked answers that pickup (200), never a second one; 201 for a new one",
    bearer: true,
    query: localeQuery,
    body: requestEmptiesPickupBody,
    responses: { 200: emptiesPickupSchema, 201: emptiesPickupSchema, ...errors },
  },
  cancelEmptiesPickup: {
    tags: ['empties-pickups'],
    summary:
      "Cancel a booked pickup until the orders' cutoff (2 hours before its slot): its place is free again. Another shopper's is a 404; done, failed, cancelled or past the cutoff a 409",
    bearer: true,
    query: localeQuery,
    params: emptiesPickupIdParams,
    responses: { 200: emptiesPickupSchema, ...errors },
  },
  failEmptiesPickup: {
    tags: ['operator'],
    summary:
      "A pickup of empties failed at the door (absent, address not found, other with a note): nothing collected, nothing credited, its place stays used. Another warehouse's pickup is a 404, one already collected, failed or cancelled a 409. An optional Idempotency-Key header makes a replay answer the first success",
    bearer: true,
    query: localeQuery,
    params: emptiesPickupIdParams,
    headers: idempotencyHeaders,
    body: failEmptiesPickupBody,
    responses: { 200: failedEmptiesPickupSchema, ...staffErrors },
  },
});
