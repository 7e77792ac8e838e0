/** Back-office: the orders of a warehouse and day, an order's detail and history, customers (/admin/…). */
import {
  AGE_CHECK_METHODS,
  DOOR_PAYMENT_METHODS,
  DOOR_REFUSAL_REASONS,
  FAILURE_REASONS,
  ORDER_STATUSES,
  REFUND_METHODS,
  REFUND_STATES,
} from '@consigne/domain';
import { z } from 'zod';
import { calendarDate, bodyLocale, euros, id, idParam, safeText } from '../primitives.js';
import { deliveryInstructionsSchema } from '../delivery-instructions.js';
import { deliveryProofSchema } from '../delivery-proof.js';
import { pendingDepositEntrySchema, WALLET_REASONS } from '../users.js';
import { orderLinesEditBody } from '../orders.js';
import { pageOf, pageQuery } from './core.js';

export const ADMIN_PAYMENT_METHODS = ['offline', 'stripe'] as const;
export const ORDER_EVENT_ACTORS = ['customer', 'operator', 'staff', 'system'] as const;

/** The order list: a warehouse (every one in scope when absent), a day of delivery, filters, a search. */
export const adminOrdersQuery = pageQuery.extend({
  warehouseId: idParam().optional(),
  /** The slot's day (shop time zone); absent: every day, newest orders first. */
  date: calendarDate.optional(),
  status: z.enum(ORDER_STATUSES).optional(),
  slotId: idParam().optional(),
  paymentMethod: z.enum(ADMIN_PAYMENT_METHODS).optional(),
  /** An order number, or part of a name, an e-mail, a phone or an address (its postcode). */
  q: safeText(120).optional(),
});

