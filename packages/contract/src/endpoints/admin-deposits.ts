import {
  depositsDayQuery,
  depositsDaySchema,
  depositsReconciliationQuery,
  depositsReconciliationSchema,
} from '../admin/deposits.js';
import { staffErrors } from '../primitives.js';
import { defineEndpoints } from '../endpoint.js';

const errors = staffErrors;

/** Back-office: the empties and deposits ledger per warehouse (managers: their warehouses). */
export const adminDepositsEndpoints = defineEndpoints({
  getDepositsLedgerDay: {
    tags: ['admin'],
    summary:
      "A warehouse's empties of a day: deposits out, returned, refused by reason; its customers' pending deposits, the oldest first",
    bearer: true,
    query: depositsDayQuery,
    responses: { 200: depositsDaySchema, ...errors },
  },
  getDepositsReconciliation: {
    tags: ['admin'],
    summary:
      'Deposits out − refunded to the wallet − other movements = change in pending deposits, and the wallet’s refunds = the collections’ credited value, over a range of days (at most 366)',
    bearer: true,
    query: depositsReconciliationQuery,
    responses: { 200: depositsReconciliationSchema, ...errors },
  },
});
