import {
  ADVANCE_STATUSES,
  EMPTIES_PICKUP_FAILURE_REASONS,
  EMPTIES_UNITS,
  isFailureReason,
  REJECT_REASONS,
  type AdvanceStatus,
  type EmptiesPickupFailureReason,
  type EmptiesUnit,
  type RejectReason,
} from '@consigne/domain';

/** A positive integer from a query parameter or a form field, or undefined. */
export const idParam = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/** A status a driver moves an order to: any step of the domain's flow after 'placed'. */
export const isAdvanceStatus = (value: unknown): value is AdvanceStatus =>
  (ADVANCE_STATUSES as readonly unknown[]).includes(value);
export const isUnit = (value: unknown): value is EmptiesUnit =>
  (EMPTIES_UNITS as readonly unknown[]).includes(value);
export const isReason = (value: unknown): value is RejectReason =>
  (REJECT_REASONS as readonly unknown[]).includes(value);

/** The reject lines of the empties form: one unit, reason and count per line; a count of 0 is no line. */
export function rejectLines(form: FormData) {
  const units = form.getAll('rejectUnit');
  const reasons = form.getAll('rejectReason');
  const counts = form.getAll('rejectCount');
  return units.flatMap((unit, i) => {
    const reason = reasons[i];
    const count = Math.floor(Number(counts[i]) || 0);
    return isUnit(unit) && isReason(reason) && count > 0 ? [{ unit, reason, count }] : [];
  });
}

/** A count typed by hand: a whole number from 0 to 2000 (more is a typo, not a round). */
export const clampCount = (value: number) => Math.max(0, Math.min(2000, Math.floor(value || 0)));

/** The empties form as the API's collection body: the same for the page's action and the offline queue. */
export function collectionBody(form: FormData) {
  const count = (name: string) => Math.max(0, Math.floor(Number(form.get(name)) || 0));
  const orderId = idParam(String(form.get('orderId') ?? ''));
  const pickupId = idParam(String(form.get('pickupId') ?? ''));
  return {
    userId: Number(form.get('userId')),
    crates: count('crates'),
    largeBottles: count('largeBottles'),
    smallBottles: count('smallBottles'),
    rejects: rejectLines(form),
    ...(orderId ? { orderId } : {}),
    ...(pickupId ? { pickupId } : {}),
  };
}

/** The failure form as the API's body, or null when its reason is not one. */
export function failureBody(form: FormData) {
  const reason = String(form.get('reason') ?? '');
  if (!isFailureReason(reason)) return null;
  const note = String(form.get('note') ?? '').trim();
  return { reason, ...(note ? { note } : {}) };
}

/** The pickup's failure form as the API's body, or null when its reason is not one. */
export function pickupFailureBody(form: FormData) {
  const reason = String(form.get('reason') ?? '');
  if (!(EMPTIES_PICKUP_FAILURE_REASONS as readonly string[]).includes(reason)) return null;
  const note = String(form.get('note') ?? '').trim();
  return { reason: reason as EmptiesPickupFailureReason, ...(note ? { note } : {}) };
}

/**
 * An amount typed in euros ("18,50", "18.5", "18") as cents, or null when it is not one: a
 * negative, more than two decimals or not a number at all. The API judges the amount itself.
 */
export function eurosToCents(text: string): number | null {
  const value = text.trim().replace(/\s|€/g, '').replace(',', '.');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(value)) return null;
  return Math.round(Number(value) * 100);
}

/** Cents as the driver types euros: "18,50" (the decimal comma of every language the shop speaks). */
export const centsToInput = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

/** The payment at the door from the page's form, when it carries one. */
export function doorPaymentOf(form: FormData) {
  const method = form.get('paymentMethod');
  const receivedCents = Number(form.get('receivedCents'));
  if ((method !== 'card_terminal' && method !== 'cash') || !Number.isInteger(receivedCents)) return undefined;
  return { method, receivedCents } as const;
}
