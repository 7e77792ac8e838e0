import type { saveSlotSettingsBody } from '@consigne/contract';
import { localDate, type SlotRules } from '@consigne/domain';
import { and, eq, gt, gte, inArray, sql } from 'drizzle-orm';
import type { Actor } from '../../../lib/actor.js';
import type { z } from 'zod';
import type { Db, Tx } from '../../../db/client.js';
import * as t from '../../../db/schema/index.js';
import { ApiError } from '../../../lib/errors.js';
import { applySlotMarketing, plannedSlots, rulesOf } from '../../slots/index.js';
import { assertWarehouse, audit, changedFields, type Staff } from '../shared/index.js';

type SaveBody = z.infer<typeof saveSlotSettingsBody>;
type SettingsRow = typeof t.slotSettings.$inferSelect;

/** A warehouse's settings as the back-office reads them (its week of slots carries them too). */
export const settingsView = (row: SettingsRow) => ({
  warehouseId: row.warehouseId,
  ...rulesOf(row),
  reservationWeeks: row.reservationWeeks,
  usualBasketHours: row.usualBasketHours,
  version: row.version,
  updatedAt: row.updatedAt.toISOString(),
});
export type SlotSettingsView = ReturnType<typeof settingsView>;

/** The warehouse's settings row, created with the defaults when missing; 404 for an unknown warehouse. */
export async function settingsRow(db: Db | Tx, warehouseId: number): Promise<SettingsRow> {
  const [warehouse] = await db
    .select({ id: t.warehouses.id })
    .from(t.warehouses)
    .where(eq(t.warehouses.id, warehouseId));
  if (!warehouse) throw new ApiError(404, 'warehouseNotFound');
  await db.insert(t.slotSettings).values({ warehouseId }).onConflictDoNothing();
  const [row] = await db.select().from(t.slotSettings).where(eq(t.slotSettings.warehouseId, warehouseId));
  return row!;
}

export async function getSlotSettings(db: Db, staff: Staff, warehouseId: number) {
  assertWarehouse(staff, warehouseId);
  return settingsView(await settingsRow(db, warehouseId));
}

/** Only the hours, the width, the capacity and the days ahead shape the generated slots. */
const shapesSlots = (a: SlotRules, b: SlotRules) =>
  a.firstStartHour !== b.firstStartHour ||
  a.lastStartHour !== b.lastStartHour ||
  a.widthHours !== b.widthHours ||
  a.capacity !== b.capacity ||
  a.daysAhead !== b.daysAhead;

/**
 * Regenerates a warehouse's future slots after its rules changed. A future slot that nothing refers to
 * — no order (even cancelled), no hold, no shopper's selection, not closed, its capacity the old rules'
 * (not set by hand) — is replaced by the new rules' windows; every other slot stays as it is, with its
 * times, bookings and capacity. The candidates are locked first, so a booking racing the save either
 * lands before (and its slot stays) or finds the slot gone and asks the shopper to choose again.
 */
export async function regenerateSlots(
  tx: Tx,
  warehouseId: number,
  before: SlotRules,
  after: SlotRules,
  now: Date,
) {
  const candidates = await tx
    .select({ id: t.slots.id })
    .from(t.slots)
    .where(
      and(
        eq(t.slots.warehouseId, warehouseId),
        gt(t.slots.startAt, now),
        eq(t.slots.reserved, 0),
        sql`${t.slots.closedAt} is null`,
        eq(t.slots.capacity, before.capacity),
      ),
    )
    .orderBy(t.slots.id)
    .for('update');
  if (candidates.length) {
    // A statement after the locks: it sees the holds, selections and orders committed meanwhile.
    await tx.delete(t.slots).where(
      and(
        inArray(
          t.slots.id,
          candidates.map((c) => c.id),
        ),
        eq(t.slots.reserved, 0),
        sql`not exists (select 1 from ${t.orders} where ${t.orders.slotId} = ${t.slots.id})`,
        sql`not exists (select 1 from ${t.slotHolds} where ${t.slotHolds.slotId} = ${t.slots.id})`,
        sql`not exists (select 1 from ${t.users} where ${t.users.selectedSlotId} = ${t.slots.id})`,
      ),
    );
  }
  const today = localDate(now);
  const closed = await tx
    .select({ date: t.slotClosedDays.date })
    .from(t.slotClosedDays)
    .where(and(eq(t.slotClosedDays.warehouseId, warehouseId), gte(t.slotClosedDays.date, today)));
  const rows = plannedSlots(warehouseId, after, today, new Set(closed.map((c) => c.date)), now).filter(
    (slot) => slot.startAt > now,
  );
  if (rows.length) await tx.insert(t.slots).values(rows).onConflictDoNothing();
  // The new slots wear the marketing operations that reach them, as generated ones do.
  await applySlotMarketing(tx, now);
}

/**
 * Saves a warehouse's slot rules if nobody saved them since `version` was read (else 409 staleVersion),
 * audit-logged; the future slots nothing refers to yet are regenerated under the new rules.
 */
export async function saveSlotSettings(
  db: Db,
  actor: Actor,
  warehouseId: number,
  body: SaveBody,
  now = new Date(),
) {
  assertWarehouse(actor.staff, warehouseId);
  const { locale: _locale, version, reservationWeeks, usualBasketHours, ...rules } = body;
  // The habits apply from the job's next pass: weeks already held stay held, dates already placed stay.
  const habits = {
    ...(reservationWeeks !== undefined ? { reservationWeeks } : {}),
    ...(usualBasketHours !== undefined ? { usualBasketHours } : {}),
  };
  return db.transaction(async (tx) => {
    const before = await settingsRow(tx, warehouseId);
    const [row] = await tx
      .update(t.slotSettings)
      .set({ ...rules, ...habits, version: sql`${t.slotSettings.version} + 1`, updatedAt: now })
      .where(and(eq(t.slotSettings.warehouseId, warehouseId), eq(t.slotSettings.version, version)))
      .returning();
    if (!row) throw new ApiError(409, 'staleVersion');
    const change = changedFields(
      {
        ...rulesOf(before),
        reservationWeeks: before.reservationWeeks,
        usualBasketHours: before.usualBasketHours,
      } as Record<string, unknown>,
      { ...rules, ...habits },
    );
    if (change) {
      await audit(tx, actor, {
        action: 'slotSettings.update',
        entity: 'slot_settings',
        entityId: warehouseId,
        warehouseId,
        ...change,
      });
    }
    if (shapesSlots(rulesOf(before), rulesOf(row)))
      await regenerateSlots(tx, warehouseId, rulesOf(before), rulesOf(row), now);
    return settingsView(row);
  });
}
