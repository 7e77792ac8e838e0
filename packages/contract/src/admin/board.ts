/**
 * Back-office: the manager's board (the back-office home) — one warehouse's day: per slot its orders,
 * crates and vans, picking progress, deliveries done and failed; the cash sheets still open, the low
 * stock and the leads from areas not served yet. Every figure is a count its page lists again.
 */
import { z } from 'zod';
import { calendarDate, idParam, localeQuery } from '../primitives.js';
import { pageOf, pageQuery } from './core.js';

/** The warehouse (a manager's own; absent: the account's first) and the day (absent: today). */
export const adminBoardQuery = localeQuery.extend({
  warehouseId: idParam().optional(),
  date: calendarDate.optional(),
});

const boardCounts = {
  /** Orders in the delivery flow (and failed deliveries): cancelled and unpaid card orders left out. */
  orders: z.number(),
  /** Crates to load (full and started), as the rounds count them. */
  crates: z.number(),
  /** Order lines, and those picked (an order that has left the warehouse counts as picked). */
  lines: z.number(),
  pickedLines: z.number(),
  delivered: z.number(),
  /** Orders whose delivery failed (status 'delivery_failed'). */
  failed: z.number(),
};

export const adminBoardSlotSchema = z.object({
  id: z.number(),
  startAt: z.string(),
  endAt: z.string(),
  capacity: z.number(),
  ...boardCounts,
  /** The slot's orders per van (an order without a van goes with the warehouse's first van). */
  vans: z.array(z.object({ id: z.number(), name: z.string(), orders: z.number(), crates: z.number() })),
});

export const adminBoardSchema = z.object({
  date: z.string(),
  warehouse: z.object({ id: z.number(), name: z.string() }),
  slots: z.array(adminBoardSlotSchema),
  total: z.object(boardCounts),
  /** The day's drivers' cash sheets not closed yet; null while the board cannot count them. */
  cashSheetsOpen: z.number().nullable(),
  /** The warehouse's entries on sale whose tracked stock is low (the domain's LOW_STOCK_AT). */
  lowStock: z.number(),
  /** Leads from the warehouse's areas not served yet: all of them, and those of the last days. */
  leads: z.object({ total: z.number(), recent: z.number() }),
});

/** The leads of a warehouse's areas, newest first. */
export const adminLeadsQuery = pageQuery.extend({ warehouseId: idParam().optional() });

export const adminLeadSchema = z.object({
  id: z.number(),
  email: z.string(),
  postalCode: z.string(),
  city: z.string(),
  country: z.string(),
  createdAt: z.string(),
});

export const adminLeadsSchema = pageOf(adminLeadSchema).extend({
  warehouse: z.object({ id: z.number(), name: z.string() }),
});
