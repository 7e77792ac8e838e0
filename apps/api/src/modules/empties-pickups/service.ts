/**
 * Pickups of empties asked for without an order (docs/rules.md#empties-pickup, ADR 0037): the shopper
 * books one on a slot of their warehouse, cancels it until the orders' cutoff; the driver closes it
 * with the return (operator's recordCollection) or reports it failed.
 * Locks, in the checkout's order (ADR 0004): the customer's row, then the slot's (lockSlotPlaces).
 */
import {
  countryOfPostalCode,
  emptiesPickupFeeCents,
  emptiesPickupRefusal,
  formatFullAddress,
  isEmptiesPickupCancellable,
  isSlotOpenForOrders,
  toEuros,
  type EmptiesPickupFailureReason,
} from '@consigne/domain';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { ApiError } from '../../lib/errors.js';
import { releaseSlotPlace, takeSlotPlace } from '../orders/index.js';
import { lockSlotPlaces } from '../slots/index.js';
import { addWalletEntry, pendingDepositCents } from '../users/index.js';

type PickupRow = typeof t.emptiesPickups.$inferSelect;
type SlotTimes = { id: number; startAt: Date; endAt: Date };

/** A pickup as its shopper sees it. */
export function pickupView(pickup: PickupRow, slot: SlotTimes, now = new Date()) {
  return {
    id: pickup.id,
    status: pickup.status,
    slot: { id: slot.id, startAt: slot.startAt.toISOString(), endAt: slot.endAt.toISOString() },
    address: pickup.address,
    instructions: pickup.instructions,
    fee: toEuros(pickup.feeCents),
    feeCharged: pickup.feeChargedCents === null ? null : toEuros(pickup.feeChargedCents),
    isCancellable: isEmptiesPickupCancellable(pickup.status, slot.startAt, now),
    failureReason: pickup.failureReason,
    createdAt: pickup.createdAt.toISOString(),
  };
}

const slotTimes = { id: t.slots.id, startAt: t.slots.startAt, endAt: t.slots.endAt };

/** GET /user/empties-pickups: booked ones first (soonest first), then the last ten done. */
export async function listPickups(db: Db, userId: number, feeCents: number, now = new Date()) {
  const rows = await db
    .select({ pickup: t.emptiesPickups, slot: slotTimes })
    .from(t.emptiesPickups)
    .innerJoin(t.slots, eq(t.slots.id, t.emptiesPickups.slotId))
    .where(eq(t.emptiesPickups.userId, userId))
    .orderBy(
      desc(sql`${t.emptiesPickups.status} = 'booked'`),
      desc(t.slots.startAt),
      desc(t.emptiesPickups.id),
    )
    .limit(50);
  const booked = rows.filter((r) => r.pickup.status === 'booked').reverse();
  const done = rows.filter((r) => r.pickup.status !== 'booked').slice(0, 10);
  return {
    fee: toEuros(feeCents),
    pendingDeposit: toEuros(await pendingDepositCents(db, userId)),
    pickups: [...booked, ...done].map((r) => pickupView(r.pickup, r.slot, now)),
  };
}

export interface PickupRequest {
  userId: number;
  slotId: number;
  addressId: number;
  instructions?: string | undefined;
  feeCents: number;
  now?: Date;
}

/**
 * POST /user/empties-pickups: books a pickup on a slot of the warehouse serving the address, taking
 * one of the slot's places exactly as a checkout does (the slot row locked while its places are
 * counted). The same slot asked again while a pickup is booked answers that one (created: false).
 */
