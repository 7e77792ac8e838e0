import {
  addCounts,
  averageImpact,
  impactOf,
  monthOf,
  monthsBetween,
  NO_CONTAINERS,
  returnRates,
  SHOP_TIME_ZONE,
  sumImpact,
  type ContainerCounts,
  type ImpactFigures,
} from '@consigne/domain';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';

/** How many months of the whole shop's history the comparison carries. */
export const SHOP_MONTHS = 12;

export interface ImpactMonth {
  month: string;
  delivered: ContainerCounts;
  returned: ContainerCounts;
  impact: ImpactFigures;
}

interface Movement {
  month: string;
  kind: 'delivery' | 'collection';
  counts: ContainerCounts;
}

const p = t.pendingDeposits;

/**
 * Crates and bottles delivered and collected, summed by month (in the shop's time zone) and kind:
 * the 'delivery' rows written when an order is delivered and the 'collection' rows of the empties
 * handed back. Legacy rows without a kind or counts count for nothing.
 */
async function movements(db: Db, where?: SQL): Promise<Movement[]> {
  // The zone is a constant written in the query (a bound parameter would make GROUP BY see two expressions).
  const month = sql<string>`to_char(${p.createdAt} at time zone ${sql.raw(`'${SHOP_TIME_ZONE}'`)}, 'YYYY-MM')`;
  const rows = await db
    .select({
      month,
      kind: p.kind,
      crates: sql<string>`coalesce(sum(${p.crates}), 0)`,
      largeBottles: sql<string>`coalesce(sum(${p.largeBottles}), 0)`,
      smallBottles: sql<string>`coalesce(sum(${p.smallBottles}), 0)`,
    })
    .from(p)
    .where(and(inArray(p.kind, ['delivery', 'collection']), where))
    .groupBy(month, p.kind);
  return rows.map((r) => ({
    month: r.month,
    kind: r.kind as Movement['kind'],
    counts: {
      crates: Number(r.crates),
      largeBottles: Number(r.largeBottles),
      smallBottles: Number(r.smallBottles),
    },
  }));
}

/**
 * Every month of `months` with what was delivered and returned in it and the impact of its
 * deliveries; then the totals over all rows, whose impact is the sum of every month's (so that the
 * months add up to it exactly).
 */
function summarize(rows: Movement[], months: string[]) {
  const delivered = new Map<string, ContainerCounts>();
  const returned = new Map<string, ContainerCounts>();
  for (const row of rows) {
    const into = row.kind === 'delivery' ? delivered : returned;
    into.set(row.month, addCounts(into.get(row.month) ?? NO_CONTAINERS, row.counts));
  }
  const total = (map: Map<string, ContainerCounts>) => [...map.values()].reduce(addCounts, NO_CONTAINERS);
  const totalDelivered = total(delivered);
  const totalReturned = total(returned);
  return {
    delivered: totalDelivered,
    returned: totalReturned,
    impact: sumImpact([...delivered.values()].map(impactOf)),
    reused: totalReturned.largeBottles + totalReturned.smallBottles,
    returnRate: returnRates(totalDelivered, totalReturned),
    months: months.map((month): ImpactMonth => {
      const d = delivered.get(month) ?? NO_CONTAINERS;
      return { month, delivered: d, returned: returned.get(month) ?? NO_CONTAINERS, impact: impactOf(d) };
    }),
  };
}

/**
 * The customer's impact: since their first order (or first delivery on record), month by month up
 * to this one.
 */
export async function customerImpact(db: Db, userId: number, now = new Date()) {
  const [first] = await db
    .select({ at: sql<Date | string | null>`min(${t.orders.placedAt})` })
    .from(t.orders)
    .where(and(eq(t.orders.userId, userId), t.isPlacedOrder()));
  const [firstMovement] = await db
    .select({ at: sql<Date | string | null>`min(${p.createdAt})` })
    .from(p)
    .where(and(eq(p.userId, userId), inArray(p.kind, ['delivery', 'collection'])));
  const starts = [first?.at, firstMovement?.at]
    .filter((d): d is Date | string => d !== null && d !== undefined)
    .map((d) => new Date(d));
  const since = starts.length ? new Date(Math.min(...starts.map((d) => d.getTime()))) : null;
  const rows = await movements(db, eq(p.userId, userId));
  const months = since ? monthsBetween(monthOf(since), monthOf(now)) : [];
  return { since: since?.toISOString() ?? null, ...summarize(rows, months) };
}

/**
 * The whole shop's figures (the comparison): its totals, its last {@link SHOP_MONTHS} months (this one included), and an
 * average customer's (a customer being anyone with a delivery on record).
 */
export async function shopImpact(db: Db, now = new Date()) {
  const rows = await movements(db);
  const [customers] = await db
    .select({ n: sql<string>`count(distinct ${p.userId})` })
    .from(p)
    .where(eq(p.kind, 'delivery'));
  const current = monthOf(now);
  const [y, m] = current.split('-').map(Number);
  const first = new Date(Date.UTC(y!, m! - SHOP_MONTHS, 15));
  const summary = summarize(rows, monthsBetween(monthOf(first), current));
  const count = Number(customers?.n ?? 0);
  return {
    customers: count,
    ...summary,
    average: averageImpact(summary.impact, count),
    computedAt: now.toISOString(),
  };
}
