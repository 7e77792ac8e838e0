/**
 * Money at the door: the payment a driver records at a pay-at-delivery order's delivery, and the
 * driver's cash sheet of a day (expected, received, difference per method) that a manager closes —
 * /operator/cash-sheet for the driver, /admin/cash-sheets for the back-office. The rules:
 * packages/domain cash-sheet.ts.
 */
import { CASH_SHEET_STATUSES, DOOR_PAYMENT_METHODS } from '@consigne/domain';
import { z } from 'zod';
import { pageOf, pageQuery } from './admin/core.js';
import { bodyLocale, calendarDate, euros, idParam, localeQuery, safeText } from './primitives.js';

/** How the customer paid at the door and what the driver received, in cents (the step to 'delivered'). */
export const doorPaymentBody = z.object({
  method: z.enum(DOOR_PAYMENT_METHODS).describe("'card_terminal' (the amount to pay, to the cent) or 'cash'"),
  receivedCents: z
    .number()
    .int()
    .describe(
      'What the driver received, in cents: the amount to pay for a card terminal; cash may be short or over (never negative, at most 100 € over) — else a 400',
    ),
});

const methodTotalsSchema = z.object({ expected: euros, received: euros, difference: euros });

export const doorPaymentSchema = z.object({
  orderId: z.number(),
  customerName: z.string(),
  method: z.enum(DOOR_PAYMENT_METHODS),
  expected: euros,
  received: euros,
  /** Received minus expected: negative short, positive over. */
  difference: euros,
  recordedAt: z.string(),
});

const cashSheetBase = {
  /** Null: the driver has recorded nothing that day yet (a sheet is made by the first payment). */
  id: z.number().nullable(),
  date: z.string(),
  warehouseId: z.number(),
  warehouseName: z.string(),
  driver: z.object({ id: z.number(), name: z.string() }),
  status: z.enum(CASH_SHEET_STATUSES),
  card: methodTotalsSchema,
  cash: methodTotalsSchema.extend({
    counted: euros.nullable().describe('The cash the driver counted at the day’s end; null until then'),
  }),
  /** Both methods' differences (cash by the count once made): negative short, positive over. */
  difference: euros,
  paymentCount: z.number(),
  countedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  closedBy: z.string().nullable(),
  note: z.string().nullable(),
};

export const cashSheetRowSchema = z.object(cashSheetBase);

export const cashSheetSchema = z.object({
  ...cashSheetBase,
  payments: z.array(doorPaymentSchema),
});

export const driverCashSheetQuery = localeQuery.extend({ date: calendarDate.optional() });

export const countCashBody = z.object({
  date: calendarDate,
  countedCents: z.number().int().describe('The cash counted by the driver, in cents (0 to 20 000 €)'),
  ...bodyLocale,
});

export const cashSheetListQuery = pageQuery.extend({
  warehouseId: idParam().optional(),
  date: calendarDate.optional(),
  status: z.enum(CASH_SHEET_STATUSES).optional(),
  /** 'with': only the sheets with a difference, open or closed. */
  difference: z.enum(['with']).optional(),
});

export const cashSheetList = pageOf(cashSheetRowSchema);

export const cashSheetParams = z.object({ id: idParam() });

export const closeCashSheetBody = z.object({
  note: safeText(1000, { multiline: true }).optional().describe('Required when the sheet shows a difference'),
  ...bodyLocale,
});
