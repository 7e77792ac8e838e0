import {
  addDays,
  daysInRange,
  figuresRange,
  localDate,
  toEuros,
  zonedInstant,
  type EmptiesUnit,
  type RejectReason,
} from '@consigne/domain';
import { sql } from 'drizzle-orm';
import * as t from '../../../db/schema/index.js';
import { ApiError } from '../../../lib/errors.js';
import { warehouseInScope } from '../shared/index.js';
import type { Db, Staff } from '../shared/index.js';

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] =>
  Array.isArray(result) ? (result as Row[]) : ((result as { rows: Row[] }).rows ?? []);
const int = (value: unknown) => Number(value ?? 0);
const empties = (r: Row | undefined) => ({
  crates: int(r?.crates),
  largeBottles: int(r?.large),
  smallBottles: int(r?.small),
  amount: toEuros(int(r?.cents)),
});

/** A day in the shop's time zone, as [from, to) instants. */
const dayRange = (from: string, to: string) =>
  [
    sql`${zonedInstant(from, 0).toISOString()}::timestamptz`,
    sql`${zonedInstant(addDays(to, 1), 0).toISOString()}::timestamptz`,
  ] as const;

/**
 * A warehouse's empties of a day: deposits out (deliveries), returned (collections credited), refused
 * per unit and reason; and its customers' pending deposits with their age, the oldest first. The
 * movements are signed by their amount, so any other kind (e.g. deposits forfeited) counts too.
 */
export async function depositsDay(db: Db, staff: Staff, query: { warehouseId?: number; date?: string }) {
  const warehouseId = await warehouseInScope(db, staff, query.warehouseId);
  const date = query.date ?? localDate(new Date());
  const [from, to] = dayRange(date, date);
  const d = t.pendingDeposits;
  const counts = sql`coalesce(sum(abs(coalesce(${d.crates}, 0))), 0)::int as crates,
    coalesce(sum(coalesce(${d.largeBottles}, 0)), 0)::int as large,
    coalesce(sum(coalesce(${d.smallBottles}, 0)), 0)::int as small,
    coalesce(sum(abs(${d.amountCents})), 0)::int as cents`;
  const moves = rowsOf(
    await db.execute(sql`select ${d.kind} as kind, ${counts} from ${d}
      where ${d.warehouseId} = ${warehouseId} and ${d.createdAt} >= ${from} and ${d.createdAt} < ${to}
        and ${d.kind} in ('delivery', 'collection')
      group by ${d.kind}`),
  );
  const r = t.collectionRejects;
  const rejected = rowsOf(
    await db.execute(sql`select ${r.unit} as unit, ${r.reason} as reason, sum(${r.count})::int as count from ${r}
      where ${r.warehouseId} = ${warehouseId} and ${r.createdAt} >= ${from} and ${r.createdAt} < ${to}
      group by ${r.unit}, ${r.reason} order by ${r.unit}, ${r.reason}`),
  );
  return {
    date,
    warehouseId,
    out: empties(moves.find((m) => m.kind === 'delivery')),
    returned: empties(moves.find((m) => m.kind === 'collection')),
    rejected: rejected.map((row) => ({
      unit: row.unit as EmptiesUnit,
      reason: row.reason as RejectReason,
      count: int(row.count),
    })),
    customers: await pendingCustomers(db, warehouseId, date),
  };
}

/**
 * Customers of the warehouse with deposits pending, the oldest first: the age is that of the oldest
 * delivery the returns have not covered yet (first in, first out).
 */
