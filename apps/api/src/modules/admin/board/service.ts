/**
 * The manager's board: one warehouse's day in a handful of queries (never one per slot or van) — the
 * day's slots, its orders counted per slot and van, the low stock and the leads of its areas.
 */
import type { adminBoardQuery, adminLeadsQuery } from '@consigne/contract';
import { addDays, LEAD_AREA_LENGTH, localDate, RECENT_LEAD_DAYS, zonedInstant } from '@consigne/domain';
import { and, asc, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import * as t from '../../../db/schema/index.js';
import { ApiError } from '../../../lib/errors.js';
import { warehouseInScope } from '../shared/index.js';
import type { Db, Staff } from '../shared/index.js';
import { lowStockEntry } from '../stock/index.js';
import { cashSheetsOpen } from './cash.js';

/**
 * The orders a board counts: those of the delivery flow and the failed deliveries. 'delivery_failed'
 * is written as a plain value so that the count holds whether or not the status list has it yet.
 */
const countedOrder = sql.raw(`(${t.placedOrderSql('o')} or o.status = 'delivery_failed')`);

/** An order's crates to load, full and started, as the rounds count them. */
const orderCrates = sql.raw(`(select coalesce(sum((c->>'completeCrates')::int
  + case when (c->>'nbSpaceLeft')::int > 0 then 1 else 0 end), 0)
  from jsonb_array_elements(o.crates) c)`);

interface CountRow {
  slot_id: number;
  van_id: number | null;
  orders: number;
  crates: number;
  lines: number;
  picked_lines: number;
  delivered: number;
  failed: number;
}
const rowsOf = <R>(result: unknown): R[] =>
  (Array.isArray(result) ? result : (result as { rows: R[] }).rows) as R[];

/** The day's orders of a warehouse, counted per slot and van (null: no van chosen, the first one's). */
async function orderCounts(db: Db, warehouseId: number, from: Date, to: Date) {
  const result = await db.execute(sql`
    select o.slot_id, o.van_id,
      count(*)::int as orders,
      coalesce(sum(${orderCrates}), 0)::int as crates,
      coalesce(sum(l.lines), 0)::int as lines,
      coalesce(sum(l.picked), 0)::int as picked_lines,
      (count(*) filter (where o.status = 'delivered'))::int as delivered,
      (count(*) filter (where o.status = 'delivery_failed'))::int as failed
    from ${t.orders} o
    join ${t.slots} s on s.id = o.slot_id
    left join lateral (
      select count(*) as lines,
        count(*) filter (where p.order_line_id is not null or o.status not in ('placed', 'preparing')) as picked
      from ${t.orderLines} ol
      left join ${t.orderLinePicks} p on p.order_line_id = ol.id
      where ol.order_id = o.id
    ) l on true
    where o.warehouse_id = ${warehouseId} and s.warehouse_id = ${warehouseId}
      and s.start_at >= ${from.toISOString()} and s.start_at < ${to.toISOString()}
      and ${countedOrder}
    group by o.slot_id, o.van_id`);
  return rowsOf<CountRow>(result);
}

/**
 * The leads of a warehouse's areas not served yet: an address whose postcode no zone serves, in the
 * area (LEAD_AREA_LENGTH first characters, same country) of a commune the warehouse serves.
 */
const leadOfWarehouse = (warehouseId: number) => sql`
  exists (
    select 1 from ${t.zoneCommunes} zc join ${t.zones} z on z.id = zc.zone_id
    where z.warehouse_id = ${warehouseId} and zc.country = ${t.nonEligibleLeads.country}
      and upper(left(zc.postal_code, ${LEAD_AREA_LENGTH}))
        = upper(left(regexp_replace(${t.nonEligibleLeads.postalCode}, '\\s', '', 'g'), ${LEAD_AREA_LENGTH}))
  )
  and not exists (
    select 1 from ${t.zoneCommunes} served
    where served.postal_code = regexp_replace(${t.nonEligibleLeads.postalCode}, '\\s', '', 'g')
      and served.country = ${t.nonEligibleLeads.country}
  )`;

async function warehouseOf(db: Db, warehouseId: number) {
  const [warehouse] = await db
    .select({ id: t.warehouses.id, name: t.warehouses.name })
    .from(t.warehouses)
    .where(eq(t.warehouses.id, warehouseId));
  if (!warehouse) throw new ApiError(404, 'warehouseNotFound');
  return warehouse;
}

const zeroCounts = () => ({ orders: 0, crates: 0, lines: 0, pickedLines: 0, delivered: 0, failed: 0 });
type Counts = ReturnType<typeof zeroCounts>;
const addCounts = (into: Counts, row: Counts) => {
  for (const key of Object.keys(into) as (keyof Counts)[]) into[key] += row[key];
};

export async function adminBoard(
  db: Db,
  staff: Staff,
  query: z.infer<typeof adminBoardQuery>,
  now = new Date(),
) {
  const warehouseId = await warehouseInScope(db, staff, query.warehouseId);
  const today = localDate(now);
  const date = query.date ?? today;
  const from = zonedInstant(date, 0);
  const to = zonedInstant(addDays(date, 1), 0);
  const recentSince = zonedInstant(addDays(today, 1 - RECENT_LEAD_DAYS), 0);
  const [warehouse, vans, slots, counts, [low], [leads], cashOpen] = await Promise.all([
    warehouseOf(db, warehouseId),
    db
      .select({ id: t.vans.id, name: t.vans.name })
      .from(t.vans)
      .where(eq(t.vans.warehouseId, warehouseId))
      .orderBy(asc(t.vans.position), asc(t.vans.id)),
    db
      .select({
        id: t.slots.id,
        startAt: t.slots.startAt,
        endAt: t.slots.endAt,
        capacity: t.slots.capacity,
      })
      .from(t.slots)
      .where(and(eq(t.slots.warehouseId, warehouseId), gte(t.slots.startAt, from), lt(t.slots.startAt, to)))
      .orderBy(asc(t.slots.startAt), asc(t.slots.id)),
    orderCounts(db, warehouseId, from, to),
    db
      .select({ n: count() })
      .from(t.productWarehouses)
      .where(and(eq(t.productWarehouses.warehouseId, warehouseId), lowStockEntry())),
    db
      .select({
        total: sql<number>`count(*)::int`,
        recent: sql<number>`(count(*) filter (where ${t.nonEligibleLeads.createdAt} >= ${recentSince.toISOString()}))::int`,
      })
      .from(t.nonEligibleLeads)
      .where(leadOfWarehouse(warehouseId)),
    cashSheetsOpen(db, warehouseId, date),
  ]);
  const firstVan = vans[0]?.id ?? null;
  const total = zeroCounts();
  const views = slots.map((slot) => {
    const own = zeroCounts();
    const perVan = new Map<number | null, { orders: number; crates: number }>();
    for (const row of counts.filter((r) => r.slot_id === slot.id)) {
      const c = {
        orders: row.orders,
        crates: row.crates,
        lines: row.lines,
        pickedLines: row.picked_lines,
        delivered: row.delivered,
        failed: row.failed,
      };
      addCounts(own, c);
      // An order of a van since removed, or of none, goes with the first van, as the rounds have it.
      const van = vans.some((v) => v.id === row.van_id) ? row.van_id : firstVan;
      const sum = perVan.get(van) ?? { orders: 0, crates: 0 };
      perVan.set(van, { orders: sum.orders + c.orders, crates: sum.crates + c.crates });
    }
    addCounts(total, own);
    return {
      id: slot.id,
      startAt: slot.startAt.toISOString(),
      endAt: slot.endAt.toISOString(),
      capacity: slot.capacity,
      ...own,
      vans: vans.map((v) => ({ ...v, ...(perVan.get(v.id) ?? { orders: 0, crates: 0 }) })),
    };
  });
  return {
    date,
    warehouse,
    slots: views,
    total,
    cashSheetsOpen: cashOpen,
    lowStock: low?.n ?? 0,
    leads: { total: leads?.total ?? 0, recent: leads?.recent ?? 0 },
  };
}

/** The leads of a warehouse's areas not served yet, newest first (personal data: never logged). */
export async function adminLeads(db: Db, staff: Staff, query: z.infer<typeof adminLeadsQuery>) {
  const warehouseId = await warehouseInScope(db, staff, query.warehouseId);
  const where = leadOfWarehouse(warehouseId);
  const l = t.nonEligibleLeads;
  const [warehouse, rows, [total]] = await Promise.all([
    warehouseOf(db, warehouseId),
    db
      .select({
        id: l.id,
        email: l.email,
        postalCode: l.postalCode,
        city: l.city,
        country: l.country,
        createdAt: l.createdAt,
      })
      .from(l)
      .where(where)
      .orderBy(desc(l.createdAt), desc(l.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ n: count() }).from(l).where(where),
  ]);
  return {
    warehouse,
    rows: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    total: total?.n ?? 0,
    page: query.page,
    perPage: query.perPage,
  };
}
