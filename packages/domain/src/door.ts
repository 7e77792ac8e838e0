/**
 * At the door (the step to 'delivered'): lines the recipient refuses, in whole or in part (a substitute
 * they do not want, a damaged pack…), and the age check of a stop with age-restricted lines. Pure: the
 * API applies the plan under the order's row lock (stock back, re-pricing, refund), the driver's sheet
 * shows the same outcome before it is sent.
 *
 * Personal data: the recipient's birth date is read here to decide and never kept; only the outcome
 * (method, verified, the age it proves) is recorded.
 */
import { isCalendarDate } from './calendar-date.js';

/** Why the recipient refused a line (the driver picks one; 'age' is the age check's own). */
export const DOOR_REFUSAL_REASONS = ['damaged', 'wrongProduct', 'substitute', 'notWanted'] as const;
export type DoorRefusalReason = (typeof DOOR_REFUSAL_REASONS)[number] | 'age';

/**
 * How the recipient's age was checked: a birth date read on their ID (typed by the driver), an ID seen
 * showing 18 or more, or 16 or more (Belgium's age for beer and wine), or not verified (no ID shown).
 */
export const AGE_CHECK_METHODS = ['birthDate', 'id18', 'id16', 'notVerified'] as const;
export type AgeCheckMethod = (typeof AGE_CHECK_METHODS)[number];

export interface AgeCheck {
  method: AgeCheckMethod;
  /** 'YYYY-MM-DD', with the 'birthDate' method only. */
  birthDate?: string;
}

/** The oldest age a birth date may prove: beyond it, a typing error. */
export const OLDEST_RECIPIENT_AGE = 120;

/** Full years on `date` of someone born on `birthDate` (both 'YYYY-MM-DD'); null when not a possible birth date. */
export function ageOn(birthDate: string, date: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(birthDate) || !isCalendarDate(date)) return null;
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const noon = new Date(Date.UTC(by, bm - 1, bd, 12));
  if (noon.toISOString().slice(0, 10) !== birthDate || birthDate > date) return null;
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  // Born on 29 February: of age on 1 March of a common year (the day after 28 February).
  const age = y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
  return age > OLDEST_RECIPIENT_AGE ? null : age;
}

/**
 * The age the check proves on the delivery day: the birth date's age, 18 or 16 for an ID seen, 0 when
 * not verified; null when the birth date is not a possible one (a 400, nothing recorded).
 */
export function provenAge(check: AgeCheck, deliveryDate: string): number | null {
  switch (check.method) {
    case 'birthDate':
      return check.birthDate === undefined ? null : ageOn(check.birthDate, deliveryDate);
    case 'id18':
      return 18;
    case 'id16':
      return 16;
    case 'notVerified':
      return 0;
  }
}

/**
 * The legal age a proven age satisfies (18, 16, or 0): what is recorded, never the age itself nor the
 * birth date.
 */
export type AgeSatisfied = 0 | 16 | 18;
export const ageSatisfied = (age: number): AgeSatisfied => (age >= 18 ? 18 : age >= 16 ? 16 : 0);

/** Whether a line sold at `minimumAge` (null: no limit) may be handed to someone proven `age`. */
export const mayHandOver = (minimumAge: number | null, age: number) =>
  minimumAge === null || age >= minimumAge;

/** An order line as the door reads it. */
export interface DoorLine {
  lineId: number;
  quantity: number;
  /** 16 or 18 by the law of the order's country as sold; null: no limit. */
  minimumAge: number | null;
  /** A gift line (promo): not what the customer chose, it does not keep an order alive. */
  gift?: boolean;
}

/** What the driver says the recipient refused: so many of one line, for a reason. */
export interface DoorRefusalInput {
  lineId: number;
  quantity: number;
  reason: (typeof DOOR_REFUSAL_REASONS)[number];
}

/** Each line's outcome: how many are handed over, how many refused and why (the driver's reason, or age). */
export interface DoorLineOutcome {
  lineId: number;
  kept: number;
  refused: number;
  reason: DoorRefusalReason | null;
}

export type DoorRefusalKey =
  'doorRefusalInvalid' | 'doorAgeCheckRequired' | 'doorBirthDateInvalid' | 'doorNothingLeft';

export type DoorPlan =
  | {
      ok: true;
      lines: DoorLineOutcome[];
      /** The age check to record (null: none given, or the order had no age line left to check). */
      ageCheck: { method: AgeCheckMethod; verified: boolean; ageSatisfied: AgeSatisfied } | null;
    }
  | { ok: false; refusal: DoorRefusalKey };

/**
 * The door's outcome for an order's lines: the driver's refusals (each line once, at most its
 * quantity: else doorRefusalInvalid), then the age check over the age lines still handed over —
 * required when any (doorAgeCheckRequired); the lines the proven age does not allow are refused whole
 * ('age'). Something the customer chose must be left to deliver (doorNothingLeft: a refused
 * delivery is a failed delivery). For every line kept + refused = ordered.
 */
