/**
 * Step "delivery": where the order goes — the user's selected address, or the pickup point of their
 * zone. Lock: none (reads only). Undo: none.
 */
import {
  countryOfPostalCode,
  type DeliveryInstructions,
  formatFullAddress,
  instructionsFromAddress,
  isEmptyInstructions,
} from '@consigne/domain';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import * as t from '../../../db/schema/index.js';
import { ApiError } from '../../../lib/errors.js';
import { pointAddress } from '../../zones/index.js';

export interface OrderDelivery {
  deliveryType: 'address' | 'pdr';
  zoneId: number;
  deliveryName: string;
  deliveryAddress: string;
  /** At a pickup point there is no door: always null. */
  deliveryInstructions: DeliveryInstructions | null;
}

/**
 * The instructions the order keeps: those the shopper confirmed at checkout, else those their address
 * suggests (its floor, door and code), so that a client that sends none still tells the driver.
 */
function instructionsOf(
  given: DeliveryInstructions | undefined,
  apartmentDetails: string | null,
): DeliveryInstructions | null {
  const instructions = given ?? instructionsFromAddress(apartmentDetails);
  return isEmptyInstructions(instructions) ? null : instructions;
}

export async function deliveryOf(
  tx: Tx,
  userId: number,
  instructions?: DeliveryInstructions,
): Promise<OrderDelivery> {
  const [row] = await tx
    .select({ zone: t.zones, address: t.addresses })
    .from(t.users)
    .leftJoin(t.zones, eq(t.zones.id, t.users.zoneId))
    .leftJoin(t.addresses, and(eq(t.addresses.userId, t.users.id), eq(t.addresses.isSelected, true)))
    .where(eq(t.users.id, userId));
  if (!row?.zone) throw new ApiError(422, 'slotNoZone');
  if (row.zone.isDeliveryPoint) {
    return {
      deliveryType: 'pdr',
      zoneId: row.zone.id,
      deliveryName: row.zone.name,
      deliveryAddress: pointAddress(row.zone),
      deliveryInstructions: null,
    };
  }
  if (!row.address) throw new ApiError(422, 'slotNoZone');
  const a = row.address;
  return {
    deliveryType: 'address',
    zoneId: row.zone.id,
    deliveryName: a.name,
    // The country's own order: '12 rue Nationale, 59000 Lille', 'Nieuwstraat 10, 1000 Brussel'.
    deliveryAddress: formatFullAddress({
      number: a.streetNumber,
      street: a.street,
      postalCode: a.postalCode,
      city: a.city,
      country: a.country === 'BE' ? 'BE' : countryOfPostalCode(a.postalCode),
    }),
    deliveryInstructions: instructionsOf(instructions, a.apartmentDetails),
  };
}
