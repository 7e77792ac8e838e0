/** Back-office: picking and packing per slot — /admin/preparation. */
import { ORDER_STATUSES, SUBSTITUTION_CHOICES } from '@consigne/domain';
import { z } from 'zod';
import { calendarDate, bodyLocale, euros, id, idParam, localeQuery } from '../primitives.js';
import { deliveryInstructionsSchema } from '../delivery-instructions.js';
import { ADMIN_PAYMENT_METHODS } from './orders.js';

/** The day's slots of a warehouse (every one in scope when absent), with what is left to pick. */
export const pickingDayQuery = localeQuery.extend({
  warehouseId: idParam().optional(),
  /** The slots' day (shop time zone); absent: today. */
  date: calendarDate.optional(),
});

export const pickingSlotRowSchema = z.object({
  id: z.number(),
  warehouseId: z.number(),
  warehouseName: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  /** Orders to prepare ('placed', 'preparing'). */
  orderCount: z.number(),
  lineCount: z.number(),
  pickedCount: z.number(),
});

export const pickingDaySchema = z.object({ date: z.string(), slots: z.array(pickingSlotRowSchema) });

export const pickingSlotParams = z.object({ slotId: idParam() });

const PACKAGE_TYPES = ['large', 'small', 'other'] as const;

export const pickingLineSchema = z.object({
  id: z.number(),
  productWarehouseId: z.number(),
  name: z.string(),
  volume: z.string(),
  packageType: z.enum(PACKAGE_TYPES),
  quantity: z.number(),
  rayon: z.string(),
  unitPriceTtc: euros,
  /** A free gift line (promo code): it cannot be substituted. */
  isLocked: z.boolean(),
  /** The missing product this line replaces (name and volume), when it is a substitute. */
  substitutedFor: z.string().nullable(),
  picked: z.boolean(),
  /** Who ticked it (e-mail). */
  pickedBy: z.string().nullable(),
});

export const plannedCrateSchema = z.object({
  number: z.number(),
  packageType: z.enum(['large', 'small']),
  capacity: z.number(),
  items: z.number(),
  complete: z.boolean(),
  contents: z.array(z.object({ lineId: z.number(), name: z.string(), quantity: z.number() })),
});

export const pickingOrderSchema = z.object({
  id: z.number(),
  status: z.enum(ORDER_STATUSES),
  slotId: z.number(),
  warehouseId: z.number(),
  customerName: z.string(),
  deliveryName: z.string(),
  deliveryAddress: z.string(),
  /** What the driver needs at the door (entry code included: this answer is the warehouse's own). */
  deliveryInstructions: deliveryInstructionsSchema.nullable(),
  paymentMethod: z.enum(ADMIN_PAYMENT_METHODS),
  paymentStatus: z.string(),
  /** Lines can be ticked, removed or substituted ('placed', 'preparing'). */
  isOpen: z.boolean(),
  lines: z.array(pickingLineSchema),
  /** Which bottles go in which crate (large first, then small; 'other' products go loose). */
  crates: z.array(plannedCrateSchema),
  totals: z.object({
    subtotalTtc: euros,
    totalDeposit: euros,
    deliveryFees: euros,
    discount: euros,
    walletUsage: euros,
    amountToPay: euros,
  }),
});

/** The walk through the warehouse: a Rayon's products, quantities summed over the slot's orders. */
export const pickingRayonSchema = z.object({
  id: z.number(),
  name: z.string(),
  products: z.array(
    z.object({
      productWarehouseId: z.number(),
      name: z.string(),
      volume: z.string(),
      packageType: z.enum(PACKAGE_TYPES),
      quantity: z.number(),
      pickedQuantity: z.number(),
      orders: z.array(
        z.object({ orderId: z.number(), lineId: z.number(), quantity: z.number(), picked: z.boolean() }),
      ),
    }),
  ),
});

export const pickingSlotSchema = z.object({
  slot: pickingSlotRowSchema,
  rayons: z.array(pickingRayonSchema),
  orders: z.array(pickingOrderSchema),
});

export const pickingLineParams = z.object({ lineId: idParam() });

/** Ticks (or unticks) a line as picked. */
export const pickLineBody = z.object({
  ...bodyLocale,
  picked: z.boolean({ error: 'invalidValue' }),
  /** The product the picker saw on this line: a line substituted meanwhile is refused (409). */
  productWarehouseId: id().optional(),
});

export const pickingOrderLineParams = z.object({ id: idParam(), lineId: idParam() });

/** A product that can replace a missing one: same format, same warehouse, available in the quantity. */
export const substituteSchema = z.object({
  productWarehouseId: z.number(),
  name: z.string(),
  volume: z.string(),
  rayon: z.string(),
  category: z.string(),
  /** Its own price now; the customer pays at most the missing product's (see unitPriceTtcCharged). */
  unitPriceTtc: euros,
  unitPriceTtcCharged: euros,
  stock: z.number().nullable(),
  /** Why it ranks where it does (rankSubstitutes): the shopper's choice, the missing product's category, its rayon, or another rayon. */
  match: z.enum(['chosen', 'category', 'department', 'other']).describe("'chosen': the shopper's own choice"),
});

/** The substitutes of a missing line, as the shopper allows them. */
export const lineSubstitutesSchema = z.object({
  substitution: z.enum(SUBSTITUTION_CHOICES).describe('What the shopper said at checkout'),
  /** Nothing may replace it: the shopper asked for a refund, or their chosen product is not there. */
  refundOnly: z.boolean(),
  substitutes: substituteSchema.array(),
});

/** A missing product: removed from the order, or replaced by another of the same format. */
export const missingLineBody = z.discriminatedUnion(
  'action',
  [
    z.object({ ...bodyLocale, action: z.literal('remove') }),
    z.object({
      ...bodyLocale,
      action: z.literal('substitute'),
      productWarehouseId: id(),
    }),
  ],
  { error: 'invalidValue' },
);

export const shelvesParams = z.object({ warehouseId: idParam() });

/** The picker's walk in a warehouse: every Rayon, in aisle order. */
export const shelfSchema = z.object({ id: z.number(), name: z.string(), position: z.number() });

/** The new aisle order: every Rayon once, first aisle first. */
export const shelvesBody = z.object({
  ...bodyLocale,
  rayonIds: z
    .array(id(), { error: 'invalidValue' })
    .max(500, { error: 'invalidValue' })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'shelvesDuplicate' }),
});
