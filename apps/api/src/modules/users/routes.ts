import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toEuros } from '@consigne/domain';
import { PENDING_DEPOSIT_KINDS } from '../../db/schema/index.js';
import { errorEnvelope, euros } from '../../lib/schemas.js';
import { localeQuery } from '../../plugins/locale.js';
import { slotSchema } from '../slots/schema.js';
import {
  pendingDepositCents,
  pendingDepositHistory,
  userProfile,
  walletCents,
  walletHistory,
} from './service.js';

export const userSchema = z.object({
  id: z.number(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  phone: z.string().nullable(),
  nbOrders: z.number(),
  zone: z
    .object({
      id: z.number(),
      name: z.string(),
      isDeliveryPoint: z.boolean(),
      address: z.string().nullable(),
      warehouseId: z.number(),
    })
    .nullable(),
  address: z
    .object({
      id: z.number(),
      name: z.string(),
      streetNumber: z.string(),
      address: z.string(),
      cp: z.string(),
      city: z.string(),
      isSelected: z.boolean(),
    })
    .nullable(),
  isPriceHtEligible: z.boolean(),
  selectedSlot: slotSchema.nullable(),
  pendingDepositTotal: euros,
  walletAmount: euros,
  referralCode: z.string().nullable(),
  /** 'customer' or 'operator' (the delivery page). */
  role: z.enum(['customer', 'operator']),
  newsletterOptIn: z.boolean(),
});

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
        response: { 200: z.object({ total: euros }), ...errors },
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
        response: { 200: z.object({ amount: euros }), ...errors },
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
          200: z.array(
            z.object({
              id: z.number(),
              amount: euros,
              reason: z.enum(['deposit_refund', 'order_usage', 'referral_reward', 'correction']),
              createdAt: z.string(),
            }),
          ),
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
          200: z.array(
            z.object({
              id: z.number(),
              amount: euros,
              kind: z
                .enum(PENDING_DEPOSIT_KINDS)
                .nullable()
                .describe(
                  "'delivery': deposits of a delivered order (> 0); 'collection': empties handed back (< 0); null on a legacy row",
                ),
              description: z
                .string()
                .describe(
                  "The movement in the request's locale, e.g. 'Commande n° 12 : 3 caisses, 24 grandes bouteilles et 7 petites bouteilles'; a legacy row without counts keeps its French text",
                ),
              orderId: z.number().nullable(),
              crates: z
                .number()
                .int()
                .nullable()
                .describe('Crates delivered or collected; null on a legacy row'),
              largeBottles: z.number().int().nullable(),
              smallBottles: z.number().int().nullable(),
              createdAt: z.string(),
            }),
          ),
          ...errors,
        },
      },
    },
    async (request) => pendingDepositHistory(app.db, request.userId!, request.locale),
  );
};
