import { apiHref } from '@consigne/api-client';
import {
  getAccountingFec,
  getAdminOrderProofPhoto,
  getCreditNotePdf,
  getAdminCreditNotePdf,
  getInvoicePdf,
  getOrderProofPhoto,
  getPickingListPdf,
} from '@consigne/contract/routes';
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

/** A credit note's PDF (its owner's). */
export const creditNotePdfHref = (request: Request, creditNoteId: number): string =>
  apiHref(getCreditNotePdf, toApiLocale(detectLocale(request)), { params: { creditNoteId } });

/** A credit note's PDF, for the staff of its order's warehouse. */
export const adminCreditNotePdfHref = (request: Request, id: number, creditNoteId: number): string =>
  apiHref(getAdminCreditNotePdf, toApiLocale(detectLocale(request)), { params: { id, creditNoteId } });

/** A slot's picking list, as a PDF. */
export const pickingListPdfHref = (request: Request, slotId: number): string =>
  apiHref(getPickingListPdf, toApiLocale(detectLocale(request)), { params: { slotId } });

/** The photo of the shopper's own order's proof of delivery. */
export const orderProofPhotoHref = (request: Request, orderId: number): string =>
  apiHref(getOrderProofPhoto, toApiLocale(detectLocale(request)), { params: { orderId } });

/** The photo of an order's proof of delivery, for the staff of its warehouse. */
export const adminOrderProofPhotoHref = (request: Request, id: number): string =>
  apiHref(getAdminOrderProofPhoto, toApiLocale(detectLocale(request)), { params: { id } });

/** The FEC of a period (the books: admins, and managers of every warehouse). */
export const accountingFecHref = (request: Request, period: { from: string; to: string }): string =>
  apiHref(getAccountingFec, toApiLocale(detectLocale(request)), { query: period });
