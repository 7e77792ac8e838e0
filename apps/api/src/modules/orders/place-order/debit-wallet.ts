/**
 * Step "debit wallet": the wallet pays its part of the order (priced as min(balance, amount due)).
 * Lock: the ledger's trigger (migration 0004) takes a per-user advisory lock for the transaction and
 * refuses an entry that would make the balance negative (409 walletInsufficient). Taken last; the
 * customer's row lock already serializes their checkouts. Undo: refundWallet.
 */
import type { Tx } from '../../../db/client.js';
import { addWalletEntry } from '../../users/index.js';

export async function debitWallet(tx: Tx, userId: number, walletUsageCents: number): Promise<void> {
  if (walletUsageCents > 0) await addWalletEntry(tx, userId, -walletUsageCents, 'order_usage');
}

/** Undo of debitWallet: what the wallet paid goes back to it (a correction entry). */
export async function refundWallet(
  tx: Tx,
  order: { userId: number; walletUsageCents: number },
): Promise<void> {
  if (order.walletUsageCents > 0)
    await addWalletEntry(tx, order.userId, order.walletUsageCents, 'correction');
}
