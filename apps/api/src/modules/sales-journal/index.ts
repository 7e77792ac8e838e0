// The sales journal module's front door (ADR 0048): the appends the documents' modules call in their
// transactions and the back-office's routes (the closures' job, jobs.ts, and the command, cli.ts,
// are entry points of their own).
export { journalCreditNote, journalDoorPayment, journalInvoice } from './journal.js';
export { salesJournalAdminRoutes } from './routes.js';
