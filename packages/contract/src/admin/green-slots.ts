/**
 * Back-office: green slots (docs/rules.md#green-slots, ADR 0038) — a warehouse's threshold and
 * discount, and how the mark is decided for a place on a day (/admin/creneaux).
 */
import { z } from 'zod';
import {
  bodyLocale,
  boundedInt,
  calendarDate,
  euros,
  idParam,
  localeQuery,
  safeText,
} from '../primitives.js';

/** The threshold's bounds, in road metres (the database's check says the same). */
export const GREEN_THRESHOLD_BOUNDS = { min: 0, max: 50_000 } as const;
/** The discount's bounds, in euros (at most the database's 10,000 cents). */
export const GREEN_DISCOUNT_MAX_EUROS = 100;

export const greenSlotSettingsParams = z.object({ warehouseId: idParam() });

export const greenSlotSettingsSchema = z.object({
  warehouseId: z.number(),
  thresholdMetres: z.number().describe('Road metres at most that a stop may add for its slot to be green'),
  discount: euros.describe('What a green slot takes off the delivery fee (0: none)'),
});

export const saveGreenSlotSettingsBody = z.object({
  ...bodyLocale,
  thresholdMetres: boundedInt(
    GREEN_THRESHOLD_BOUNDS.min,
    GREEN_THRESHOLD_BOUNDS.max,
    'greenThresholdInvalid',
  ),
  discount: z
    .number({ error: 'greenDiscountInvalid' })
    .min(0, { error: 'greenDiscountInvalid' })
    .max(GREEN_DISCOUNT_MAX_EUROS, { error: 'greenDiscountInvalid' })
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, { error: 'amountCents' }),
});

/** Where to measure from: an order's place (measured against the others), or a postal code's commune. */
export const greenSlotExplanationQuery = localeQuery
  .extend({
    warehouseId: idParam(),
    date: calendarDate,
    orderId: idParam().optional(),
    postalCode: z
      .string()
      .trim()
      .regex(/^\d{4,5}$/, { error: 'greenPlaceRequired' })
      .optional(),
    city: safeText(100).optional(),
  })
  .superRefine((query, ctx) => {
    if (query.orderId === undefined && query.postalCode === undefined)
      ctx.addIssue({ code: 'custom', path: ['postalCode'], message: 'greenPlaceRequired' });
  });

export const greenSlotExplanationSchema = z.object({
  warehouseId: z.number(),
  date: z.string(),
  thresholdMetres: z.number(),
  discount: euros,
  place: z.object({
    lat: z.number(),
    lng: z.number(),
    from: z.enum(['order', 'postalCode']).describe("An order's place, or the commune's centre"),
  }),
  slots: z.array(
    z.object({
      id: z.number(),
      startAt: z.string(),
      endAt: z.string(),
      isFull: z.boolean(),
      /** The located stops already planned in the slot, every van. */
      stops: z.number(),
      marginalMetres: z.number().describe('What the stop adds to the cheapest van tour, in road metres'),
      isGreen: z.boolean(),
    }),
  ),
});
