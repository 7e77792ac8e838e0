import type { Cents } from './money.js';
import { collectionValueCents, type EmptiesCount, type EmptiesUnit } from './deposits.js';

/** Why a driver refuses an empty at the door: broken, or not ours (another brand's crate or bottle). */
export const REJECT_REASONS = ['broken', 'foreign'] as const;
export type RejectReason = (typeof REJECT_REASONS)[number];
export const EMPTIES_UNITS = [
  'crate',
  'largeBottle',
  'smallBottle',
] as const satisfies readonly EmptiesUnit[];

/**
 * Whether a refused empty settles the deposit it stands for. A broken one is ours, handed back
 * unusable: it is no longer out at the customer's (the round stops asking for it) and its deposit is
 * kept, not refunded. Another brand's stands for none of ours: ours are still out, still pending.
 */
export const REJECT_SETTLES: Readonly<Record<RejectReason, boolean>> = { broken: true, foreign: false };

/** One line of refused empties: so many of one unit, for one reason. Never credited. */
export interface RejectLine {
  unit: EmptiesUnit;
  reason: RejectReason;
  count: number;
}

/** Empties handed back at a door: those accepted (credited) and those refused, line by line. */
export interface EmptiesReturn {
  accepted: EmptiesCount;
  rejects: readonly RejectLine[];
}

export type EmptiesRefusal = 'nothing' | 'duplicateReject' | 'exceedsPending';

/**
 * The shortest search a driver may send for a customer whose empties to take back: a couple of
 * letters would list the warehouse's customers.
 */
export const EMPTIES_SEARCH_MIN_LENGTH = 3;

export interface EmptiesSettlement {
  ok: true;
  /** What the accepted empties credit to the wallet. */
  creditCents: Cents;
  /** What the refused empties that settle (REJECT_SETTLES) take off the pending deposits, uncredited. */
  keptCents: Cents;
  /** Those refused empties, per unit: no longer out at the customer's. */
  kept: EmptiesCount;
}

/**
 * What a return credits to the wallet and what it settles without a credit, or why it is refused:
 * only the accepted empties are worth anything to the customer (rejected ones never); broken ones
 * leave the pending deposits at once, their deposit kept; and a return never settles more than the
 * customer's pending deposits (a customer hands back only containers they have out, and is refunded
 * only deposits they paid). A return of rejects only is recorded with a credit of 0.
 */
export function emptiesCredit(
  { accepted, rejects }: EmptiesReturn,
  pendingCents: Cents,
): EmptiesSettlement | { ok: false; refusal: EmptiesRefusal } {
  const creditCents = collectionValueCents(accepted);
  const rejected = rejects.reduce((n, r) => n + r.count, 0);
  if (creditCents <= 0 && rejected <= 0) return { ok: false, refusal: 'nothing' };
  const keys = new Set(rejects.map((r) => `${r.unit}:${r.reason}`));
  if (keys.size !== rejects.length) return { ok: false, refusal: 'duplicateReject' };
  const kept = keptCounts(rejects);
  const keptCents = collectionValueCents(kept);
  if (creditCents + keptCents > Math.max(0, pendingCents)) return { ok: false, refusal: 'exceedsPending' };
  return { ok: true, creditCents, keptCents, kept };
}

/** The refused empties that settle their deposit (broken ones), summed per unit. */
export function keptCounts(rejects: readonly RejectLine[]): EmptiesCount {
  return rejectedCounts(rejects.filter((r) => REJECT_SETTLES[r.reason]));
}

/** The rejects summed per unit (what the ledger shows as refused, whatever the reason). */
export function rejectedCounts(rejects: readonly RejectLine[]): EmptiesCount {
  const total: EmptiesCount = { crates: 0, largeBottles: 0, smallBottles: 0 };
  for (const r of rejects) {
    if (r.unit === 'crate') total.crates += r.count;
    else if (r.unit === 'largeBottle') total.largeBottles += r.count;
    else total.smallBottles += r.count;
  }
  return total;
}

/** What a customer has out: so many containers, worth so much. */
export interface EmptiesOut extends EmptiesCount {
  cents: Cents;
}

/**
 * What a customer still has out once a return is recorded: the accepted empties and the refused ones
 * that settle (broken) leave, count by count and in value; another brand's leave nothing. Never below
 * zero (a return beyond the pending deposits is refused by emptiesCredit, not shown as a debt). The
 * driver's phone shows it for returns kept offline, before the API has recorded them.
 */
export function emptiesOutAfter(out: EmptiesOut, { accepted, rejects }: EmptiesReturn): EmptiesOut {
  const kept = keptCounts(rejects);
  const left = (unit: keyof EmptiesCount) => Math.max(0, out[unit] - accepted[unit] - kept[unit]);
  return {
    crates: left('crates'),
    largeBottles: left('largeBottles'),
    smallBottles: left('smallBottles'),
    cents: Math.max(0, out.cents - collectionValueCents(accepted) - collectionValueCents(kept)),
  };
}
