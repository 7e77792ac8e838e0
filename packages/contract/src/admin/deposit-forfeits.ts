/**
 * Back-office: deposits never returned in time, sold as packaging (/admin/consignes/non-rendues) — each
 * warehouse's period, the sales made, and a run on demand. The rule: packages/domain deposit-forfeit.ts,
 * ADR 0015.
 */
import { DEPOSIT_FORFEIT_DAYS } from '@consigne/domain';
import { z } from 'zod';
import { bodyLocale, boundedInt, calendarDate, euros, idParam, localeQuery } from '../primitives.js';

export const depositForfeitSettingSchema = z.object({
  warehouseId: z.number(),
  name: z.string(),
  /** Days after a delivery its deposits not settled by empties handed back are sold as packaging. */
  forfeitDays: z.number(),
  /** The standard VAT rate the packaging is sold at, in basis points (2000 = 20 %). */
  vatRateBp: z.number(),
});

export const depositForfeitSettingsSchema = z.object({
  warehouses: z.array(depositForfeitSettingSchema),
});

export const depositForfeitSettingParams = z.object({ warehouseId: idParam() });
export const saveDepositForfeitSettingBody = z.object({
  forfeitDays: boundedInt(DEPOSIT_FORFEIT_DAYS.min, DEPOSIT_FORFEIT_DAYS.max, 'depositForfeitDaysInvalid'),
  ...bodyLocale,
});

/** The sales of a range of days (both included; default the last 30), one warehouse or all in scope. */
export const depositForfeitsQuery = localeQuery.extend({
  from: calendarDate.optional(),
  to: calendarDate.optional(),
  warehouseId: idParam().optional(),
});

export const depositForfeitSchema = z.object({
  id: z.number(),
  createdAt: z.string(),
  customer: z.object({ id: z.number(), name: z.string(), email: z.string() }),
  warehouseId: z.number(),
  warehouseName: z.string(),
  total: euros,
  net: euros,
  vat: euros,
  vatRateBp: z.number(),
  forfeitDays: z.number(),
});

export const depositForfeitsSchema = z.object({
  from: z.string(),
  to: z.string(),
  warehouseId: z.number().nullable(),
  forfeits: z.array(depositForfeitSchema),
  /** The range's sums, to the cent (net + VAT = total). */
  total: euros,
  net: euros,
  vat: euros,
});

export const depositForfeitRunSchema = z.object({
  /** Customers whose deposits were forfeited by this run, and what it came to. */
  customers: z.number(),
  total: euros,
});
