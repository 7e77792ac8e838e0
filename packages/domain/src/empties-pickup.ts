import { ORDER_CUTOFF_MS } from './slots.js';

/**
 * A pickup of empties asked for without an order (docs/rules.md#empties-pickup, ADR 0037): booked on a
 * slot, then collected by the driver, failed at the door (nobody there), or cancelled by the shopper.
 */
export const EMPTIES_PICKUP_STATUSES = ['booked', 'collected', 'failed', 'cancelled'] as const;
export type EmptiesPickupStatus = (typeof EMPTIES_PICKUP_STATUSES)[number];

/** Why a shopper may not ask for a pickup; null when they may. */
export type EmptiesPickupRefusal =
  /** Nothing out at theirs: no deposit pending. */
  | 'nothingPending'
  /** The fee would take the whole credit of what they have out. */
  | 'feeExceedsDeposits';

/**
 * A pickup is for a shopper with deposits pending, worth more than the fee (else the trip credits
 * nothing). No minimum otherwise.
 */
export function emptiesPickupRefusal(pendingCents: number, feeCents: number): EmptiesPickupRefusal | null {
  if (pendingCents <= 0) return 'nothingPending';
  if (feeCents > 0 && pendingCents <= feeCents) return 'feeExceedsDeposits';
  return null;
}

/**
 * What the pickup's fee takes from the credit of the empties collected: the fee, never more than the
 * credit (the shopper never owes money for a pickup; whatever the credit cannot cover is waived) and
 * never negative.
 */
export function emptiesPickupFeeCents(creditCents: number, feeCents: number): number {
  return Math.max(0, Math.min(Math.max(0, feeCents), Math.max(0, creditCents)));
}

/** The pickup's fee setting (EMPTIES_PICKUP_FEE_CENTS): whole cents, never negative; default 0. */
export function emptiesPickupFeeSetting(setting: string | undefined): number {
  if (setting === undefined || setting.trim() === '') return 0;
  const cents = Number(setting);
  return Number.isSafeInteger(cents) && cents >= 0 ? cents : 0;
}

/** The shopper cancels a booked pickup until the orders' cutoff (2 hours before its slot). */
export function isEmptiesPickupCancellable(
  status: EmptiesPickupStatus,
  slotStartAt: Date | string,
  now = new Date(),
): boolean {
  return status === 'booked' && new Date(slotStartAt).getTime() - now.getTime() >= ORDER_CUTOFF_MS;
}

/** The statuses a driver still acts on (the stop is open); the others are done. */
export const isEmptiesPickupOpen = (status: EmptiesPickupStatus) => status === 'booked';

/** Why a pickup failed at the door: nobody there, the address not found, or else (with a note). */
export const EMPTIES_PICKUP_FAILURE_REASONS = ['absent', 'address_not_found', 'other'] as const;
export type EmptiesPickupFailureReason = (typeof EMPTIES_PICKUP_FAILURE_REASONS)[number];

/** The longest instructions a shopper leaves for the driver (the database holds the same limit). */
export const EMPTIES_PICKUP_INSTRUCTIONS_MAX = 500;
