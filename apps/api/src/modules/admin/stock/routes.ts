import { endpoints, STOCK_IMPORT_BODY_LIMIT_BYTES } from '@consigne/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileTooLargeAs } from '../../../lib/body-limit.js';
import { route } from '../../../lib/route.js';
import { actorOf, staffOf } from '../shared/index.js';
import { applyImport, exportCsv, previewImport } from './csv.js';
import { createEntry, entryDetail, listEntries, listMovements, moveStock, updateEntry } from './service.js';

/** Back-office: see packages/contract/src/admin/stock.ts. Registered under /api/admin behind the staff check. */
export const stockAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.listStockEntries, async (request) =>
    listEntries(app.db, staffOf(request), request.query),
  );

  route(app, endpoints.createStockEntry, async (request, reply) =>
    reply.code(201).send(await createEntry(app.db, actorOf(request), request.body)),
  );

  route(app, endpoints.getStockEntry, async (request) =>
    entryDetail(app.db, staffOf(request), request.params.id),
  );

  route(app, endpoints.updateStockEntry, async (request) =>
    updateEntry(app.db, actorOf(request), request.params.id, request.body),
  );

  route(app, endpoints.listStockMovements, async (request) =>
    listMovements(app.db, staffOf(request), request.params.id, request.query),
  );

  route(app, endpoints.createStockMovement, async (request, reply) =>
    reply.code(201).send(await moveStock(app.db, actorOf(request), request.params.id, request.body)),
  );

  route(
    app,
    endpoints.previewStockImport,
    {
      bodyLimit: STOCK_IMPORT_BODY_LIMIT_BYTES,
      // A body over the limit is refused before it is read: a 413 that says what the limit is.
      errorHandler: fileTooLargeAs('stockCsvTooLarge'),
    },
    async (request) => previewImport(app.db, actorOf(request), request.body.csv),
  );

  route(app, endpoints.applyStockImport, async (request) =>
    applyImport(app.db, actorOf(request), request.body.importId),
  );

  route(app, endpoints.exportStockCsv, async (request) => {
    const staff = staffOf(request);
    return exportCsv(app.db, staff, request.query.warehouseId);
  });
};
