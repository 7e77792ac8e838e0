import { pageOf } from '../admin/core.js';
import {
  adminCancelOrderBody,
  adminCustomerParams,
  adminCustomerRowSchema,
  adminCustomerSchema,
  adminCustomersQuery,
  adminOrderEditBody,
  adminOrderEditSchema,
  adminOrderMoveBody,
  adminOrderParams,
  adminCreditNoteParams,
  adminOrderProductSchema,
  adminOrderProductsQuery,
  adminOrderSchema,
  adminOrdersPageSchema,
  adminOrdersQuery,
  adminRefundBody,
  customerBlockBody,
  customerEraseBody,
  customerExportSchema,
  resendConfirmationBody,
  resendConfirmationSchema,
  walletCorrectionBody,
} from '../admin/orders.js';
import { localeQuery, staffErrors } from '../primitives.js';
import { creditNoteSchema } from '../users.js';
import { defineEndpoints } from '../endpoint.js';

const errors = staffErrors;

/** Back-office: orders (managers: their warehouses; admins: all) and customers. */
export const adminOrdersEndpoints = defineEndpoints({
  listAdminOrders: {
    tags: ['admin'],
    summary: 'Orders of a warehouse and day, filtered (status, slot, payment) and searched, a page at a time',
    bearer: true,
    query: adminOrdersQuery,
    responses: { 200: adminOrdersPageSchema, ...errors },
  },
  getAdminOrder: {
    tags: ['admin'],
    summary: 'An order: lines, crates, totals, payment, delivery, slot, customer and its status history',
    bearer: true,
    params: adminOrderParams,
    query: localeQuery,
    responses: { 200: adminOrderSchema, ...errors },
  },
  listAdminOrderCreditNotes: {
    tags: ['admin'],
    summary: "An order's credit notes (avoirs), oldest first: the staff of its warehouse",
    bearer: true,
    params: adminOrderParams,
    query: localeQuery,
    responses: { 200: creditNoteSchema.array(), ...errors },
  },
  getAdminCreditNotePdf: {
    tags: ['admin'],
    summary: "A credit note of an order as a PDF: the staff of its warehouse (another's is a 403)",
    bearer: true,
    params: adminCreditNoteParams,
    query: localeQuery,
    produces: ['application/pdf'],
    refusals: [400, 401, 403, 404],
  },
  getAdminOrderProofPhoto: {
    tags: ['admin'],
    summary:
      "The photo of an order's proof of delivery (JPEG, no metadata): the staff of its warehouse (another's is a 403, no photo a 404); never cached by a shared cache",
    bearer: true,
    params: adminOrderParams,
    query: localeQuery,
    produces: ['image/jpeg'],
    refusals: [400, 401, 403, 404],
  },
  cancelAdminOrder: {
    tags: ['admin'],
    summary:
      "Cancels an order on the customer's behalf, with a reason: slot place, stock, promo use and wallet amount given back; a card payment's refund is recorded pending and made by a job (its state in refunds)",
    bearer: true,
    params: adminOrderParams,
    body: adminCancelOrderBody,
    responses: { 200: adminOrderSchema, ...errors },
  },
  editAdminOrder: {
    tags: ['admin'],
    summary:
      "Edits a placed order's lines on the customer's behalf until 2 hours before its slot: stock, crates, deposits, totals, promo and wallet re-priced at once, the customer told",
    bearer: true,
    params: adminOrderParams,
    body: adminOrderEditBody,
    responses: { 200: adminOrderEditSchema, ...errors },
  },
  listAdminOrderProducts: {
    tags: ['admin'],
    summary: "Products that can be added to an order: its warehouse's, orderable, by name",
    bearer: true,
    params: adminOrderParams,
    query: adminOrderProductsQuery,
    responses: { 200: adminOrderProductSchema.array(), ...errors },
  },
  refundAdminOrder: {
    tags: ['admin'],
    summary:
      'Refunds part of what an order was paid, to the wallet or the card, with a reason; never more than was paid and not yet refunded. A card refund is answered pending: a job asks the payment provider after the commit (its state in refunds: succeeded, or failed once its retries are spent)',
    bearer: true,
    params: adminOrderParams,
    body: adminRefundBody,
    responses: { 200: adminOrderSchema, ...errors },
  },
  moveAdminOrder: {
    tags: ['admin'],
    summary:
      'Moves an order (placed or being prepared) to another future, open slot of its warehouse with a free place: its stock stays reserved, the customer is e-mailed, the move is in its history and the audit log',
    bearer: true,
    params: adminOrderParams,
    body: adminOrderMoveBody,
    responses: { 200: adminOrderSchema, ...errors },
  },
  listAdminCustomers: {
    tags: ['admin'],
    summary:
      'Customers by name, e-mail, phone or postcode (a manager: those who ordered in their warehouses)',
    bearer: true,
    query: adminCustomersQuery,
    responses: { 200: pageOf(adminCustomerRowSchema), ...errors },
  },
  getAdminCustomer: {
    tags: ['admin'],
    summary: 'A customer: orders, addresses, wallet and its ledger, pending deposits',
    bearer: true,
    params: adminCustomerParams,
    query: localeQuery,
    responses: { 200: adminCustomerSchema, ...errors },
  },
  correctCustomerWallet: {
    tags: ['admin'],
    summary:
      'A wallet correction (credit or debit, never below zero) with its mandatory reason (admins only)',
    bearer: true,
    params: adminCustomerParams,
    body: walletCorrectionBody,
    responses: { 200: adminCustomerSchema, ...errors },
  },
  setCustomerBlocked: {
    tags: ['admin'],
    summary: 'Blocks (every session ends at once, no login) or unblocks a customer account (admins only)',
    bearer: true,
    params: adminCustomerParams,
    body: customerBlockBody,
    responses: { 200: adminCustomerSchema, ...errors },
  },
  exportCustomerData: {
    tags: ['admin'],
    summary:
      "A customer's data (GDPR art. 15/20): identity, addresses, orders, wallet, deposits, sponsorship, e-mails (admins only)",
    bearer: true,
    params: adminCustomerParams,
    responses: { 200: customerExportSchema, ...errors },
  },
  eraseCustomer: {
    tags: ['admin'],
    summary:
      'Erases a customer on request (GDPR art. 17): identity anonymised, orders and invoices kept; refused while an order is open or the shop owes them money (admins only)',
    bearer: true,
    params: adminCustomerParams,
    body: customerEraseBody,
    responses: { 200: adminCustomerSchema, ...errors },
  },
  resendOrderConfirmation: {
    tags: ['admin'],
    summary: "Sends an order's confirmation e-mail again, at most once a minute per order (admins only)",
    bearer: true,
    params: adminCustomerParams,
    body: resendConfirmationBody,
    responses: { 200: resendConfirmationSchema, ...errors },
  },
});
