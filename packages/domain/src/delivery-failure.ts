/**
 * A delivery that fails at the door (docs/rules.md#orders): the whole order comes back. Why it failed,
 * when a driver may record it, and what follows — decided here, carried out by the API in one
 * transaction (apps/api/src/modules/operator/failure.ts).
 */
import type { OrderStatus } from './order-status.js';
import { statusStepOpensAt, type OrderStatusCheck } from './order-status.js';
import { cancellationRefunds, type OrderPaid, type RefundMade } from './refunds.js';

/** Why a delivery failed. 'other' needs a note. */
export const FAILURE_REASONS = [
  'absent',
  'refused',
  'address_not_found',
  'age_not_verified',
  'damaged',
  'other',
] as const;
export type FailureReason = (typeof FAILURE_REASONS)[number];
export const isFailureReason = (value: string): value is FailureReason =>
  (FAILURE_REASONS as readonly string[]).includes(value);

/** The longest note a driver writes (characters, after trimming). */
export const FAILURE_NOTE_MAX = 500;

/** Why a failure report is refused before anything is read: 'other' without a note, a note too long. */
export type FailureReportRefusal = 'noteRequired' | 'noteTooLong';

/** The note as kept (trimmed, null when empty), or why the report is refused. */
export function failureNote(
  reason: FailureReason,
  note: string | null | undefined,
): { ok: true; note: string | null } | { ok: false; refusal: FailureReportRefusal } {
  const trimmed = (note ?? '').trim();
  if (trimmed.length > FAILURE_NOTE_MAX) return { ok: false, refusal: 'noteTooLong' };
  if (reason === 'other' && trimmed === '') return { ok: false, refusal: 'noteRequired' };
  return { ok: true, note: trimmed === '' ? null : trimmed };
}

/** The statuses a delivery may fail from: on its way, or still being prepared (the driver skipped a tap). */
export const FAILABLE_STATUSES: readonly OrderStatus[] = ['preparing', 'out_for_delivery'];

export type FailureRefusal =
  /** Already failed: the same report again (a replay) is answered, not refused. */
  | 'alreadyFailed'
  /** Delivered, cancelled, or not yet in the van (placed, its card payment pending). */
  | 'notFailable'
  /** Before the shopper's cut-off: the same time rule as 'delivered'. */
  | 'tooEarly';

/**
 * Whether an order may be recorded as failed now: from 'preparing' or 'out_for_delivery', and from
 * the moment it could be delivered (statusStepOpensAt('delivered')). null when allowed.
 */
export function deliveryFailureRefusal(
  status: OrderStatus,
  { now = new Date(), ...check }: OrderStatusCheck,
): FailureRefusal | null {
  if (status === 'delivery_failed') return 'alreadyFailed';
  if (!FAILABLE_STATUSES.includes(status)) return 'notFailable';
  if (now < statusStepOpensAt('delivered', check)) return 'tooEarly';
  return null;
}

/** A line of the failed order, with its category's write-off setting. */
export interface FailedLine {
  productWarehouseId: number;
  quantity: number;
  /** The product's category writes returned goods off (fresh goods that cannot be sold again). */
  writeOffOnReturn: boolean;
}

export interface FailureInput {
  lines: readonly FailedLine[];
  paymentMethod: 'offline' | 'stripe';
  /** What the wallet and the card paid at checkout (nothing is collected before the door). */
  paid: Omit<OrderPaid, 'collectedCents'>;
  /** The refunds already made of the order (a picking shortage, a back-office refund). */
  refunds: ReadonlyArray<RefundMade>;
}

export interface EntryQuantity {
  productWarehouseId: number;
  quantity: number;
}

export interface FailureOutcome {
  /** Goods back on the shelf: their stock goes up. */
  restock: EntryQuantity[];
  /** Goods written off (fresh ones): not back in stock, recorded as such. */
  writeOff: EntryQuantity[];
  /** What goes back to the card (through the refund outbox), ≥ 0; 0 for pay at delivery. */
  cardRefundCents: number;
  /** What the wallet paid and gets back, ≥ 0. */
  walletRefundCents: number;
  /** Nothing is collected at the door: a pay-at-delivery order stays unpaid. */
  collectCents: 0;
  /** The deposits are not charged: no pending deposits, no invoice. */
  pendingDepositCents: 0;
  issueInvoice: false;
}

/** Sums the quantities per warehouse entry, in entry-id order (the lock order of stock rows). */
function byEntry(lines: readonly FailedLine[]): EntryQuantity[] {
  const sums = new Map<number, number>();
  for (const l of lines) sums.set(l.productWarehouseId, (sums.get(l.productWarehouseId) ?? 0) + l.quantity);
  return [...sums]
    .sort(([a], [b]) => a - b)
    .map(([productWarehouseId, quantity]) => ({ productWarehouseId, quantity }));
}

/**
 * What follows a failed delivery: every line comes back — to stock, or written off when its category
 * says so; the shopper pays nothing for it: a card order's payment goes back to the card (what it
 * paid less what was already refunded to it), the wallet gets back what it paid, nothing is
 * collected, and no deposit is charged (none pending, no invoice).
 */
export function deliveryFailureOutcome({
  lines,
  paymentMethod,
  paid,
  refunds,
}: FailureInput): FailureOutcome {
  const { cardCents, walletCents } = cancellationRefunds(
    { ...paid, cardPaidCents: paymentMethod === 'stripe' ? paid.cardPaidCents : 0, collectedCents: 0 },
    refunds,
  );
  return {
    restock: byEntry(lines.filter((l) => !l.writeOffOnReturn)),
    writeOff: byEntry(lines.filter((l) => l.writeOffOnReturn)),
    cardRefundCents: cardCents,
    walletRefundCents: walletCents,
    collectCents: 0,
    pendingDepositCents: 0,
    issueInvoice: false,
  };
}

/**
 * A failed order is booked again once: its first re-booking is answered to any later click, unless
 * that one was cancelled (its card payment given up), when a new one may be made.
 */
export function rebookDecision(
  status: OrderStatus,
  rebooked: { id: number; status: OrderStatus } | null,
): { kind: 'refused' } | { kind: 'existing'; orderId: number } | { kind: 'book' } {
  if (status !== 'delivery_failed') return { kind: 'refused' };
  if (rebooked && rebooked.status !== 'cancelled') return { kind: 'existing', orderId: rebooked.id };
  return { kind: 'book' };
}

/** The re-delivery fee (REDELIVERY_FEE_CENTS): a whole number of cents, never negative; default 0. */
export function redeliveryFeeCents(setting: string | undefined): number {
  if (setting === undefined || setting.trim() === '') return 0;
  const cents = Number(setting);
  return Number.isSafeInteger(cents) && cents >= 0 ? cents : 0;
}
