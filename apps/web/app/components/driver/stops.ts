import type { VanRoundStopDto } from '@consigne/api-client';

import { DOOR_DONE_STATUSES } from '@consigne/domain';

/**
 * A stop is done once every order dropped there is delivered (or its delivery failed); a pickup of
 * empties without an order once collected or failed.
 */
export const stopDone = (stop: VanRoundStopDto) =>
  stop.emptiesPickup
    ? stop.emptiesPickup.status !== 'booked'
    : stop.orders.every((o) => DOOR_DONE_STATUSES.includes(o.status));

/** What kind of stop it is, in the driver's or the back-office's words. */
export const stopKindKey = (kind: VanRoundStopDto['kind'], area: 'driver' | 'adminRounds') =>
  kind === 'emptiesPickup'
    ? ('emptiesPickup.driver.kind' as const)
    : kind === 'pickup'
      ? (`${area}.pickup` as const)
      : (`${area}.home` as const);
