/** Back-office: prices, discounts, availability and stock per warehouse, stock movements, CSV import and export (/admin/…). */
import {
  MAX_DISCOUNT_PERCENT,
  MAX_ORDERABLE,
  MAX_PRICE_CENTS,
  MAX_STOCK,
  STOCK_MOVEMENT_KINDS,
} from '@consigne/domain';
import { z } from 'zod';
import { bodyLocale, boundedInt, calendarDate, euros, id, idParam, safeText } from '../primitives.js';
import { adminWarehouseSchema, pageQuery } from './core.js';

/** The CSV a bulk update may send: 2 MB, 10,000 lines. */
export const STOCK_CSV_MAX_BYTES = 2 * 1024 * 1024;
export const STOCK_CSV_MAX_LINES = 10_000;

/** One product as one warehouse sells it, as the back-office edits it. */
export const stockEntrySchema = z.object({
  id: z.number(),
  productId: z.number(),
  productKey: z.string(),
  /** The product's French name. */
  name: z.string(),
  brand: z.string(),
  warehouseId: z.number(),
  warehouseKey: z.string(),
  warehouseName: z.string(),
  slug: z.string(),
  price: euros,
  discountPercent: z.number(),
  /** The last day the discount applies (YYYY-MM-DD, shop time), null: no end. */
  discountUntil: z.string().nullable(),
  /** Whether shoppers get the discount now (set and not ended). */
  discountActive: z.boolean(),
  isAvailable: z.boolean(),
  maxOrderable: z.number(),
  /** null: not tracked (never runs out). */
  stock: z.number().nullable(),
  version: z.number(),
});

export const stockEntriesQuery = pageQuery.extend({
  warehouseId: idParam(),
  search: safeText(100).optional(),
  /** '1': only the entries on sale whose tracked stock is low (the domain's LOW_STOCK_AT). */
  low: z.enum(['1']).optional(),
});

export const stockEntryParams = z.object({ id: idParam() });

/** An entry with the same product in the account's other warehouses, and the warehouses that do not sell it yet. */
export const stockEntryDetailSchema = stockEntrySchema.extend({
  siblings: z.array(stockEntrySchema),
  missingWarehouses: z.array(adminWarehouseSchema),
});

/** A price in euros from a form: 0 to 10,000 €, at most 2 decimals. */
const priceInput = z
  .number({ error: 'invalidValue' })
  .min(0, { error: 'stockPriceNegative' })
  .max(MAX_PRICE_CENTS / 100, { error: 'invalidValue' })
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, { error: 'stockPriceDecimals' });

const entrySettings = {
  price: priceInput,
  discountPercent: boundedInt(0, MAX_DISCOUNT_PERCENT, 'stockDiscountRange'),
  discountUntil: calendarDate.nullable(),
  isAvailable: z.boolean(),
  maxOrderable: boundedInt(1, MAX_ORDERABLE),
};

/** A discount needs its last day: an anti-waste deal that never ends is a price change. */
const discountNeedsEnd = (
  body: { discountPercent: number; discountUntil: string | null },
  ctx: z.RefinementCtx,
) => {
  if (body.discountPercent > 0 && body.discountUntil === null)
    ctx.addIssue({ code: 'custom', path: ['discountUntil'], message: 'stockDiscountEndRequired' });
};

export const updateStockEntryBody = z
  .object({ ...bodyLocale, version: id(), ...entrySettings })
  .superRefine(discountNeedsEnd);

/** Sells a product in one more warehouse. */
export const createStockEntryBody = z
  .object({
    ...bodyLocale,
    productId: id(),
    warehouseId: id(),
    ...entrySettings,
    stock: boundedInt(0, MAX_STOCK).nullable(),
  })
  .superRefine(discountNeedsEnd);

export const stockMovementSchema = z.object({
  id: z.number(),
  kind: z.enum(STOCK_MOVEMENT_KINDS),
  /** Signed: +48 received, −2 sold. */
  quantity: z.number(),
  stockAfter: z.number(),
  reason: z.string().nullable(),
  orderId: z.number().nullable(),
  actorEmail: z.string().nullable(),
  at: z.string(),
});

export const stockMovementsQuery = pageQuery;

/** A delivery received (a positive quantity) or a count's correction (signed, with its reason). */
export const createStockMovementBody = z
  .object({
    ...bodyLocale,
    kind: z.enum(['received', 'adjusted']),
    quantity: boundedInt(-MAX_STOCK, MAX_STOCK).refine((q) => q !== 0, { error: 'stockQuantityZero' }),
    reason: safeText(200).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.kind === 'received' && body.quantity < 0)
      ctx.addIssue({ code: 'custom', path: ['quantity'], message: 'stockReceivedPositive' });
    if (body.kind === 'adjusted' && !body.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'stockReasonRequired' });
  });

/** The entry after a movement, with the movement. */
export const stockMovementResultSchema = z.object({ entry: stockEntrySchema, movement: stockMovementSchema });

/** The CSV's text (the page reads the uploaded file): see docs/back-office.md for its columns. */
export const stockImportBody = z.object({
  ...bodyLocale,
  csv: z.string().max(STOCK_CSV_MAX_BYTES, { error: 'stockCsvTooLarge' }),
});

export const stockImportLineSchema = z.object({
  line: z.number(),
  entryId: z.number(),
  warehouseKey: z.string(),
  slug: z.string(),
  name: z.string(),
  changes: z.array(z.object({ field: z.string(), before: z.string(), after: z.string() })),
});

/** A dry run: every change, before → after, and every error by line; nothing written but the plan. */
export const stockImportPreviewSchema = z.object({
  /** The plan to apply (null when there are errors or nothing to change). */
  importId: z.number().nullable(),
  lines: z.number(),
  changes: z.array(stockImportLineSchema),
  errors: z.array(z.object({ line: z.number(), field: z.string(), message: z.string() })),
});

export const applyStockImportBody = z.object({ ...bodyLocale, importId: id() });
export const stockImportResultSchema = z.object({ applied: z.number() });

export const stockExportQuery = z.object({ warehouseId: idParam() });
/** The file to download: its name and its text (the page serves it as text/csv). */
export const stockExportSchema = z.object({ filename: z.string(), csv: z.string() });
