import { endpoints } from '@consigne/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.js';
import { notificationSendJob } from '../notifications/index.js';
import { cardRefundJob, orderDetail, payOrderTopUp, type PaymentProvider } from '../orders/index.js';
import { changeableOrder, editOwnOrder, ownOrderProducts } from './shopper.js';

/** The shopper's changes to a placed order (packages/contract/src/endpoints/orders.ts; ADR 0039). */
export const orderEditRoutes: FastifyPluginAsyncZod<{
  payments: PaymentProvider | null;
  publicUrl: string;
}> = async (app, { payments, publicUrl }) => {
  const auth = { onRequest: [], preHandler: [app.authenticate] };
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
  });

  route(app, endpoints.getChangeableOrder, auth, async (request) => changeableOrder(app.db, request.userId!));

  route(app, endpoints.editOrderLines, auth, async (request) => {
    const userId = request.userId!;
    const { orderId } = request.params;
    const edit = await editOwnOrder(app.db, {
      userId,
      orderId,
      body: request.body,
      locale: request.locale,
      publicUrl,
    });
    // The e-mail and the card refund are jobs of the edit's transaction: this instance takes them now.
    app.jobs.wake(notificationSendJob.name);
    if (edit.cardRefund > 0) app.jobs.wake(cardRefundJob.name);
    return { ...(await orderDetail(app.db, userId, orderId, request.locale)), edit };
  });

  route(app, endpoints.listOrderProducts, auth, async (request) =>
    ownOrderProducts(app.db, request.userId!, request.params.orderId, request.query.q, request.locale),
  );

  route(app, endpoints.payOrderTopUp, auth, async (request) =>
    payOrderTopUp(app.db, payments, {
      userId: request.userId!,
      orderId: request.params.orderId,
      publicUrl,
    }),
  );
};
