import type { adminSlotWeekQuery } from '@consigne/contract';
import { addDays, isSlotOpenForOrders, localDate, zonedInstant } from '@consigne/domain';
import { and, asc, eq, gt, gte, lt, sql } from 'drizzle-orm';
import type { Actor } from '../../../lib/actor.js';
import type { z } from 'zod';
import type { Db, Tx } from '../../../db/client.js';
import * as t from '../../../db/schema/index.js';
import { ApiError } from '../../../lib/errors.js';
import { rulesOf } from '../../slots/index.js';
import { assertWarehouse, audit, type Staff } from '../shared/index.js';
import { settingsRow, settingsView } from './settings.js';

type SlotRow = typeof t.slots.$inferSelect;

/** The Monday of a date's week (calendar dates, no time zone involved). */
export function mondayOf(date: string): string {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(date, -((weekday + 6) % 7));
}

const liveHolds = (now: Date) =>
  sql<number>`(select count(*)::int from ${t.slotHolds} where ${t.slotHolds.slotId} = ${t.slots.id} and ${gt(t.slotHolds.expiresAt, now)})`;

/**
 * A warehouse's week of slots, day by day, as the back-office plans it: each slot's places booked and
 * held against its capacity, whether it is closed or still takes orders; closed days (holidays) too,
 * beyond the generated days.
 */
export async function slotWeek(
  db: Db,
  staff: Staff,
  query: z.infer<typeof adminSlotWeekQuery>,
  now = new Date(),
) {
  assertWarehouse(staff, query.warehouseId);
  const settings = await settingsRow(db, query.warehouseId);
  const rules = rulesOf(settings);
  const today = localDate(now);
  const week = mondayOf(query.week ?? today);
  const end = addDays(week, 7);
  const [rows, closedDays] = await Promise.all([
    db
      .select({ slot: t.slots, held: liveHolds(now) })
      .from(t.slots)
      .where(
        and(
          eq(t.slots.warehouseId, query.warehouseId),
          gte(t.slots.startAt, zonedInstant(week, 0)),
          lt(t.slots.startAt, zonedInstant(end, 0)),
        ),
      )
      .orderBy(asc(t.slots.startAt)),
    db
      .select({ date: t.slotClosedDays.date })
      .from(t.slotClosedDays)
      .where(
        and(
          eq(t.slotClosedDays.warehouseId, query.warehouseId),
          gte(t.slotClosedDays.date, week),
          lt(t.slotClosedDays.date, end),
        ),
      ),
  ]);
  const closed = new Set(closedDays.map((d) => d.date));
  const days = Array.from({ length: 7 }, (_, i) => addDays(week, i)).map((date) => ({
    date,
    isClosedDay: closed.has(date),
    slots: rows
      .filter(({ slot }) => localDate(slot.startAt) === date)
      .map(({ slot, held }) => ({
        id: slot.id,
        startAt: slot.startAt.toISOString(),
        endAt: slot.endAt.toISOString(),
        capacity: slot.capacity,
        booked: slot.reserved,
        held,
        closedAt: slot.closedAt?.toISOString() ?? null,
        takesOrders: slot.closedAt === null && isSlotOpenForOrders(slot.startAt, now, rules),
        isPast: slot.startAt <= now,
      })),
  }));
  return {
    warehouseId: query.warehouseId,
    week,
    today,
    days,
    settings: settingsView(settings),
  };
}

/** A slot of the staff member's warehouses, locked: 404 unknown, 403 another warehouse's. */
export async function lockedSlot(tx: Db | Tx, staff: Staff, slotId: number): Promise<SlotRow> {
  const [slot] = await tx.select().from(t.slots).where(eq(t.slots.id, slotId)).for('update');
  if (!slot) throw new ApiError(404, 'adminSlotNotFound');
  assertWarehouse(staff, slot.warehouseId);
  return slot;
}

/**
 * Sets a future slot's capacity, never below its booked places (409 'slotCapacityBelowBooked'). Under
 * the slot's row lock, which every booking takes too: the bookings counted are all there are.
 */
export async function setSlotCapacity(
  db: Db,
  actor: Actor,
  slotId: number,
  capacity: number,
  now = new Date(),
) {
  const staff = actor.staff;
  return db.transaction(async (tx) => {
    const slot = await lockedSlot(tx, staff, slotId);
    if (slot.startAt <= now) throw new ApiError(409, 'slotPast');
    if (capacity < slot.reserved)
      throw new ApiError(409, 'slotCapacityBelowBooked', { booked: String(slot.reserved) });
    if (capacity !== slot.capacity) {
      await tx.update(t.slots).set({ capacity }).where(eq(t.slots.id, slot.id));
      await audit(tx, actor, {
        action: 'slot.capacity',
        entity: 'slot',
        entityId: slot.id,
        warehouseId: slot.warehouseId,
        before: { capacity: slot.capacity },
        after: { capacity },
      });
    }
    return { id: slot.id, capacity, booked: slot.reserved };
  });
}
