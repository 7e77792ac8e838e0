/**
 * Green slots (docs/rules.md#green-slots, ADR 0038): the planned stops of a warehouse's slots, read in
 * one query whatever the number of slots, and each slot's verdict for a place (packages/routing's rule).
 */
import { nearestNeighbourRound } from '@consigne/domain';
import { greenVerdicts, type GreenVerdict, type Place } from '@consigne/routing';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import * as t from '../../db/schema/index.js';

/** A warehouse's green-slot settings and where its vans start. */
export interface GreenSettings {
  warehouseId: number;
  depot: Place;
  thresholdMetres: number;
  discountCents: number;
}

export const greenSettingsOf = (w: typeof t.warehouses.$inferSelect): GreenSettings => ({
  warehouseId: w.id,
  depot: { lat: w.lat, lng: w.lng },
  thresholdMetres: w.greenThresholdMetres,
  discountCents: w.greenDiscountCents,
});

/**
 * The shopper's place (their selected address's coordinates) and their warehouse's settings, in one
 * query; null when the address is not located (no green slot then).
 */
export async function shopperPlace(db: Db | Tx, userId: number, warehouseId: number) {
  const [row] = await db
    .select({ warehouse: t.warehouses, lat: t.addresses.lat, lng: t.addresses.lng })
    .from(t.warehouses)
    .innerJoin(t.addresses, and(eq(t.addresses.userId, userId), eq(t.addresses.isSelected, true)))
    .where(eq(t.warehouses.id, warehouseId))
    .limit(1);
  if (!row || row.lat === null || row.lng === null) return null;
  return { point: { lat: row.lat, lng: row.lng }, settings: greenSettingsOf(row.warehouse) };
}

type MaybePlace = { lat: number | null; lng: number | null } | null;

/** Where an order stops: its pickup point's place, else its home's (orderHomePlace); null: not located. */
export function stopPoint(row: { deliveryType: string; pickup: MaybePlace; home: MaybePlace }): Place | null {
  const place = row.deliveryType === 'pdr' && row.pickup?.lat != null ? row.pickup : row.home;
  return place?.lat != null && place.lng != null ? { lat: place.lat, lng: place.lng } : null;
}

/**
 * The planned stops of `slotIds`, per slot and per van in the order the van drives them: a planned
 * round in its plan's order, an unplanned one in nearest-neighbour order from the warehouse (cheap;
 * the rounds page orders it better on the fly, so the measure errs on the long side). One query for
 * all the slots. Orders without a van are the first van's; stops without coordinates are left out;
 * `exceptOrderId` is left out too (an order measured against the others).
 */
export async function slotTours(
  db: Db | Tx,
  settings: GreenSettings,
  slotIds: readonly number[],
  exceptOrderId?: number,
): Promise<Map<number, Place[][]>> {
  const tours = new Map<number, Place[][]>(slotIds.map((id) => [id, []]));
  if (slotIds.length === 0) return tours;
  const o = t.orders;
  const rows = await db
    .select({
      slotId: o.slotId,
      van: sql<number>`coalesce(${o.vanId}, (select v.id from ${t.vans} v where v.warehouse_id = ${o.warehouseId} order by v.position, v.id limit 1), 0)`,
      position: o.roundPosition,
      pickup: { lat: t.zones.lat, lng: t.zones.lng },
      home: t.orderHomePlace,
      deliveryType: o.deliveryType,
    })
    .from(o)
    .leftJoin(t.zones, eq(t.zones.id, o.zoneId))
    .where(
      and(
        inArray(o.slotId, [...slotIds]),
        eq(o.warehouseId, settings.warehouseId),
        t.isRoundOrder(),
        exceptOrderId === undefined ? undefined : ne(o.id, exceptOrderId),
      ),
    )
    .orderBy(asc(o.slotId), asc(o.roundPosition), asc(o.id));
  const vans = new Map<
    string,
    { slotId: number; stops: { point: Place | null; position: number | null }[] }
  >();
  for (const row of rows) {
    const point = stopPoint(row);
    const key = `${row.slotId}:${row.van}`;
    const van = vans.get(key) ?? { slotId: row.slotId, stops: [] };
    van.stops.push({ point, position: row.position });
    vans.set(key, van);
  }
  for (const { slotId, stops } of vans.values()) {
    const planned = stops.every((s) => s.position !== null);
    const ordered = planned ? stops : nearestNeighbourRound(settings.depot, stops);
    const points = ordered.flatMap((s) => (s.point ? [s.point] : []));
    if (points.length) tours.get(slotId)!.push(points);
  }
  return tours;
}

/** Each slot's verdict for a shopper at `point`: one query for every slot listed. */
export async function verdictsFor(
  db: Db | Tx,
  settings: GreenSettings,
  point: Place,
  slots: readonly { id: number; isFull: boolean }[],
  exceptOrderId?: number,
): Promise<Map<number, GreenVerdict>> {
  const tours = await slotTours(
    db,
    settings,
    slots.map((s) => s.id),
    exceptOrderId,
  );
  const verdicts = greenVerdicts(
    settings.depot,
    slots.map((s) => ({ tours: tours.get(s.id) ?? [], isFull: s.isFull })),
    point,
    settings,
  );
  return new Map(slots.map((s, i) => [s.id, verdicts[i]!]));
}
