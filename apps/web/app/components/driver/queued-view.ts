import { emptiesOutAfter, toCents, toEuros, type EmptiesOut, type OrderStatus } from '@consigne/domain';
import type { QueuedAction } from '../../lib/driver-queue';
import type { collectionBody } from './form-values';
import type { Pending } from './types';

/**
 * The round as the phone shows it while actions wait to be sent (docs/adr/0029-driver-offline-queue.md):
 * the kept page is the day as it was loaded; the steps and the empties taken since are in the queue.
 */

type CollectPayload = ReturnType<typeof collectionBody>;

/** An order's status once its waiting actions are sent: a failure ends it there, else its last step. */
export function queuedStatus(actions: readonly QueuedAction[], orderId: number): OrderStatus | undefined {
  const mine = actions.filter((a) => a.orderId === orderId && !a.conflict);
  if (mine.some((a) => a.kind === 'fail')) return 'delivery_failed';
  return (mine.filter((a) => a.kind === 'advance').at(-1)?.payload as { status?: OrderStatus } | undefined)
    ?.status;
}

/**
 * What a customer still has out once the empties they handed back, still waiting on the phone, are
 * recorded: the round stops asking for them at once, not after the network returns.
 */
export function pendingOnPhone(
  pending: Pending,
  customerId: number,
  actions: readonly QueuedAction[],
): Pending {
  const returns = actions.filter(
    (a) => a.kind === 'collect' && !a.conflict && (a.payload as CollectPayload).userId === customerId,
  );
  if (returns.length === 0) return pending;
  const out = returns.reduce<EmptiesOut>(
    (left, action) => {
      const { crates, largeBottles, smallBottles, rejects } = action.payload as CollectPayload;
      return emptiesOutAfter(left, { accepted: { crates, largeBottles, smallBottles }, rejects });
    },
    {
      crates: pending.crates,
      largeBottles: pending.largeBottles,
      smallBottles: pending.smallBottles,
      cents: toCents(pending.amount),
    },
  );
  return {
    crates: out.crates,
    largeBottles: out.largeBottles,
    smallBottles: out.smallBottles,
    amount: toEuros(out.cents),
  };
}
