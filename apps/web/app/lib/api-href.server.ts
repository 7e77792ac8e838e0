import { apiHref } from '@consigne/api-client';
import { getInvoicePdf, getPickingListPdf } from '@consigne/contract/routes';
import { toApiLocale } from '@consigne/domain';
import { detectLocale } from './locale';

/*
 * The addresses of the API's downloads (the page's own /api, the reader's locale), built by the
 * loaders: a page's browser code then carries none of the client's address building, which would
 * split the client out of the first load's chunk.
 */

/** An invoice's PDF. */
export const invoicePdfHref = (request: Request, invoiceId: number): string =>
  apiHref(getInvoicePdf, toApiLocale(detectLocale(request)), { params: { invoiceId } });

/** A slot's picking list, as a PDF. */
export const pickingListPdfHref = (request: Request, slotId: number): string =>
  apiHref(getPickingListPdf, toApiLocale(detectLocale(request)), { params: { slotId } });