const slotTimes = z.object({ id: z.number(), startAt: z.string(), endAt: z.string() });
const customerRef = z.object({
  id: z.number(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
});

export const adminOrderRowSchema = z.object({
  id: z.number(),
  status: z.enum(ORDER_STATUSES),
  placedAt: z.string(),
  warehouseId: z.number(),
  slot: slotTimes,
  customer: customerRef,
  deliveryType: z.enum(['address', 'pdr']),
  deliveryName: z.string(),
  deliveryAddress: z.string(),
  itemCount: z.number(),
  amountToPay: euros,
  paymentMethod: z.enum(ADMIN_PAYMENT_METHODS),
  paymentStatus: z.string(),
});

/** A page of the list and, for a day, its slots in scope with their order count (the slot filter's choices). */
export const adminOrdersPageSchema = pageOf(adminOrderRowSchema).extend({
  slots: z.array(slotTimes.extend({ warehouseId: z.number(), orderCount: z.number() })),
});

export const ORDER_EVENT_KINDS = [
  'status',
  'line_removed',
  'line_substituted',
  'edited',
  'refunded',
  'moved',
  'door_refused',
] as const;

export const orderEventSchema = z.object({
  at: z.string(),
  /** A status move, or what picking (a line removed or substituted) or the back-office (an edit, a refund) changed: the status stays, reason says what. */
  kind: z.enum(ORDER_EVENT_KINDS),
  fromStatus: z.enum(ORDER_STATUSES).nullable(),
  toStatus: z.enum(ORDER_STATUSES),
  actorKind: z.enum(ORDER_EVENT_ACTORS),
  /** The staff member's or driver's e-mail, the customer's name; null for the shop itself. */
  actorName: z.string().nullable(),
  reason: z.string().nullable(),
});

export const orderRefundSchema = z.object({
  id: z.number(),
  amount: euros,
  method: z.enum(REFUND_METHODS),
  reason: z.string(),
  /** The staff member's e-mail. */
  by: z.string().nullable(),
  createdAt: z.string(),
  /**
   * A wallet refund is made at once; a card refund is pending until the payment provider answers,
   * then succeeded, or failed once every retry is spent (nothing went back to the card, and its
   * amount may be refunded again).
   */
  state: z.enum(REFUND_STATES),
  /** Why the payment provider refused it, in its own words (a failed refund). */
  failureReason: z.string().nullable(),
  /** When it succeeded or failed. */
  settledAt: z.string().nullable(),
});

/** A staff member who acted at the door (the driver): their name, or their e-mail when they have none. */
const doorActor = z.string().nullable();

/**
 * What the door produced (issue 30), for the staff only: a failed delivery and what followed it, the
 * lines refused at the door, the age check's outcome (never a birth date: none is stored) and the
 * payment taken at the door. Each part null or empty when the order had none.
 */
const adminOrderDoorSchema = z.object({
  failure: z
    .object({
      reason: z.enum(FAILURE_REASONS),
      note: z.string().nullable(),
      at: z.string(),
      by: doorActor,
      /** Every line came back: to the shelf, or written off (its category's setting, fresh goods). */
      goods: z.array(
        z.object({
          name: z.string(),
          volume: z.string(),
          quantity: z.number(),
          outcome: z.enum(['restocked', 'writtenOff']),
        }),
      ),
      /** The card payment given back (a refund row, its state in refunds) and the wallet's part. */
      cardRefund: euros,
      walletRefund: euros,
      /** The order the shopper booked again with one click, and its slot; null: not yet. */
      rebooked: z.object({ orderId: z.number(), status: z.enum(ORDER_STATUSES), slot: slotTimes }).nullable(),
    })
    .nullable(),
  refusals: z.array(
    z.object({
      name: z.string(),
      volume: z.string(),
      substitutedFor: z.string().nullable(),
      quantity: z.number(),
      reason: z.enum([...DOOR_REFUSAL_REASONS, 'age']),
      /** Its price and its bottles' deposits, not charged (refunded when paid). */
      amount: euros,
      at: z.string(),
      by: doorActor,
    }),
  ),
  ageCheck: z
    .object({
      method: z.enum(AGE_CHECK_METHODS),
      verified: z.boolean(),
      /** The legal age the check satisfied: 18, 16, or 0 when not verified. */
      ageSatisfied: z.number(),
      at: z.string(),
      by: doorActor,
    })
    .nullable(),
  payment: z
    .object({
      method: z.enum(DOOR_PAYMENT_METHODS),
      expected: euros,
      received: euros,
      /** Received minus expected: negative short, positive over. */
      difference: euros,
      at: z.string(),
      by: doorActor,
      /** The driver's cash sheet of that day (/admin/caisses/{id}). */
      sheetId: z.number().nullable(),
    })
    .nullable(),
});

export const adminOrderSchema = adminOrderRowSchema.extend({
  warehouseName: z.string(),
  /** What the driver needs at the door (entry code included: this answer is the warehouse's own). */
  deliveryInstructions: deliveryInstructionsSchema.nullable(),
  /** The driver's proof of delivery (its photo: GET /admin/orders/{id}/preuve/photo); null: none yet. */
  deliveryProof: deliveryProofSchema.nullable(),
  locale: z.string(),
  lines: z.array(
    z.object({
      id: z.number(),
      productWarehouseId: z.number(),
      /** A free gift of a promo code: not editable. */
      isLocked: z.boolean(),
      /** The stepper's top (the entry's maxOrderable). */
      maxOrderable: z.number(),
      name: z.string(),
      volume: z.string(),
      packageType: z.string(),
      quantity: z.number(),
      unitPriceTtc: euros,
      totalTtc: euros,
      vatRate: z.number(),
      bottleDeposit: euros,
    }),
  ),
  crates: z.array(
    z.object({
      packageType: z.string(),
      completeCrates: z.number(),
      nbItems: z.number(),
      nbSpaceLeft: z.number(),
    }),
  ),
  totals: z.object({
    subtotalHt: euros,
    subtotalTtc: euros,
    totalTva: euros,
    productsDeposit: euros,
    packagesDeposit: euros,
    deliveryFees: euros,
    discount: euros,
    walletUsage: euros,
    amountToPay: euros,
  }),
  promoCode: z.string().nullable(),
  paidAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** Staff may cancel until the van leaves ('placed', 'preparing'); a card-paid order is refunded to the card. */
  isCancellable: z.boolean(),
  /** Open and more than 2 hours before its slot: its lines may be changed on the customer's behalf. */
  isEditable: z.boolean(),
  /** What the card paid at checkout (0: not card-paid). */
  cardPaid: euros,
  /** What may still be refunded, in all and to the card. */
  refundable: z.object({ total: euros, card: euros }),
  /** A card-paid order whose amount went down by an edit: what the card paid beyond it and was not refunded yet. */
  refundDue: euros,
  refunds: z.array(orderRefundSchema),
  history: z.array(orderEventSchema),
  door: adminOrderDoorSchema,
});

export const adminOrderParams = z.object({ id: idParam() });
export const adminCreditNoteParams = z.object({ id: idParam(), creditNoteId: idParam() });

/** Cancels on the customer's behalf: everything given back; the reason goes to the history and the audit log. */
export const adminCancelOrderBody = z.object({
  ...bodyLocale,
  reason: safeText(500, { multiline: true }).pipe(z.string().min(3, { error: 'reasonRequired' })),
});

/** Moves an order to another slot of its warehouse (a free place there; its stock stays reserved). */
export const adminOrderMoveBody = z.object({ ...bodyLocale, slotId: id() });

/**
 * Edits a placed order's lines on the customer's behalf: each change sets a product's quantity in the
 * order (0 removes its line; a product not in it is added). Gift lines are not changed. The shopper's
 * own edit's body (the same limits).
 */
export const adminOrderEditBody = orderLinesEditBody;

/** What an edit did besides the new order: the promo code dropped (its minimum no longer reached), the wallet given back. */
export const adminOrderEditSchema = adminOrderSchema.extend({
  edit: z.object({ promoDropped: z.boolean(), walletRefund: euros }),
});

/** A refund: an amount (at most what was paid and not refunded yet), where to, and its mandatory reason. */
export const adminRefundBody = z.object({
  ...bodyLocale,
  method: z.enum(REFUND_METHODS),
  amount: z
    .number({ error: 'invalidValue' })
    .positive({ error: 'amountPositive' })
    .max(10_000, { error: 'invalidValue' })
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, { error: 'amountCents' }),
  reason: safeText(500, { multiline: true }).pipe(z.string().min(3, { error: 'reasonRequired' })),
});

