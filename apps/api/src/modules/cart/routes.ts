import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadSessionCart, setCartLine } from './service.js';
import { addDislikedProduct, listDislikedProducts, removeDislikedProduct } from './disliked.js';
import {
  cartLineSubstitutes,
  setLineSubstitution,
  setSubstitutionDefault,
  substitutionDefault,
} from './substitution.js';
import { endpoints } from '@consigne/contract';
import { asBuilt, route } from '../../lib/route.js';

/** Cart answers are private to their customer and never cached. */
export const noStore = async (_request: FastifyRequest, reply: FastifyReply) => {
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
};

/** The customer's server cart (GET /cart and PATCH /user/cart). */
export const cartRoutes: FastifyPluginAsyncZod<{ defaultWarehouseKey: string }> = async (
  app,
  { defaultWarehouseKey },
) => {
  // The cart's answers are built by cartOf, typed as CartDto (cart.test.ts checks each against cartSchema).
  const auth = { onRequest: [], preHandler: [app.authenticate], serializerCompiler: asBuilt };
  app.addHook('onSend', noStore);

  // The cart read checks the session in its own statement (ADR 0059): one round trip, not two. The
  // warehouse of the user's zone (as resolveWarehouse) is read there too.
  route(
    app,
    endpoints.getCart,
    {
      ...auth,
      config: { sessionInStatement: true },
      preHandler: [app.authenticateInStatement],
    },
    async (request) =>
      loadSessionCart(app.db, request.unconfirmedSession!, defaultWarehouseKey, request.locale),
  );

  route(app, endpoints.updateCartLine, auth, async (request) => {
    const { product_warehouse_id: productWarehouseId, quantity } = request.body;
    return setCartLine(
      app.db,
      request.userId!,
      defaultWarehouseKey,
      productWarehouseId,
      quantity,
      request.locale,
    );
  });
  // Small answers: serialized by their schemas, not asBuilt.
  const plain = { preHandler: [app.authenticate] };
  route(app, endpoints.setCartLineSubstitution, plain, async (request) =>
    setLineSubstitution(app.db, request.userId!, request.params.productWarehouseId, request.body),
  );
  route(app, endpoints.listCartLineSubstitutes, plain, async (request) =>
    cartLineSubstitutes(app.db, request.userId!, request.params.productWarehouseId, {
      q: request.query.q,
      apiLocale: request.locale,
    }),
  );
  route(app, endpoints.getSubstitutionDefault, plain, async (request) =>
    substitutionDefault(app.db, request.userId!),
  );
  route(app, endpoints.setSubstitutionDefault, plain, async (request) =>
    setSubstitutionDefault(app.db, request.userId!, request.body),
  );
  route(app, endpoints.listDislikedProducts, plain, async (request) =>
    listDislikedProducts(app.db, request.userId!, request.locale),
  );
  route(app, endpoints.addDislikedProduct, plain, async (request) => ({
    productIds: await addDislikedProduct(app.db, request.userId!, request.params.productId),
  }));
  route(app, endpoints.removeDislikedProduct, plain, async (request) => ({
    productIds: await removeDislikedProduct(app.db, request.userId!, request.params.productId),
  }));
};
