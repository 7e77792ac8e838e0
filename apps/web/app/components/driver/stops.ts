import type { VanRoundStopDto } from '@consigne/api-client';

/** A stop is done once every order dropped there is delivered. */
export const stopDone = (stop: VanRoundStopDto) => stop.orders.every((o) => o.status === 'delivered');
