import { choosePickupPointBody, chosenPickupPointSchema, pickupPointSchema } from '../delivery.js';
import { errorEnvelope, localeQuery } from '../primitives.js';
import { defineEndpoints } from '../endpoint.js';

export const deliveryEndpoints = defineEndpoints({
  listPickupPoints: {
    tags: ['delivery'],
    summary:
      'Pickup points near the user (selected address, else current zone), nearest first, distance in km',
    bearer: true,
    query: localeQuery,
    responses: {
      200: pickupPointSchema.array(),
      401: errorEnvelope,
    },
  },
  choosePickupPoint: {
    tags: ['delivery'],
    summary:
      'Collect at this pickup point from now on; a change of zone empties the cart, a change of warehouse also drops the selected slot',
    bearer: true,
    query: localeQuery,
    body: choosePickupPointBody,
    responses: {
      200: chosenPickupPointSchema,
      400: errorEnvelope,
      401: errorEnvelope,
      404: errorEnvelope,
    },
  },
});
