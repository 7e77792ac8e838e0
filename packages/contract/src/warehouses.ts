/** Warehouses: GET /warehouse/ (the shopper's) and GET /warehouses. */
import { z } from 'zod';
import { euros, idParam, localeQuery } from './primitives.js';

export const warehouseSchema = z.object({
  id: z.number(),
  key: z.string(),
  name: z.string(),
  city: z.string(),
  country: z.string(),
  deliveryFreeThreshold: euros,
  deliveryFee: euros,
  orderMinimumAmount: euros,
});

export const warehouseQuery = localeQuery.extend({ warehouseId: idParam().optional() });
