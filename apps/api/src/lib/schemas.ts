import { z } from 'zod';

/** Brief §4 error envelope, documented on every route. */
export const errorEnvelope = z.object({
  message: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })),
});

/** Euros with at most 2 decimals at the JSON boundary (integer cents inside). */
export const euros = z.number().describe('Amount in euros, 2 decimals');
