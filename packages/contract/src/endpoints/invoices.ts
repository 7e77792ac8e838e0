import { errorEnvelope, localeQuery } from '../primitives.js';
import { creditNoteIdParams, creditNoteSchema, invoiceIdParams, invoiceSchema } from '../users.js';
import { defineEndpoints } from '../endpoint.js';

export const invoicesEndpoints = defineEndpoints({
  listInvoices: {
    tags: ['invoices'],
    summary: "The user's invoices (one per delivered order), newest first",
    bearer: true,
    query: localeQuery,
    responses: {
      200: invoiceSchema.array(),
      401: errorEnvelope,
    },
  },
  getInvoicePdf: {
    tags: ['invoices'],
    summary: 'The invoice as a PDF, in the customer’s language; its owner only',
    bearer: true,
    query: localeQuery,
    params: invoiceIdParams,
    produces: ['application/pdf'],
    refusals: [400, 401, 404],
  },
  listCreditNotes: {
    tags: ['invoices'],
    summary: "The user's credit notes (a refund after an invoice), newest first",
    bearer: true,
    query: localeQuery,
    responses: {
      200: creditNoteSchema.array(),
      401: errorEnvelope,
    },
  },
  getCreditNotePdf: {
    tags: ['invoices'],
    summary: 'The credit note as a PDF, in the customer’s language; its owner only',
    bearer: true,
    query: localeQuery,
    params: creditNoteIdParams,
    produces: ['application/pdf'],
    refusals: [400, 401, 404],
  },
});
