/**
 * Rounds: a van's stops for a slot, in order from the warehouse — the back-office's
 * /admin/tournees and the driver's /livreur read the same answer.
 */
import {
  EMPTIES_PICKUP_FAILURE_REASONS,
  EMPTIES_PICKUP_STATUSES,
  EMPTIES_SEARCH_MIN_LENGTH,
  FAILURE_REASONS,
  ORDER_STATUSES,
} from '@consigne/domain';
import { z } from 'zod';
import { calendarDate, bodyLocale, euros, id, idParam, localeQuery } from '../primitives.js';
import { deliveryInstructionsSchema } from '../delivery-instructions.js';

export const vanRoundQuery = localeQuery.extend({
  warehouseId: idParam().optional(),
  /** The slots' day (shop time zone); absent: today. */
  date: calendarDate.optional(),
  /** Absent: the day's first slot with orders still to deliver (else its first slot). */
  slotId: idParam().optional(),
  /** Absent: the warehouse's first van. */
  vanId: idParam().optional(),
});

/** What a customer has out: pending deposits as crates and bottles, and their value. */
export const emptiesOutSchema = z.object({
  crates: z.number(),
  largeBottles: z.number(),
  smallBottles: z.number(),
  amount: euros,
});

export const vanRoundOrderSchema = z.object({
  orderId: z.number(),
  status: z.enum(ORDER_STATUSES),
  customer: z.object({
    id: z.number(),
    firstname: z.string(),
    lastname: z.string(),
    phone: z.string().nullable(),
  }),
  vanId: z.number().nullable().describe('The van it goes with (the first one unless moved)'),
  deliveryName: z.string(),
  deliveryAddress: z.string(),
  /** What the driver needs at the door (entry code included: this answer is the warehouse's own). */
  deliveryInstructions: deliveryInstructionsSchema.nullable(),
  /** Per format: the crates (full and started) and the bottles in them. */
  crateLines: z.array(
    z.object({
      packageType: z.string(),
      crates: z.number(),
      items: z.number(),
      capacity: z.number().describe('Bottles a crate of this format holds'),
    }),
  ),
  /** Crates to drop (full and partly filled), and the bottles in them. */
  crates: z.number(),
  largeBottles: z.number(),
  smallBottles: z.number(),
  itemCount: z.number(),
  /** The strictest age of its lines, by the law of the order's country, as sold; null: no alcohol. */
  minimumAge: z.number().int().nullable(),
  /** Its lines that may not be handed to a recipient under their age (the age check at the door). */
  ageRestrictedLines: z.array(
    z.object({ lineId: z.number(), name: z.string(), quantity: z.number(), minimumAge: z.number().int() }),
  ),
  /** Every line, for the door sheet: what the recipient may refuse (a substitute names what it replaces). */
  doorLines: z.array(
    z.object({
      lineId: z.number(),
      name: z.string(),
      volume: z.string(),
      quantity: z.number(),
      minimumAge: z.number().int().nullable(),
      substitutedFor: z.string().nullable(),
      unitCents: z.number().int().describe("One unit's price and bottle deposit, cents"),
      packageType: z.string().describe('Its crate format'),
    }),
  ),
  amountToPay: euros,
  /**
   * What the driver collects at the door (before any refusal there): an order paid at delivery, its
   * amount; a card order, the difference of an edit its shopper did not pay online (ADR 0039); else 0.
   */
  dueAtDoor: euros,
  paymentMethod: z.string(),
  paymentStatus: z.string(),
  /** Its proof of delivery, if the driver gave one (the photo itself is not sent to the round). */
  deliveryProof: z
    .object({ kind: z.enum(['photo', 'name']), recipientName: z.string().nullable(), takenAt: z.string() })
    .nullable(),
  /** Why its delivery failed (status 'delivery_failed'); null otherwise. */
  failureReason: z.enum(FAILURE_REASONS).nullable(),
});

export const vanRoundStopSchema = z.object({
  /** 1, 2, 3… in the van's order. */
  position: z.number(),
  /** 'emptiesPickup': a pickup of empties asked for without an order (ADR 0037), no order dropped. */
  kind: z.enum(['home', 'pickup', 'emptiesPickup']),
  /** The customer's name at home, the pickup point's name. */
  name: z.string(),
  address: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  /** From the previous stop (the warehouse for the first); null when either is not located. */
  distanceKm: z.number().nullable(),
  /** When the planned round expects the van here (ISO); null: the round is not planned. */
  plannedArrivalAt: z.string().nullable(),
  /** The delivery window its shoppers were told (ISO bounds); null until announced, and for pickups. */
  promisedWindow: z.object({ from: z.string(), to: z.string() }).nullable(),
  orders: z.array(vanRoundOrderSchema),
  cratesToDrop: z.number(),
  /** Each customer of the stop with deposits pending: the empties to ask for. */
  toCollect: z.array(z.object({ customerId: z.number(), name: z.string(), pending: emptiesOutSchema })),
  /** The stop's pickup of empties without an order; null for a delivery stop. */
  emptiesPickup: z
    .object({
      pickupId: z.number(),
      status: z.enum(EMPTIES_PICKUP_STATUSES),
      customer: z.object({ id: z.number(), phone: z.string().nullable() }),
      instructions: z.string().nullable(),
      failureReason: z.enum(EMPTIES_PICKUP_FAILURE_REASONS).nullable(),
    })
    .nullable(),
});

