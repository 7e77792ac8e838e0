import { errorEnvelope, localeQuery } from '../primitives.js';
import { selectedSlotSchema, slotGroupSchema, slotIdParams } from '../slots.js';
import { warehouseQuery } from '../warehouses.js';
import { defineEndpoints } from '../endpoint.js';

export const slotsEndpoints = defineEndpoints({
  listSlots: {
    tags: ['slots'],
    summary:
      "Delivery slots of the shopper's warehouse that still take orders (until 2 h before the start; same-day ones until 17h), grouped by day",
    bearer: 'optional',
    query: warehouseQuery,
    responses: { 200: slotGroupSchema.array(), 400: errorEnvelope, 401: errorEnvelope, 404: errorEnvelope },
  },
  getSelectedSlot: {
    tags: ['slots'],
    summary: "The user's selected slot and the end of the place it holds, or null",
    bearer: true,
    query: localeQuery,
    responses: { 200: selectedSlotSchema.nullable(), 401: errorEnvelope },
  },
  selectSlot: {
    tags: ['slots'],
    summary:
      'Select a delivery slot (no order yet): holds one place for a while (how long: see the description). 409 when the slot is full, 422 once it no longer takes orders',
    bearer: true,
    query: localeQuery,
    params: slotIdParams,
    responses: {
      200: selectedSlotSchema,
      400: errorEnvelope,
      401: errorEnvelope,
      404: errorEnvelope,
      409: errorEnvelope,
      422: errorEnvelope,
    },
  },
});
