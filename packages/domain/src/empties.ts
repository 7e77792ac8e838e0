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
 * What a return credits to the wallet, or why it is refused: only the accepted empties are worth
 * anything (rejected ones never), and never more than the customer's pending deposits (a customer is
 * refunded only deposits they paid). A return of rejects only is recorded with a credit of 0.
 */
export function emptiesCredit(
  { accepted, rejects }: EmptiesReturn,
  pendingCents: Cents,
): { ok: true; creditCents: Cents } | { ok: false; refusal: EmptiesRefusal } {
  const creditCents = collectionValueCents(accepted);
  const rejected = rejects.reduce((n, r) => n + r.count, 0);
  if (creditCents <= 0 && rejected <= 0) return { ok: false, refusal: 'nothing' };
  const keys = new Set(rejects.map((r) => `${r.unit}:${r.reason}`));
  if (keys.size !== rejects.length) return { ok: false, refusal: 'duplicateReject' };
  if (creditCents > Math.max(0, pendingCents)) return { ok: false, refusal: 'exceedsPending' };
  return { ok: true, creditCents };
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
