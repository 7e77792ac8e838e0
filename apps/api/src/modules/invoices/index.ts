// The invoices module's front door: what other modules may use of it.
export { missingSellerSettings, sellerFromEnv } from './pdf.js';
export { issueInvoice } from './service.js';
