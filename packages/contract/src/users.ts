/** The logged-in user, the wallet (cagnotte), pending deposits and invoices: GET /user, /user/billing/… */
import { z } from 'zod';
import { EMPTIES_UNITS, REJECT_REASONS, USER_ROLES } from '@consigne/domain';
import { euros, idParam } from './primitives.js';
import { identitySchema } from './account.js';
import { slotSchema } from './slots.js';

export const userSchema = identitySchema.extend({
  nbOrders: z.number(),
  zone: z
    .object({
      id: z.number(),
      name: z.string(),
      isDeliveryPoint: z.boolean(),
      address: z.string().nullable(),
      warehouseId: z.number(),
    })
    .nullable(),
  address: z
    .object({
      id: z.number(),
      name: z.string(),
      streetNumber: z.string(),
      address: z.string(),
      cp: z.string(),
      city: z.string(),
      isSelected: z.boolean(),
    })
    .nullable(),
  isPriceHtEligible: z.boolean(),
  selectedSlot: slotSchema.nullable(),
  pendingDepositTotal: euros,
  walletAmount: euros,
  referralCode: z.string().nullable(),
  /** 'customer', 'operator' (the delivery page), 'manager' or 'admin' (the back-office). */
  role: z.enum(USER_ROLES),
  newsletterOptIn: z.boolean(),
});

export const pendingDepositTotalSchema = z.object({ total: euros });
export const walletBalanceSchema = z.object({ amount: euros });

export const WALLET_REASONS = [
  'deposit_refund',
  'order_usage',
  'referral_reward',
  'correction',
  /** A back-office refund of an order (its reason is on the order's refund). */
  'order_refund',
  /** The fee of a pickup of empties without an order, taken from the credit it brought (ADR 0037). */
  'empties_pickup_fee',
] as const;

export const walletEntrySchema = z.object({
  id: z.number(),
  amount: euros,
  reason: z.enum(WALLET_REASONS),
  createdAt: z.string(),
});

/**
 * 'delivery': deposits of a delivered order (> 0); 'collection': empties handed back (< 0); 'forfeited':
 * deposits never returned in time, sold as packaging (< 0, no wallet credit); 'refused': empties refused
 * at the door (broken ones leave the pending deposits uncredited, < 0; another brand's, 0).
 */
export const PENDING_DEPOSIT_KINDS = ['delivery', 'collection', 'forfeited', 'refused'] as const;
export type PendingDepositKind = (typeof PENDING_DEPOSIT_KINDS)[number];

/** Empties the driver refused at the door: so many of one unit, for one reason. */
export const refusedEmptiesSchema = z.object({
  unit: z.enum(EMPTIES_UNITS),
  reason: z
    .enum(REJECT_REASONS)
    .describe(
      "'broken' (ours: no longer pending, deposit kept) or 'foreign' (another brand's: ours still pending)",
    ),
  count: z.number().int(),
});

export const pendingDepositEntrySchema = z.object({
  id: z.number(),
  amount: euros,
  kind: z
    .enum(PENDING_DEPOSIT_KINDS)
    .nullable()
    .describe(
      "'delivery': deposits of a delivered order (> 0); 'collection': empties handed back (< 0); 'forfeited': never returned in time, sold as packaging (< 0); 'refused': empties refused at the door (broken: no longer pending, not refunded, < 0; another brand's: 0); null on a legacy row",
    ),
  description: z
    .string()
    .describe(
      "The movement in the request's locale, e.g. 'Commande n° 12 : 3 caisses, 24 grandes bouteilles et 7 petites bouteilles'; a legacy row without counts keeps its French text",
    ),
  orderId: z.number().nullable(),
  crates: z
    .number()
    .int()
    .nullable()
    .describe('Crates delivered, collected or (refused) no longer pending; null on a legacy row'),
  largeBottles: z.number().int().nullable(),
  smallBottles: z.number().int().nullable(),
  refused: z
    .array(refusedEmptiesSchema)
    .describe("A 'refused' movement's lines: what the driver refused, and why; empty for other kinds"),
  createdAt: z.string(),
});

/** GET /invoices: one per delivered order, newest first. */
export const invoiceIdParams = z.object({ invoiceId: idParam() });

export const creditNoteIdParams = z.object({ creditNoteId: idParam() });

/** A credit note (avoir) of an invoice: a refund, an edit downwards or a cancellation after it. */
export const creditNoteSchema = z.object({
  creditNoteId: z.number(),
  number: z.string().describe('AV-<year>-<number>: numbered without gaps per series and year'),
  invoiceNumber: z.string().describe('The invoice it corrects'),
  orderId: z.number(),
  issuedAt: z.string(),
  amountTtc: z.number().describe('What it takes back, incl. VAT and deposits (euros, positive)'),
  specimen: z.boolean(),
});

export const invoiceSchema = z.object({
  invoiceId: z.number(),
  number: z.string(),
  orderId: z.number(),
  issuedAt: z.string(),
  amountTtc: z.number(),
  specimen: z
    .boolean()
    .describe('True while the seller’s identity (SELLER_*) is not configured: the PDF is marked SPECIMEN'),
});
