/**
 * A reserved weekly slot (docs/rules.md#reserved-slots, ADR 0040): a weekday and start hour held every
 * week or every two weeks, one place of each coming week's slot (slots.reserved) for the warehouse's
 * weeks ahead. Locks, in the checkout's order (ADR 0004): the customer's row, then the reservation's,
 * then slot rows in id order (lockSlotPlaces); the job takes the reservation's, then the slots'.
 */
import {
  DEFAULT_RESERVATION_WEEKS,
  deliveryWindows,
  isoWeekday,
  isReservationWeekChangeable,
  isSlotOpenForOrders,
  localDate,
  reservationWeeks,
  wallClock,
  type ReservationEvery,
  type SlotRules,
} from '@consigne/domain';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { ApiError } from '../../lib/errors.js';
import { releaseSlotPlace, takeSlotPlace } from '../orders/index.js';
import { lockSlotPlaces, warehouseSlotRules } from '../slots/index.js';

type ReservationRow = typeof t.slotReservations.$inferSelect;

/** A warehouse's slot rules and how many weeks ahead its reservations hold. */
async function settingsOf(tx: Db | Tx, warehouseId: number) {
  const rules = await warehouseSlotRules(tx, warehouseId);
  const [row] = await tx
    .select({ weeks: t.slotSettings.reservationWeeks })
    .from(t.slotSettings)
    .where(eq(t.slotSettings.warehouseId, warehouseId));
  return { rules, weeks: row?.weeks ?? DEFAULT_RESERVATION_WEEKS };
}

/**
 * The slot row of a warehouse's window starting at `hour` on `date`, made if the rolling generation has
 * not reached that day yet (as it would make it: the rules' width and capacity, closed on a closed day).
 * Null when the rules have no window at that hour.
 */
