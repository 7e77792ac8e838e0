/** Orders (docs/rules.md#orders): POST/GET /orders, GET /orders/{id}, cancel, slot change. */
import {
  DOOR_REFUSAL_REASONS,
  FAILURE_REASONS,
  MAX_ORDER_EDIT_CHANGES,
  ORDER_CHANGE_LOCKS,
  ORDER_EDIT_LOCKS,
  ORDER_STATUSES,
  REFUND_STATES,
} from '@consigne/domain';
import { z } from 'zod';
import { deliveryInstructionsBody, deliveryInstructionsSchema } from './delivery-instructions.js';
import { shopperDeliveryProofSchema } from './delivery-proof.js';
import { bodyLocale, id, idParam, safeText } from './primitives.js';
import { slotSchema } from './slots.js';

export const PAYMENT_METHODS = ['offline', 'stripe'] as const;
export const DELIVERY_TYPES = ['address', 'pdr'] as const;

export const orderIdParams = z.object({ orderId: idParam() });
export const orderLineParams = orderIdParams.extend({ lineId: idParam() });

/** An Idempotency-Key: a replay of the request answers the first answer (orders, the driver's actions). */
export const idempotencyHeaders = z
  .object({ 'idempotency-key': safeText(200).min(8).optional() })
  .passthrough();

export const placeOrderBody = z.object({
  paymentMethod: z.enum(PAYMENT_METHODS).default('offline'),
  acceptTerms: z.boolean(),
  adultDeclared: z.boolean().optional(),
  deliveryInstructions: deliveryInstructionsBody
    .optional()
    .describe(
      'What the driver needs at the door; absent: those the selected address suggests (its floor, door and code)',
    ),
  ...bodyLocale,
});

/**
 * Stripe's own Checkout Session id, which Stripe writes into the cancel url ({CHECKOUT_SESSION_ID}):
 * what proves that the shopper comes back from paying this order, where the order id alone (a
 * sequence anyone can guess) proves nothing.
 */
export const checkoutSessionIdSchema = z
  .string()
  .regex(/^cs_[A-Za-z0-9_]{1,250}$/, 'invalidValue')
  .describe("The order's Stripe Checkout Session id (cs_…), as Stripe put it in the cancel url");

export const cancelCardPaymentBody = z.object({ checkoutSessionId: checkoutSessionIdSchema, ...bodyLocale });

/** What the Stripe webhook answers once the event is taken (Stripe reads only the 2xx status). */
export const stripeEventReceived = z.object({ received: z.boolean() });

