import { errorEnvelope, localeQuery } from '../primitives.js';
import { warehouseQuery, warehouseSchema } from '../warehouses.js';
import { defineEndpoints } from '../endpoint.js';

export const warehousesEndpoints = defineEndpoints({
  getWarehouse: {
    tags: ['warehouse'],
    summary: "The shopper's warehouse: delivery fee, free-delivery threshold and minimum order",
    bearer: 'optional',
    query: warehouseQuery,
    responses: { 200: warehouseSchema, 400: errorEnvelope, 401: errorEnvelope, 404: errorEnvelope },
  },
  listWarehouses: {
    tags: ['warehouse'],
    summary: 'All warehouses',
    query: localeQuery,
    responses: { 200: warehouseSchema.array(), 400: errorEnvelope },
  },
});