async function slotOn(tx: Tx, warehouseId: number, rules: SlotRules, date: string, hour: number, now: Date) {
  const window = deliveryWindows(date, rules).find((w) => wallClock(w.startAt).endsWith(`T${pad(hour)}:00`));
  if (!window) return null;
  const [closed] = await tx
    .select({ date: t.slotClosedDays.date })
    .from(t.slotClosedDays)
    .where(and(eq(t.slotClosedDays.warehouseId, warehouseId), eq(t.slotClosedDays.date, date)));
  await tx
    .insert(t.slots)
    .values({
      warehouseId,
      startAt: window.startAt,
      endAt: window.endAt,
      capacity: rules.capacity,
      closedAt: closed ? now : null,
    })
    .onConflictDoNothing();
  const [slot] = await tx
    .select({ id: t.slots.id })
    .from(t.slots)
    .where(and(eq(t.slots.warehouseId, warehouseId), eq(t.slots.startAt, window.startAt)));
  return slot?.id ?? null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Holds the reservation's coming weeks that have no row yet, and tries again the weeks found full. Each
 * week is inserted once (unique reservation and slot): a run again, or another instance's, finds it.
 * The caller holds the reservation's row lock. Returns the weeks it could not hold (full or closed).
 */
export async function holdWeeks(tx: Tx, reservation: ReservationRow, now: Date): Promise<number[]> {
  const { rules, weeks } = await settingsOf(tx, reservation.warehouseId);
  const known = await tx
    .select({ status: t.slotReservationWeeks.status, startAt: t.slots.startAt })
    .from(t.slotReservationWeeks)
    .innerJoin(t.slots, eq(t.slots.id, t.slotReservationWeeks.slotId))
    .where(eq(t.slotReservationWeeks.reservationId, reservation.id));
  const decided = known.filter((w) => w.status !== 'full').map((w) => localDate(w.startAt));
  const due = reservationWeeks(reservation, now, { weeks, rules, skipped: decided });
  const slotIds: number[] = [];
  for (const week of due) {
    const slotId = await slotOn(tx, reservation.warehouseId, rules, week.date, reservation.hour, now);
    if (slotId !== null) slotIds.push(slotId);
  }
  const full: number[] = [];
  // Slot rows in id order, as moving an order locks its two: two reservations never wait on each other.
  for (const slotId of slotIds.sort((a, b) => a - b)) {
    const places = await lockSlotPlaces(tx, slotId, 0, now);
    if (!places) continue;
    if (places.isFull) {
      await tx
        .insert(t.slotReservationWeeks)
        .values({ reservationId: reservation.id, slotId, status: 'full', statusChangedAt: now })
        .onConflictDoNothing();
      full.push(slotId);
      continue;
    }
    // Conditional: a new week, or one found full before; a week held already is left as it is.
    const held = await tx
      .insert(t.slotReservationWeeks)
      .values({ reservationId: reservation.id, slotId, status: 'held', statusChangedAt: now })
      .onConflictDoUpdate({
        target: [t.slotReservationWeeks.reservationId, t.slotReservationWeeks.slotId],
        set: { status: 'held', statusChangedAt: now },
        setWhere: sql`${t.slotReservationWeeks.status} = 'full'`,
      })
      .returning({ id: t.slotReservationWeeks.id });
    if (held.length) await takeSlotPlace(tx, slotId);
  }
  return full;
}

/** The shopper's active reservation and its coming weeks, soonest first. */
export async function reservationView(db: Db | Tx, userId: number, now = new Date()) {
  const [reservation] = await db
    .select()
    .from(t.slotReservations)
    .where(and(eq(t.slotReservations.userId, userId), eq(t.slotReservations.active, true)));
  if (!reservation) return { reservation: null };
  const { rules, weeks } = await settingsOf(db, reservation.warehouseId);
  const rows = await db
    .select({
      week: t.slotReservationWeeks,
      slot: { id: t.slots.id, startAt: t.slots.startAt, endAt: t.slots.endAt },
    })
    .from(t.slotReservationWeeks)
    .innerJoin(t.slots, eq(t.slots.id, t.slotReservationWeeks.slotId))
    .where(and(eq(t.slotReservationWeeks.reservationId, reservation.id), gt(t.slots.endAt, now)))
    .orderBy(asc(t.slots.startAt));
  return {
    reservation: {
      id: reservation.id,
      weekday: reservation.weekday,
      hour: reservation.hour,
      every: reservation.every,
      weeksAhead: weeks,
      addressId: reservation.addressId,
      pickupPointId: reservation.pickupPointId,
      weeks: rows.map(({ week, slot }) => ({
        id: week.id,
        slot: { id: slot.id, startAt: slot.startAt.toISOString(), endAt: slot.endAt.toISOString() },
        status: week.status,
        isChangeable: isReservationWeekChangeable(week.status, slot.startAt, now, rules),
      })),
    },
  };
}

export interface ReservationRequest {
  slotId: number;
  every?: ReservationEvery | undefined;
  addressId?: number | undefined;
  pickupPointId?: number | undefined;
}

const lockCustomer = (tx: Tx, userId: number) =>
  tx.select({ id: t.users.id }).from(t.users).where(eq(t.users.id, userId)).for('update');

async function lockActive(tx: Tx, userId: number) {
  const [row] = await tx
    .select()
    .from(t.slotReservations)
    .where(and(eq(t.slotReservations.userId, userId), eq(t.slotReservations.active, true)))
    .for('update');
  return row ?? null;
}

/** The warehouse serving the shopper's address (theirs, else 404) or a pickup point. */
async function warehouseServing(
  tx: Tx,
  userId: number,
  target: { addressId: number | null; pickupPointId: number | null },
) {
  if (target.addressId !== null) {
    const [address] = await tx
      .select({ warehouseId: t.zones.warehouseId })
      .from(t.addresses)
      .leftJoin(t.zones, eq(t.zones.id, t.addresses.zoneId))
      .where(and(eq(t.addresses.id, target.addressId), eq(t.addresses.userId, userId)));
    if (!address) throw new ApiError(404, 'emptiesPickupAddressNotFound');
    return address.warehouseId;
  }
  if (target.pickupPointId !== null) {
    const [point] = await tx
      .select({ warehouseId: t.zones.warehouseId })
      .from(t.zones)
      .where(and(eq(t.zones.id, target.pickupPointId), eq(t.zones.isDeliveryPoint, true)));
    return point?.warehouseId ?? null;
  }
  throw new ApiError(400, 'slotReservationTargetRequired');
}

/** Starts a reservation from a picked slot (the caller holds the customer's row lock). */
async function start(
  tx: Tx,
  userId: number,
  slotId: number,
  every: ReservationEvery,
  target: { addressId: number | null; pickupPointId: number | null },
  now: Date,
) {
  const warehouseId = await warehouseServing(tx, userId, target);
  const [slot] = await tx.select().from(t.slots).where(eq(t.slots.id, slotId));
  if (!slot) throw new ApiError(404, 'slotNotFound');
  if (warehouseId === null || slot.warehouseId !== warehouseId)
    throw new ApiError(422, 'slotReservationNotServed');
  const { rules } = await settingsOf(tx, warehouseId);
  if (!isSlotOpenForOrders(slot.startAt, now, rules)) throw new ApiError(422, 'slotTooLate');
  const anchorDate = localDate(slot.startAt);
  const [reservation] = await tx
    .insert(t.slotReservations)
    .values({
      userId,
      warehouseId,
      addressId: target.addressId,
      pickupPointId: target.pickupPointId,
      weekday: isoWeekday(anchorDate),
      hour: Number(wallClock(slot.startAt).slice(11, 13)),
      every,
      anchorDate,
      createdAt: now,
    })
    .returning();
  const full = await holdWeeks(tx, reservation!, now);
  // The week the shopper picked must be held: a full one fails the whole request (nothing kept).
  if (full.includes(slot.id)) throw new ApiError(409, 'slotFull');
}

/** POST /user/slot-reservation: one active reservation per shopper (a second is a 409: change it). */
export async function createReservation(
  db: Db,
  userId: number,
  request: ReservationRequest,
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    await lockCustomer(tx, userId);
    if (await lockActive(tx, userId)) throw new ApiError(409, 'slotReservationExists');
    await start(tx, userId, request.slotId, request.every ?? 1, targetOf(request), now);
  });
  return reservationView(db, userId, now);
}

