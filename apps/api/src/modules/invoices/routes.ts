import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invoiceIdParams, invoiceSchema } from '@consigne/contract';
import { errorEnvelope } from '../../lib/schemas.js';
import { localeQuery } from '../../plugins/locale.js';
import { renderInvoicePdf, type Seller } from './pdf.js';
import { invoiceForOwner, invoiceLabel, listInvoices } from './service.js';

const tags = ['invoices'];
const security = [{ bearer: [] }];

export const invoiceRoutes: FastifyPluginAsyncZod<{ seller: Seller }> = async (app, { seller }) => {
  const auth = { onRequest: [], preHandler: [app.authenticate] };
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/invoices',
    {
      ...auth,
      schema: {
        tags,
        summary: "The user's invoices (one per delivered order), newest first",
        security,
        querystring: localeQuery,
        response: {
          200: invoiceSchema.array(),
          401: errorEnvelope,
        },
      },
    },
    async (request) =>
      (await listInvoices(app.db, request.userId!)).map((i) => ({ ...i, specimen: seller.specimen })),
  );

  app.get(
    '/invoices/:invoiceId/pdf',
    {
      ...auth,
      schema: {
        tags,
        summary: 'The invoice as a PDF, in the customer’s language; its owner only',
        security,
        querystring: localeQuery,
        params: invoiceIdParams,
      },
    },
    async (request, reply) => {
      const invoice = await invoiceForOwner(app.db, request.userId!, request.params.invoiceId);
      const pdf = await renderInvoicePdf(invoice, seller);
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `inline; filename="facture-${invoiceLabel(invoice.invoice.number)}.pdf"`,
        )
        .send(pdf);
    },
  );
};
