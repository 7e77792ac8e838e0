import type { WALLET_REASONS } from '@consigne/contract';
import type { Db } from '../../db/client.js';
import { walletEntries } from '../../db/schema/index.js';
import { ApiError } from '../../lib/errors.js';
import { pgErrorOf } from '../../lib/pg-errors.js';

export type WalletReason = (typeof WALLET_REASONS)[number];

/** Name of the guard raised by the wallet_entries trigger (migration 0004) when the sum would be < 0. */
const BALANCE_GUARD = 'wallet_entries_balance_non_negative';

/** The trigger's refusal: a check violation (23514) of the balance guard. */
function isBalanceGuard(error: unknown): boolean {
  const pg = pgErrorOf(error);
  return (
    pg?.code === '23514' && (pg.constraint === BALANCE_GUARD || pg.message.includes('would become negative'))
  );
}

/**
 * Adds one entry to the user's wallet ledger: a credit (> 0) or a debit (< 0). The database refuses
 * an entry that would make the balance negative (a trigger serializing the user's entries with an
 * advisory lock), which answers 409 walletInsufficient. Works in the caller's transaction too.
 * `correction`: a back-office correction's reason and author (kept on the entry).
 */
export async function addWalletEntry(
  db: Db,
  userId: number,
  amountCents: number,
  reason: WalletReason,
  correction: { note: string; createdBy: number } | null = null,
): Promise<{ id: number }> {
  if (!Number.isInteger(amountCents) || amountCents === 0) throw new ApiError(400, 'invalidValue');
  try {
    const [row] = await db
      .insert(walletEntries)
      .values({ userId, amountCents, reason, ...correction })
      .returning({ id: walletEntries.id });
    return row!;
  } catch (error) {
    if (isBalanceGuard(error)) throw new ApiError(409, 'walletInsufficient');
    throw error;
  }
}
