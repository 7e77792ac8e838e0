import type { greenSlotExplanationQuery, saveGreenSlotSettingsBody } from '@consigne/contract';
import { addDays, toCents, toEuros, zonedInstant } from '@consigne/domain';
import { greenVerdicts } from '@consigne/routing';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client.js';
import * as t from '../../../db/schema/index.js';
import { ApiError } from '../../../lib/errors.js';
import { communeCentre } from '../../zones/index.js';
import { greenSettingsOf, slotTours, stopPoint } from '../../green-slots/index.js';
import { eligibility } from '../../zones/index.js';
import { assertWarehouse, audit, type Actor, type Staff } from '../shared/index.js';

type Warehouse = typeof t.warehouses.$inferSelect;

async function warehouseOf(db: Db, staff: Staff, warehouseId: number): Promise<Warehouse> {
  assertWarehouse(staff, warehouseId);
  const [warehouse] = await db.select().from(t.warehouses).where(eq(t.warehouses.id, warehouseId));
  if (!warehouse) throw new ApiError(404, 'warehouseNotFound');
  return warehouse;
}

const settingsView = (w: Warehouse) => ({
  warehouseId: w.id,
  thresholdMetres: w.greenThresholdMetres,
  discount: toEuros(w.greenDiscountCents),
});

export async function getGreenSettings(db: Db, staff: Staff, warehouseId: number) {
  return settingsView(await warehouseOf(db, staff, warehouseId));
}

/** Saves a warehouse's threshold and discount, audit-logged (managers: their warehouses only). */
export async function saveGreenSettings(
  db: Db,
  actor: Actor,
  warehouseId: number,
  body: z.infer<typeof saveGreenSlotSettingsBody>,
) {
  assertWarehouse(actor.staff, warehouseId);
  const after = { greenThresholdMetres: body.thresholdMetres, greenDiscountCents: toCents(body.discount) };
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(t.warehouses)
      .where(eq(t.warehouses.id, warehouseId))
      .for('update');
    if (!before) throw new ApiError(404, 'warehouseNotFound');
    const [saved] = await tx
      .update(t.warehouses)
      .set(after)
      .where(eq(t.warehouses.id, warehouseId))
      .returning();
    const was = {
      greenThresholdMetres: before.greenThresholdMetres,
      greenDiscountCents: before.greenDiscountCents,
    };
    if (JSON.stringify(was) !== JSON.stringify(after))
      await audit(tx, actor, {
        action: 'greenSlots.settings',
        entity: 'warehouse',
        entityId: warehouseId,
        warehouseId,
        before: was,
        after,
      });
    return settingsView(saved!);
  });
}

/** Where an order stops: its pickup point's place, else its home's; 404 outside the warehouse. */
async function orderPoint(db: Db, warehouseId: number, orderId: number) {
  const [row] = await db
    .select({
      deliveryType: t.orders.deliveryType,
      pickup: { lat: t.zones.lat, lng: t.zones.lng },
      home: t.orderHomePlace,
    })
    .from(t.orders)
    .leftJoin(t.zones, eq(t.zones.id, t.orders.zoneId))
    .where(and(eq(t.orders.id, orderId), eq(t.orders.warehouseId, warehouseId)));
  if (!row) throw new ApiError(404, 'orderNotFound');
  return stopPoint(row);
}

/**
 * A postal code's commune centre, if that commune is delivered by this warehouse: measured against
 * another warehouse's rounds, its distances would mean nothing (422).
 */
async function postalCodePoint(db: Db, warehouseId: number, postalCode: string, city: string) {
  const served = await eligibility(db, postalCode, city || undefined);
  if (served.warehouse && served.warehouse.id !== warehouseId)
    throw new ApiError(422, 'greenPlaceOtherWarehouse', { warehouse: served.warehouse.name });
  return communeCentre(postalCode, city);
}

/**
 * How the green mark is decided on a day for a place: an order's (measured against the other stops,
 * not itself) or a postal code's commune centre. Per slot of the day, the planned stops, the marginal
 * road metres against the threshold, green or not — the very rule the slot list applies.
 */
export async function explainGreenSlots(
  db: Db,
  staff: Staff,
  query: z.infer<typeof greenSlotExplanationQuery>,
) {
  const warehouse = await warehouseOf(db, staff, query.warehouseId);
  const point =
    query.orderId !== undefined
      ? await orderPoint(db, warehouse.id, query.orderId)
      : await postalCodePoint(db, warehouse.id, query.postalCode ?? '', query.city ?? '');
  if (!point) throw new ApiError(422, 'greenPlaceNotLocated');
  const settings = greenSettingsOf(warehouse);
  const slots = await db
    .select()
    .from(t.slots)
    .where(
      and(
        eq(t.slots.warehouseId, warehouse.id),
        gte(t.slots.startAt, zonedInstant(query.date, 0)),
        lt(t.slots.startAt, zonedInstant(addDays(query.date, 1), 0)),
      ),
    )
    .orderBy(asc(t.slots.startAt));
  const tours = await slotTours(
    db,
    settings,
    slots.map((s) => s.id),
    query.orderId,
  );
  const listed = slots.map((s) => ({
    slot: s,
    tours: tours.get(s.id) ?? [],
    isFull: s.closedAt !== null || s.reserved >= s.capacity,
  }));
  const verdicts = greenVerdicts(settings.depot, listed, point, settings);
  return {
    warehouseId: warehouse.id,
    date: query.date,
    thresholdMetres: settings.thresholdMetres,
    discount: toEuros(settings.discountCents),
    place: { ...point, from: query.orderId !== undefined ? ('order' as const) : ('postalCode' as const) },
    slots: listed.map(({ slot, tours: slotTours, isFull }, i) => ({
      id: slot.id,
      startAt: slot.startAt.toISOString(),
      endAt: slot.endAt.toISOString(),
      isFull,
      stops: slotTours.reduce((n, tour) => n + tour.length, 0),
      marginalMetres: verdicts[i]!.marginalMetres,
      isGreen: verdicts[i]!.isGreen,
    })),
  };
}
