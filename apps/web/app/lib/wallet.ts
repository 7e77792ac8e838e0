import type { PendingDepositEntryDto, WalletReason } from '@consigne/api-client';
import {
  describeEmpties,
  formatEuros,
  REJECT_REASONS,
  rejectedCounts,
  toCents,
  type EmptiesUnit,
  type RejectReason,
} from '@consigne/domain';
import type { MessageKey, Translate } from '../i18n';

const REASONS: Record<WalletReason, MessageKey> = {
  deposit_refund: 'wallet.reason.deposit_refund',
  order_usage: 'wallet.reason.order_usage',
  referral_reward: 'wallet.reason.referral_reward',
  correction: 'wallet.reason.correction',
  order_refund: 'wallet.reason.order_refund',
  empties_pickup_fee: 'emptiesPickup.walletReason',
};

/** The translated label of a wallet movement (an unknown reason reads as a correction). */
export const walletReasonKey = (reason: string): MessageKey =>
  REASONS[reason as WalletReason] ?? 'wallet.reason.correction';

/**
 * A pending-deposit movement: the deposits of a delivered order, empties handed back, empties refused
 * at the door, or a forfeit.
 */
export function depositEntryLabel(entry: Pick<PendingDepositEntryDto, 'amount' | 'orderId' | 'kind'>): {
  key: MessageKey;
  params?: Record<string, string | number>;
} {
  if (entry.amount > 0 && entry.orderId !== null)
    return { key: 'wallet.depositOrder', params: { id: entry.orderId } };
  if (entry.kind === 'forfeited') return { key: 'wallet.depositForfeited' };
  if (entry.kind === 'refused') return { key: 'wallet.depositRefused' };
  if (entry.amount < 0) return { key: 'wallet.depositCollected' };
  return { key: 'wallet.depositOther' };
}

const UNITS: Record<EmptiesUnit, MessageKey> = {
  crate: 'wallet.items.crate',
  largeBottle: 'wallet.items.largeBottle',
  smallBottle: 'wallet.items.smallBottle',
};

/**
 * What a pending-deposit movement delivered or collected, e.g. "2 caisses, 1 grande bouteille et
 * 1 petite bouteille", from its counts; null for a legacy movement that has none.
 */
export function depositEntryItems(
  entry: Pick<PendingDepositEntryDto, 'crates' | 'largeBottles' | 'smallBottles'>,
  t: Translate,
  intlLocale: string,
): string | null {
  const { crates, largeBottles, smallBottles } = entry;
  if (crates === null || largeBottles === null || smallBottles === null) return null;
  return describeEmpties({ crates, largeBottles, smallBottles }, intlLocale, (unit, count) =>
    t(UNITS[unit], { count }),
  );
}

const REFUSED: Record<RejectReason, MessageKey> = {
  broken: 'wallet.refused.broken',
  foreign: 'wallet.refused.foreign',
};

/**
 * What the driver refused at the door and why, one sentence per reason with what it means for the
 * shopper: "2 grandes bouteilles cassées : leur consigne n'est pas remboursée, et elles ne sont plus
 * à rendre."
 */
export function refusedEntryLines(
  entry: Pick<PendingDepositEntryDto, 'refused'>,
  t: Translate,
  intlLocale: string,
): string[] {
  return REJECT_REASONS.flatMap((reason) => {
    const lines = entry.refused.filter((r) => r.reason === reason);
    if (lines.length === 0) return [];
    const list = describeEmpties(rejectedCounts(lines), intlLocale, (unit, count) =>
      t(UNITS[unit], { count }),
    );
    return [t(REFUSED[reason], { list, count: lines.reduce((n, r) => n + r.count, 0) })];
  });
}

/** '+1,20 €' for a credit, '−1,20 €' (a true minus sign) for a debit. */
export function signedEuros(euros: number, intlLocale: string): string {
  const cents = toCents(euros);
  const text = formatEuros(Math.abs(cents), intlLocale);
  return cents > 0 ? `+${text}` : cents < 0 ? `\u2212${text}` : text;
}

const STATUS: Record<string, MessageKey> = {
  placed: 'driver.status.placed',
  preparing: 'driver.status.preparing',
  out_for_delivery: 'driver.status.out_for_delivery',
  delivered: 'driver.status.delivered',
  delivery_failed: 'driver.status.delivery_failed',
};
export const orderStatusKey = (status: string): MessageKey => STATUS[status] ?? 'driver.status.placed';

/**
 * Money is collected at the door for a round order paid at delivery and not paid yet, and for a card
 * order whose shopper made it dearer without paying the difference online (its `dueAtDoor`, ADR 0039).
 */
export const toCollectAtDoor = (order: {
  paymentMethod: string;
  paymentStatus: string;
  dueAtDoor?: number;
}) => (order.paymentMethod === 'offline' && order.paymentStatus === 'pending') || (order.dueAtDoor ?? 0) > 0;

/** Crates of a format: the complete ones plus the started one. */
export const cratesOf = (c: { completeCrates: number; nbSpaceLeft: number }) =>
  c.completeCrates + (c.nbSpaceLeft > 0 ? 1 : 0);
