/* Deposits, wallet (cagnotte), invoices and the operator's delivery round; inferred from the contract. */
import type {
  collectionBody,
  collectionResultSchema,
  emptiesCustomerSchema,
  emptiesPickupSchema,
  emptiesPickupsSchema,
  invoiceSchema,
  pendingDepositEntrySchema,
  roundOrderSchema,
  vanRoundSchema,
  WALLET_REASONS,
  walletEntrySchema,
} from '@consigne/contract';
import type { z } from 'zod';

export type WalletReason = (typeof WALLET_REASONS)[number];

/** GET /user/billing/wallet/entries: amount in euros, + credit / − debit. */
export type WalletEntryDto = z.infer<typeof walletEntrySchema>;

/** GET /user/pendingDeposit/entries: + deposits of a delivered order, − empties collected. */
export type PendingDepositEntryDto = z.infer<typeof pendingDepositEntrySchema>;

/** GET /invoices: one per delivered order, newest first. */
export type InvoiceDto = z.infer<typeof invoiceSchema>;

/** GET /operator/orders: one order of the day's round. */
export type RoundOrderDto = z.infer<typeof roundOrderSchema>;
export type RoundOrderStatus = RoundOrderDto['status'];

export type CollectionInput = Omit<z.input<typeof collectionBody>, 'locale'>;
export type CollectionResultDto = z.infer<typeof collectionResultSchema>;

/** GET /operator/round: a van's stops for a slot, in order from the warehouse. */
export type VanRoundDto = z.infer<typeof vanRoundSchema>;
export type VanRoundStopDto = VanRoundDto['stops'][number];
export type VanRoundOrderDto = VanRoundStopDto['orders'][number];

/** GET /operator/customers: a customer asking for a pickup of empties. */
export type EmptiesCustomerDto = z.infer<typeof emptiesCustomerSchema>;

/** GET /user/empties-pickups: the shopper's pickups of empties without an order, the fee, what is pending. */
export type EmptiesPickupsDto = z.infer<typeof emptiesPickupsSchema>;
export type EmptiesPickupDto = z.infer<typeof emptiesPickupSchema>;
