// The e-invoicing module's front door (ADR 0046): the platform adapter, transmissions, e-reporting.
export { createEInvoicingPlatform, type EInvoicingPlatform } from './platform.js';
export { EINVOICING_SEND_QUEUE } from './queue-name.js';
export { eReportOf, listEReports, sendEReportNow } from './service.js';
