import {
  depositForfeitRunSchema,
  depositForfeitSettingParams,
  depositForfeitSettingsSchema,
  depositForfeitsQuery,
  depositForfeitsSchema,
  localeQuery,
  saveDepositForfeitSettingBody,
} from '@consigne/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, adminSchema, requireAdmin, staffOf } from '../shared/index.js';
import { forfeitSettings, listForfeits, runForfeitsNow, saveForfeitSetting } from './service.js';

/**
 * Back-office: deposits never returned in time, sold as packaging — the sales (managers: their
 * warehouses), each warehouse's period, and the daily run on demand (admins). See
 * packages/contract/src/admin/deposit-forfeits.ts and ADR 0015.
 */
export const depositForfeitsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/deposit-forfeits',
    {
      schema: adminSchema(
        'Deposits sold as packaging over a range of days (default the last 30), with their sums',
        {
          querystring: depositForfeitsQuery,
          response: { 200: depositForfeitsSchema },
        },
      ),
    },
    async (request) => listForfeits(app.db, staffOf(request), request.query),
  );

  app.post(
    '/deposit-forfeits/run',
    {
      preHandler: requireAdmin,
      schema: adminSchema(
        "Runs now the daily forfeit of deposits not returned within their warehouse's period",
        {
          querystring: localeQuery,
          response: { 200: depositForfeitRunSchema },
        },
      ),
    },
    async (request) => runForfeitsNow(app.db, actorOf(request)),
  );

  app.get(
    '/deposit-forfeits/settings',
    {
      schema: adminSchema(
        "Each warehouse's forfeit period in days, and the VAT rate its packaging is sold at",
        {
          querystring: localeQuery,
          response: { 200: depositForfeitSettingsSchema },
        },
      ),
    },
    async (request) => forfeitSettings(app.db, staffOf(request)),
  );

  app.put(
    '/deposit-forfeits/settings/:warehouseId',
    {
      schema: adminSchema("Sets a warehouse's forfeit period (30 to 3650 days)", {
        params: depositForfeitSettingParams,
        body: saveDepositForfeitSettingBody,
        response: { 200: depositForfeitSettingsSchema },
      }),
    },
    async (request) =>
      saveForfeitSetting(app.db, actorOf(request), request.params.warehouseId, request.body.forfeitDays),
  );
};
