/** What the storefront reads about the shop: GET /config/shop and GET /config/remote. */
import { z } from 'zod';

export const shopConfigSchema = z.object({
  demoAccounts: z
    .boolean()
    .describe('True only when the demo accounts (published password) are seeded: SEED_DEMO'),
  cardPayment: z
    .boolean()
    .describe("True when card payment through Stripe's hosted Checkout is offered (Stripe keys set)"),
});

export const remoteConfigSchema = z.object({
  ftu_livraison_dynamique: z
    .string()
    .describe(
      'JSON string: pages { title, content, image }; content may hold {deliveryFreeThreshold}, {deliveryFee}, {orderMinimumAmount}',
    ),
});
