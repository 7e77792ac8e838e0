// The invoices module's front door: what other modules may use of it.
export { missingSellerSettings, sellerFromEnv } from './pdf.js';
export { invoiceLabel, issueInvoice } from './service.js';
export {
  creditNoteLabel,
  creditRefund,
  creditNoteWithOrder,
  issueCreditNote,
  orderCreditNotes,
} from './credit-notes.js';
export { creditNoteEinvoice, invoiceEinvoice } from './einvoice.js';
export { invoiceContent, invoiceFiguresOf } from './frozen.js';
export { sendCreditNotePdf } from './routes.js';