function targetOf(request: ReservationRequest, current?: ReservationRow) {
  if (request.addressId !== undefined) return { addressId: request.addressId, pickupPointId: null };
  if (request.pickupPointId !== undefined) return { addressId: null, pickupPointId: request.pickupPointId };
  return { addressId: current?.addressId ?? null, pickupPointId: current?.pickupPointId ?? null };
}

/** Gives back the places of a reservation's held weeks and ends it (the caller holds its row lock). */
async function end(tx: Tx, reservation: ReservationRow, now: Date) {
  const held = await tx
    .select({ id: t.slotReservationWeeks.id, slotId: t.slotReservationWeeks.slotId })
    .from(t.slotReservationWeeks)
    .where(
      and(
        eq(t.slotReservationWeeks.reservationId, reservation.id),
        eq(t.slotReservationWeeks.status, 'held'),
      ),
    )
    .orderBy(asc(t.slotReservationWeeks.slotId));
  for (const week of held) {
    await lockSlotPlaces(tx, week.slotId, 0, now);
    await releaseSlotPlace(tx, week.slotId);
  }
  if (held.length)
    await tx
      .update(t.slotReservationWeeks)
      .set({ status: 'released', statusChangedAt: now })
      .where(
        inArray(
          t.slotReservationWeeks.id,
          held.map((w) => w.id),
        ),
      );
  await tx
    .update(t.slotReservations)
    .set({ active: false, releasedAt: now })
    .where(eq(t.slotReservations.id, reservation.id));
}

/** PATCH /user/slot-reservation: the old weeks released and the new held, in one transaction. */
export async function changeReservation(
  db: Db,
  userId: number,
  request: ReservationRequest,
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    await lockCustomer(tx, userId);
    const current = await lockActive(tx, userId);
    if (!current) throw new ApiError(404, 'slotReservationNotFound');
    await end(tx, current, now);
    await start(tx, userId, request.slotId, request.every ?? current.every, targetOf(request, current), now);
  });
  return reservationView(db, userId, now);
}

