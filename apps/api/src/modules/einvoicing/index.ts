// The e-invoicing module's front door (ADR 0046): the platform adapter, transmissions, e-reporting.
export {
  createEInvoicingPlatform,
  EInvoicingRefused,
  HttpEInvoicingPlatform,
  OfflineEInvoicingPlatform,
  type EInvoicingFile,
  type EInvoicingPlatform,
} from './platform.js';
export { queueEReport, queueTransmission } from './queue.js';
export { eReportOf, listEReports, sendEReportNow } from './service.js';
export { EINVOICING_SEND_QUEUE } from './queue-name.js';
export { sendTransmission } from './transmissions.js';
