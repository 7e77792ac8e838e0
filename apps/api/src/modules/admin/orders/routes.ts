import {
  adminCancelOrderBody,
  adminCustomerParams,
  adminCustomerRowSchema,
  adminCustomerSchema,
  adminCustomersQuery,
  adminOrderEditBody,
  adminOrderEditSchema,
  adminOrderParams,
  adminOrderProductSchema,
  adminOrderProductsQuery,
  adminRefundBody,
  adminOrdersPageSchema,
  adminOrderSchema,
  adminOrdersQuery,
  customerBlockBody,
  customerEraseBody,
  customerExportSchema,
  localeQuery,
  pageOf,
  resendConfirmationBody,
  resendConfirmationSchema,
  walletCorrectionBody,
} from '@consigne/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cardRefundJob } from '../../orders/index.js';
import { actorOf, adminSchema, requireAdmin, staffOf } from '../shared/index.js';
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
  app.get(
    '/orders',
    {
      schema: adminSchema(
        'Orders of a warehouse and day, filtered (status, slot, payment) and searched, a page at a time',
        {
          querystring: adminOrdersQuery,
          response: { 200: adminOrdersPageSchema },
        },
      ),
    },
    async (request) => listAdminOrders(app.db, staffOf(request), request.query),
  );

  app.get(
    '/orders/:id',
    {
      schema: adminSchema(
        'An order: lines, crates, totals, payment, delivery, slot, customer and its status history',
        {
          params: adminOrderParams,
          querystring: localeQuery,
          response: { 200: adminOrderSchema },
        },
      ),
    },
    async (request) => adminOrder(app.db, staffOf(request), request.params.id),
  );

  app.post(
    '/orders/:id/cancel',
    {
      schema: adminSchema(
        "Cancels an order on the customer's behalf, with a reason: slot place, stock, promo use and wallet amount given back; a card payment's refund is recorded pending and made by a job (its state in refunds)",
        {
          params: adminOrderParams,
          body: adminCancelOrderBody,
          response: { 200: adminOrderSchema },
        },
      ),
    },
    async (request) => {
      const order = await cancelAdminOrder(
        app.db,
        actorOf(request),
        request.params.id,
        request.body,
        payments,
      );
      // A card refund committed with the cancellation: its job runs now rather than at the next poll.
      app.jobs.wake(cardRefundJob.name);
      return order;
    },
  );

  app.patch(
    '/orders/:id/lines',
    {
      schema: adminSchema(
        "Edits a placed order's lines on the customer's behalf until 2 hours before its slot: stock, crates, deposits, totals, promo and wallet re-priced at once, the customer told",
        {
          params: adminOrderParams,
          body: adminOrderEditBody,
          response: { 200: adminOrderEditSchema },
        },
      ),
    },
    async (request) =>
      editAdminOrder(app.db, actorOf(request), { orderId: request.params.id, body: request.body, publicUrl }),
  );

  app.get(
    '/orders/:id/products',
    {
      schema: adminSchema("Products that can be added to an order: its warehouse's, orderable, by name", {
        params: adminOrderParams,
        querystring: adminOrderProductsQuery,
        response: { 200: adminOrderProductSchema.array() },
      }),
    },
    async (request) =>
      orderProducts(app.db, staffOf(request), request.params.id, request.query.q, request.locale),
  );

  app.post(
    '/orders/:id/refunds',
    {
      schema: adminSchema(
        'Refunds part of what an order was paid, to the wallet or the card, with a reason; never more than was paid and not yet refunded. A card refund is answered pending: a job asks the payment provider after the commit (its state in refunds: succeeded, or failed once its retries are spent)',
        {
          params: adminOrderParams,
          body: adminRefundBody,
          response: { 200: adminOrderSchema },
        },
      ),
    },
    async (request) => {
      const order = await refundAdminOrder(
        app.db,
        actorOf(request),
        payments,
        request.params.id,
        request.body,
      );
      if (request.body.method === 'card') app.jobs.wake(cardRefundJob.name);
      return order;
    },
  );

  app.get(
    '/customers',
    {
      schema: adminSchema(
        'Customers by name, e-mail, phone or postcode (a manager: those who ordered in their warehouses)',
        {
          querystring: adminCustomersQuery,
          response: { 200: pageOf(adminCustomerRowSchema) },
        },
      ),
    },
    async (request) => listAdminCustomers(app.db, staffOf(request), request.query),
  );

  app.get(
    '/customers/:id',
    {
      schema: adminSchema('A customer: orders, addresses, wallet and its ledger, pending deposits', {
        params: adminCustomerParams,
        querystring: localeQuery,
        response: { 200: adminCustomerSchema },
      }),
    },
    async (request) => adminCustomer(app.db, staffOf(request), request.params.id, request.locale),
  );

  app.post(
    '/customers/:id/wallet',
    {
      preHandler: requireAdmin,
      schema: adminSchema(
        'A wallet correction (credit or debit, never below zero) with its mandatory reason (admins only)',
        {
          params: adminCustomerParams,
          body: walletCorrectionBody,
          response: { 200: adminCustomerSchema },
        },
      ),
    },
    async (request) =>
      correctWallet(app.db, actorOf(request), request.params.id, request.body, request.locale),
  );

  app.put(
    '/customers/:id/blocked',
    {
      preHandler: requireAdmin,
      schema: adminSchema(
        'Blocks (every session ends at once, no login) or unblocks a customer account (admins only)',
        {
          params: adminCustomerParams,
          body: customerBlockBody,
          response: { 200: adminCustomerSchema },
        },
      ),
    },
    async (request) =>
      setCustomerBlocked(app.db, actorOf(request), request.params.id, request.body.blocked, request.locale),
  );

  app.get(
    '/customers/:id/export',
    {
      preHandler: requireAdmin,
      schema: adminSchema(
        "A customer's data (GDPR art. 15/20): identity, addresses, orders, wallet, deposits, sponsorship, e-mails (admins only)",
        {
          params: adminCustomerParams,
          response: { 200: customerExportSchema },
        },
      ),
    },
    async (request) => exportCustomer(app.db, actorOf(request), request.params.id),
  );

  app.post(
    '/customers/:id/erase',
    {
      preHandler: requireAdmin,
      schema: adminSchema(
        'Erases a customer on request (GDPR art. 17): identity anonymised, orders and invoices kept; refused while an order is open or the shop owes them money (admins only)',
        {
          params: adminCustomerParams,
          body: customerEraseBody,
          response: { 200: adminCustomerSchema },
        },
      ),
    },
    async (request) =>
      eraseCustomer(app.db, actorOf(request), request.params.id, request.body, request.locale),
  );

  app.post(
    '/customers/:id/resend-confirmation',
    {
      preHandler: requireAdmin,
      schema: adminSchema(
        "Sends an order's confirmation e-mail again, at most once a minute per order (admins only)",
        {
          params: adminCustomerParams,
          body: resendConfirmationBody,
          response: { 200: resendConfirmationSchema },
        },
      ),
    },
    async (request) =>
      resendOrderConfirmation(app.db, actorOf(request), request.params.id, request.body.orderId),
  );
};
