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
import { adminErrors } from '../errors.js';
import { requireAdmin, staffOf } from '../staff.js';
import { adminCustomer, correctWallet, listAdminCustomers, setCustomerBlocked } from './customers.js';
import { eraseCustomer, exportCustomer } from './gdpr.js';
import type { PaymentProvider } from '../../orders/payment.js';
import { editAdminOrder, orderProducts } from './edit.js';
import { refundAdminOrder } from './refunds.js';
import { resendOrderConfirmation } from './resend.js';
import { adminOrder, cancelAdminOrder, listAdminOrders } from './service.js';

const tags = ['admin'];
const security = [{ bearer: [] }];

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
      schema: {
        tags,
        security,
        summary:
          'Orders of a warehouse and day, filtered (status, slot, payment) and searched, a page at a time',
        querystring: adminOrdersQuery,
        response: { 200: adminOrdersPageSchema, ...adminErrors },
      },
    },
    async (request) => listAdminOrders(app.db, staffOf(request), request.query),
  );

  app.get(
    '/orders/:id',
    {
      schema: {
        tags,
        security,
        summary: 'An order: lines, crates, totals, payment, delivery, slot, customer and its status history',
        params: adminOrderParams,
        querystring: localeQuery,
        response: { 200: adminOrderSchema, ...adminErrors },
      },
    },
    async (request) => adminOrder(app.db, staffOf(request), request.params.id),
  );

  app.post(
    '/orders/:id/cancel',
    {
      schema: {
        tags,
        security,
        summary:
          "Cancels an order on the customer's behalf, with a reason: slot place, stock, promo use and wallet amount given back",
        params: adminOrderParams,
        body: adminCancelOrderBody,
        response: { 200: adminOrderSchema, ...adminErrors },
      },
    },
    async (request) => cancelAdminOrder(app.db, request, request.params.id, request.body, payments),
  );

  app.patch(
    '/orders/:id/lines',
    {
      schema: {
        tags,
        security,
        summary:
          "Edits a placed order's lines on the customer's behalf until 2 hours before its slot: stock, crates, deposits, totals, promo and wallet re-priced at once, the customer told",
        params: adminOrderParams,
        body: adminOrderEditBody,
        response: { 200: adminOrderEditSchema, ...adminErrors },
      },
    },
    async (request) =>
      editAdminOrder(app.db, request, { orderId: request.params.id, body: request.body, publicUrl }),
  );

  app.get(
    '/orders/:id/products',
    {
      schema: {
        tags,
        security,
        summary: "Products that can be added to an order: its warehouse's, orderable, by name",
        params: adminOrderParams,
        querystring: adminOrderProductsQuery,
        response: { 200: adminOrderProductSchema.array(), ...adminErrors },
      },
    },
    async (request) =>
      orderProducts(app.db, staffOf(request), request.params.id, request.query.q, request.locale),
  );

  app.post(
    '/orders/:id/refunds',
    {
      schema: {
        tags,
        security,
        summary:
          'Refunds part of what an order was paid, to the wallet or the card, with a reason; never more than was paid and not yet refunded',
        params: adminOrderParams,
        body: adminRefundBody,
        response: { 200: adminOrderSchema, ...adminErrors },
      },
    },
    async (request) => refundAdminOrder(app.db, request, payments, request.params.id, request.body),
  );

  app.get(
    '/customers',
    {
      schema: {
        tags,
        security,
        summary:
          'Customers by name, e-mail, phone or postcode (a manager: those who ordered in their warehouses)',
        querystring: adminCustomersQuery,
        response: { 200: pageOf(adminCustomerRowSchema), ...adminErrors },
      },
    },
    async (request) => listAdminCustomers(app.db, staffOf(request), request.query),
  );

  app.get(
    '/customers/:id',
    {
      schema: {
        tags,
        security,
        summary: 'A customer: orders, addresses, wallet and its ledger, pending deposits',
        params: adminCustomerParams,
        querystring: localeQuery,
        response: { 200: adminCustomerSchema, ...adminErrors },
      },
    },
    async (request) => adminCustomer(app.db, staffOf(request), request.params.id, request.locale),
  );

  app.post(
    '/customers/:id/wallet',
    {
      preHandler: requireAdmin,
      schema: {
        tags,
        security,
        summary:
          'A wallet correction (credit or debit, never below zero) with its mandatory reason (admins only)',
        params: adminCustomerParams,
        body: walletCorrectionBody,
        response: { 200: adminCustomerSchema, ...adminErrors },
      },
    },
    async (request) => correctWallet(app.db, request, request.params.id, request.body, request.locale),
  );

  app.put(
    '/customers/:id/blocked',
    {
      preHandler: requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Blocks (every session ends at once, no login) or unblocks a customer account (admins only)',
        params: adminCustomerParams,
        body: customerBlockBody,
        response: { 200: adminCustomerSchema, ...adminErrors },
      },
    },
    async (request) =>
      setCustomerBlocked(app.db, request, request.params.id, request.body.blocked, request.locale),
  );

  app.get(
    '/customers/:id/export',
    {
      preHandler: requireAdmin,
      schema: {
        tags,
        security,
        summary:
          "A customer's data (GDPR art. 15/20): identity, addresses, orders, wallet, deposits, sponsorship, e-mails (admins only)",
        params: adminCustomerParams,
        response: { 200: customerExportSchema, ...adminErrors },
      },
    },
    async (request) => exportCustomer(app.db, request, request.params.id),
  );

  app.post(
    '/customers/:id/erase',
    {
      preHandler: requireAdmin,
      schema: {
        tags,
        security,
        summary:
          'Erases a customer on request (GDPR art. 17): identity anonymised, orders and invoices kept; refused while an order is open or the shop owes them money (admins only)',
        params: adminCustomerParams,
        body: customerEraseBody,
        response: { 200: adminCustomerSchema, ...adminErrors },
      },
    },
    async (request) => eraseCustomer(app.db, request, request.params.id, request.body, request.locale),
  );

  app.post(
    '/customers/:id/resend-confirmation',
    {
      preHandler: requireAdmin,
      schema: {
        tags,
        security,
        summary: "Sends an order's confirmation e-mail again, at most once a minute per order (admins only)",
        params: adminCustomerParams,
        body: resendConfirmationBody,
        response: { 200: resendConfirmationSchema, ...adminErrors },
      },
    },
    async (request) => resendOrderConfirmation(app.db, request, request.params.id, request.body.orderId),
  );
};
