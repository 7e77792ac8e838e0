import { pageOf } from '../admin/core.js';
import {
  applyStockImportBody,
  createStockEntryBody,
  createStockMovementBody,
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
} from '../admin/stock.js';
import { errorEnvelope, staffErrors } from '../primitives.js';
import { defineEndpoints } from '../endpoint.js';

/** The CSV import can be too large (413). */
const errors = { ...staffErrors, 413: errorEnvelope };

/** Back-office: each warehouse's prices, discounts, availability and stock, and their CSV import and export. */
export const adminStockEndpoints = defineEndpoints({
  listStockEntries: {
    tags: ['admin'],
    summary: "A warehouse's entries with price, discount, availability and stock (its managers and admins)",
    bearer: true,
    query: stockEntriesQuery,
    responses: { 200: pageOf(stockEntrySchema), ...errors },
  },
  createStockEntry: {
    tags: ['admin'],
    summary: 'Sells a product in one more warehouse: price, discount, availability, opening stock',
    bearer: true,
    body: createStockEntryBody,
    responses: { 201: stockEntrySchema, ...errors },
  },
  getStockEntry: {
    tags: ['admin'],
    summary:
      "An entry, the product's entries in the account's other warehouses and those that do not sell it",
    bearer: true,
    params: stockEntryParams,
    responses: { 200: stockEntryDetailSchema, ...errors },
  },
  updateStockEntry: {
    tags: ['admin'],
    summary:
      "Saves an entry's price, discount (with its last day), availability and maxOrderable; 409 if saved since `version`",
    bearer: true,
    params: stockEntryParams,
    body: updateStockEntryBody,
    responses: { 200: stockEntrySchema, ...errors },
  },
  listStockMovements: {
    tags: ['admin'],
    summary: "An entry's stock movements, newest first: received, sold, returned, adjusted",
    bearer: true,
    params: stockEntryParams,
    query: stockMovementsQuery,
    responses: { 200: pageOf(stockMovementSchema), ...errors },
  },
  createStockMovement: {
    tags: ['admin'],
    summary: 'Receives stock or corrects it after a count (with a reason); the stock never goes below 0',
    bearer: true,
    params: stockEntryParams,
    body: createStockMovementBody,
    responses: { 201: stockMovementResultSchema, ...errors },
  },
  previewStockImport: {
    tags: ['admin'],
    summary:
      'Dry run of a CSV of prices and stock: every change (before → after) and every error by line; nothing changes',
    bearer: true,
    body: stockImportBody,
    responses: { 200: stockImportPreviewSchema, ...errors },
  },
  applyStockImport: {
    tags: ['admin'],
    summary:
      'Applies a previewed CSV, all or nothing; 409 when prices or stock moved since the preview (preview again)',
    bearer: true,
    body: applyStockImportBody,
    responses: { 200: stockImportResultSchema, ...errors },
  },
  exportStockCsv: {
    tags: ['admin'],
    summary:
      "A warehouse's entries as a CSV file (UTF-8 with BOM, ';', decimal commas; the import's columns), in JSON like every answer",
    bearer: true,
    query: stockExportQuery,
    responses: { 200: stockExportSchema, ...errors },
  },
});
