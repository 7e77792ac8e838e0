import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { creditNoteLabel, creditNoteWithOrder, listCreditNotes } from './credit-notes.js';
import { renderCreditNotePdf, renderInvoicePdf, type Seller } from './pdf.js';
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

  route(app, endpoints.listCreditNotes, auth, async (request) =>
    (await listCreditNotes(app.db, request.userId!)).map((n) => ({ ...n, specimen: seller.specimen })),
  );

  route(app, endpoints.getCreditNotePdf, auth, async (request, reply) => {
    const note = await creditNoteWithOrder(app.db, request.params.creditNoteId, { userId: request.userId! });
    return sendCreditNotePdf(reply, note, seller);
  });
};

/** A credit note's PDF, inline, never cached by a shared cache. */
export async function sendCreditNotePdf(
  reply: FastifyReply,
  note: Awaited<ReturnType<typeof creditNoteWithOrder>>,
  seller: Seller,
) {
  const pdf = await renderCreditNotePdf(note, seller);
  return reply
    .type('application/pdf')
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `inline; filename="avoir-${creditNoteLabel(note.note)}.pdf"`)
    .send(pdf);
}
