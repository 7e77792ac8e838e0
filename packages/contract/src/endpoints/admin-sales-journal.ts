import { salesJournalVerdictSchema } from '../admin/sales-journal.js';
import { staffErrors } from '../primitives.js';
import { defineEndpoints } from '../endpoint.js';

/** Back-office: the unalterable sales journal (/admin/journal-des-ventes), admins and managers of every warehouse (the books are the whole company’s). */
export const adminSalesJournalEndpoints = defineEndpoints({
  verifySalesJournal: {
    tags: ['admin'],
    summary:
      'Checks the whole sales journal: intact (its count and last hash) or the first entry where the hash chain breaks and why; with the latest closures',
    bearer: true,
    responses: { 200: salesJournalVerdictSchema, ...staffErrors },
  },
});
