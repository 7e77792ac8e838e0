import { addDays, isSlotOpenForOrders, localDate, zonedInstant, type ApiLocale } from '@consigne/domain';
import { and, asc, eq, gt, gte, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import {
  slotHolds,
  slotReservations,
  slotReservationWeeks,
  slotSettings,
  slots,
  users,
  zones,
} from '../../db/schema/index.js';
import { ApiError } from '../../lib/errors.js';
import { earliestBookableStart, rulesOf, warehouseSlotRules } from './rules.js';
import { slotView, type SlotView } from './view.js';

export interface SlotOptions {
  /** The shopper asking: their own hold does not count against them. */
  userId: number | null;
  locale: ApiLocale;
  now?: Date;
}

/**
 * Whether `user` (a column or a value) holds a week of their reserved slot in the query's slot row: that
 * place is already counted in slots.reserved (ADR 0040).
 */
function holdsReservedWeek(user: SQL | number) {
  return sql`exists (select 1 from ${slotReservationWeeks} w join ${slotReservations} r on r.id = w.reservation_id where w.slot_id = ${slots.id} and w.status = 'held' and r.user_id = ${user})`;
}

/**
 * Live holds of other shoppers: the asker's own hold is theirs to use, and a hold of a shopper who
 * holds a reserved week in the slot is that week's place, already counted.
 */
function heldByOthers(now: Date, userId: number | null) {
  const live = gt(slotHolds.expiresAt, now);
  const own = sql`not ${holdsReservedWeek(sql`${slotHolds.userId}`)}`;
  return (userId === null ? and(live, own) : and(live, own, ne(slotHolds.userId, userId))) as SQL;
}

/**
 * The places taken in a slot row of the query, for the shopper asking: its bookings (orders, pickups,
 * reserved weeks) plus the live holds of other shoppers, less the asker's own reserved week (that place
 * is theirs, so a reserved slot stays choosable for them even when full for others).
 * The one count behind the slot list, the selected slot and every path that takes a place.
 */
export function placesTaken(now: Date, userId: number | null) {
  const own = userId === null ? sql`0` : sql`(case when ${holdsReservedWeek(userId)} then 1 else 0 end)`;
  return sql<number>`(${slots.reserved} - ${own} + (select count(*) from ${slotHolds} where ${slotHolds.slotId} = ${slots.id} and ${heldByOthers(now, userId)}))::int`;
}

/** Whether the shopper holds a week of their reserved slot in the query's slot row (the slot list's mark). */
export function reservedFor(userId: number | null) {
  return userId === null ? sql<boolean>`false` : sql<boolean>`${holdsReservedWeek(userId)}`;
}

/**
 * An order of the shopper on a slot where they hold a reserved week uses that week's place (already in
 * slots.reserved) instead of a second one: the week becomes used. True when it did. The caller holds
 * the slot's row lock.
 */
export async function useReservedPlace(tx: Tx, userId: number, slotId: number): Promise<boolean> {
  return switchReservedWeek(tx, userId, slotId, 'held', 'used');
}

/**
 * Undo of useReservedPlace, for a cancelled order: the week its active reservation had used is held
 * again, keeping the place (true), rather than the place being freed.
 */
export async function returnReservedPlace(tx: Tx, userId: number, slotId: number): Promise<boolean> {
  return switchReservedWeek(tx, userId, slotId, 'used', 'held');
}

/**
 * Locks the shopper's active reservation row, if they have one: a path that moves their order between
 * slots takes it before the slots (after the order), so that it waits for, rather than crosses, a skip
 * of the same week (customer → reservation → week → slot) and the extend job (reservation → slots).
 */
export async function lockActiveReservation(tx: Tx, userId: number): Promise<void> {
  await tx
    .select({ id: slotReservations.id })
    .from(slotReservations)
    .where(and(eq(slotReservations.userId, userId), eq(slotReservations.active, true)))
    .for('update');
}

async function switchReservedWeek(
  tx: Tx,
  userId: number,
  slotId: number,
  from: 'held' | 'used',
  to: 'held' | 'used',
): Promise<boolean> {
  const week = tx
    .select({ id: slotReservationWeeks.id })
    .from(slotReservationWeeks)
    .innerJoin(slotReservations, eq(slotReservations.id, slotReservationWeeks.reservationId))
    .where(
      and(
        eq(slotReservationWeeks.slotId, slotId),
        eq(slotReservationWeeks.status, from),
        eq(slotReservations.userId, userId),
        eq(slotReservations.active, true),
      ),
    )
    .limit(1);
  const rows = await tx
    .update(slotReservationWeeks)
    .set({ status: to, statusChangedAt: new Date() })
    .where(inArray(slotReservationWeeks.id, week))
    .returning({ id: slotReservationWeeks.id });
  return rows.length > 0;
}

/**
 * The slot groups of one warehouse (docs/rules.md#slots): the coming days' slots that still take orders (until the
 * warehouse's lead time before the start, 2 hours by default, and same-day ones until its same-day
 * cutoff, 17h by default; docs/rules.md#slots), grouped by local date. Full ones are included so the shopper
 * sees them as 'Complet'; places held by other shoppers count; a closed slot reads as full.
 */
export async function slotGroups(
  db: Db,
  warehouseId: number,
  { userId, locale, now = new Date() }: SlotOptions,
) {
  const rules = await warehouseSlotRules(db, warehouseId);
  const rows = await db
    .select({ slot: slots, taken: placesTaken(now, userId), reservedForYou: reservedFor(userId) })
    .from(slots)
    .where(
      and(
        eq(slots.warehouseId, warehouseId),
        gte(slots.startAt, earliestBookableStart(now, rules)),
        // The warehouse's days ahead only: a reserved weekly slot makes its later weeks' slots early.
        lt(slots.startAt, zonedInstant(addDays(localDate(now), rules.daysAhead), 0)),
      ),
    )
    .orderBy(asc(slots.startAt));
  const groups = new Map<string, SlotView[]>();
  for (const { slot, taken, reservedForYou } of rows) {
    if (!isSlotOpenForOrders(slot.startAt, now, rules)) continue;
    const date = localDate(slot.startAt);
    const list = groups.get(date) ?? [];
    list.push({ ...slotView(slot, { taken, locale }), reservedForYou: Boolean(reservedForYou) });
    groups.set(date, list);
  }
  return [...groups].map(([date, list]) => ({ date, slots: list }));
}

/**
 * Locks a slot row and counts its places taken: bookings plus live holds of other shoppers (the
 * caller's own hold is theirs to use). Every path that takes a place (selection, checkout, moving an
 * order) goes through here, so concurrent shoppers can never take more places than the slot has.
 */
export async function lockSlotPlaces(
  tx: Tx,
  slotId: number,
  userId: number,
  now: Date,
  /** `lock: false` only for the race tests' negative control (place-order/guards.ts). */
  { lock = true } = {},
) {
  const query = tx.select().from(slots).where(eq(slots.id, slotId));
  const [slot] = lock ? await query.for('update') : await query;
  if (!slot) return null;
  // Read after the lock too: a closure or a settings change that committed meanwhile is seen.
  const rules = await warehouseSlotRules(tx, slot.warehouseId);
  // Counted by a statement after the lock, so it sees the holds and bookings committed while waiting.
  const [row] = await tx
    .select({ taken: placesTaken(now, userId) })
    .from(slots)
    .where(eq(slots.id, slot.id));
  const taken = row?.taken ?? slot.reserved;
  // A closed slot is full for everyone: its row lock makes a closure and a booking take turns.
  return { slot, taken, rules, isFull: slot.closedAt !== null || taken >= slot.capacity };
}

export type SelectedSlot = SlotView & { holdExpiresAt: string | null };

/**
 * GET /user/selected/slot: the user's selected slot while it still takes orders; a selection that
 * has passed its cutoff is dropped (with its hold) and null is returned.
 */
export async function selectedSlot(
  db: Db,
  { userId, locale, now = new Date() }: SlotOptions & { userId: number },
): Promise<SelectedSlot | null> {
  const [row] = await db
    .select({ slot: slots, hold: slotHolds, taken: placesTaken(now, userId), settings: slotSettings })
    .from(users)
    .innerJoin(slots, eq(slots.id, users.selectedSlotId))
    .leftJoin(slotHolds, and(eq(slotHolds.userId, users.id), eq(slotHolds.slotId, slots.id)))
    .leftJoin(slotSettings, eq(slotSettings.warehouseId, slots.warehouseId))
    .where(eq(users.id, userId));
  if (!row) return null;
  if (!isSlotOpenForOrders(row.slot.startAt, now, rulesOf(row.settings))) {
    await db.transaction(async (tx) => {
      await tx.update(users).set({ selectedSlotId: null }).where(eq(users.id, userId));
      await tx.delete(slotHolds).where(eq(slotHolds.userId, userId));
    });
    return null;
  }
  const live = row.hold && row.hold.expiresAt > now ? row.hold.expiresAt.toISOString() : null;
  return {
    ...slotView(row.slot, { taken: row.taken, locale }),
    holdExpiresAt: live,
  };
}

/**
 * POST /user/select/slot/{slotId}: selects a slot of the user's warehouse and holds one place in it
 * for `holdMinutes`. The slot row is locked while its places are counted (bookings + live holds of
 * others), so that concurrent shoppers can never take more places than the slot has.
 */
export async function selectSlot(
  db: Db,
  {
    userId,
    slotId,
    holdMinutes,
    locale,
    now = new Date(),
  }: SlotOptions & { userId: number; slotId: number; holdMinutes: number },
): Promise<SelectedSlot> {
  return db.transaction(async (tx) => {
    // The customer's row first, then the slot's: the lock order of checkout (ADR 0004).
    const [user] = await tx
      .select({ warehouseId: zones.warehouseId })
      .from(users)
      .leftJoin(zones, eq(zones.id, users.zoneId))
      .where(eq(users.id, userId))
      .for('update', { of: users });
    if (user?.warehouseId == null) throw new ApiError(422, 'slotNoZone');
    const places = await lockSlotPlaces(tx, slotId, userId, now);
    if (!places || places.slot.warehouseId !== user.warehouseId) throw new ApiError(404, 'slotNotFound');
    const { slot, taken } = places;
    if (!isSlotOpenForOrders(slot.startAt, now, places.rules)) throw new ApiError(422, 'slotTooLate');
    if (places.isFull) throw new ApiError(409, 'slotFull');
    const expiresAt = new Date(now.getTime() + holdMinutes * 60_000);
    await tx
      .insert(slotHolds)
      .values({ userId, slotId: slot.id, expiresAt })
      .onConflictDoUpdate({ target: slotHolds.userId, set: { slotId: slot.id, expiresAt } });
    await tx.update(users).set({ selectedSlotId: slot.id }).where(eq(users.id, userId));
    return { ...slotView(slot, { taken, locale }), holdExpiresAt: expiresAt.toISOString() };
  });
}
