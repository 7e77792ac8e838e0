import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toEuros } from '@consigne/domain';
import {
  pendingDepositCents,
  pendingDepositHistory,
  userProfile,
  walletCents,
  walletHistory,
} from './service.js';
import { endpoints } from '@consigne/contract';
import { route } from '../../lib/route.js';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { onRequest: [], preHandler: [app.authenticate] };

  route(app, endpoints.getUser, auth, async (request) =>
    userProfile(app.db, request.userId!, request.locale),
  );
  route(app, endpoints.getPendingDepositTotal, auth, async (request) => ({
    total: toEuros(await pendingDepositCents(app.db, request.userId!)),
  }));
  route(app, endpoints.getWalletBalance, auth, async (request) => ({
    amount: toEuros(await walletCents(app.db, request.userId!)),
  }));
  route(app, endpoints.listWalletEntries, auth, async (request) => walletHistory(app.db, request.userId!));
  route(app, endpoints.listPendingDepositEntries, auth, async (request) =>
    pendingDepositHistory(app.db, request.userId!, request.locale),
  );
};
