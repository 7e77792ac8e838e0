/**
 * Back-office: the figures dashboard (/admin/chiffres) — per day over a date range, per warehouse and for
 * the whole shop. Which orders count and how each figure is made: docs/back-office.md, "Figures".
 */
import { z } from 'zod';
import { calendarDate, euros, idParam, localeQuery } from '../primitives.js';

/**
 * The range (both days included; default the last 30 days, at most 366) and the scope: one warehouse,
 * or every warehouse of the account (the whole shop for an admin) when absent.
 */
export const adminFiguresQuery = localeQuery.extend({
  from: calendarDate.optional(),
  to: calendarDate.optional(),
  warehouseId: idParam().optional(),
});

/** A share from 0 to 1 (4 decimals), null when there was nothing to divide by. */
const share = z.number().nullable();

/** The figures of one day, one warehouse, or the range as a whole. Money in euros. */
export const figuresRowSchema = z.object({
  /** Orders in the delivery flow whose slot is that day (cancelled and unpaid card orders left out). */
  orders: z.number(),
  /** Their products incl. VAT as ordered (before the promo discount; deposits and delivery apart). */
  revenueTtc: euros,
  /** The same, excl. VAT, as the orders stored it. */
  revenueHt: euros,
  deliveryFees: euros,
  /** revenueTtc / orders, rounded half up to the cent; null without orders. */
  averageBasket: euros.nullable(),
  /** The promo codes' discounts on those orders. */
  promoCost: euros,
  /** Places of the slots of that day, and the share taken by those orders. */
  slotCapacity: z.number(),
  fillRate: share,
  /** Deposits paid on delivered crates and bottles (by day of delivery), and refunded on empties collected. */
  depositsOut: euros,
  depositsReturned: euros,
  /** depositsReturned / depositsOut. */
  returnRate: share,
  /** Customers whose first order (in the flow) is that day's. */
  newCustomers: z.number(),
  /** Sponsors rewarded for a godson's first delivered order (by day of the reward). */
  referralsRewarded: z.number(),
  /** Shop-wide figures, null when the scope is not the whole shop (they belong to no warehouse). */
  registrations: z.number().nullable(),
  referralSignups: z.number().nullable(),
  /** Sum of the customers' wallet balances at the end of the day (for the range: at its end). */
  walletLiabilities: euros.nullable(),
});

export const figuresDaySchema = figuresRowSchema.extend({ date: z.string() });
export const figuresWarehouseSchema = figuresRowSchema.extend({
  warehouseId: z.number(),
  key: z.string(),
  name: z.string(),
});

export const adminFiguresSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The warehouse asked for, or null: every warehouse in the account's scope. */
  warehouseId: z.number().nullable(),
  /** True when the figures are the whole shop's (an admin, no warehouse chosen). */
  wholeShop: z.boolean(),
  days: z.array(figuresDaySchema),
  total: figuresRowSchema,
  /** The range's figures per warehouse in scope. */
  warehouses: z.array(figuresWarehouseSchema),
});

/** The daily figures as a CSV file (UTF-8 with BOM, ';', decimal commas), in JSON like every answer. */
export const adminFiguresCsvSchema = z.object({ filename: z.string(), csv: z.string() });
