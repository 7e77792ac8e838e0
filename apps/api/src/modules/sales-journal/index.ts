// The sales journal module's front door (ADR 0048): the appends the documents' modules call in their
// transactions, the back-office's routes, the closures and the check.
export { journalCreditNote, journalDoorPayment, journalInvoice } from './journal.js';
export { salesJournalAdminRoutes } from './routes.js';
export { closeJournalPeriods } from './closures.js';
export { verifySalesJournal } from './verify.js';
