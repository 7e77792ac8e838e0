import {
  applyStockImportBody,
  createStockEntryBody,
  createStockMovementBody,
  pageOf,
  STOCK_IMPORT_BODY_LIMIT_BYTES,
  stockEntriesQuery,
  stockEntryDetailSchema,
  stockEntryParams,
  stockEntrySchema,
  stockExportQuery,
  stockExportSchema,
  stockImportBody,
  stockImportPreviewSchema,
  stockImportResultSchema,
  stockMovementResultSchema,
  stockMovementSchema,
  stockMovementsQuery,
  updateStockEntryBody,
} from '@consigne/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileTooLargeAs } from '../../../lib/body-limit.js';
import { errorEnvelope } from '../../../lib/schemas.js';
import { actorOf, adminErrors, adminSchema, staffOf } from '../shared/index.js';
import { applyImport, exportCsv, previewImport } from './csv.js';
import { createEntry, entryDetail, listEntries, listMovements, moveStock, updateEntry } from './service.js';

/** The CSV import can be too large (413). */
const errors = { ...adminErrors, 413: errorEnvelope };

/** Back-office: see packages/contract/src/admin/stock.ts. Registered under /api/admin behind the staff check. */
export const stockAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/stock/entries',
    {
      schema: adminSchema(
        "A warehouse's entries with price, discount, availability and stock (its managers and admins)",
        {
          querystring: stockEntriesQuery,
          response: { 200: pageOf(stockEntrySchema), ...errors },
        },
      ),
    },
    async (request) => listEntries(app.db, staffOf(request), request.query),
  );

  app.post(
    '/stock/entries',
    {
      schema: adminSchema(
        'Sells a product in one more warehouse: price, discount, availability, opening stock',
        {
          body: createStockEntryBody,
          response: { 201: stockEntrySchema, ...errors },
        },
      ),
    },
    async (request, reply) => reply.code(201).send(await createEntry(app.db, actorOf(request), request.body)),
  );

  app.get(
    '/stock/entries/:id',
    {
      schema: adminSchema(
        "An entry, the product's entries in the account's other warehouses and those that do not sell it",
        {
          params: stockEntryParams,
          response: { 200: stockEntryDetailSchema, ...errors },
        },
      ),
    },
    async (request) => entryDetail(app.db, staffOf(request), request.params.id),
  );

  app.patch(
    '/stock/entries/:id',
    {
      schema: adminSchema(
        "Saves an entry's price, discount (with its last day), availability and maxOrderable; 409 if saved since `version`",
        {
          params: stockEntryParams,
          body: updateStockEntryBody,
          response: { 200: stockEntrySchema, ...errors },
        },
      ),
    },
    async (request) => updateEntry(app.db, actorOf(request), request.params.id, request.body),
  );

  app.get(
    '/stock/entries/:id/movements',
    {
      schema: adminSchema("An entry's stock movements, newest first: received, sold, returned, adjusted", {
        params: stockEntryParams,
        querystring: stockMovementsQuery,
        response: { 200: pageOf(stockMovementSchema), ...errors },
      }),
    },
    async (request) => listMovements(app.db, staffOf(request), request.params.id, request.query),
  );

  app.post(
    '/stock/entries/:id/movements',
    {
      schema: adminSchema(
        'Receives stock or corrects it after a count (with a reason); the stock never goes below 0',
        {
          params: stockEntryParams,
          body: createStockMovementBody,
          response: { 201: stockMovementResultSchema, ...errors },
        },
      ),
    },
    async (request, reply) =>
      reply.code(201).send(await moveStock(app.db, actorOf(request), request.params.id, request.body)),
  );

  app.post(
    '/stock/import/preview',
    {
      bodyLimit: STOCK_IMPORT_BODY_LIMIT_BYTES,
      // A body over the limit is refused before it is read: a 413 that says what the limit is.
      errorHandler: fileTooLargeAs('stockCsvTooLarge'),
      schema: adminSchema(
        'Dry run of a CSV of prices and stock: every change (before → after) and every error by line; nothing changes',
        {
          body: stockImportBody,
          response: { 200: stockImportPreviewSchema, ...errors },
        },
      ),
    },
    async (request) => previewImport(app.db, actorOf(request), request.body.csv),
  );

  app.post(
    '/stock/import/apply',
    {
      schema: adminSchema(
        'Applies a previewed CSV, all or nothing; 409 when prices or stock moved since the preview (preview again)',
        {
          body: applyStockImportBody,
          response: { 200: stockImportResultSchema, ...errors },
        },
      ),
    },
    async (request) => applyImport(app.db, actorOf(request), request.body.importId),
  );

  app.get(
    '/stock/export',
    {
      schema: adminSchema(
        "A warehouse's entries as a CSV file (UTF-8 with BOM, ';', decimal commas; the import's columns), in JSON like every answer",
        {
          querystring: stockExportQuery,
          response: { 200: stockExportSchema, ...errors },
        },
      ),
    },
    async (request) => {
      const staff = staffOf(request);
      return exportCsv(app.db, staff, request.query.warehouseId);
    },
  );
};
