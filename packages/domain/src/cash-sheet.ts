/**
 * Money at the door: how a pay-at-delivery order was paid (a card terminal, cash) and the amount
 * received, and the driver's day sheet that sums them per method. One rule each:
 * - a card terminal takes the amount to pay, to the cent (the terminal is keyed with it);
 * - cash received may differ from the amount to pay (short, or over when no change was given), but is
 *   a whole number of cents, never negative, and never more than DOOR_CASH_MAX_OVER_CENTS over it (more
 *   is a typo, not a payment);
 * - a sheet's difference per method is what the driver has against what was due: for cash, the cash
 *   they counted at the day's end when they did, else what they recorded at the doors.
 */
import type { Cents } from './money.js';

export const DOOR_PAYMENT_METHODS = ['card_terminal', 'cash'] as const;
export type DoorPaymentMethod = (typeof DOOR_PAYMENT_METHODS)[number];

export const CASH_SHEET_STATUSES = ['open', 'closed'] as const;
export type CashSheetStatus = (typeof CASH_SHEET_STATUSES)[number];

/** Cash received above the amount to pay is refused beyond this (100 €): a typo, not a payment. */
export const DOOR_CASH_MAX_OVER_CENTS = 10_000;

/** A day's cash counted by a driver: at most this (20 000 €). */
export const CASH_COUNT_MAX_CENTS = 2_000_000;

export type DoorPaymentRefusal = 'amountInvalid' | 'amountAbsurd' | 'cardAmountMismatch';

/** Why an amount received at the door is refused, or null when it is taken. */
export function doorPaymentRefusal(
  method: DoorPaymentMethod,
  expectedCents: Cents,
  receivedCents: Cents,
): DoorPaymentRefusal | null {
  if (!Number.isSafeInteger(receivedCents) || receivedCents < 0) return 'amountInvalid';
  if (method === 'card_terminal') return receivedCents === expectedCents ? null : 'cardAmountMismatch';
  return receivedCents > expectedCents + DOOR_CASH_MAX_OVER_CENTS ? 'amountAbsurd' : null;
}

/** Whether a counted cash amount is one a driver can hold: whole cents, from 0 to the cap. */
export const isCashCount = (cents: Cents): boolean =>
  Number.isSafeInteger(cents) && cents >= 0 && cents <= CASH_COUNT_MAX_CENTS;

export interface DoorPaymentLine {
  method: DoorPaymentMethod;
  expectedCents: Cents;
  receivedCents: Cents;
}

export interface MethodTotals {
  expectedCents: Cents;
  receivedCents: Cents;
  /** What the driver has against what was due: negative short, positive over. */
  differenceCents: Cents;
}

export interface CashSheetTotals {
  card: MethodTotals;
  cash: MethodTotals & {
    /** The cash the driver counted at the day's end, null until they did. */
    countedCents: Cents | null;
  };
  /** Both methods' differences. */
  differenceCents: Cents;
}

/** A driver's day sheet: expected, received and difference per method; cash by the count once made. */
export function cashSheetTotals(
  payments: readonly DoorPaymentLine[],
  countedCashCents: Cents | null = null,
): CashSheetTotals {
  const sum = (method: DoorPaymentMethod, field: 'expectedCents' | 'receivedCents') =>
    payments.reduce((n, p) => (p.method === method ? n + p[field] : n), 0);
  const cardExpected = sum('card_terminal', 'expectedCents');
  const cardReceived = sum('card_terminal', 'receivedCents');
  const cashExpected = sum('cash', 'expectedCents');
  const cashReceived = sum('cash', 'receivedCents');
  const card = {
    expectedCents: cardExpected,
    receivedCents: cardReceived,
    differenceCents: cardReceived - cardExpected,
  };
  const cash = {
    expectedCents: cashExpected,
    receivedCents: cashReceived,
    countedCents: countedCashCents,
    differenceCents: (countedCashCents ?? cashReceived) - cashExpected,
  };
  return { card, cash, differenceCents: card.differenceCents + cash.differenceCents };
}

/** A sheet with a difference is closed only with the manager's note saying why. */
export const closingNeedsNote = (differenceCents: Cents, note: string | null | undefined): boolean =>
  differenceCents !== 0 && (note ?? '').trim() === '';
