import {
  addDays,
  distanceKm,
  groupStops,
  toEuros,
  zonedInstant,
  type GeoPoint,
  type RoutePlanner,
} from '@consigne/domain';
import { and, asc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { ApiError } from '../../lib/errors.js';
import { proofSummaries } from '../delivery-proof/index.js';
import { pendingDepositsSql } from '../users/index.js';
import { slotPickups, type SlotPickup } from '../empties-pickups/index.js';
import { doorLinesSql, type DoorLineView } from './door.js';
import { solverPlanner } from './planner.js';

export interface RoundRequest {
  warehouseId: number;
  date: string;
  slotId?: number | undefined;
  vanId?: number | undefined;
}

/** A warehouse's vans, first van first (the one a slot's orders go with unless moved). */
export const vansOf = (db: Db | Tx, warehouseId: number) =>
  db
    .select({ id: t.vans.id, name: t.vans.name })
    .from(t.vans)
    .where(eq(t.vans.warehouseId, warehouseId))
    .orderBy(asc(t.vans.position), asc(t.vans.id));

/**
 * What customers have out, as crates and bottles and their value: every pending-deposit movement
 * counted with the sign of its amount (deliveries add, collections and any other negative kind take
 * away), legacy rows without counts as none.
 */
export async function pendingEmpties(db: Db | Tx, userIds: readonly number[]) {
  if (userIds.length === 0) return new Map<number, PendingEmpties>();
  const d = t.pendingDeposits;
  const signed = (column: AnyPgColumn) =>
    sql<number>`coalesce(sum(sign(${d.amountCents}) * coalesce(${column}, 0)), 0)::int`;
  const rows = await db
    .select({
      userId: d.userId,
      crates: signed(d.crates),
      largeBottles: signed(d.largeBottles),
      smallBottles: signed(d.smallBottles),
      cents: sql<number>`coalesce(sum(${d.amountCents}), 0)::int`,
    })
    .from(d)
    .where(and(inArray(d.userId, [...userIds]), sql`${d.collectedAt} is null`))
    .groupBy(d.userId);
  return new Map(
    rows.map((r) => [
      r.userId,
      {
        crates: Math.max(0, r.crates),
        largeBottles: Math.max(0, r.largeBottles),
        smallBottles: Math.max(0, r.smallBottles),
        amount: toEuros(Number(r.cents)),
      },
    ]),
  );
}
export interface PendingEmpties {
  crates: number;
  largeBottles: number;
  smallBottles: number;
  amount: number;
}
const NOTHING_OUT: PendingEmpties = { crates: 0, largeBottles: 0, smallBottles: 0, amount: 0 };

/** The day's slots of a warehouse with how many orders each holds. */
async function daySlots(db: Db, warehouseId: number, date: string) {
  const from = zonedInstant(date, 0);
  const to = zonedInstant(addDays(date, 1), 0);
  return db
    .select({
      id: t.slots.id,
      startAt: t.slots.startAt,
      endAt: t.slots.endAt,
      orderCount: sql<number>`(select count(*)::int from orders o where o.slot_id = "slots"."id" and ${sql.raw(t.roundOrderSql('o'))})`,
      openCount: sql<number>`(select count(*)::int from orders o where o.slot_id = "slots"."id" and ${sql.raw(t.placedOrderSql('o'))} and o.status <> 'delivered')`,
      // Pickups of empties without an order (ADR 0037): a slot with only those is a round too.
      pickupCount: sql<number>`(select count(*)::int from empties_pickups ep where ep.slot_id = "slots"."id" and ep.status <> 'cancelled')`,
      openPickupCount: sql<number>`(select count(*)::int from empties_pickups ep where ep.slot_id = "slots"."id" and ep.status = 'booked')`,
    })
    .from(t.slots)
    .where(and(eq(t.slots.warehouseId, warehouseId), gte(t.slots.startAt, from), lt(t.slots.startAt, to)))
    .orderBy(asc(t.slots.startAt));
}

/** An order's place (db/schema: the green slots' measure reads it too, below the modules). */
export const orderPlace = t.orderHomePlace;

interface PlacedOrderRow {
  order: typeof t.orders.$inferSelect;
  zone: { lat: number | null; lng: number | null } | null;
  home: { lat: number | null; lng: number | null } | null;
}

/**
 * Orders as a round's stops (groupStops: a pickup point is one stop, a home one per customer and
 * address), each with where it is: its pickup point's place, else the home's; null when not located.
 */
export function stopsOf<R extends PlacedOrderRow>(rows: readonly R[]) {
  return groupStops(
    rows.map((r) => ({
      ...r,
      orderId: r.order.id,
      customerId: r.order.userId,
      deliveryType: r.order.deliveryType,
      zoneId: r.order.zoneId,
      deliveryAddress: r.order.deliveryAddress,
    })),
  ).map((stop) => {
    const first = stop.orders[0]!;
    const pickup = first.order.deliveryType === 'pdr' && first.zone !== null;
    const lat = pickup ? first.zone!.lat : (first.home?.lat ?? null);
    const lng = pickup ? first.zone!.lng : (first.home?.lng ?? null);
    return { stop, first, pickup, point: lat !== null && lng !== null ? { lat, lng } : null };
  });
}

/** An order's lines sold under an age limit (order_lines.minimum_age, as the order was placed). */
const ageRestrictedLines = sql<AgeRestrictedLine[]>`(
  select coalesce(json_agg(json_build_object('lineId', ol.id, 'name', ol.name, 'quantity', ol.quantity,
    'minimumAge', ol.minimum_age) order by ol.id), '[]'::json)
  from ${t.orderLines} ol where ol.order_id = ${t.orders.id} and ol.minimum_age is not null)`;
export interface AgeRestrictedLine {
  lineId: number;
  name: string;
  quantity: number;
  minimumAge: number;
}

/**
 * A van's round for a slot: its orders grouped into stops (a pickup point is one stop), ordered from
 * the warehouse by the planner (the shortest tour of planner.ts; a routing engine may replace it), with the crates
 * to drop and each customer's empties to collect. Orders without a van go with the first van.
 */
export async function vanRound(db: Db, request: RoundRequest, planner: RoutePlanner = solverPlanner) {
  const [warehouse] = await db.select().from(t.warehouses).where(eq(t.warehouses.id, request.warehouseId));
  if (!warehouse) throw new ApiError(404, 'warehouseNotFound');
  const [vans, slots] = await Promise.all([
    vansOf(db, warehouse.id),
    daySlots(db, warehouse.id, request.date),
  ]);
  if (request.vanId !== undefined && !vans.some((v) => v.id === request.vanId))
    throw new ApiError(404, 'vanNotFound');
  if (request.slotId !== undefined && !slots.some((s) => s.id === request.slotId))
    throw new ApiError(404, 'pickingSlotNotFound');
  const slotId =
    request.slotId ??
    (
      slots.find((s) => s.openCount + s.openPickupCount > 0) ??
      slots.find((s) => s.orderCount + s.pickupCount > 0) ??
      slots[0]
    )?.id;
  const firstVan = vans[0]?.id ?? null;
  const vanId = request.vanId ?? firstVan;
  const base = {
    date: request.date,
    warehouse: { id: warehouse.id, name: warehouse.name, address: warehouse.address },
    vans,
    slots: slots.map((s) => ({
      id: s.id,
      startAt: s.startAt.toISOString(),
      endAt: s.endAt.toISOString(),
      orderCount: s.orderCount,
      pickupCount: s.pickupCount,
    })),
    slotId: slotId ?? null,
    vanId,
  };
  if (slotId === undefined) return { ...base, stops: [] };
  const rows = await db
    .select({
      order: t.orders,
      customer: {
        id: t.users.id,
        firstname: t.users.firstname,
        lastname: t.users.lastname,
        phone: t.users.phone,
      },
      zone: { name: t.zones.name, lat: t.zones.lat, lng: t.zones.lng },
      home: orderPlace,
      itemCount: sql<number>`(select coalesce(sum(${t.orderLines.quantity}), 0)::int from ${t.orderLines} where ${t.orderLines.orderId} = ${t.orders.id})`,
      ageRestrictedLines,
      doorLines: doorLinesSql,
      // A card order's difference the shopper did not pay online (ADR 0039): collected at the door.
      topUpDueCents: sql<number>`(select coalesce(sum(${t.orderTopUps.amountCents}), 0)::int from ${t.orderTopUps} where ${t.orderTopUps.orderId} = ${t.orders.id} and ${t.orderTopUps.state} = 'pending')`,
    })
    .from(t.orders)
    .innerJoin(t.users, eq(t.users.id, t.orders.userId))
    .leftJoin(t.zones, eq(t.zones.id, t.orders.zoneId))
    .where(and(eq(t.orders.slotId, slotId), eq(t.orders.warehouseId, warehouse.id), t.isRoundOrder()))
    .orderBy(asc(t.orders.id));
  const mine = rows.filter((r) => (r.order.vanId ?? firstVan) === vanId);
  const pickups = (await slotPickups(db, warehouse.id, slotId)).filter(
    (p) => (p.pickup.vanId ?? firstVan) === vanId,
  );
  const pending = await pendingEmpties(db, [
    ...new Set([...mine.map((r) => r.customer.id), ...pickups.map((p) => p.customer.id)]),
  ]);
  const proofs = await proofSummaries(
    db,
    mine.map((r) => r.order.id),
  );
  // A round's stops: the orders' (grouped) and the pickups of empties without an order, one each.
  const grouped: RoundItem<(typeof mine)[number]>[] = [
    ...stopsOf(mine).map((g) => ({ ...g, emptiesPickup: null })),
    ...pickups.map((p) => ({
      stop: { key: `emptiesPickup:${p.pickup.id}`, orders: [] },
      first: null,
      pickup: false,
      point: p.point,
      emptiesPickup: p,
    })),
  ];
  const origin: GeoPoint = { lat: warehouse.lat, lng: warehouse.lng };
  // The stops the plan placed are driven in the plan's order; any other (an order or a pickup placed
  // or moved in since, one the plan had no room or no location for) comes after them, ordered by the
  // planner.
  const positionsOf = (g: (typeof grouped)[number]) =>
    g.emptiesPickup
      ? [g.emptiesPickup.pickup.roundPosition]
      : g.stop.orders.map((r) => r.order.roundPosition);
  const positionOf = (g: (typeof grouped)[number]) =>
    Math.min(...positionsOf(g).map((p) => p ?? Number.POSITIVE_INFINITY));
  const inPlan = grouped
    .filter((g) => positionsOf(g).every((p) => p !== null))
    .sort((a, b) => positionOf(a) - positionOf(b));
  const planned = [
    ...inPlan,
    ...(await planner.plan(
      inPlan.at(-1)?.point ?? origin,
      grouped.filter((g) => !inPlan.includes(g)),
    )),
  ];
  let here: GeoPoint | null = origin;
  return {
    ...base,
    stops: planned.map(({ stop, first, pickup, point, emptiesPickup }, index) => {
      const distance = here && point ? Math.round(distanceKm(here, point) * 10) / 10 : null;
      here = point;
      if (emptiesPickup)
        return pickupStop(
          emptiesPickup,
          index + 1,
          distance,
          emptiesPickup.pickup.roundPosition !== null,
          pending,
        );
      const orders = stop.orders.map((r) => ({
        ...orderOfStop(r),
        deliveryProof: proofs.get(r.order.id) ?? null,
      }));
      const customers = [...new Map(stop.orders.map((r) => [r.customer.id, r.customer])).values()];
      return {
        position: index + 1,
        kind: pickup ? ('pickup' as const) : ('home' as const),
        name: pickup ? first!.zone!.name : `${first!.customer.firstname} ${first!.customer.lastname}`.trim(),
        address: first!.order.deliveryAddress,
        lat: point?.lat ?? null,
        lng: point?.lng ?? null,
        distanceKm: distance,
        plannedArrivalAt: stop.orders.every((r) => r.order.roundPosition !== null)
          ? plannedArrival(stop.orders.map((r) => r.order.plannedArrivalAt))
          : null,
        promisedWindow: promisedWindow(stop.orders.map((r) => r.order)),
        orders,
        cratesToDrop: orders.reduce((n, o) => n + o.crates, 0),
        toCollect: customers
          .map((c) => ({
            customerId: c.id,
            name: `${c.firstname} ${c.lastname}`.trim(),
            pending: pending.get(c.id) ?? NOTHING_OUT,
          }))
          .filter((c) => c.pending.amount > 0),
        emptiesPickup: null,
      };
    }),
  };
}

/** A stop of the round: a group of orders, or a pickup of empties without an order. */
type RoundItem<R> = {
  stop: { key: string; orders: R[] };
  first: R | null;
  pickup: boolean;
  point: GeoPoint | null;
  emptiesPickup: SlotPickup | null;
};

/** A pickup of empties without an order as a round's stop: nothing to drop, the customer's empties to take. */
function pickupStop(
  { pickup, customer, point }: SlotPickup,
  position: number,
  distance: number | null,
  isPlanned: boolean,
  pending: Map<number, PendingEmpties>,
) {
  const name = `${customer.firstname} ${customer.lastname}`.trim();
  return {
    position,
    kind: 'emptiesPickup' as const,
    name,
    address: pickup.address,
    lat: point?.lat ?? null,
    lng: point?.lng ?? null,
    distanceKm: distance,
    plannedArrivalAt: isPlanned ? (pickup.plannedArrivalAt?.toISOString() ?? null) : null,
    promisedWindow: null,
    orders: [],
    cratesToDrop: 0,
    // A booked pickup shows what is out even when nothing is (the driver still goes, and says so).
    toCollect: [{ customerId: customer.id, name, pending: pending.get(customer.id) ?? NOTHING_OUT }],
    emptiesPickup: {
      pickupId: pickup.id,
      status: pickup.status,
      customer: { id: customer.id, phone: customer.phone },
      instructions: pickup.instructions,
      failureReason: pickup.failureReason,
    },
  };
}

/** A stop's planned arrival: the earliest of its orders' (they share the stop). */
function plannedArrival(arrivals: readonly (Date | null)[]): string | null {
  const known = arrivals.filter((a): a is Date => a !== null).map((a) => a.getTime());
  return known.length > 0 ? new Date(Math.min(...known)).toISOString() : null;
}

/**
 * The window the stop's shoppers were told (the tracking module's announcement), widened to hold every
 * order's when they differ: the driver keeps to it. Null until announced.
 */
function promisedWindow(
  orders: readonly { windowFrom: Date | null; windowTo: Date | null }[],
): { from: string; to: string } | null {
  const told = orders.filter((o) => o.windowFrom !== null && o.windowTo !== null);
  if (told.length === 0) return null;
  const from = Math.min(...told.map((o) => o.windowFrom!.getTime()));
  const to = Math.max(...told.map((o) => o.windowTo!.getTime()));
  return { from: new Date(from).toISOString(), to: new Date(to).toISOString() };
}

type OrderRow = {
  order: typeof t.orders.$inferSelect;
  customer: { id: number; firstname: string; lastname: string; phone: string | null };
  itemCount: number;
  ageRestrictedLines: AgeRestrictedLine[];
  doorLines: DoorLineView[];
  topUpDueCents: number;
};

function orderOfStop({ order, customer, itemCount, ageRestrictedLines, doorLines, topUpDueCents }: OrderRow) {
  const bottles = (format: 'large' | 'small') =>
    order.crates.reduce((n, c) => (c.packageType === format ? n + c.nbItems : n), 0);
  return {
    orderId: order.id,
    status: order.status,
    customer,
    vanId: order.vanId,
    deliveryName: order.deliveryName,
    deliveryAddress: order.deliveryAddress,
    deliveryInstructions: order.deliveryInstructions ?? null,
    crateLines: order.crates.map((c) => ({
      packageType: c.packageType,
      crates: c.completeCrates + (c.nbSpaceLeft > 0 ? 1 : 0),
      items: c.nbItems,
      // Every crate holds as many: the full ones and the started one's room.
      capacity: (c.nbItems + c.nbSpaceLeft) / Math.max(1, c.completeCrates + (c.nbSpaceLeft > 0 ? 1 : 0)),
    })),
    crates: order.crates.reduce((n, c) => n + c.completeCrates + (c.nbSpaceLeft > 0 ? 1 : 0), 0),
    largeBottles: bottles('large'),
    smallBottles: bottles('small'),
    itemCount,
    minimumAge: ageRestrictedLines.reduce<number | null>((age, l) => Math.max(age ?? 0, l.minimumAge), null),
    ageRestrictedLines,
    doorLines,
    amountToPay: toEuros(order.amountToPayCents),
    // What the driver collects before the door's refusals (the API judges the payment at the step).
    dueAtDoor: toEuros(
      order.paymentMethod === 'offline'
        ? order.paymentStatus === 'paid'
          ? 0
          : order.amountToPayCents
        : order.status === 'delivered'
          ? 0
          : topUpDueCents,
    ),
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    failureReason: order.failureReason ?? null,
  };
}

/**
 * A customer of the warehouse: one who ordered from it, whose deposits it moved, or who lives in one of
 * its zones (the demo shopper's deposits predate any order). A driver sees and serves no one else.
 */
export const isWarehouseCustomer = (userId: AnyPgColumn | number, warehouseId: number) => sql`(
  exists (select 1 from ${t.orders} o where o.user_id = ${userId} and o.warehouse_id = ${warehouseId} and ${sql.raw(t.placedOrderSql('o'))})
  or exists (select 1 from ${t.pendingDeposits} pd where pd.user_id = ${userId} and pd.warehouse_id = ${warehouseId})
  or exists (select 1 from ${t.users} cu join ${t.zones} cz on cz.id = cu.zone_id where cu.id = ${userId} and cz.warehouse_id = ${warehouseId})
  or exists (select 1 from ${t.addresses} ca join ${t.zones} az on az.id = ca.zone_id where ca.user_id = ${userId} and az.warehouse_id = ${warehouseId}))`;

/** The fewest digits a phone search needs (a Belgian landline without its 0): no fishing by a few. */
const PHONE_MIN_DIGITS = 8;

/**
 * What a search matches: part of the name (either order; accents and case ignored), the start of a
 * postcode, a whole e-mail address (never part of one: no listing by a domain), or a whole phone
 * number however it is written (+33 6…, 06…, 0033 6…: compared without spaces, signs nor trunk 0).
 */
function searchConditions(q: string): SQL {
  const text = q.trim().replace(/\s+/g, ' ');
  const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const u = t.users;
  const conditions: SQL[] = [
    sql`unaccent(lower(${u.firstname} || ' ' || ${u.lastname})) like unaccent(lower(${like}))`,
    sql`unaccent(lower(${u.lastname} || ' ' || ${u.firstname})) like unaccent(lower(${like}))`,
  ];
  if (/^\d[\d ]*$/.test(text))
    conditions.push(
      sql`exists (select 1 from ${t.addresses} sa where sa.user_id = ${u.id} and replace(sa.postal_code, ' ', '') like ${`${text.replace(/ /g, '')}%`})`,
    );
  if (text.includes('@')) conditions.push(sql`lower(${u.email}) = lower(${text})`);
  const national = text.replace(/\D/g, '').replace(/^0+/, '');
  if (/^[+\d\s()./-]+$/.test(text) && national.length >= PHONE_MIN_DIGITS) {
    const phone = sql`ltrim(regexp_replace(coalesce(${u.phone}, ''), '[^0-9]', '', 'g'), '0')`;
    conditions.push(
      sql`(${phone} like ${`%${national}`} or (length(${phone}) >= ${PHONE_MIN_DIGITS} and ${national} like '%' || ${phone}))`,
    );
  }
  return sql`(${sql.join(conditions, sql` or `)})`;
}

/**
 * The driver's search for a customer who asked for a pickup of empties, without an order that day:
 * the warehouse's customers with deposits pending (searchConditions), with what they have out. Only
 * what the driver needs to recognise them: name, postcode and city.
 */
export async function emptiesCustomers(db: Db, warehouseId: number, q: string) {
  const place = sql<{ postalCode: string; city: string } | null>`(
    select json_build_object('postalCode', a.postal_code, 'city', a.city)
    from ${t.addresses} a where a.user_id = ${t.users.id} order by a.is_selected desc, a.id desc limit 1)`;
  const rows = await db
    .select({ id: t.users.id, firstname: t.users.firstname, lastname: t.users.lastname, place })
    .from(t.users)
    .where(
      and(
        sql`${t.users.erasedAt} is null`,
        searchConditions(q),
        sql`${pendingDepositsSql(t.users.id)} > 0`,
        isWarehouseCustomer(t.users.id, warehouseId),
      ),
    )
    .orderBy(asc(t.users.lastname), asc(t.users.firstname), asc(t.users.id))
    .limit(20);
  const pending = await pendingEmpties(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    firstname: r.firstname,
    lastname: r.lastname,
    postalCode: r.place?.postalCode ?? null,
    city: r.place?.city ?? null,
    pending: pending.get(r.id) ?? NOTHING_OUT,
  }));
}
