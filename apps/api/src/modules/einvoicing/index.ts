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
export { registerDocumentWriter, sendTransmission } from './transmissions.js';
export { einvoicingAdminRoutes } from './routes.js';
