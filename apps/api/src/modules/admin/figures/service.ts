/**
 * The figures dashboard: every figure is computed here in SQL, per day, per warehouse and
 * for the range, in one grouped pass over the facts they come from (GROUPING SETS). Which orders
 * count: FIGURES_ORDER_STATUSES (packages/domain/src/figures.ts); what each figure is: the contract's
 * figuresRowSchema and docs/back-office.md.
 */
import type { adminFiguresQuery } from '@consigne/contract';
import {
  addDays,
  FIGURES_ORDER_STATUSES,
  figuresRange,
  localDate,
  SHOP_TIME_ZONE,
  toEuros,
  zonedInstant,
} from '@consigne/domain';
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client.js';
import * as t from '../../../db/schema/index.js';
import { ApiError } from '../../../lib/errors.js';
import { assertWarehouse, warehouseFilter, type Staff } from '../shared/index.js';

type Query = z.infer<typeof adminFiguresQuery>;

/** What the figures read: the days (shop time), their instants, and the warehouses (null: every one). */
export interface FiguresScope {
  from: string;
  to: string;
  fromAt: Date;
  toAt: Date;
  warehouseIds: readonly number[] | null;
  wholeShop: boolean;
}

/** The range and warehouses of a request, checked: 400 for a bad range, 403 for another's warehouse. */
export function figuresScope(staff: Staff, query: Query, now = new Date()): FiguresScope {
  const range = figuresRange(query, localDate(now));
  if ('refusal' in range) throw new ApiError(400, range.refusal);
  if (query.warehouseId !== undefined) assertWarehouse(staff, query.warehouseId);
  const warehouseIds = query.warehouseId !== undefined ? [query.warehouseId] : warehouseFilter(staff);
  return {
    ...range,
    fromAt: zonedInstant(range.from, 0),
    toAt: zonedInstant(addDays(range.to, 1), 0),
    warehouseIds,
    wholeShop: warehouseIds === null,
  };
}

/** The shop-time calendar day of a timestamp column. */
const dayOf = (column: string) => sql.raw(`(${column} at time zone '${SHOP_TIME_ZONE}')::date`);
const counted = sql.raw(`(${FIGURES_ORDER_STATUSES.map((s) => `'${s}'`).join(', ')})`);

/** The range's instants as SQL values (ISO text cast: both drivers take it, neither a Date in raw SQL). */
const instants = (scope: FiguresScope) => ({
  fromAt: sql`${scope.fromAt.toISOString()}::timestamptz`,
  toAt: sql`${scope.toAt.toISOString()}::timestamptz`,
});

