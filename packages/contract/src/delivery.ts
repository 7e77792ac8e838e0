/** Pickup points (docs/rules.md#zones): GET and POST /user/delivery. */
import { z } from 'zod';
import { bodyLocale, id } from './primitives.js';

const pickupZone = z.object({ id: z.number(), name: z.string(), address: z.string() });

export const pickupPointSchema = z.object({
  zone: pickupZone,
  distance: z.number().nullable(),
  openingHours: z.string().nullable(),
});

export const choosePickupPointBody = z.object({ zone_id: id(), ...bodyLocale });

export const chosenPickupPointSchema = z.object({
  zone: pickupZone.extend({ isDeliveryPoint: z.literal(true) }),
});