/** The products that may be added to an order: its warehouse's, orderable, by name. */
export const adminOrderProductsQuery = z.object({
  ...bodyLocale,
  q: safeText(80).pipe(z.string().min(2, { error: 'invalidValue' })),
});
export const adminOrderProductSchema = z.object({
  productWarehouseId: z.number(),
  name: z.string(),
  volume: z.string(),
  packageType: z.string(),
  unitPriceTtc: euros,
  maxOrderable: z.number(),
  stock: z.number().nullable(),
});

// ---- customers ----

export const adminCustomersQuery = pageQuery.extend({
  /** Part of a name, an e-mail or a phone number, or a postcode. */
  q: safeText(120).optional(),
});

export const adminCustomerRowSchema = customerRef.extend({
  createdAt: z.string(),
  blocked: z.boolean(),
  orderCount: z.number(),
});

export const adminWalletEntrySchema = z.object({
  id: z.number(),
  amount: euros,
  reason: z.enum(WALLET_REASONS),
  /** A back-office correction's reason. */
  note: z.string().nullable(),
  createdAt: z.string(),
});

export const adminCustomerSchema = adminCustomerRowSchema.extend({
  locale: z.string(),
  blockedAt: z.string().nullable(),
  /** When an admin erased the account on request (GDPR): its identity is anonymised. */
  erasedAt: z.string().nullable(),
  addresses: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      streetNumber: z.string(),
      street: z.string(),
      postalCode: z.string(),
      city: z.string(),
      country: z.string(),
      isSelected: z.boolean(),
    }),
  ),
  orders: z.array(adminOrderRowSchema),
  walletBalance: euros,
  wallet: z.array(adminWalletEntrySchema),
  pendingDepositTotal: euros,
  pendingDeposits: z.array(pendingDepositEntrySchema),
});