export async function requestPickup(db: Db, request: PickupRequest) {
  const { userId, slotId, addressId, feeCents, now = new Date() } = request;
  return db.transaction(async (tx) => {
    // The customer's row first (ADR 0004): one shopper's requests take turns, so a double submit
    // finds the first pickup.
    await tx.select({ id: t.users.id }).from(t.users).where(eq(t.users.id, userId)).for('update');
    const [address] = await tx
      .select({ address: t.addresses, warehouseId: t.zones.warehouseId })
      .from(t.addresses)
      .leftJoin(t.zones, eq(t.zones.id, t.addresses.zoneId))
      .where(and(eq(t.addresses.id, addressId), eq(t.addresses.userId, userId)));
    if (!address) throw new ApiError(404, 'emptiesPickupAddressNotFound');
    if (address.warehouseId === null) throw new ApiError(422, 'addressNotEligible');
    const [existing] = await tx
      .select({ pickup: t.emptiesPickups, slot: slotTimes })
      .from(t.emptiesPickups)
      .innerJoin(t.slots, eq(t.slots.id, t.emptiesPickups.slotId))
      .where(
        and(
          eq(t.emptiesPickups.userId, userId),
          eq(t.emptiesPickups.slotId, slotId),
          eq(t.emptiesPickups.status, 'booked'),
        ),
      );
    if (existing) return { created: false, pickup: pickupView(existing.pickup, existing.slot, now) };
    const pending = await pendingDepositCents(tx, userId);
    const refusal = emptiesPickupRefusal(pending, feeCents);
    if (refusal === 'nothingPending') throw new ApiError(422, 'emptiesPickupNothingPending');
    if (refusal === 'feeExceedsDeposits')
      throw new ApiError(422, 'emptiesPickupFeeExceeds', {
        pending: euroText(pending),
        fee: euroText(feeCents),
      });
    // Every live hold counts, the shopper's own too (user 0 is nobody): a hold is kept for their
    // cart's order, which will take its own place.
    const places = await lockSlotPlaces(tx, slotId, 0, now);
    if (!places || places.slot.warehouseId !== address.warehouseId)
      throw new ApiError(422, 'emptiesPickupSlotInvalid');
    if (!isSlotOpenForOrders(places.slot.startAt, now, places.rules)) throw new ApiError(422, 'slotTooLate');
    if (places.isFull) throw new ApiError(409, 'slotFull');
    await takeSlotPlace(tx, places.slot.id);
    const a = address.address;
    const [pickup] = await tx
      .insert(t.emptiesPickups)
      .values({
        userId,
        warehouseId: address.warehouseId,
        slotId: places.slot.id,
        addressId: a.id,
        address: formatFullAddress({
          number: a.streetNumber,
          street: a.street,
          postalCode: a.postalCode,
          city: a.city,
          country: a.country === 'BE' ? 'BE' : countryOfPostalCode(a.postalCode),
        }),
        lat: a.lat,
        lng: a.lng,
        instructions: request.instructions?.trim() || null,
        feeCents,
        createdAt: now,
        statusChangedAt: now,
      })
      .returning();
    return { created: true, pickup: pickupView(pickup!, places.slot, now) };
  });
}

const euroText = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

/** POST /user/empties-pickups/{id}/cancel: until the orders' cutoff; its place is free again. */
export async function cancelPickup(db: Db, userId: number, pickupId: number, now = new Date()) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ pickup: t.emptiesPickups, slot: slotTimes })
      .from(t.emptiesPickups)
      .innerJoin(t.slots, eq(t.slots.id, t.emptiesPickups.slotId))
      .where(and(eq(t.emptiesPickups.id, pickupId), eq(t.emptiesPickups.userId, userId)))
      .for('update', { of: t.emptiesPickups });
    if (!row) throw new ApiError(404, 'emptiesPickupNotFound');
    if (!isEmptiesPickupCancellable(row.pickup.status, row.slot.startAt, now))
      throw new ApiError(409, 'emptiesPickupNotCancellable');
    await releaseSlotPlace(tx, row.pickup.slotId);
    const [cancelled] = await tx
      .update(t.emptiesPickups)
      .set({ status: 'cancelled', statusChangedAt: now })
      .where(eq(t.emptiesPickups.id, pickupId))
      .returning();
    return pickupView(cancelled!, row.slot, now);
  });
}

/** A booked pickup of the warehouse, locked (another warehouse's is a 404; a closed one a 409). */
async function lockOpenPickup(tx: Tx, warehouseId: number, pickupId: number, userId?: number) {
  const [row] = await tx
    .select({ pickup: t.emptiesPickups, slot: slotTimes })
    .from(t.emptiesPickups)
    .innerJoin(t.slots, eq(t.slots.id, t.emptiesPickups.slotId))
    .where(
      and(
        eq(t.emptiesPickups.id, pickupId),
        eq(t.emptiesPickups.warehouseId, warehouseId),
        ...(userId === undefined ? [] : [eq(t.emptiesPickups.userId, userId)]),
      ),
    )
    .for('update', { of: t.emptiesPickups });
  if (!row) throw new ApiError(404, 'emptiesPickupNotFound');
  return row;
}

/**
 * The driver's return closes the pickup, in the return's transaction (after its credit): the fee is
 * taken from the credit (emptiesPickupFeeCents: never more than it) as a wallet debit, and the pickup
 * is collected. Returns the fee taken, in cents.
 */
