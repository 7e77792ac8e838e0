import type { VanRoundStopDto } from '@consigne/api-client';

import { DOOR_DONE_STATUSES } from '@consigne/domain';
import type { QueuedAction } from '../../lib/driver-queue';
import { queuedStatus } from './queued-view';

/**
 * A stop is done once every order dropped there is delivered (or its delivery failed), the steps
 * still waiting on the phone counted as taken.
 */
export const stopDone = (stop: VanRoundStopDto, actions: readonly QueuedAction[] = []) =>
  stop.orders.every((o) => DOOR_DONE_STATUSES.includes(queuedStatus(actions, o.orderId) ?? o.status));
