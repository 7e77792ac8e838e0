/** Delivery slots (docs/rules.md#slots; GET /slots, GET /user/selected/slot, POST /user/select/slot/{slotId}). */
import { z } from 'zod';
import { idParam } from './primitives.js';

/** A delivery slot. */
export const slotSchema = z.object({
  id: z.number(),
  startAt: z.string(),
  endAt: z.string(),
  isFull: z.boolean(),
  isSoonFull: z.boolean(),
  marketingOperationText: z.string().nullable(),
  marketingDescription: z.string().nullable(),
  icon: z.string().nullable(),
  backgroundColor: z.string().nullable(),
  textColor: z.string().nullable(),
  isGreen: z
    .boolean()
    .describe(
      "A van already passes near the signed-in shopper's located address in this slot (docs/rules.md#green-slots); false otherwise",
    ),
  greenDiscount: z.number().describe('What a green slot takes off the delivery fee, in euros (0: none)'),
  reservedForYou: z
    .boolean()
    .describe(
      "A week of the signed-in shopper's reserved weekly slot (docs/rules.md#reserved-slots): its place is theirs, so it stays choosable for them even when full for others; false otherwise",
    ),
});

export const slotIdParams = z.object({ slotId: idParam() });

export const slotGroupSchema = z.object({ date: z.string(), slots: z.array(slotSchema) });

/** The selected slot, with the end of the place it holds (null once the hold has lapsed). */
export const selectedSlotSchema = slotSchema.extend({ holdExpiresAt: z.string().nullable() });
