/** Delivery instructions of an order (issue 30): given at checkout, changed until the order leaves. */
import { DELIVERY_INSTRUCTION_LIMITS, DELIVERY_OPTIONS, ORDER_STATUSES } from '@consigne/domain';
import { z } from 'zod';
import { bodyLocale, safeText } from './primitives.js';

/** Empty text is no text: a cleared field is stored as null. */
const optionalText = (max: number, multiline = false) =>
  safeText(max, { multiline })
    .nullable()
    .optional()
    .transform((value) => (value ? value : null));

export const deliveryInstructionsBody = z.object({
  accessDetails: optionalText(DELIVERY_INSTRUCTION_LIMITS.accessDetails).describe(
    'Floor, door, building: "3e étage, porte B"',
  ),
  entryCode: optionalText(DELIVERY_INSTRUCTION_LIMITS.entryCode).describe(
    'Digicode or gate code: personal data, shown to the warehouse staff and the driver only',
  ),
  options: z
    .array(z.enum(DELIVERY_OPTIONS))
    .max(DELIVERY_OPTIONS.length)
    .default([])
    .transform((options) => [...new Set(options)]),
  note: optionalText(DELIVERY_INSTRUCTION_LIMITS.note, true).describe('A free note for the driver'),
});

export const deliveryInstructionsSchema = z.object({
  accessDetails: z.string().nullable(),
  entryCode: z.string().nullable(),
  options: z.array(z.enum(DELIVERY_OPTIONS)),
  note: z.string().nullable(),
});

export const changeDeliveryInstructionsBody = z.object({
  instructions: deliveryInstructionsBody,
  ...bodyLocale,
});

export const changedDeliveryInstructionsSchema = z.object({
  orderId: z.number(),
  status: z.enum(ORDER_STATUSES),
  deliveryInstructions: deliveryInstructionsSchema.nullable(),
});
