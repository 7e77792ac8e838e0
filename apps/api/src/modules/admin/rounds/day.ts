import { addDays, isStopNearWarehouse, localDate, zonedInstant } from '@consigne/domain';
import { insertIntoRoute, type TravelTimes } from '@consigne/routing';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import * as t from '../../../db/schema/index.js';
import { ApiError } from '../../../lib/errors.js';
import type { Db, Staff } from '../shared/index.js';
import { warehouseInScope } from '../shared/index.js';
import { isPlannable, planStops, roundFigures, slotProblem, slotState, warehouseVans } from './slot-state.js';

/**
 * A day's rounds as planned, per slot and van: each round's planned stops in order with their places,
 * its crates, km and times driven again on the travel times (so a round the plan's travel no longer
 * fits shows as late), whether it is locked; and each order still to leave that no round places, with
 * why: no location, a point too far from the warehouse to be right, no room (no unlocked van could
 * take it in time), or simply not planned yet.
 */
export async function roundsDay(
  db: Db,
  staff: Staff,
  query: { warehouseId?: number | undefined; date?: string | undefined },
  travel: TravelTimes,
) {
  const warehouseId = await warehouseInScope(db, staff, query.warehouseId);
  const date = query.date ?? localDate(new Date());
  const [warehouse] = await db.select().from(t.warehouses).where(eq(t.warehouses.id, warehouseId));
  if (!warehouse) throw new ApiError(404, 'warehouseNotFound');
  const vans = await warehouseVans(db, warehouseId);
  const slots = await db
    .select()
    .from(t.slots)
    .where(
      and(
        eq(t.slots.warehouseId, warehouseId),
        gte(t.slots.startAt, zonedInstant(date, 0)),
        lt(t.slots.startAt, zonedInstant(addDays(date, 1), 0)),
      ),
    )
    .orderBy(asc(t.slots.startAt));
  const answer = {
    date,
    warehouse: { id: warehouse.id, name: warehouse.name, lat: warehouse.lat, lng: warehouse.lng },
    vans: vans.map((v) => ({ id: v.id, name: v.name, capacity: v.capacityCrates })),
  };
  if (vans.length === 0) return { ...answer, slots: [] };
  const names = await customerNames(db, warehouseId, date);
  const out = [];
  for (const slot of slots) {
    const state = await slotState(db, warehouseId, slot, vans);
    if (state.rows.length === 0) continue;
    const perVan = await Promise.all(
      vans.map(async (van) => ({
        van,
        stops: await planStops(
          db,
          state.rows.filter((r) => state.vanOf(r.order) === van.id),
        ),
      })),
    );
    const located = perVan.flatMap((v) => v.stops).filter((s) => s.point !== null);
    const capacity = Math.max(1, ...vans.map((v) => v.capacityCrates));
    const sp = await slotProblem(warehouse, slot, located, { count: 1, capacity }, travel);
    const index = new Map(located.map((s, i) => [s, i + 1]));
    const rounds = perVan.map(({ van, stops }) => {
      const planned = stops
        .filter((s) => s.point !== null && s.position !== null)
        .sort((a, b) => a.position! - b.position!);
      const route = planned.map((s) => index.get(s)!);
      const figures = roundFigures(sp, route, van.capacityCrates);
      return {
        van,
        route,
        answer: {
          vanId: van.id,
          locked: state.locked.has(van.id),
          stops: planned.map((s, k) => {
            const first = state.rows.find((r) => r.order.id === s.orders[0])!.order;
            return {
              position: k + 1,
              name: names.get(first.id) ?? '',
              lat: s.point!.lat,
              lng: s.point!.lng,
              orders: s.orders,
              crates: s.crates,
              plannedArrivalAt:
                state.rows
                  .filter((r) => s.orders.includes(r.order.id))
                  .map((r) => r.order.plannedArrivalAt)
                  .find((a) => a !== null)
                  ?.toISOString() ?? null,
            };
          }),
          crates: planned.reduce((n, s) => n + s.crates, 0),
          km: figures.km,
          leavesAt: figures.leavesAt,
          backAt: figures.backAt,
          late: figures.late,
        },
      };
    });
    const open = rounds.filter((r) => !r.answer.locked);
    const unplanned = perVan.flatMap(({ van, stops }) =>
      state.locked.has(van.id)
        ? []
        : stops
            .filter((s) => s.position === null)
            .filter((s) =>
              state.rows.some((r) => s.orders.includes(r.order.id) && isPlannable(r.order.status)),
            )
            .flatMap((s) => {
              const reason =
                s.point === null
                  ? ('noLocation' as const)
                  : !isStopNearWarehouse(s.point, warehouse)
                    ? ('tooFar' as const)
                    : open.some(
                          (r) =>
                            insertIntoRoute(
                              { ...sp.problem, vehicles: { count: 1, capacity: r.van.capacityCrates } },
                              r.route,
                              index.get(s)!,
                            ).ok,
                        )
                      ? ('notPlanned' as const)
                      : ('noRoom' as const);
              return s.orders.map((orderId) => ({ orderId, reason }));
            }),
    );
    out.push({
      slotId: slot.id,
      startAt: slot.startAt.toISOString(),
      endAt: slot.endAt.toISOString(),
      rounds: rounds.map((r) => r.answer),
      unplanned,
    });
  }
  return { ...answer, slots: out };
}

/** The name a stop shows: the pickup point's, else the customer's. */
async function customerNames(db: Db, warehouseId: number, date: string) {
  const rows = await db
    .select({
      id: t.orders.id,
      deliveryType: t.orders.deliveryType,
      zone: t.zones.name,
      firstname: t.users.firstname,
      lastname: t.users.lastname,
    })
    .from(t.orders)
    .innerJoin(t.users, eq(t.users.id, t.orders.userId))
    .innerJoin(t.slots, eq(t.slots.id, t.orders.slotId))
    .leftJoin(t.zones, eq(t.zones.id, t.orders.zoneId))
    .where(
      and(
        eq(t.orders.warehouseId, warehouseId),
        gte(t.slots.startAt, zonedInstant(date, 0)),
        lt(t.slots.startAt, zonedInstant(addDays(date, 1), 0)),
      ),
    );
  return new Map(
    rows.map((r) => [
      r.id,
      r.deliveryType === 'pdr' && r.zone ? r.zone : `${r.firstname} ${r.lastname}`.trim(),
    ]),
  );
}