export const placedOrderSchema = z.object({
  orderId: z.number(),
  amountToPay: z.number(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  payment: z
    .object({
      provider: z.literal('stripe'),
      checkoutUrl: z
        .string()
        .url()
        .describe("Stripe's hosted payment page (Checkout Session url): the one place to send the shopper"),
      expiresAt: z.string().describe('Until when the order waits for its payment (ISO 8601)'),
    })
    .optional()
    .describe("A card order ('payment_pending'): where to pay it; absent once it no longer waits"),
});

export const orderSummarySchema = z.object({
  orderId: z.number(),
  status: z.enum(ORDER_STATUSES),
  placedAt: z.string(),
  slot: slotSchema,
  deliveryType: z.enum(DELIVERY_TYPES),
  deliveryName: z.string(),
  deliveryAddress: z.string(),
  itemCount: z.number(),
  amountToPay: z.number(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentStatus: z.string(),
  isCancellable: z.boolean(),
  lockReason: z
    .enum(ORDER_CHANGE_LOCKS)
    .nullable()
    .describe(
      "Why the shopper can no longer cancel or move it: its status, or 'cutoff' (its slot starts within 2 hours); null while they can",
    ),
  invoiceId: z.number().nullable(),
});

/** A crate format of an order or a round: full crates and the partial one. */
export const crateFillSchema = z.object({
  packageType: z.string(),
  completeCrates: z.number(),
  nbItems: z.number(),
  nbSpaceLeft: z.number(),
});

export const orderLineSchema = z.object({
  id: z.number(),
  productWarehouseId: z.number(),
  name: z.string(),
  volume: z.string(),
  thumb: z.string(),
  categoryMasterName: z.string(),
  quantity: z.number(),
  unitPriceTtc: z.number(),
  unitPriceHt: z.number(),
  totalTtc: z.number(),
  vatRate: z.number(),
  bottleDeposit: z.number(),
  isLocked: z.boolean(),
  /** A substitute put in at picking: what it replaces ("name volume"); null otherwise. */
  substitutedFor: z.string().nullable(),
  /** Whether the shopper may refuse this substitute now, from the order page (the domain's substituteRefusal). */
  refusable: z.boolean(),
});

export const orderTotalsSchema = z.object({
  subtotalHt: z.number(),
  subtotalTtc: z.number(),
  totalTva: z.number(),
  vatByRate: z.array(z.object({ rate: z.number(), amount: z.number() })),
  productsDeposit: z.number(),
  packagesDeposit: z.number(),
  totalDeposit: z.number(),
  deliveryFees: z.number(),
  discountValue: z.number(),
  walletUsage: z.number(),
  amountToPay: z.number(),
});

export const orderDetailSchema = orderSummarySchema.extend({
  crates: z.array(crateFillSchema),
  packages: z.array(
    z.object({ packageType: z.enum(['large', 'small', 'other']), lines: z.array(orderLineSchema) }),
  ),
  totals: orderTotalsSchema,
  promoCode: z.string().nullable(),
  statusChangedAt: z.string(),
  deliveredAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** What goes back to the card, oldest first: pending until the payment provider has made it. */
  cardRefunds: z.array(z.object({ amount: z.number(), state: z.enum(REFUND_STATES) })),
  /** The lines refused at the door (not handed over, not charged): what, how many, why, their worth. */
  doorRefusals: z.array(
    z.object({
      name: z.string(),
      volume: z.string(),
      substitutedFor: z.string().nullable(),
      quantity: z.number(),
      reason: z.enum([...DOOR_REFUSAL_REASONS, 'age']),
      amount: z.number().describe('Its price and its bottles’ deposits, not charged'),
    }),
  ),
  /** What the driver reads at the door (the shopper's own: their entry code in full). */
  deliveryInstructions: deliveryInstructionsSchema.nullable(),
  /** The driver's proof of delivery (photo or name, and when; never where); null: none. */
  deliveryProof: shopperDeliveryProofSchema.nullable(),
  /** A failed delivery (status 'delivery_failed'): why, when, and the order that books it again. */
  failure: z
    .object({
      reason: z.enum(FAILURE_REASONS),
      failedAt: z.string(),
      rebookedOrderId: z.number().nullable(),
    })
    .nullable(),
  editLockReason: z
    .enum(ORDER_EDIT_LOCKS)
    .nullable()
    .describe(
      "Why the shopper can no longer change its lines: its status, 'cutoff' (its slot starts within 2 hours) or 'picking' (its preparation began); null while they can",
    ),
  editableUntil: z.string().describe('The cut-off: until when its lines may change (ISO 8601)'),
  topUp: z
    .object({ amount: z.number(), state: z.enum(['pending', 'paid']) })
    .nullable()
    .describe(
      'A card-paid order that an edit made dearer: the difference to pay by card (a second hosted payment), and whether it is paid; null: none',
    ),
  instructionsLockReason: z
    .enum(ORDER_STATUSES)
    .nullable()
    .describe(
      "Why the instructions can no longer change (the order has left, is over or waits for its card payment); null while they can. A pickup point's order has none to change",
    ),
});

const editQuantity = z
  .number({ error: 'invalidValue' })
  .int({ error: 'invalidValue' })
  .min(0, { error: 'invalidValue' })
  .max(999, { error: 'invalidValue' });

/**
 * The shopper's changes to a placed order: each product's new quantity (0 removes its line; a product
 * not in it is added). At most MAX_ORDER_EDIT_CHANGES products in one request, each once.
 */
export const orderLinesEditBody = z.object({
  ...bodyLocale,
  changes: z
    .array(z.object({ productWarehouseId: id(), quantity: editQuantity }))
    .min(1, { error: 'orderEditEmpty' })
    .max(MAX_ORDER_EDIT_CHANGES, { error: 'invalidValue' })
    .refine((c) => new Set(c.map((x) => x.productWarehouseId)).size === c.length, {
      error: 'orderEditDuplicate',
    }),
});

/** The order after the shopper's edit, and what the edit did to the money. */
export const editedOrderSchema = orderDetailSchema.extend({
  edit: z.object({
    promoDropped: z.boolean(),
    walletRefund: z.number(),
    cardRefund: z.number().describe('Going back to the card (by a job): a card-paid order now cheaper'),
    topUp: z.number().describe('To pay by card (POST …/top-up): a card-paid order now dearer; 0: nothing'),
  }),
});

/** Where to pay a card-paid order's difference: Stripe's hosted page. */
export const orderTopUpSchema = z.object({
  amount: z.number(),
  checkoutUrl: z.string().url(),
  expiresAt: z.string(),
});

/** The shopper's search of products to add to their order (2 characters at least). */
export const orderProductsQuery = z.object({
  ...bodyLocale,
  q: safeText(80).pipe(z.string().min(2, { error: 'invalidValue' })),
});
export const orderProductSchema = z.object({
  productWarehouseId: z.number(),
  name: z.string(),
  volume: z.string(),
  thumb: z.string(),
  packageType: z.string(),
  unitPriceTtc: z.number(),
  bottleDeposit: z.number(),
  maxOrderable: z.number(),
});

/** The shopper's order that may still change (the shop's "add to my order"); null: none. */
export const changeableOrderSchema = z
  .object({ orderId: z.number(), editableUntil: z.string(), warehouseId: z.number() })
  .nullable();

export const changeOrderSlotBody = z.object({ slot_id: id(), ...bodyLocale });

/** A failed delivery booked again on a slot of its warehouse (the shopper's one click). */
export const rebookOrderBody = z.object({ slotId: id(), ...bodyLocale });

export const rebookedOrderSchema = placedOrderSchema.extend({
  created: z
    .boolean()
    .describe('false: the order was booked again before (a second click), this is that one'),
});

export type PlacedOrder = z.infer<typeof placedOrderSchema>;
