import { RESERVATION_WEEK_STATUSES } from '@consigne/domain';
import { z } from 'zod';
import { bodyLocale, id, idParam } from './primitives.js';

/** One week of a reserved weekly slot (docs/rules.md#reserved-slots, ADR 0040). */
export const reservedWeekSchema = z.object({
  id: z.number(),
  slot: z.object({ id: z.number(), startAt: z.string(), endAt: z.string() }),
  status: z
    .enum(RESERVATION_WEEK_STATUSES)
    .describe(
      "held: its place is the shopper's; skipped by them; used by their order; released; full: no place could be held (tried again while the slot takes orders)",
    ),
  /** A held or skipped week until its slot stops taking orders (2 hours before, by default). */
  isChangeable: z.boolean(),
});

/** The shopper's reserved weekly slot and its coming weeks, soonest first. */
export const slotReservationSchema = z.object({
  id: z.number(),
  /** ISO weekday: 1 Monday … 7 Sunday. */
  weekday: z.number(),
  /** The slots' start hour, shop time. */
  hour: z.number(),
  every: z.union([z.literal(1), z.literal(2)]),
  /** How many weeks ahead its places are held (the warehouse's setting, 4 by default). */
  weeksAhead: z.number(),
  addressId: z.number().nullable(),
  pickupPointId: z.number().nullable(),
  weeks: z.array(reservedWeekSchema),
});

export const slotReservationAnswerSchema = z.object({ reservation: slotReservationSchema.nullable() });

/**
 * A reservation from a slot the shopper picks: its weekday and start hour, every one or two weeks,
 * delivered to one of their addresses or collected at a pickup point (one of the two).
 */
export const createSlotReservationBody = z.object({
  slotId: id(),
  every: z.union([z.literal(1), z.literal(2)]),
  addressId: id().optional(),
  pickupPointId: id().optional(),
  ...bodyLocale,
});

/** Another weekday and time (a slot picked again); the address or pickup point kept unless given. */
export const changeSlotReservationBody = createSlotReservationBody.extend({
  every: z.union([z.literal(1), z.literal(2)]).optional(),
});

export const reservedWeekParams = z.object({ weekId: idParam() });