async function pendingCustomers(db: Db, warehouseId: number, date: string) {
  const d = t.pendingDeposits;
  const rows = rowsOf(
    await db.execute(sql`
      with customers as (
        select distinct ${t.orders.userId} as user_id from ${t.orders}
        where ${t.orders.warehouseId} = ${warehouseId} and ${t.isPlacedOrder()}
      ), pending as (
        select ${d.userId} as user_id, sum(${d.amountCents})::int as cents,
          sum(sign(${d.amountCents}) * coalesce(${d.crates}, 0))::int as crates,
          sum(sign(${d.amountCents}) * coalesce(${d.largeBottles}, 0))::int as large,
          sum(sign(${d.amountCents}) * coalesce(${d.smallBottles}, 0))::int as small,
          coalesce(-sum(${d.amountCents}) filter (where ${d.amountCents} < 0), 0)::int as covered
        from ${d} where ${d.userId} in (select user_id from customers) and ${d.collectedAt} is null
        group by ${d.userId} having sum(${d.amountCents}) > 0
      ), deliveries as (
        select ${d.userId} as user_id, ${d.createdAt} as at,
          sum(${d.amountCents}) over (partition by ${d.userId} order by ${d.createdAt}, ${d.id}) as running
        from ${d} where ${d.amountCents} > 0 and ${d.collectedAt} is null and ${d.userId} in (select user_id from pending)
      )
      select p.*, u.firstname, u.lastname,
        (select min(x.at) from deliveries x where x.user_id = p.user_id and x.running > p.covered) as since
      from pending p join ${t.users} u on u.id = p.user_id
      order by since asc nulls last, p.user_id
      limit 100`),
  );
  return rows.map((row) => {
    const since = row.since ? new Date(row.since as string) : null;
    return {
      id: int(row.user_id),
      name: `${row.firstname ?? ''} ${row.lastname ?? ''}`.trim(),
      pending: {
        crates: Math.max(0, int(row.crates)),
        largeBottles: Math.max(0, int(row.large)),
        smallBottles: Math.max(0, int(row.small)),
        amount: toEuros(int(row.cents)),
      },
      since: since ? since.toISOString() : null,
      ageDays: since ? Math.max(0, daysInRange(localDate(since), date) - 1) : null,
    };
  });
}

/**
 * The reconciliation of a range of days, to the cent: what was pending at its start, plus the
 * deposits delivered, minus what the wallet ledger refunded (deposit_refund entries of the
 * warehouse's collections), minus any other movement that lowers what is pending (by kind), must be
 * what is pending at its end; and the wallet's refunds must equal the collections' credited value.
 */
export async function depositsReconciliation(
  db: Db,
  staff: Staff,
  query: { warehouseId?: number; from: string; to: string },
) {
  const warehouseId = await warehouseInScope(db, staff, query.warehouseId);
  // The figures' rule for a range: not backwards, at most a year.
  const range = figuresRange(query, localDate(new Date()));
  if ('refusal' in range) throw new ApiError(400, range.refusal);
  const [from, to] = dayRange(range.from, range.to);
  const d = t.pendingDeposits;
  const w = t.walletEntries;
  const sums = rowsOf(
    await db.execute(sql`select
      coalesce(sum(${d.amountCents}) filter (where ${d.createdAt} < ${from}), 0)::int as opening,
      coalesce(sum(${d.amountCents}) filter (where ${d.createdAt} < ${to}), 0)::int as closing,
      coalesce(sum(${d.amountCents}) filter (where ${d.createdAt} >= ${from} and ${d.createdAt} < ${to} and ${d.amountCents} > 0), 0)::int as out,
      coalesce(-sum(${d.amountCents}) filter (where ${d.createdAt} >= ${from} and ${d.createdAt} < ${to} and ${d.kind} = 'collection'), 0)::int as collected
      from ${d} where ${d.warehouseId} = ${warehouseId}`),
  )[0];
  // Every other kind of negative movement (none yet: deposits forfeited will be one), by kind.
  const others = rowsOf(
    await db.execute(sql`select coalesce(${d.kind}, 'unknown') as kind, (-sum(${d.amountCents}))::int as cents from ${d}
      where ${d.warehouseId} = ${warehouseId} and ${d.createdAt} >= ${from} and ${d.createdAt} < ${to}
        and ${d.amountCents} < 0 and ${d.kind} is distinct from 'collection'
      group by ${d.kind} order by 1`),
  );
  const refunds = rowsOf(
    await db.execute(sql`select coalesce(sum(${w.amountCents}), 0)::int as cents from ${w}
      join ${d} on ${d.walletEntryId} = ${w.id}
      where ${w.reason} = 'deposit_refund' and ${d.warehouseId} = ${warehouseId}
        and ${d.createdAt} >= ${from} and ${d.createdAt} < ${to}`),
  )[0];
  const opening = int(sums?.opening);
  const closing = int(sums?.closing);
  const out = int(sums?.out);
  const refunded = int(refunds?.cents);
  const other = others.reduce((n, o) => n + int(o.cents), 0);
  const collected = int(sums?.collected);
  return {
    from: query.from,
    to: query.to,
    warehouseId,
    openingPending: toEuros(opening),
    closingPending: toEuros(closing),
    depositsOut: toEuros(out),
    refundedToWallet: toEuros(refunded),
    otherMovements: others.map((o) => ({ kind: String(o.kind), amount: toEuros(int(o.cents)) })),
    difference: toEuros(closing - (opening + out - refunded - other)),
    collectionsCredited: toEuros(collected),
    walletDifference: toEuros(refunded - collected),
  };
}
