import {
  adminCancelOrderBody,
  adminCustomerParams,
  adminCustomerRowSchema,
  adminCustomerSchema,
  adminCustomersQuery,
  adminOrderParams,
  adminOrdersPageSchema,
  adminOrderSchema,
  adminOrdersQuery,
  customerBlockBody,
  localeQuery,
  pageOf,
  walletCorrectionBody,
} from '@consigne/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminErrors } from '../errors.js';
import { requireAdmin, staffOf } from '../staff.js';
import { adminCustomer, correctWallet, listAdminCustomers, setCustomerBlocked } from './customers.js';
import { adminOrder, cancelAdminOrder, listAdminOrders } from './service.js';

const tags = ['admin'];
const security = [{ bearer: [] }];

/**
 * Back-office: orders (managers: their warehouses; admins: all) and customers (managers: those who
 * ordered in their warehouses; corrections and blocking: admins). See packages/contract/src/admin/orders.ts.
 */
export const ordersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
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
    async (request) => cancelAdminOrder(app.db, request, request.params.id, request.body),
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
};
