import { errorEnvelope, localeQuery } from '../primitives.js';
import {
  pendingDepositEntrySchema,
  pendingDepositTotalSchema,
  userSchema,
  walletBalanceSchema,
  walletEntrySchema,
} from '../users.js';
import { defineEndpoints } from '../endpoint.js';

const errors = { 401: errorEnvelope, 404: errorEnvelope };

export const usersEndpoints = defineEndpoints({
  getUser: {
    tags: ['user'],
    summary: 'The logged-in user',
    bearer: true,
    query: localeQuery,
    responses: { 200: userSchema, ...errors },
  },
  getPendingDepositTotal: {
    tags: ['user'],
    summary: 'Deposits awaiting collection of the empties',
    bearer: true,
    query: localeQuery,
    responses: { 200: pendingDepositTotalSchema, ...errors },
  },
  getWalletBalance: {
    tags: ['user'],
    summary: 'Wallet (cagnotte) balance',
    bearer: true,
    query: localeQuery,
    responses: { 200: walletBalanceSchema, ...errors },
  },
  listWalletEntries: {
    tags: ['user'],
    summary:
      'Wallet (cagnotte) history, newest first: deposit refunds, order usage, referral rewards, corrections',
    bearer: true,
    query: localeQuery,
    responses: {
      200: walletEntrySchema.array(),
      ...errors,
    },
  },
  listPendingDepositEntries: {
    tags: ['user'],
    summary:
      'Pending deposits history, newest first: deposits of delivered orders (> 0) and empties collected (< 0)',
    bearer: true,
    query: localeQuery,
    responses: {
      200: pendingDepositEntrySchema.array(),
      ...errors,
    },
  },
});
