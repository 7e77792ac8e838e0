import {
  EMPTIES_PICKUP_FAILURE_REASONS,
  EMPTIES_PICKUP_INSTRUCTIONS_MAX,
  EMPTIES_PICKUP_STATUSES,
  FAILURE_NOTE_MAX,
} from '@consigne/domain';
import { z } from 'zod';
import { bodyLocale, euros, id, idParam, safeText } from './primitives.js';

/** A pickup of empties without an order (ADR 0037), as its shopper sees it. */
export const emptiesPickupSchema = z.object({
  id: z.number(),
  status: z.enum(EMPTIES_PICKUP_STATUSES),
  slot: z.object({ id: z.number(), startAt: z.string(), endAt: z.string() }),
  address: z.string(),
  instructions: z.string().nullable(),
  /** The fee when booked, taken from the credit of the empties collected (never more than it). */
  fee: euros,
  /** What the collection took of the fee; null until collected. */
  feeCharged: euros.nullable(),
  /** Until the orders' cutoff (2 hours before the slot), while booked. */
  isCancellable: z.boolean(),
  failureReason: z.enum(EMPTIES_PICKUP_FAILURE_REASONS).nullable(),
  createdAt: z.string(),
});

export const emptiesPickupsSchema = z.object({
  /** EMPTIES_PICKUP_FEE_CENTS, in euros: what a new pickup costs (0 by default). */
  fee: euros,
  /** The shopper's pending deposits: a pickup is for a shopper with some. */
  pendingDeposit: euros,
  /** Booked ones first, then the last ten done. */
  pickups: z.array(emptiesPickupSchema),
});

export const requestEmptiesPickupBody = z.object({
  slotId: id(),
  addressId: id(),
  instructions: safeText(EMPTIES_PICKUP_INSTRUCTIONS_MAX, { multiline: true }).optional(),
  ...bodyLocale,
});

export const emptiesPickupIdParams = z.object({ pickupId: idParam() });

export const failEmptiesPickupBody = z.object({
  reason: z.enum(EMPTIES_PICKUP_FAILURE_REASONS),
  note: safeText(FAILURE_NOTE_MAX, { multiline: true })
    .optional()
    .describe("What happened, in the driver's words: required for 'other'"),
  ...bodyLocale,
});

export const failedEmptiesPickupSchema = z.object({
  pickupId: z.number(),
  status: z.literal('failed'),
  failureReason: z.enum(EMPTIES_PICKUP_FAILURE_REASONS),
});
