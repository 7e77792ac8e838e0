/* Deposits, wallet (cagnotte), invoices and the operator's delivery round. */
import type { SlotDto } from './types.js';

export type WalletReason = 'deposit_refund' | 'order_usage' | 'referral_reward' | 'correction';

/** GET /user/billing/wallet/entries: amount in euros, + credit / − debit. */
export interface WalletEntryDto {
  id: number;
  amount: number;
  reason: WalletReason;
  createdAt: string;
}

/** GET /user/pendingDeposit/entries: + deposits of a delivered order, − empties collected. */
export interface PendingDepositEntryDto {
  id: number;
  amount: number;
  /** 'delivery' (> 0) or 'collection' (< 0); null on a legacy row. */
  kind: 'delivery' | 'collection' | null;
  /** The movement in the request's locale; a legacy row without counts keeps its French text. */
  description: string;
  orderId: number | null;
  /** What was delivered or collected; null on a legacy row. */
  crates: number | null;
  largeBottles: number | null;
  smallBottles: number | null;
  createdAt: string;
}

/** GET /invoices: one per delivered order, newest first. */
export interface InvoiceDto {
  invoiceId: number;
  number: string;
  orderId: number;
  issuedAt: string;
  amountTtc: number;
  /** True while the seller's identity (SELLER_*) is not configured: the invoice is a SPECIMEN. */
  specimen: boolean;
}

export type RoundOrderStatus = 'placed' | 'preparing' | 'out_for_delivery' | 'delivered';

/** GET /operator/orders: one order of the day's round. */
export interface RoundOrderDto {
  orderId: number;
  status: RoundOrderStatus;
  slot: SlotDto;
  customer: { id: number; firstname: string; lastname: string; phone: string | null };
  deliveryType: 'address' | 'pdr';
  deliveryName: string;
  deliveryAddress: string;
  itemCount: number;
  crates: Array<{
    packageType: 'large' | 'small';
    completeCrates: number;
    nbItems: number;
    nbSpaceLeft: number;
  }>;
  amountToPay: number;
  paymentMethod: 'offline' | 'stripe';
  paymentStatus: string;
  /** The customer's pending deposits (euros), all orders together. */
  pendingDepositTotal: number;
}

export interface CollectionInput {
  userId: number;
  crates: number;
  largeBottles: number;
  smallBottles: number;
}

export interface CollectionResultDto {
  credited: number;
  pendingDepositTotal: number;
  walletAmount: number;
}
