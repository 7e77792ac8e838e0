import { errorEnvelope, localeQuery } from '../primitives.js';
import { reorderParams, reorderResultSchema } from '../reorder.js';
import { defineEndpoints } from '../endpoint.js';

export const reorderEndpoints = defineEndpoints({
  reorder: {
    tags: ['orders'],
    summary:
      "Adds the products of one of the customer's orders to the cart again, in one transaction: the entries of the customer's warehouse that are available, each within its maxOrderable (counting the cart); answers what was added and what was not, and why",
    bearer: true,
    query: localeQuery,
    params: reorderParams,
    responses: { 200: reorderResultSchema, 400: errorEnvelope, 401: errorEnvelope, 404: errorEnvelope },
  },
});
