import { endpoints } from '@consigne/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '../../lib/errors.js';
import { route } from '../../lib/route.js';
import type { PaymentProvider } from '../orders/index.js';
import { actorOf, loadStaff, requestActor, requireAdmin, scopedWarehouses, staffOf } from './shared/index.js';
import type { AccountingSettings } from '../accounting/index.js';
import { accountingAdminRoutes } from './accounting/routes.js';
import { boardAdminRoutes } from './board/index.js';
import { cashSheetsAdminRoutes } from './cash-sheets/routes.js';
import { promiseAdminRoutes } from './promise/routes.js';
import type { TrackingLinks } from '../tracking/index.js';
import { salesJournalAdminRoutes } from '../sales-journal/index.js';
import { searchSynonymsAdminRoutes } from '../search/index.js';
import { catalogAdminRoutes } from './catalog/routes.js';
import { contentAdminRoutes } from './content/routes.js';
import { depositForfeitsAdminRoutes } from './deposit-forfeits/routes.js';
import { einvoicingAdminRoutes } from './einvoicing/routes.js';
import { depositsAdminRoutes } from './deposits/routes.js';
import { containersAdminRoutes } from '../containers/index.js';
import { figuresAdminRoutes } from './figures/routes.js';
import { greenSlotsAdminRoutes } from './green-slots/routes.js';
import { ordersAdminRoutes } from './orders/routes.js';
import { pickingAdminRoutes } from './picking/routes.js';
import { promoAdminRoutes } from './promo/routes.js';
import { roundSettingsAdminRoutes } from './round-settings/routes.js';
import { roundsAdminRoutes } from './rounds/routes.js';
import { adminAccount, auditEntries, createStaffMember, listStaff, updateStaffMember } from './service.js';
import { slotMarketingAdminRoutes } from './slot-marketing/routes.js';
import { slotsAdminRoutes } from './slots/routes.js';
import { stockAdminRoutes } from './stock/routes.js';
import { taxonomyAdminRoutes } from './taxonomy/routes.js';

/**
 * The back-office's API, under /api/admin: every route needs a logged-in manager or admin (read from the
 * database on every call); each area checks the warehouse scope of what it touches.
 */
export const adminRoutes: FastifyPluginAsyncZod<{
  publicUrl: string;
  payments: PaymentProvider | null;
  routingTableUrl?: string | undefined;
  /** The tracking links of the announced windows' e-mails (none: the announcement is not mounted). */
  tracking?: TrackingLinks;
  /** The FEC's chart of accounts and SIREN. */
  accounting: AccountingSettings;
}> = async (app, { publicUrl, payments, routingTableUrl, tracking, accounting }) => {
  // onRequest, before validation: an anonymous caller gets a 401, a customer a 403, whatever they sent.
  app.addHook('onRequest', async (request, reply) => {
    await app.authenticate(request, reply);
    const staff = await loadStaff(app.db, request.userId!);
    if (!staff) throw new ApiError(403, 'backOfficeOnly');
    request.staff = staff;
  });
  // preHandler, after validation: the body's locale is known by then; built once, every service takes it.
  app.addHook('preHandler', async (request) => {
    request.actor = requestActor(request);
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    // A write has committed by now: read-your-writes on this instance, whatever the NOTIFY's timing.
    if (request.method !== 'GET' && reply.statusCode < 400) app.clearLocalCaches();
  });

  route(app, endpoints.getBackOfficeAccount, async (request) => adminAccount(app.db, staffOf(request)));

  route(app, endpoints.listBackOfficeWarehouses, async (request) =>
    scopedWarehouses(app.db, staffOf(request)),
  );

  const admin = { preHandler: requireAdmin };

  route(app, endpoints.listAuditEntries, admin, async (request) => auditEntries(app.db, request.query));

  route(app, endpoints.listStaff, admin, async () => listStaff(app.db));

  route(app, endpoints.createStaffMember, admin, async (request, reply) =>
    reply.code(201).send(await createStaffMember(app.db, actorOf(request), request.body)),
  );

  route(app, endpoints.updateStaffMember, admin, async (request) =>
    updateStaffMember(app.db, actorOf(request), request.params.id, request.body),
  );

  await app.register(catalogAdminRoutes);
  await app.register(stockAdminRoutes);
  await app.register(promoAdminRoutes);
  await app.register(contentAdminRoutes);
  await app.register(taxonomyAdminRoutes);
  await app.register(ordersAdminRoutes, { publicUrl, payments });
  await app.register(slotMarketingAdminRoutes);
  await app.register(pickingAdminRoutes, { publicUrl });
  await app.register(slotsAdminRoutes, { publicUrl });
  await app.register(greenSlotsAdminRoutes);
  await app.register(figuresAdminRoutes);
  await app.register(depositForfeitsAdminRoutes);
  await app.register(roundsAdminRoutes, { routingTableUrl });
  await app.register(roundSettingsAdminRoutes);
  await app.register(depositsAdminRoutes);
  await app.register(containersAdminRoutes);
  await app.register(boardAdminRoutes);
  await app.register(cashSheetsAdminRoutes);
  await app.register(accountingAdminRoutes, { accounting });
  await app.register(einvoicingAdminRoutes);
  await app.register(salesJournalAdminRoutes);
  await app.register(searchSynonymsAdminRoutes);
  if (tracking) await app.register(promiseAdminRoutes, { tracking });
};