export async function closePickupByCollection(
  tx: Tx,
  {
    warehouseId,
    userId,
    pickupId,
    creditCents,
    collectionId,
    now,
  }: {
    warehouseId: number;
    userId: number;
    pickupId: number;
    creditCents: number;
    collectionId: number | null;
    now: Date;
  },
): Promise<number> {
  const { pickup } = await lockOpenPickup(tx, warehouseId, pickupId, userId);
  if (pickup.status !== 'booked') throw new ApiError(409, 'emptiesPickupClosed');
  const fee = emptiesPickupFeeCents(creditCents, pickup.feeCents);
  if (fee > 0) await addWalletEntry(tx, userId, -fee, 'empties_pickup_fee');
  await tx
    .update(t.emptiesPickups)
    .set({ status: 'collected', statusChangedAt: now, feeChargedCents: fee, collectionId })
    .where(eq(t.emptiesPickups.id, pickup.id));
  return fee;
}

export interface PickupFailure {
  warehouseId: number;
  pickupId: number;
  reason: EmptiesPickupFailureReason;
  note?: string | undefined;
  now?: Date;
}

/**
 * POST /operator/empties-pickups/{id}/failure: nobody at the door (or no such door). Nothing is
 * collected or credited; the place stays used (the van went). From the shopper's cutoff on, as a
 * delivery's failure; the same report again is answered.
 */
export async function failPickup(db: Db, failure: PickupFailure) {
  const { warehouseId, pickupId, reason, now = new Date() } = failure;
  const note = failure.note?.trim() || null;
  if (reason === 'other' && note === null) throw new ApiError(400, 'emptiesPickupNoteRequired');
  return db.transaction(async (tx) => {
    const { pickup, slot } = await lockOpenPickup(tx, warehouseId, pickupId);
    const answer = { pickupId: pickup.id, status: 'failed' as const, failureReason: reason };
    if (pickup.status === 'failed' && pickup.failureReason === reason) return answer;
    if (pickup.status !== 'booked') throw new ApiError(409, 'emptiesPickupClosed');
    if (isEmptiesPickupCancellable(pickup.status, slot.startAt, now))
      throw new ApiError(409, 'emptiesPickupTooEarly');
    await tx
      .update(t.emptiesPickups)
      .set({ status: 'failed', failureReason: reason, failureNote: note, statusChangedAt: now })
      .where(eq(t.emptiesPickups.id, pickup.id));
    return answer;
  });
}

/**
 * A slot's pickups as round stops (cancelled ones left out): the one query the driver's round and
 * the rounds' planner read. `point`: where the van stops (the address's place when booked).
 */
export async function slotPickups(db: Db | Tx, warehouseId: number, slotId: number) {
  const rows = await db
    .select({
      pickup: t.emptiesPickups,
      customer: {
        id: t.users.id,
        firstname: t.users.firstname,
        lastname: t.users.lastname,
        phone: t.users.phone,
      },
    })
    .from(t.emptiesPickups)
    .innerJoin(t.users, eq(t.users.id, t.emptiesPickups.userId))
    .where(
      and(
        eq(t.emptiesPickups.slotId, slotId),
        eq(t.emptiesPickups.warehouseId, warehouseId),
        ne(t.emptiesPickups.status, 'cancelled'),
      ),
    )
    .orderBy(asc(t.emptiesPickups.id));
  return rows.map((r) => ({
    ...r,
    point: r.pickup.lat !== null && r.pickup.lng !== null ? { lat: r.pickup.lat, lng: r.pickup.lng } : null,
  }));
}
export type SlotPickup = Awaited<ReturnType<typeof slotPickups>>[number];

/**
 * A customer's erasure (GDPR): their pickups go — an address, a place, instructions, nothing the law
 * keeps (a fee taken is in the wallet ledger). A booked one gives its place back first.
 */
export async function erasePickups(tx: Tx, userId: number) {
  const booked = await tx
    .select({ slotId: t.emptiesPickups.slotId })
    .from(t.emptiesPickups)
    .where(and(eq(t.emptiesPickups.userId, userId), eq(t.emptiesPickups.status, 'booked')))
    .orderBy(asc(t.emptiesPickups.slotId));
  for (const { slotId } of booked) await releaseSlotPlace(tx, slotId);
  await tx.delete(t.emptiesPickups).where(eq(t.emptiesPickups.userId, userId));
}

/** A customer's pickups for their data export (GDPR). */
export const pickupsOf = (db: Db, userId: number) =>
  db
    .select()
    .from(t.emptiesPickups)
    .where(eq(t.emptiesPickups.userId, userId))
    .orderBy(asc(t.emptiesPickups.id));
