/** Drivers and warehouse staff: the day's round, status changes and empties collected (/operator/…). */
import {
  ADVANCE_STATUSES,
  AGE_CHECK_METHODS,
  DOOR_REFUSAL_REASONS,
  EMPTIES_UNITS,
  FAILURE_NOTE_MAX,
  FAILURE_REASONS,
  ORDER_STATUSES,
  REJECT_REASONS,
} from '@consigne/domain';
import { z } from 'zod';
import { bodyLocale, boundedInt, calendarDate, id, idParam, localeQuery } from './primitives.js';
import { deliveryInstructionsSchema } from './delivery-instructions.js';
import { doorPaymentBody } from './cash-sheets.js';
import { slotSchema } from './slots.js';

export const roundQuery = localeQuery.extend({
  date: calendarDate.optional(),
  warehouseId: idParam().optional(),
});

export const roundOrderSchema = z.object({
  orderId: z.number(),
  status: z.enum(ORDER_STATUSES).describe("Never 'cancelled': a round leaves cancelled orders out"),
  slot: slotSchema,
  customer: z.object({
    id: z.number(),
    firstname: z.string(),
    lastname: z.string(),
    phone: z.string().nullable(),
  }),
  deliveryType: z.string(),
  deliveryName: z.string(),
  deliveryAddress: z.string(),
  /** What the driver needs at the door (entry code included: this answer is the warehouse's own). */
  deliveryInstructions: deliveryInstructionsSchema.nullable(),
  itemCount: z.number(),
  crates: z.array(
    z.object({
      packageType: z.string(),
      completeCrates: z.number(),
      nbItems: z.number(),
      nbSpaceLeft: z.number(),
    }),
  ),
  amountToPay: z.number(),
  paymentMethod: z.string(),
  paymentStatus: z.string(),
  pendingDepositTotal: z.number(),
  /** Why its delivery failed (status 'delivery_failed'); null otherwise. */
  failureReason: z.enum(FAILURE_REASONS).nullable(),
});

/** At the door: so many of one order line the recipient refused, and why. */
export const doorRefusedLineSchema = z.object({
  lineId: id(),
  quantity: boundedInt(1, 10_000),
  reason: z.enum(DOOR_REFUSAL_REASONS),
});

/** How the recipient's age was checked; the birth date decides and is never kept. */
export const ageCheckSchema = z.object({
  method: z.enum(AGE_CHECK_METHODS),
  birthDate: z.iso
    .date({ error: 'calendarDateInvalid' })
    .optional()
    .describe("YYYY-MM-DD, with the 'birthDate' method only: read to decide, never stored"),
});

export const advanceOrderBody = z.object({
  status: z.enum(ADVANCE_STATUSES),
  // At the door (status 'delivered' only): refused lines and the age check (operator/door.ts).
  refusedLines: z
    .array(doorRefusedLineSchema)
    .max(100)
    .optional()
    .describe("'delivered' only: lines refused at the door, each once — refunded and back to stock"),
  ageCheck: ageCheckSchema
    .optional()
    .describe("'delivered' only: required when lines under an age limit are handed over"),
  payment: doorPaymentBody
    .optional()
    .describe(
      "Required at the step to 'delivered' of an order paid at delivery: how it was paid, what was received",
    ),
  ...bodyLocale,
});

export const advancedOrderSchema = z.object({ orderId: z.number(), status: z.string() });

/** A delivery that failed at the door: why, and a note (required for 'other'). */
export const failDeliveryBody = z.object({
  reason: z.enum(FAILURE_REASONS),
  note: z
    .string()
    .max(FAILURE_NOTE_MAX)
    .optional()
    .describe("What happened, in the driver's words: required for 'other'"),
  ...bodyLocale,
});

export const failedDeliverySchema = z.object({
  orderId: z.number(),
  status: z.literal('delivery_failed'),
  cardRefund: z.boolean().describe("A card payment's refund is on its way (a job of the failure)"),
});

/** Empties refused at the door: so many of one unit for one reason (one line per unit and reason). */
export const rejectLineSchema = z.object({
  unit: z.enum(EMPTIES_UNITS),
  reason: z.enum(REJECT_REASONS).describe("'broken', or 'foreign' (another brand's crate or bottle)"),
  count: boundedInt(1, 2000),
});

export const collectionBody = z.object({
  userId: id(),
  crates: boundedInt(0, 100),
  largeBottles: boundedInt(0, 2000),
  smallBottles: boundedInt(0, 2000),
  rejects: z
    .array(rejectLineSchema)
    .max(6)
    .optional()
    .describe('Empties refused (never credited): at most one line per unit and reason'),
  orderId: id().optional().describe("The stop's order, when the empties come with a delivery"),
  pickupId: id()
    .optional()
    .describe(
      'The pickup of empties without an order this return closes (its fee, if any, is taken from the credit)',
    ),
  ...bodyLocale,
});

export const collectionResultSchema = z.object({
  credited: z.number(),
  rejected: z.number().describe('How many empties were refused'),
  pendingDepositTotal: z.number(),
  walletAmount: z.number(),
  /** A pickup without an order's fee taken from the credit (0 without one, or a free pickup). */
  feeCharged: z.number(),
});