/** DELETE /user/slot-reservation. */
export async function releaseReservation(db: Db, userId: number, now = new Date()) {
  await db.transaction(async (tx) => {
    await lockCustomer(tx, userId);
    const current = await lockActive(tx, userId);
    if (!current) throw new ApiError(404, 'slotReservationNotFound');
    await end(tx, current, now);
  });
  return reservationView(db, userId, now);
}

/** Skips (place given back) or takes back (place held again, if one is left) one week until its cutoff. */
export async function setWeekSkipped(
  db: Db,
  userId: number,
  weekId: number,
  skip: boolean,
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    await lockCustomer(tx, userId);
    const current = await lockActive(tx, userId);
    const [week] = current
      ? await tx
          .select()
          .from(t.slotReservationWeeks)
          .where(
            and(eq(t.slotReservationWeeks.id, weekId), eq(t.slotReservationWeeks.reservationId, current.id)),
          )
          .for('update')
      : [];
    if (!current || !week) throw new ApiError(404, 'slotReservationWeekNotFound');
    if (week.status === (skip ? 'skipped' : 'held')) return;
    const places = await lockSlotPlaces(tx, week.slotId, 0, now);
    if (!places || !isReservationWeekChangeable(week.status, places.slot.startAt, now, places.rules))
      throw new ApiError(422, 'slotReservationWeekClosed');
    if (skip) {
      await releaseSlotPlace(tx, week.slotId);
    } else {
      if (places.isFull) throw new ApiError(409, 'slotFull');
      await takeSlotPlace(tx, week.slotId);
    }
    await tx
      .update(t.slotReservationWeeks)
      .set({ status: skip ? 'skipped' : 'held', statusChangedAt: now })
      .where(eq(t.slotReservationWeeks.id, week.id));
  });
  return reservationView(db, userId, now);
}

/**
 * The job's pass: every active reservation's coming weeks held as time passes, each in its own
 * transaction under the reservation's row lock (another instance's pass waits, then finds the weeks).
 */
export async function extendReservations(
  db: Db,
  now = new Date(),
): Promise<{ reservations: number; full: number }> {
  const active = await db
    .select({ id: t.slotReservations.id })
    .from(t.slotReservations)
    .where(eq(t.slotReservations.active, true))
    .orderBy(asc(t.slotReservations.id));
  let full = 0;
  for (const { id } of active) {
    full += await db.transaction(async (tx) => {
      const [reservation] = await tx
        .select()
        .from(t.slotReservations)
        .where(and(eq(t.slotReservations.id, id), eq(t.slotReservations.active, true)))
        .for('update');
      return reservation ? (await holdWeeks(tx, reservation, now)).length : 0;
    });
  }
  return { reservations: active.length, full };
}

/**
 * A customer's erasure (GDPR): their reserved slot ends (every held week's place given back), then its
 * rows go (its weeks with it): a weekday, an hour and an address are nothing the law keeps.
 */
export async function eraseReservations(tx: Tx, userId: number, now = new Date()) {
  const current = await lockActive(tx, userId);
  if (current) await end(tx, current, now);
  await tx.delete(t.slotReservations).where(eq(t.slotReservations.userId, userId));
}

/** A customer's reserved slots and their weeks, for their data export (GDPR). */
export async function reservationsOf(db: Db, userId: number) {
  const reservations = await db
    .select()
    .from(t.slotReservations)
    .where(eq(t.slotReservations.userId, userId))
    .orderBy(asc(t.slotReservations.id));
  const weeks =
    reservations.length === 0
      ? []
      : await db
          .select()
          .from(t.slotReservationWeeks)
          .where(
            inArray(
              t.slotReservationWeeks.reservationId,
              reservations.map((r) => r.id),
            ),
          )
          .orderBy(asc(t.slotReservationWeeks.id));
  return reservations.map((r) => ({ ...r, weeks: weeks.filter((w) => w.reservationId === r.id) }));
}