function inWarehouses(column: string, ids: readonly number[] | null): SQL {
  if (ids === null) return sql`true`;
  if (ids.length === 0) return sql`false`;
  return sql`${sql.raw(column)} in (${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}

/**
 * The facts, each grouped by (day, warehouse) with the other measures at 0, so that one outer
 * GROUPING SETS sums them per day, per warehouse and for the range.
 */
function facts(scope: FiguresScope): SQL {
  const { warehouseIds: ids } = scope;
  const { fromAt, toAt } = instants(scope);
  const zeros = (n: number) => sql.raw(Array(n).fill('0').join(', '));
  return sql`
    -- Orders by the day of their slot: what the day's operations delivered (or will deliver).
    select ${dayOf('s.start_at')} as day, o.warehouse_id as wh,
      count(*) as orders, sum(o.subtotal_ttc_cents) as ttc, sum(o.subtotal_ht_cents) as ht,
      sum(o.delivery_fee_cents) as fees, sum(o.discount_cents) as promo, 0 as capacity,
      ${zeros(2)},
      -- A new customer: this is their first counted order (one sorted pass over the range's customers'
      -- orders rather than a probe per order: the probes cost twice as much over a year).
      count(*) filter (where o.id in (
        select distinct on (p.user_id) p.id from orders p
        where p.status in ${counted} and p.user_id in (
          select r.user_id from orders r join slots rs on rs.id = r.slot_id
          where rs.start_at >= ${fromAt} and rs.start_at < ${toAt})
        order by p.user_id, p.placed_at, p.id)) as new_customers,
      0 as rewarded
    from orders o join slots s on s.id = o.slot_id
    where s.start_at >= ${fromAt} and s.start_at < ${toAt} and o.status in ${counted}
      and ${inWarehouses('o.warehouse_id', ids)}
    group by 1, 2
    union all
    select ${dayOf('s.start_at')}, s.warehouse_id, ${zeros(5)}, sum(s.capacity), ${zeros(4)}
    from slots s
    -- A closed slot offered no place (its orders were cancelled with it).
    where s.start_at >= ${fromAt} and s.start_at < ${toAt} and s.closed_at is null
      and ${inWarehouses('s.warehouse_id', ids)}
    group by 1, 2
    union all
    -- Deposits out: what delivered orders made pending (written at delivery), on the day of delivery.
    -- A row without its order (the demo's seed) counts for the shop only.
    select ${dayOf('d.created_at')}, o.warehouse_id, ${zeros(6)}, sum(d.amount_cents), ${zeros(3)}
    from pending_deposits d left join orders o on o.id = d.order_id
    where d.kind = 'delivery' and d.created_at >= ${fromAt} and d.created_at < ${toAt}
      and ${inWarehouses('o.warehouse_id', ids)}
    group by 1, 2
    union all
    -- Empties collected carry no warehouse: the one that last delivered the customer (one pass over the
    -- deliveries, index-only, rather than a probe per collection: 70,000 probes cost 0.4 s over a year).
    select ${dayOf('d.created_at')}, w.wh, ${zeros(7)}, sum(-d.amount_cents), ${zeros(2)}
    from pending_deposits d
    left join (
      select distinct on (o.user_id) o.user_id, o.warehouse_id as wh from orders o
      where o.status = 'delivered'
      order by o.user_id, o.delivered_at desc, o.id desc) w on w.user_id = d.user_id
    where d.kind = 'collection' and d.created_at >= ${fromAt} and d.created_at < ${toAt}
      and ${inWarehouses('w.wh', ids)}
    group by 1, 2
    union all
    select ${dayOf('r.decided_at')}, o.warehouse_id, ${zeros(9)}, count(*)
    from referrals r join orders o on o.id = r.reward_order_id
    where r.outcome = 'rewarded' and r.decided_at >= ${fromAt} and r.decided_at < ${toAt}
      and ${inWarehouses('o.warehouse_id', ids)}
    group by 1, 2`;
}

/** The sums and ratios of a group of facts (ratios rounded as packages/domain's share and roundHalfUp). */
const measures = sql`
  sum(orders)::int as orders, sum(ttc)::bigint as ttc, sum(ht)::bigint as ht, sum(fees)::bigint as fees,
  sum(promo)::bigint as promo, sum(capacity)::int as capacity, sum(dep_out)::bigint as dep_out,
  sum(dep_ret)::bigint as dep_ret, sum(new_customers)::int as new_customers, sum(rewarded)::int as rewarded,
  round(sum(ttc)::numeric / nullif(sum(orders), 0))::bigint as basket,
  round(sum(orders)::numeric / nullif(sum(capacity), 0), 4)::float8 as fill_rate,
  round(sum(dep_ret)::numeric / nullif(sum(dep_out), 0), 4)::float8 as return_rate`;

interface MeasureRow {
  orders: number;
  ttc: string | number;
  ht: string | number;
  fees: string | number;
  promo: string | number;
  capacity: number;
  dep_out: string | number;
  dep_ret: string | number;
  new_customers: number;
  rewarded: number;
  basket: string | number | null;
  fill_rate: number | null;
  return_rate: number | null;
}
interface GroupedRow extends MeasureRow {
  day: string | Date | null;
  wh: number | null;
  /** 1 when the row sums every day (a warehouse's row, or the total). */
  no_day: number;
  /** 1 when the row sums every warehouse (a day's row, or the total). */
  no_wh: number;
}
interface ShopRow {
  day: string | Date;
  registrations: number;
  signups: number;
  liabilities: string | number;
  total_registrations: number;
  total_signups: number;
  end_liabilities: string | number;
}

const rowsOf = <R>(result: unknown): R[] =>
  (Array.isArray(result) ? result : (result as { rows: R[] }).rows) as R[];
const cents = (value: string | number) => toEuros(Number(value));
const dateText = (value: string | Date) =>
  typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);

/** The per-day, per-warehouse and range sums of the facts (exported for EXPLAIN in the bench's notes). */
export function groupedFiguresSql(scope: FiguresScope): SQL {
  const columns = sql.raw(
    'day, wh, orders, ttc, ht, fees, promo, capacity, dep_out, dep_ret, new_customers, rewarded',
  );
  return sql`
    select day::text as day, wh, grouping(day) as no_day, grouping(wh) as no_wh, ${measures}
    from (${facts(scope)}) as f (${columns})
    group by grouping sets ((day), (wh), ())`;
}

async function groupedFigures(db: Db, scope: FiguresScope): Promise<GroupedRow[]> {
  return rowsOf<GroupedRow>(await db.execute(groupedFiguresSql(scope)));
}

/**
 * The shop's own figures, day by day: accounts created, godsons registered with a sponsor, and the
 * wallet balances' sum at the end of each day (the ledger's sum before the range, then day by day).
 */
async function shopFigures(db: Db, scope: FiguresScope): Promise<ShopRow[]> {
  const { from, to } = scope;
  const { fromAt, toAt } = instants(scope);
  const result = await db.execute(sql`
    with days as (select d::date as day from generate_series(${from}::date, ${to}::date, interval '1 day') d),
    reg as (select ${dayOf('created_at')} as day, count(*) as n from users
      where role = 'customer' and created_at >= ${fromAt} and created_at < ${toAt} group by 1),
    sig as (select ${dayOf('registered_at')} as day, count(*) as n from referrals
      where registered_at >= ${fromAt} and registered_at < ${toAt} group by 1),
    wal as (select ${dayOf('created_at')} as day, sum(amount_cents) as n from wallet_entries
      where created_at >= ${fromAt} and created_at < ${toAt} group by 1),
    opening as (select coalesce(sum(amount_cents), 0) as n from wallet_entries where created_at < ${fromAt}),
    daily as (
      select days.day, coalesce(reg.n, 0)::int as registrations, coalesce(sig.n, 0)::int as signups,
        (opening.n + sum(coalesce(wal.n, 0)) over (order by days.day))::bigint as liabilities
      from days left join reg using (day) left join sig using (day) left join wal using (day) cross join opening)
    select day::text as day, registrations, signups, liabilities,
      sum(registrations) over ()::int as total_registrations, sum(signups) over ()::int as total_signups,
      last_value(liabilities) over (order by day rows between unbounded preceding and unbounded following)
        as end_liabilities
    from daily order by day`);
  return rowsOf<ShopRow>(result);
}

function rowView(
  row: MeasureRow | undefined,
  shop: { registrations: number; signups: number; liabilities: string | number } | null,
) {
  return {
    orders: row?.orders ?? 0,
    revenueTtc: cents(row?.ttc ?? 0),
    revenueHt: cents(row?.ht ?? 0),
    deliveryFees: cents(row?.fees ?? 0),
    averageBasket: row?.basket == null ? null : cents(row.basket),
    promoCost: cents(row?.promo ?? 0),
    slotCapacity: row?.capacity ?? 0,
    fillRate: row?.fill_rate ?? null,
    depositsOut: cents(row?.dep_out ?? 0),
    depositsReturned: cents(row?.dep_ret ?? 0),
    returnRate: row?.return_rate ?? null,
    newCustomers: row?.new_customers ?? 0,
    referralsRewarded: row?.rewarded ?? 0,
    registrations: shop?.registrations ?? null,
    referralSignups: shop?.signups ?? null,
    walletLiabilities: shop ? cents(shop.liabilities) : null,
  };
}

export type FiguresRow = ReturnType<typeof rowView>;

/** The dashboard's figures for a request's scope: per day, for the range, and per warehouse. */
export async function adminFigures(db: Db, staff: Staff, query: Query, now = new Date()) {
  const scope = figuresScope(staff, query, now);
  const [grouped, shop, warehouses] = await Promise.all([
    groupedFigures(db, scope),
    scope.wholeShop ? shopFigures(db, scope) : Promise.resolve([]),
    scopeWarehouses(db, scope.warehouseIds),
  ]);
  const byDay = new Map(grouped.filter((r) => r.no_day === 0).map((r) => [dateText(r.day!), r]));
  const byWarehouse = new Map(grouped.filter((r) => r.no_wh === 0).map((r) => [r.wh, r]));
  const total = grouped.find((r) => r.no_day === 1 && r.no_wh === 1);
  const shopByDay = new Map(shop.map((r) => [dateText(r.day), r]));
  const end = shop[0];
  const days = [];
  // Every day of the range, those without any fact too (all zeros, ratios null).
  for (let date = scope.from; date <= scope.to; date = addDays(date, 1)) {
    const s = shopByDay.get(date);
    days.push({ date, ...rowView(byDay.get(date), s ? { ...s } : null) });
  }
  return {
    from: scope.from,
    to: scope.to,
    warehouseId: query.warehouseId ?? null,
    wholeShop: scope.wholeShop,
    days,
    total: rowView(
      total,
      end
        ? {
            registrations: end.total_registrations,
            signups: end.total_signups,
            liabilities: end.end_liabilities,
          }
        : null,
    ),
    warehouses: warehouses.map((w) => ({
      warehouseId: w.id,
      key: w.key,
      name: w.name,
      ...rowView(byWarehouse.get(w.id), null),
    })),
  };
}

async function scopeWarehouses(db: Db, ids: readonly number[] | null) {
  const query = db
    .select({ id: t.warehouses.id, key: t.warehouses.key, name: t.warehouses.name })
    .from(t.warehouses);
  const rows =
    ids === null ? await query : ids.length ? await query.where(inArray(t.warehouses.id, [...ids])) : [];
  return rows.sort((a, b) => a.name.localeCompare(b.name, 'fr'));
}
