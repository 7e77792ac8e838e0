/** Back-office: the empties and deposits ledger (docs/rules.md#deposits) — /admin/consignes. */
import { EMPTIES_UNITS, REJECT_REASONS } from '@consigne/domain';
import { z } from 'zod';
import { calendarDate, euros, idParam, localeQuery } from '../primitives.js';
import { emptiesOutSchema } from './rounds.js';

export const depositsDayQuery = localeQuery.extend({
  warehouseId: idParam().optional(),
  /** The day (shop time zone); absent: today. */
  date: calendarDate.optional(),
});

export const depositsDaySchema = z.object({
  date: z.string(),
  warehouseId: z.number(),
  /** Deposits of the orders delivered that day. */
  out: emptiesOutSchema,
  /** Empties taken back and credited that day. */
  returned: emptiesOutSchema,
  /** Empties refused that day, per unit and reason (never credited). */
  rejected: z.array(
    z.object({ unit: z.enum(EMPTIES_UNITS), reason: z.enum(REJECT_REASONS), count: z.number() }),
  ),
  /** Customers of the warehouse with deposits pending, the oldest first. */
  customers: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      pending: emptiesOutSchema,
      /** The oldest delivery not yet matched by returns (first in, first out), and its age in days. */
      since: z.string().nullable(),
      ageDays: z.number().nullable(),
    }),
  ),
});

export const depositsReconciliationQuery = localeQuery.extend({
  warehouseId: idParam().optional(),
  from: calendarDate,
  to: calendarDate,
});

export const depositsReconciliationSchema = z.object({
  from: z.string(),
  to: z.string(),
  warehouseId: z.number(),
  /** Pending deposits at the start of `from` and the end of `to`. */
  openingPending: euros,
  closingPending: euros,
  /** Deposits of the orders delivered in the range. */
  depositsOut: euros,
  /** The wallet ledger's deposit_refund entries of the range (the warehouse's collections). */
  refundedToWallet: euros,
  /** Other movements that lower what is pending, by kind (none yet; e.g. deposits forfeited). */
  otherMovements: z.array(z.object({ kind: z.string(), amount: euros })),
  /** closing − (opening + out − refunded − other): 0 when the ledgers agree. */
  difference: euros,
  /** The collections' credited value in the range, against the wallet's refunds. */
  collectionsCredited: euros,
  walletDifference: euros,
});
