import {
  MAX_INT4,
  SUBSTITUTION_CHOICES,
  USUAL_BASKET_FAILURES,
  USUAL_BASKET_FREQUENCIES,
  USUAL_BASKET_MAX_LINES,
  USUAL_BASKET_OCCURRENCE_STATUSES,
  USUAL_BASKET_PAYMENTS,
} from '@consigne/domain';
import { z } from 'zod';
import { boundedInt, bodyLocale, calendarDate, euros, id, idParam } from './primitives.js';

/** One line of the usual basket (docs/rules.md#usual-basket, ADR 0042). */
export const usualBasketLineSchema = z.object({
  productWarehouseId: z.number(),
  productId: z.number(),
  name: z.string(),
  slug: z.string(),
  quantity: z.number(),
  unitPrice: euros,
  maxOrderable: z.number(),
  isAvailable: z.boolean(),
  substitution: z.enum(SUBSTITUTION_CHOICES).nullable(),
});

/** One date of the basket and what became of it. */
export const usualBasketOccurrenceSchema = z.object({
  id: z.number(),
  date: z.string().describe('The delivery day, YYYY-MM-DD'),
  slot: z.object({ id: z.number(), startAt: z.string(), endAt: z.string() }),
  status: z.enum(USUAL_BASKET_OCCURRENCE_STATUSES),
  reason: z.enum([...USUAL_BASKET_FAILURES, 'paused']).nullable(),
  orderId: z.number().nullable(),
  /** When the reminder goes and when the order is placed. */
  remindAt: z.string(),
  placeAt: z.string(),
  /** Skippable (or taken back) until it is placed. */
  isChangeable: z.boolean(),
});

export const usualBasketSchema = z.object({
  id: z.number(),
  frequency: z.enum(USUAL_BASKET_FREQUENCIES),
  payment: z.enum(USUAL_BASKET_PAYMENTS),
  pausedUntil: z.string().nullable(),
  /** The saved card's label ('visa •••• 4242'); null until a card is saved. */
  cardLabel: z.string().nullable(),
  /** Hours before the slot's cutoff the order is placed (the warehouse's setting). */
  placeHoursBeforeCutoff: z.number(),
  lines: z.array(usualBasketLineSchema),
  occurrences: z.array(usualBasketOccurrenceSchema),
});

export const usualBasketAnswerSchema = z.object({ basket: usualBasketSchema.nullable() });
export type UsualBasketDto = z.infer<typeof usualBasketSchema>;

const frequency = z.enum(USUAL_BASKET_FREQUENCIES);
const payment = z.enum(USUAL_BASKET_PAYMENTS);

/** A basket from one of the shopper's orders or from their favourites. */
export const createUsualBasketBody = z
  .object({
    source: z.enum(['order', 'favourites']),
    /** The order's id when `source` is 'order'. */
    orderId: id().optional(),
    frequency,
    payment,
    ...bodyLocale,
  })
  .refine((b) => b.source !== 'order' || b.orderId !== undefined, { error: 'required', path: ['orderId'] });

/** The frequency or the payment changed. */
export const changeUsualBasketBody = z
  .object({ frequency: frequency.optional(), payment: payment.optional(), ...bodyLocale })
  .refine((b) => b.frequency !== undefined || b.payment !== undefined, { error: 'required' });

/** One line set (0 removes it), as the cart's PATCH: at most the entry's maxOrderable. */
export const setUsualBasketLineBody = z.object({
  productWarehouseId: id(),
  quantity: boundedInt(0, MAX_INT4, 'cartQuantityInvalid'),
  ...bodyLocale,
});

/** Every line at once: at most as many lines as a cart holds (a longer list is a 400, nothing stored). */
export const replaceUsualBasketLinesBody = z.object({
  lines: z
    .array(z.object({ productWarehouseId: id(), quantity: boundedInt(1, MAX_INT4, 'cartQuantityInvalid') }))
    .max(USUAL_BASKET_MAX_LINES, { error: 'usualBasketTooManyLines' }),
  ...bodyLocale,
});

/** No order for a date before `until` (the basket orders again on it). */
export const pauseUsualBasketBody = z.object({ until: calendarDate, ...bodyLocale });

export const usualBasketOccurrenceParams = z.object({ occurrenceId: idParam() });
