import { accountingFecQuery } from '../admin/accounting.js';
import { defineEndpoints } from '../endpoint.js';

/** Back-office: the books (admins, and managers who run every warehouse: the books are the company's). */
export const adminAccountingEndpoints = defineEndpoints({
  getAccountingFec: {
    tags: ['admin'],
    summary:
      'The FEC (fichier des écritures comptables) of a period: SIRENFECAAAAMMJJ.txt, the 18 fields tab-separated, entries in date order, each balanced',
    bearer: true,
    query: accountingFecQuery,
    produces: ['text/plain'],
    refusals: [400, 401, 403],
  },
});
