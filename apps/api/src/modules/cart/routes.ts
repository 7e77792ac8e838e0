import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelope } from '../../lib/schemas.js';
import { localeQuery } from '../../plugins/locale.js';
import { cartSchema, updateCartBody } from '@consigne/contract';
import { loadUserCart, setCartLine } from './service.js';

/**
 * The cart's answers are built by cartOf, typed as CartDto: they are written as they are, without
 * encoding them through cartSchema again (≈6 % of a cart call's CPU). cart.test.ts checks every
 * answer against the schema; the schema still documents them in OpenAPI.
 */
const asBuilt = () => (data: unknown) => JSON.stringify(data);

/** What a cart route answers (spec §3 "Cart"), documented once for GET, PATCH and the promo routes. */
export const cartResponses = {
  200: cartSchema,
  400: errorEnvelope,
  401: errorEnvelope,
  404: errorEnvelope,
};
/** Cart answers are private to their customer and never cached. */
export const noStore = async (_request: FastifyRequest, reply: FastifyReply) => {
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
};

/** The customer's server cart (spec §3 "Cart", §7 GET /cart and PATCH /user/cart). */
export const cartRoutes: FastifyPluginAsyncZod<{ defaultWarehouseKey: string }> = async (
  app,
  { defaultWarehouseKey },
) => {
  const auth = { onRequest: [], preHandler: [app.authenticate], serializerCompiler: asBuilt };
  app.addHook('onSend', noStore);

  app.get(
    '/cart',
    {
      ...auth,
      schema: {
        tags: ['cart'],
        summary: 'The cart: crates, lines by Rayon, unavailable lines and totals',
        security: [{ bearer: [] }],
        querystring: localeQuery,
        response: cartResponses,
      },
    },
    // The warehouse of the user's zone (as resolveWarehouse) is read in the cart's own statement.
    async (request) => loadUserCart(app.db, request.userId!, defaultWarehouseKey, request.locale),
  );

  app.patch(
    '/user/cart',
    {
      ...auth,
      schema: {
        tags: ['cart'],
        summary: 'Sets the quantity of one product warehouse entry (0 removes it); returns the cart',
        security: [{ bearer: [] }],
        querystring: localeQuery,
        body: updateCartBody,
        response: cartResponses,
      },
    },
    async (request) => {
      const { product_warehouse_id: productWarehouseId, quantity } = request.body;
      return setCartLine(
        app.db,
        request.userId!,
        defaultWarehouseKey,
        productWarehouseId,
        quantity,
        request.locale,
      );
    },
  );
};