export const adminCustomerParams = z.object({ id: idParam() });

/** A wallet correction: a credit or a debit (never below zero), with its mandatory reason. */
export const walletCorrectionBody = z.object({
  ...bodyLocale,
  direction: z.enum(['credit', 'debit']),
  amount: z
    .number({ error: 'invalidValue' })
    .positive({ error: 'amountPositive' })
    .max(1000, { error: 'amountTooLarge' })
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, { error: 'amountCents' }),
  reason: safeText(500, { multiline: true }).pipe(z.string().min(3, { error: 'reasonRequired' })),
});

export const customerBlockBody = z.object({ ...bodyLocale, blocked: z.boolean() });

const anyRow = z.record(z.string(), z.unknown());

/**
 * A customer's data (GDPR art. 15 and 20): every row the shop holds about them, table by table, as
 * stored (amounts in cents); no password hash, no token. `tables` names each table read.
 */
export const customerExportSchema = z.object({
  format: z.literal('consigne.customer-export.v1'),
  exportedAt: z.string(),
  tables: z.array(z.string()),
  customer: anyRow,
  addresses: z.array(anyRow),
  orders: z.array(
    anyRow.and(
      z.object({
        lines: z.array(anyRow),
        invoice: anyRow.nullable(),
        creditNotes: z.array(anyRow),
        history: z.array(anyRow),
        /** The proof of delivery, without its photo's bytes (deleted on erasure). */
        deliveryProof: anyRow.nullable(),
      }),
    ),
  ),
  walletEntries: z.array(anyRow),
  pendingDeposits: z.array(anyRow),
  /** Deposits never returned, sold as packaging (ADR 0015). */
  depositForfeits: z.array(anyRow),
  /** Empties refused at a collection (broken, foreign). */
  collectionRejects: z.array(anyRow),
  emptiesPickups: z.array(anyRow),
  referrals: z.object({ asSponsor: z.array(anyRow), asGodson: z.array(anyRow) }),
  favourites: z.array(anyRow),
  dislikedProducts: z.array(anyRow),
  /** The business identity its invoices carry (company, SIREN, VAT number), null for none. */
  businessProfile: anyRow.nullable(),
  cart: z.object({ items: z.array(anyRow), promo: anyRow.nullable(), slotHold: anyRow.nullable() }),
  promoCodeUses: z.array(anyRow),
  sessions: z.array(anyRow),
  passwordResets: z.array(anyRow),
  emails: z.array(anyRow),
  nonEligibleLeads: z.array(anyRow),
  /** Notification choices, subscribed devices (their push service, not their keys), what was sent. */
  notifications: z.object({ choices: z.array(anyRow), devices: z.array(anyRow), sent: z.array(anyRow) }),
});

/**
 * Erasure on request (GDPR art. 17): a reason, and the customer's e-mail typed again so that the
 * wrong customer is never erased by a slip.
 */
export const customerEraseBody = z.object({
  ...bodyLocale,
  reason: safeText(500, { multiline: true }).pipe(z.string().min(3, { error: 'reasonRequired' })),
  confirmEmail: safeText(254).pipe(z.string().min(3, { error: 'erasureEmailRequired' })),
});

/** Sends an order's confirmation e-mail again (through the same mail job as at checkout). */
export const resendConfirmationBody = z.object({ ...bodyLocale, orderId: id() });
export const resendConfirmationSchema = z.object({ orderId: z.number(), queuedAt: z.string() });
