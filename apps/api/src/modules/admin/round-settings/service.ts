import type { createVanBody, moveVanBody, saveRoundSettingsBody, updateVanBody } from '@consigne/contract';
import { moveInOrder, roundSettingsIssues, shortestSlotMinutes, vanNameKey } from '@consigne/domain';
import { and, asc, eq, gt, isNotNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import * as t from '../../../db/schema/index.js';
import { ApiError } from '../../../lib/errors.js';
import { message } from '../../../lib/messages.js';
import {
  assertWarehouse,
  audit,
  changedFields,
  type Actor,
  type Db,
  type Staff,
  type Tx,
} from '../shared/index.js';

type Warehouse = typeof t.warehouses.$inferSelect;
type Van = typeof t.vans.$inferSelect;

/*
 * A warehouse's round settings (docs/back-office.md#round-settings): the stop times and the window
 * the plan and the announcement read, and the vans the plan spreads a slot over. Managers act on their
 * warehouses only (403 before anything is read), an unknown warehouse or a van of another one is a 404.
 * Every change is one transaction under the warehouse's row lock, checked against the version read,
 * and audit-logged in it.
 */

/**
 * The orders (not cancelled) and booked empties pickups of a slot not over yet that go with each van
 * of the warehouse: such a van cannot be removed (the database would hand its stops to nobody).
 */
async function busyByVan(db: Db | Tx, warehouseId: number, now: Date): Promise<Map<number, number>> {
  const count = sql<number>`count(*)::int`;
  const [orders, pickups] = await Promise.all([
    db
      .select({ vanId: t.orders.vanId, n: count })
      .from(t.orders)
      .innerJoin(t.slots, eq(t.slots.id, t.orders.slotId))
      .where(
        and(
          eq(t.orders.warehouseId, warehouseId),
          isNotNull(t.orders.vanId),
          ne(t.orders.status, 'cancelled'),
          gt(t.slots.endAt, now),
        ),
      )
      .groupBy(t.orders.vanId),
    db
      .select({ vanId: t.emptiesPickups.vanId, n: count })
      .from(t.emptiesPickups)
      .innerJoin(t.slots, eq(t.slots.id, t.emptiesPickups.slotId))
      .where(
        and(
          eq(t.emptiesPickups.warehouseId, warehouseId),
          isNotNull(t.emptiesPickups.vanId),
          eq(t.emptiesPickups.status, 'booked'),
          gt(t.slots.endAt, now),
        ),
      )
      .groupBy(t.emptiesPickups.vanId),
  ]);
  const busy = new Map<number, number>();
  for (const { vanId, n } of [...orders, ...pickups]) busy.set(vanId!, (busy.get(vanId!) ?? 0) + n);
  return busy;
}

/** The shortest slot the window must fit in: the slot rules' width and the slots not over. */
async function shortestSlot(db: Db | Tx, warehouseId: number, now: Date): Promise<number | null> {
  const [rules] = await db
    .select({ widthHours: t.slotSettings.widthHours })
    .from(t.slotSettings)
    .where(eq(t.slotSettings.warehouseId, warehouseId));
  const [shortest] = await db
    .select({ startAt: t.slots.startAt, endAt: t.slots.endAt })
    .from(t.slots)
    .where(and(eq(t.slots.warehouseId, warehouseId), gt(t.slots.endAt, now)))
    .orderBy(asc(sql`${t.slots.endAt} - ${t.slots.startAt}`))
    .limit(1);
  return shortestSlotMinutes(rules?.widthHours ?? null, shortest ? [shortest] : []);
}

const vansOf = (db: Db | Tx, warehouseId: number) =>
  db
    .select()
    .from(t.vans)
    .where(eq(t.vans.warehouseId, warehouseId))
    .orderBy(asc(t.vans.position), asc(t.vans.id));

async function view(db: Db | Tx, warehouse: Warehouse) {
  const now = new Date();
  const [vans, busy, slotMinutes] = await Promise.all([
    vansOf(db, warehouse.id),
    busyByVan(db, warehouse.id, now),
    shortestSlot(db, warehouse.id, now),
  ]);
  return {
    warehouseId: warehouse.id,
    warehouseName: warehouse.name,
    version: warehouse.roundsVersion,
    stopBaseSeconds: warehouse.stopBaseSeconds,
    stopPerCrateSeconds: warehouse.stopPerCrateSeconds,
    promiseWindowMinutes: warehouse.promiseWindowMinutes,
    shortestSlotMinutes: slotMinutes,
    vans: vans.map((v) => ({
      id: v.id,
      name: v.name,
      position: v.position,
      capacityCrates: v.capacityCrates,
      version: v.version,
      busyOrders: busy.get(v.id) ?? 0,
    })),
  };
}

export async function getRoundSettings(db: Db, staff: Staff, warehouseId: number) {
  assertWarehouse(staff, warehouseId);
  const [warehouse] = await db.select().from(t.warehouses).where(eq(t.warehouses.id, warehouseId));
  if (!warehouse) throw new ApiError(404, 'warehouseNotFound');
  return view(db, warehouse);
}

/**
 * Runs `change` in a transaction holding the warehouse's row lock: the settings and the vans of one
 * warehouse change one at a time, so two saves never interleave (the second reads the first's result,
 * and its version check or the names' uniqueness refuses what would overwrite it).
 */
async function underWarehouseLock<T>(
  db: Db,
  actor: Actor,
  warehouseId: number,
  change: (tx: Tx, warehouse: Warehouse) => Promise<T>,
) {
  assertWarehouse(actor.staff, warehouseId);
  return db.transaction(async (tx) => {
    const [warehouse] = await tx
      .select()
      .from(t.warehouses)
      .where(eq(t.warehouses.id, warehouseId))
      .for('update');
    if (!warehouse) throw new ApiError(404, 'warehouseNotFound');
    await change(tx, warehouse);
    const [after] = await tx.select().from(t.warehouses).where(eq(t.warehouses.id, warehouseId));
    return view(tx, after!);
  });
}

/** Saves the stop times and the window at the version read; a window wider than the shortest slot: 422. */
export async function saveRoundSettings(
  db: Db,
  actor: Actor,
  warehouseId: number,
  body: z.infer<typeof saveRoundSettingsBody>,
) {
  return underWarehouseLock(db, actor, warehouseId, async (tx, warehouse) => {
    if (warehouse.roundsVersion !== body.version) throw new ApiError(409, 'staleVersion');
    const settings = {
      stopBaseSeconds: body.stopBaseSeconds,
      stopPerCrateSeconds: body.stopPerCrateSeconds,
      promiseWindowMinutes: body.promiseWindowMinutes,
    };
    const slotMinutes = await shortestSlot(tx, warehouseId, new Date());
    // The contract has checked the bounds; what is left is the window against the slots.
    const tooWide = roundSettingsIssues(settings, slotMinutes).find((i) => i.issue === 'longerThanSlot');
    if (tooWide && tooWide.issue === 'longerThanSlot') {
      const params = { window: String(settings.promiseWindowMinutes), slot: String(tooWide.slotMinutes) };
      throw new ApiError(422, 'roundWindowLongerThanSlot', params, [
        {
          field: 'promiseWindowMinutes',
          message: message(actor.locale, 'roundWindowLongerThanSlot', params),
        },
      ]);
    }
    const changed = changedFields(
      {
        stopBaseSeconds: warehouse.stopBaseSeconds,
        stopPerCrateSeconds: warehouse.stopPerCrateSeconds,
        promiseWindowMinutes: warehouse.promiseWindowMinutes,
      },
      settings,
    );
    if (!changed) return;
    await tx
      .update(t.warehouses)
      .set({ ...settings, roundsVersion: warehouse.roundsVersion + 1 })
      .where(eq(t.warehouses.id, warehouseId));
    await audit(tx, actor, {
      action: 'rounds.settings',
      entity: 'warehouse',
      entityId: warehouseId,
      warehouseId,
      ...changed,
    });
  });
}

/** A name another van of the warehouse already reads as (case and spaces aside): 409. */
async function assertNameFree(tx: Tx, actor: Actor, warehouseId: number, name: string, vanId?: number) {
  const [taken] = await tx
    .select({ id: t.vans.id })
    .from(t.vans)
    .where(
      and(
        eq(t.vans.warehouseId, warehouseId),
        eq(sql`lower(${t.vans.name})`, vanNameKey(name)),
        vanId === undefined ? undefined : ne(t.vans.id, vanId),
      ),
    );
  if (taken)
    throw new ApiError(409, 'vanNameTaken', { name }, [
      { field: 'name', message: message(actor.locale, 'vanNameTaken', { name }) },
    ]);
}

/** The van, locked, if it is one of the warehouse's (another warehouse's is as unknown here: 404). */
async function lockedVan(tx: Tx, warehouseId: number, vanId: number): Promise<Van> {
  const [van] = await tx
    .select()
    .from(t.vans)
    .where(and(eq(t.vans.id, vanId), eq(t.vans.warehouseId, warehouseId)))
    .for('update');
  if (!van) throw new ApiError(404, 'vanNotFound');
  return van;
}

const vanAudit = (v: Pick<Van, 'name' | 'capacityCrates'>) => ({
  name: v.name,
  capacityCrates: v.capacityCrates,
});

/** Adds a van, last of the warehouse's. */
export async function createVan(
  db: Db,
  actor: Actor,
  warehouseId: number,
  body: z.infer<typeof createVanBody>,
) {
  return underWarehouseLock(db, actor, warehouseId, async (tx) => {
    await assertNameFree(tx, actor, warehouseId, body.name);
    const [last] = await tx
      .select({ position: sql<number>`coalesce(max(${t.vans.position}), -1)::int` })
      .from(t.vans)
      .where(eq(t.vans.warehouseId, warehouseId));
    const [van] = await tx
      .insert(t.vans)
      .values({
        warehouseId,
        name: body.name,
        capacityCrates: body.capacityCrates,
        position: (last?.position ?? -1) + 1,
      })
      .returning();
    await audit(tx, actor, {
      action: 'van.create',
      entity: 'van',
      entityId: van!.id,
      warehouseId,
      after: vanAudit(van!),
    });
  });
}

/** Renames a van or changes its capacity, at the version read. */
export async function updateVan(
  db: Db,
  actor: Actor,
  warehouseId: number,
  vanId: number,
  body: z.infer<typeof updateVanBody>,
) {
  return underWarehouseLock(db, actor, warehouseId, async (tx) => {
    const van = await lockedVan(tx, warehouseId, vanId);
    if (van.version !== body.version) throw new ApiError(409, 'staleVersion');
    const changed = changedFields(vanAudit(van), { name: body.name, capacityCrates: body.capacityCrates });
    if (!changed) return;
    if (changed.after.name !== undefined) await assertNameFree(tx, actor, warehouseId, body.name, vanId);
    await tx
      .update(t.vans)
      .set({ name: body.name, capacityCrates: body.capacityCrates, version: van.version + 1 })
      .where(eq(t.vans.id, vanId));
    await audit(tx, actor, { action: 'van.update', entity: 'van', entityId: vanId, warehouseId, ...changed });
  });
}

/**
 * Removes a van at the version read, unless orders of a slot not over go with it (409 'vanBusy': move
 * them first) or it is the warehouse's last (the rounds need one). The van's row lock is taken first:
 * a plan or a move that gives it an order holds the row's key lock (the foreign key) until it commits,
 * so the count below sees that order; one that comes after finds no van and fails on its foreign key.
 * Past orders keep no van (orders.van_id is set null): they were delivered, nothing plans them again.
 */
export async function deleteVan(db: Db, actor: Actor, warehouseId: number, vanId: number, version: number) {
  return underWarehouseLock(db, actor, warehouseId, async (tx) => {
    const van = await lockedVan(tx, warehouseId, vanId);
    if (van.version !== version) throw new ApiError(409, 'staleVersion');
    const busy = (await busyByVan(tx, warehouseId, new Date())).get(vanId) ?? 0;
    if (busy > 0) throw new ApiError(409, 'vanBusy', { van: van.name, count: String(busy) });
    const [others] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(t.vans)
      .where(and(eq(t.vans.warehouseId, warehouseId), ne(t.vans.id, vanId)));
    if ((others?.n ?? 0) === 0) throw new ApiError(409, 'vanLast', { van: van.name });
    await tx.delete(t.vans).where(eq(t.vans.id, vanId));
    await audit(tx, actor, {
      action: 'van.delete',
      entity: 'van',
      entityId: vanId,
      warehouseId,
      before: vanAudit(van),
    });
  });
}

/** Moves a van one place up or down; the vans are renumbered 0…n-1 (under the warehouse's lock). */
export async function moveVan(
  db: Db,
  actor: Actor,
  warehouseId: number,
  vanId: number,
  body: z.infer<typeof moveVanBody>,
) {
  return underWarehouseLock(db, actor, warehouseId, async (tx) => {
    await lockedVan(tx, warehouseId, vanId);
    const vans = await vansOf(tx, warehouseId);
    const before = vans.map((v) => v.id);
    const after = moveInOrder(before, vanId, body.direction);
    if (after.join() === before.join() && vans.every((v, i) => v.position === i)) return;
    for (const [position, id] of after.entries())
      await tx
        .update(t.vans)
        .set({ position, version: sql`${t.vans.version} + 1` })
        .where(eq(t.vans.id, id));
    await audit(tx, actor, {
      action: 'van.move',
      entity: 'van',
      entityId: vanId,
      warehouseId,
      before: { order: before },
      after: { order: after },
    });
  });
}
