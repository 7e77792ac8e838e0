import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { renderInvoicePdf, type Seller } from './pdf.js';
import { invoiceForOwner, invoiceLabel, listInvoices } from './service.js';
import { endpoints } from '@consigne/contract';
import { route } from '../../lib/route.js';

export const invoiceRoutes: FastifyPluginAsyncZod<{ seller: Seller }> = async (app, { seller }) => {
  const auth = { onRequest: [], preHandler: [app.authenticate] };
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  route(app, endpoints.listInvoices, auth, async (request) =>
    (await listInvoices(app.db, request.userId!)).map((i) => ({ ...i, specimen: seller.specimen })),
  );

  route(app, endpoints.getInvoicePdf, auth, async (request, reply) => {
    const invoice = await invoiceForOwner(app.db, request.userId!, request.params.invoiceId);
    const pdf = await renderInvoicePdf(invoice, seller);
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="facture-${invoiceLabel(invoice.invoice.number)}.pdf"`)
      .send(pdf);
  });
};
