import { endpoints } from '@consigne/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withReaderDeliveryName } from '../../../lib/address-names.js';
import { route } from '../../../lib/route.js';
import { cardRefundJob } from '../../orders/index.js';
import { moveOrderToSlot } from '../slots/index.js';
import { actorOf, assertWarehouse, requireAdmin, staffOf } from '../shared/index.js';
import { proofPhotoOfOrder, sendProofPhoto } from '../../delivery-proof/index.js';
import { ApiError } from '../../../lib/errors.js';
import {
  creditNoteWithOrder,
  orderCreditNotes,
  sellerFromEnv,
  sendCreditNotePdf,
} from '../../invoices/index.js';
import * as t from '../../../db/schema/index.js';
import { eq } from 'drizzle-orm';
import { adminCustomer, correctWallet, listAdminCustomers, setCustomerBlocked } from './customers.js';
import { eraseCustomer, exportCustomer } from './gdpr.js';
import type { PaymentProvider } from '../../orders/index.js';
import { editAdminOrder, orderProducts } from './edit.js';

import { resendOrderConfirmation } from './resend.js';
import { adminOrder, cancelAdminOrder, listAdminOrders, refundAdminOrder } from './service.js';

/**
 * Back-office: orders (managers: their warehouses; admins: all) and customers (managers: those who
 * ordered in their warehouses; corrections and blocking: admins). See packages/contract/src/admin/orders.ts.
 */
export const ordersAdminRoutes: FastifyPluginAsyncZod<{
  publicUrl: string;
  payments: PaymentProvider | null;
}> = async (app, { publicUrl, payments }) => {
  const adminsOnly = { preHandler: requireAdmin };

  // An address's default name ("Huis", "Casa") is shown in the staff member's language.
  route(app, endpoints.listAdminOrders, async (request) => {
    const list = await listAdminOrders(app.db, staffOf(request), request.query);
    return { ...list, rows: list.rows.map((row) => withReaderDeliveryName(row, request.locale)) };
  });

  route(app, endpoints.getAdminOrder, async (request) =>
    withReaderDeliveryName(await adminOrder(app.db, staffOf(request), request.params.id), request.locale),
  );

  // An order's credit notes and their PDFs: the staff of its warehouse.
  const seller = sellerFromEnv();
  const orderWarehouse = async (orderId: number) => {
    const [order] = await app.db
      .select({ warehouseId: t.orders.warehouseId })
      .from(t.orders)
      .where(eq(t.orders.id, orderId));
    if (!order) throw new ApiError(404, 'orderNotFound');
    return order.warehouseId;
  };
  route(app, endpoints.listAdminOrderCreditNotes, async (request) => {
    assertWarehouse(staffOf(request), await orderWarehouse(request.params.id));
    return (await orderCreditNotes(app.db, request.params.id)).map((n) => ({
      ...n,
      specimen: seller.specimen,
    }));
  });
  route(app, endpoints.getAdminCreditNotePdf, async (request, reply) => {
    assertWarehouse(staffOf(request), await orderWarehouse(request.params.id));
    const note = await creditNoteWithOrder(app.db, request.params.creditNoteId, {
      orderId: request.params.id,
    });
    return sendCreditNotePdf(reply, note, seller);
  });

  // The proof of delivery's photo: the staff of the order's warehouse only, never cached.
  route(app, endpoints.getAdminOrderProofPhoto, async (request, reply) => {
    const found = await proofPhotoOfOrder(app.db, request.params.id);
    if (!found) throw new ApiError(404, 'orderNotFound');
    assertWarehouse(staffOf(request), found.warehouseId);
    if (!found.photo) throw new ApiError(404, 'proofPhotoNotFound');
    return sendProofPhoto(reply, found.photo);
  });

  route(app, endpoints.cancelAdminOrder, async (request) => {
    const order = await cancelAdminOrder(app.db, actorOf(request), request.params.id, request.body, payments);
    // A card refund committed with the cancellation: its job runs now rather than at the next poll.
    app.jobs.wake(cardRefundJob.name);
    return withReaderDeliveryName(order, request.locale);
  });

  route(app, endpoints.editAdminOrder, async (request) =>
    withReaderDeliveryName(
      await editAdminOrder(app.db, actorOf(request), {
        orderId: request.params.id,
        body: request.body,
        publicUrl,
      }),
      request.locale,
    ),
  );

  route(app, endpoints.moveAdminOrder, async (request) => {
    const actor = actorOf(request);
    await moveOrderToSlot(app.db, actor, {
      orderId: request.params.id,
      slotId: request.body.slotId,
      publicUrl,
    });
    return withReaderDeliveryName(await adminOrder(app.db, actor.staff, request.params.id), request.locale);
  });

  route(app, endpoints.listAdminOrderProducts, async (request) =>
    orderProducts(app.db, staffOf(request), request.params.id, request.query.q, request.locale),
  );

  route(app, endpoints.refundAdminOrder, async (request) => {
    const order = await refundAdminOrder(app.db, actorOf(request), payments, request.params.id, request.body);
    if (request.body.method === 'card') app.jobs.wake(cardRefundJob.name);
    return withReaderDeliveryName(order, request.locale);
  });

  route(app, endpoints.listAdminCustomers, async (request) =>
    listAdminCustomers(app.db, staffOf(request), request.query),
  );

  route(app, endpoints.getAdminCustomer, async (request) =>
    adminCustomer(app.db, staffOf(request), request.params.id, request.locale),
  );

  route(app, endpoints.correctCustomerWallet, adminsOnly, async (request) =>
    correctWallet(app.db, actorOf(request), request.params.id, request.body, request.locale),
  );

  route(app, endpoints.setCustomerBlocked, adminsOnly, async (request) =>
    setCustomerBlocked(app.db, actorOf(request), request.params.id, request.body.blocked, request.locale),
  );

  route(app, endpoints.exportCustomerData, adminsOnly, async (request) =>
    exportCustomer(app.db, actorOf(request), request.params.id),
  );

  route(app, endpoints.eraseCustomer, adminsOnly, async (request) =>
    eraseCustomer(app.db, actorOf(request), request.params.id, request.body, request.locale),
  );

  route(app, endpoints.resendOrderConfirmation, adminsOnly, async (request) =>
    resendOrderConfirmation(app.db, actorOf(request), request.params.id, request.body.orderId),
  );
};
