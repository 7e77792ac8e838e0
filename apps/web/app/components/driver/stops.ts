import type { VanRoundStopDto } from '@consigne/api-client';

import { DOOR_DONE_STATUSES } from '@consigne/domain';

/** A stop is done once every order dropped there is delivered (or its delivery failed). */
export const stopDone = (stop: VanRoundStopDto) =>
  stop.orders.every((o) => DOOR_DONE_STATUSES.includes(o.status));
