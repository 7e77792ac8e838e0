/**
 * Step "book slot": one place of the customer's selected slot becomes a booking (their hold, which
 * reserved it, is dropped).
 * Lock: the slot row (`select … for update` in lockSlotPlaces) while its places are counted. Taken
 * second, after the customer's row and before any stock row; moving an order locks its two slot rows
 * in id order. Undo: releaseSlotPlace (or returnReservedPlace when the place was a reserved week's).
 */
import { isSlotOpenForOrders } from '@consigne/domain';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import * as t from '../../../db/schema/index.js';
import { ApiError } from '../../../lib/errors.js';
import { lockSlotPlaces, useReservedPlace } from '../../slots/index.js';

/** One more place booked in the slot (the caller holds its row lock). */
export async function takeSlotPlace(tx: Tx, slotId: number): Promise<void> {
  await tx
    .update(t.slots)
    .set({ reserved: sql`${t.slots.reserved} + 1` })
    .where(eq(t.slots.id, slotId));
}

/** Undo of bookSlot: the order's place in its slot is free again. */
export async function releaseSlotPlace(tx: Tx, slotId: number): Promise<void> {
  await tx
    .update(t.slots)
    .set({ reserved: sql`${t.slots.reserved} - 1` })
    .where(eq(t.slots.id, slotId));
}

export async function bookSlot(
  tx: Tx,
  {
    userId,
    slotId,
    warehouseId,
    now,
    unguarded = false,
  }: { userId: number; slotId: number | null; warehouseId: number; now: Date; unguarded?: boolean },
) {
  if (slotId === null) throw new ApiError(422, 'orderSlotRequired');
  const places = await lockSlotPlaces(tx, slotId, userId, now, { lock: !unguarded });
  if (!places || places.slot.warehouseId !== warehouseId) throw new ApiError(422, 'orderSlotRequired');
  const { slot } = places;
  if (!isSlotOpenForOrders(slot.startAt, now, places.rules)) throw new ApiError(422, 'slotTooLate');
  if (places.isFull) throw new ApiError(409, 'slotFull');
  // A week of the customer's reserved slot already holds their place (ADR 0040): no second one.
  if (!(await useReservedPlace(tx, userId, slot.id))) await takeSlotPlace(tx, slot.id);
  await tx.delete(t.slotHolds).where(eq(t.slotHolds.userId, userId));
  return slot;
}
