import type { VanRoundStopDto } from '@consigne/api-client';

import { DOOR_DONE_STATUSES } from '@consigne/domain';
import type { QueuedAction } from '../../lib/driver-queue';
import { queuedStatus } from './queued-view';

/**
 * A stop is done once every order dropped there is delivered (or its delivery failed), the steps
 * still waiting on the phone counted as taken; a pickup of empties without an order once collected
 * or failed.
 */
export const stopDone = (stop: VanRoundStopDto, actions: readonly QueuedAction[] = []) =>
  stop.emptiesPickup
    ? stop.emptiesPickup.status !== 'booked'
    : stop.orders.every((o) => DOOR_DONE_STATUSES.includes(queuedStatus(actions, o.orderId) ?? o.status));

/** What kind of stop it is, in the driver's or the back-office's words. */
export const stopKindKey = (kind: VanRoundStopDto['kind'], area: 'driver' | 'adminRounds') =>
  kind === 'emptiesPickup'
    ? ('emptiesPickup.driver.kind' as const)
    : kind === 'pickup'
      ? (`${area}.pickup` as const)
      : (`${area}.home` as const);
