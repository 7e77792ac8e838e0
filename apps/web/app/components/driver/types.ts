import type { EmptiesPickupFailureReason, FailureReason } from '@consigne/domain';
import type { EmptiesCustomerDto, VanRoundDto, VanRoundStopDto } from '@consigne/api-client';

/** What the driver's page loads: the day's rounds of one van, and the customers an empties search found. */
export interface DriverPageData {
  /** Not a driver's account: the page only says so. */
  forbidden: boolean;
  date: string;
  today: string;
  rounds: VanRoundDto[];
  vans: VanRoundDto['vans'];
  vanId: number | null;
  q: string;
  customers: EmptiesCustomerDto[] | null;
  error: string | null;
}

/** The answer to the page's forms: an order moved forward, its delivery failed, or empties recorded. */
export type DriverActionResult =
  | { intent: 'advance'; error: string | null }
  | { intent: 'fail'; error: string | null }
  | { intent: 'failPickup'; error: string | null }
  | {
      intent: 'collect';
      error: string | null;
      credited?: number;
      rejected?: number;
      pendingDepositTotal?: number;
    };

/** The deposits a customer still has out: what the driver may take back. */
export type Pending = VanRoundStopDto['toCollect'][number]['pending'];

/** What the phone queues for a failed delivery (the same body the page's action sends). */
export interface FailPayload {
  orderId: number;
  reason: FailureReason;
  note?: string;
}

/** What the phone queues for a failed pickup of empties (the same body the page's action sends). */
export interface FailPickupPayload {
  pickupId: number;
  reason: EmptiesPickupFailureReason;
  note?: string;
}
