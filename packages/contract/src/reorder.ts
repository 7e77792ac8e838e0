import { z } from 'zod';
import { idParam } from './primitives.js';

export const reorderParams = z.object({ orderId: idParam() });

const line = z.object({
  productId: z.number(),
  productWarehouseId: z.number().nullable().describe("The entry of the customer's warehouse, if any"),
  name: z.string(),
});

/** What 'Commander à nouveau' put in the cart, and what it could not (and why). */
export const reorderResultSchema = z.object({
  orderId: z.number(),
  added: z.array(line.extend({ quantity: z.number().describe('Units added to the cart') })),
  notAdded: z.array(
    line.extend({
      quantity: z.number().describe('Units of the order that could not be added'),
      reason: z
        .enum(['unavailable', 'notInZone', 'maxOrderable'])
        .describe(
          "unavailable: sold out or withdrawn; notInZone: not sold by the customer's warehouse; maxOrderable: the cart holds the most one may order",
        ),
    }),
  ),
  itemCount: z.number().describe('Units in the cart afterwards'),
});
export type ReorderResult = z.infer<typeof reorderResultSchema>;