export function doorPlan(
  lines: readonly DoorLine[],
  refusals: readonly DoorRefusalInput[],
  ageCheck: AgeCheck | undefined,
  deliveryDate: string,
): DoorPlan {
  const byLine = new Map<number, DoorRefusalInput>();
  for (const r of refusals) {
    const line = lines.find((l) => l.lineId === r.lineId);
    if (
      !line ||
      byLine.has(r.lineId) ||
      !Number.isInteger(r.quantity) ||
      r.quantity < 1 ||
      r.quantity > line.quantity
    )
      return { ok: false, refusal: 'doorRefusalInvalid' };
    byLine.set(r.lineId, r);
  }
  const outcomes: DoorLineOutcome[] = lines.map((l) => {
    const r = byLine.get(l.lineId);
    return {
      lineId: l.lineId,
      kept: l.quantity - (r?.quantity ?? 0),
      refused: r?.quantity ?? 0,
      reason: r?.reason ?? null,
    };
  });
  const restricted = lines.filter((l, i) => l.minimumAge !== null && outcomes[i]!.kept > 0);
  let recorded: Extract<DoorPlan, { ok: true }>['ageCheck'] = null;
  if (restricted.length > 0) {
    if (!ageCheck) return { ok: false, refusal: 'doorAgeCheckRequired' };
    const age = provenAge(ageCheck, deliveryDate);
    if (age === null) return { ok: false, refusal: 'doorBirthDateInvalid' };
    lines.forEach((l, i) => {
      const o = outcomes[i]!;
      if (o.kept > 0 && !mayHandOver(l.minimumAge, age)) {
        // A line the recipient may not receive is refused whole, whatever the driver refused of it.
        o.refused = l.quantity;
        o.kept = 0;
        o.reason = 'age';
      }
    });
    const strictest = Math.max(...restricted.map((l) => l.minimumAge!));
    recorded = { method: ageCheck.method, verified: age >= strictest, ageSatisfied: ageSatisfied(age) };
  }
  if (!lines.some((l, i) => !l.gift && outcomes[i]!.kept > 0))
    return { ok: false, refusal: 'doorNothingLeft' };
  return { ok: true, lines: outcomes, ageCheck: recorded };
}

/**
 * What goes back to the card when the door lowered a card-paid order's amount: what the card paid
 * beyond what is now due, less what already went back to it — never below 0, never more than the card
 * paid less its refunds.
 */
export function doorCardRefundCents({
  cardPaidCents,
  cardRefundedCents,
  dueCents,
}: {
  cardPaidCents: number;
  cardRefundedCents: number;
  dueCents: number;
}): number {
  const left = Math.max(0, cardPaidCents - cardRefundedCents);
  return Math.min(left, Math.max(0, cardPaidCents - Math.max(0, dueCents) - cardRefundedCents));
}

/**
 * What the driver collects at the door (cents; ADR 0039): an order paid at delivery, its whole amount;
 * a card-paid order whose shopper made it dearer and did not pay the difference online by the
 * delivery (a top-up still due), what its card payments do not hold of its amount now — the door's
 * refusals may have lowered it, to nothing; any other card order, nothing. Never below 0.
 */
export function doorDueCents({
  payAtDelivery,
  amountToPayCents,
  topUpDue,
  cardHeldCents,
}: {
  payAtDelivery: boolean;
  /** The order's amount to pay, after the door's refusals. */
  amountToPayCents: number;
  /** A top-up of the order is still due (not paid online). */
  topUpDue: boolean;
  /** What its card payments took and have not given back (the checkout's and the top-ups paid). */
  cardHeldCents: number;
}): number {
  if (payAtDelivery) return Math.max(0, amountToPayCents);
  if (!topUpDue) return 0;
  return Math.max(0, amountToPayCents - Math.max(0, cardHeldCents));
}

/**
 * What goes back to the card when a top-up is paid online after the door collected the difference
 * (cents): the order is owed its amount less what the door took; what the card holds beyond that,
 * at most the late payment itself, is refunded — the difference is never collected twice.
 */
export function lateTopUpRefundCents({
  amountToPayCents,
  doorCollectedCents,
  cardHeldCents,
  topUpCents,
}: {
  /** The order's amount to pay (0 for a cancelled order). */
  amountToPayCents: number;
  /** What the door took for it (its door payment's expected amount; 0: none). */
  doorCollectedCents: number;
  /** What its card payments hold, the late top-up counted. */
  cardHeldCents: number;
  topUpCents: number;
}): number {
  const owedToCard = Math.max(0, amountToPayCents - doorCollectedCents);
  return Math.max(0, Math.min(topUpCents, cardHeldCents - owedToCard));
}
