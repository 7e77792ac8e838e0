import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toEuros } from '@consigne/domain';
import { errorEnvelope } from '../../lib/schemas.js';
import { localeQuery } from '../../plugins/locale.js';
import {
  pendingDepositEntrySchema,
  pendingDepositTotalSchema,
  userSchema,
  walletBalanceSchema,
  walletEntrySchema,
} from '@consigne/contract';
import {
  pendingDepositCents,
  pendingDepositHistory,
  userProfile,
  walletCents,
  walletHistory,
} from './service.js';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { onRequest: [], preHandler: [app.authenticate] };
  const errors = { 401: errorEnvelope, 404: errorEnvelope };

  app.get(
    '/user',
    {
      ...auth,
      schema: {
        tags: ['user'],
        summary: 'The logged-in user',
        security: [{ bearer: [] }],
        querystring: localeQuery,
        response: { 200: userSchema, ...errors },
      },
    },
    async (request) => userProfile(app.db, request.userId!, request.locale),
  );
  app.get(
    '/user/pendingDeposit/total',
    {
      ...auth,
      schema: {
        tags: ['user'],
        summary: 'Deposits awaiting collection of the empties',
        security: [{ bearer: [] }],
        querystring: localeQuery,
        response: { 200: pendingDepositTotalSchema, ...errors },
      },
    },
    async (request) => ({ total: toEuros(await pendingDepositCents(app.db, request.userId!)) }),
  );
  app.get(
    '/user/billing/wallet',
    {
      ...auth,
      schema: {
        tags: ['user'],
        summary: 'Wallet (cagnotte) balance',
        security: [{ bearer: [] }],
        querystring: localeQuery,
        response: { 200: walletBalanceSchema, ...errors },
      },
    },
    async (request) => ({ amount: toEuros(await walletCents(app.db, request.userId!)) }),
  );
  app.get(
    '/user/billing/wallet/entries',
    {
      ...auth,
      schema: {
        tags: ['user'],
        summary:
          'Wallet (cagnotte) history, newest first: deposit refunds, order usage, referral rewards, corrections',
        security: [{ bearer: [] }],
        querystring: localeQuery,
        response: {
          200: walletEntrySchema.array(),
          ...errors,
        },
      },
    },
    async (request) => walletHistory(app.db, request.userId!),
  );
  app.get(
    '/user/pendingDeposit/entries',
    {
      ...auth,
      schema: {
        tags: ['user'],
        summary:
          'Pending deposits history, newest first: deposits of delivered orders (> 0) and empties collected (< 0)',
        security: [{ bearer: [] }],
        querystring: localeQuery,
        response: {
          200: pendingDepositEntrySchema.array(),
          ...errors,
        },
      },
    },
    async (request) => pendingDepositHistory(app.db, request.userId!, request.locale),
  );
};