export const vanRoundSchema = z.object({
  date: z.string(),
  warehouse: z.object({ id: z.number(), name: z.string(), address: z.string() }),
  vans: z.array(z.object({ id: z.number(), name: z.string() })),
  slots: z.array(
    z.object({
      id: z.number(),
      startAt: z.string(),
      endAt: z.string(),
      orderCount: z.number(),
      /** Pickups of empties without an order (not cancelled): stops with no order. */
      pickupCount: z.number(),
    }),
  ),
  slotId: z.number().nullable(),
  vanId: z.number().nullable(),
  stops: z.array(vanRoundStopSchema),
});

export const vanRoundOrderParams = z.object({ orderId: idParam() });

/**
 * Plan a slot's rounds (`slotId`) or every slot of a day (`date`, from today to two weeks on) across the
 * warehouse's vans (absent warehouse: the account's first). One of the two, not both.
 */
export const planRoundsBody = z.object({
  warehouseId: id().optional(),
  slotId: id().optional(),
  date: calendarDate.optional(),
  ...bodyLocale,
});
/** A slot whose windows staff announce now (the tracking module's announceSlotWindows). */
export const announceWindowsBody = z.object({ slotId: id(), ...bodyLocale });
/** The orders told their window by this announcement. */
export const announcedWindowsSchema = z.object({ slotId: z.number(), announced: z.array(z.number()) });
/**
 * Why an order is off the plan: no location known, a point too far from the warehouse to be right, or
 * no van with room (or time) for it.
 */
export const UNPLANNED_REASONS = ['noLocation', 'tooFar', 'noRoom'] as const;
const slotPlanSchema = z.object({
  slotId: z.number(),
  startAt: z.string(),
  endAt: z.string(),
  /** Each van planned: its stops and orders, crates handled against its capacity, km, when it leaves and is back. */
  vans: z.array(
    z.object({
      vanId: z.number(),
      name: z.string(),
      stops: z.number(),
      orders: z.number(),
      crates: z.number(),
      capacity: z.number(),
      km: z.number(),
      leavesAt: z.string().nullable(),
      backAt: z.string().nullable(),
    }),
  ),
  /** Vans whose driver has started: their rounds are locked and were left as they are. */
  startedVans: z.array(z.number()),
  /** Orders the plan could not place: no location known, or no room in the vans in time. */
  unplanned: z.array(z.object({ orderId: z.number(), reason: z.enum(UNPLANNED_REASONS) })),
});
export const roundPlanSchema = z.object({ date: z.string(), slots: z.array(slotPlanSchema) });

/** The day's rounds at a glance: per slot, each van's round as planned (to draw it) and what is off the plan. */
export const roundsDayQuery = localeQuery.extend({
  warehouseId: idParam().optional(),
  /** Absent: today. */
  date: calendarDate.optional(),
});
export const roundsDaySchema = z.object({
  date: z.string(),
  warehouse: z.object({ id: z.number(), name: z.string(), lat: z.number(), lng: z.number() }),
  vans: z.array(z.object({ id: z.number(), name: z.string(), capacity: z.number() })),
  slots: z.array(
    z.object({
      slotId: z.number(),
      startAt: z.string(),
      endAt: z.string(),
      rounds: z.array(
        z.object({
          vanId: z.number(),
          /** Its driver has started: no plan nor move changes it. */
          locked: z.boolean(),
          /** Planned stops in round order (those with a location: the map draws them). */
          stops: z.array(
            z.object({
              position: z.number(),
              name: z.string(),
              lat: z.number(),
              lng: z.number(),
              orders: z.array(z.number()),
              crates: z.number(),
              plannedArrivalAt: z.string().nullable(),
            }),
          ),
          crates: z.number(),
          km: z.number(),
          leavesAt: z.string().nullable(),
          backAt: z.string().nullable(),
          /** A stop of it would now be served after its slot (travel or orders changed since the plan). */
          late: z.boolean(),
        }),
      ),
      /** Orders still to leave that no round places: why. `notPlanned`: a van could take it, plan again. */
      unplanned: z.array(
        z.object({ orderId: z.number(), reason: z.enum([...UNPLANNED_REASONS, 'notPlanned']) }),
      ),
    }),
  ),
});
export const moveOrderVanBody = z.object({ vanId: id(), ...bodyLocale });
export const movedOrderVanSchema = z.object({ orderId: z.number(), vanId: z.number() });

/**
 * The driver's search for a customer asking for a pickup of empties: part of a name or a postcode
 * (accents and case ignored), or a whole e-mail address or phone number.
 */
export const emptiesCustomerQuery = localeQuery.extend({
  q: z.string().trim().min(EMPTIES_SEARCH_MIN_LENGTH).max(80),
});
/** A customer found: what the driver needs to recognise them and take their empties, nothing more. */
export const emptiesCustomerSchema = z.object({
  id: z.number(),
  firstname: z.string(),
  lastname: z.string(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  pending: emptiesOutSchema,
});
