/**
 * The back-office's containers (ADR 0049, docs/containers.md): a warehouse's units per type and state,
 * their reconciliation with the money ledger (pending deposits) to the cent, the movements recorded by
 * hand (bought, washer, broken, lost) and the reuse report of a period, as figures and as a CSV.
 */
import type { createContainerMovementBody } from '@consigne/contract';
import {
  addDays,
  CONTAINER_DEPOSIT_CENTS,
  CONTAINER_TYPES,
  csvDocument,
  emptyBalances,
  figuresRange,
  localDate,
  manualMoveRefusal,
  reconcileContainers,
  reuseReport,
  toEuros,
  zonedInstant,
  type ApiLocale,
  type ContainerBalances,
  type ContainerMove,
  type ContainerState,
  type ContainerType,
  type DatedContainerMove,
  type ManualContainerReason,
} from '@consigne/domain';
import { and, desc, eq, sql, type AnyColumn } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { ApiError } from '../../lib/errors.js';
import { message, type MessageKey } from '../../lib/messages.js';
import { assertWarehouse, audit, warehouseInScope, type Actor, type Staff } from '../admin/shared/index.js';
import { recordContainerMoves } from './ledger.js';

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] =>
  Array.isArray(result) ? (result as Row[]) : ((result as { rows: Row[] }).rows ?? []);
const int = (value: unknown) => Number(value ?? 0);

async function balancesOf(db: Db | Tx, warehouseId: number, lockType?: ContainerType) {
  const query = db
    .select()
    .from(t.containerBalances)
    .where(
      and(
        eq(t.containerBalances.warehouseId, warehouseId),
        lockType ? eq(t.containerBalances.containerType, lockType) : undefined,
      ),
    );
  // A movement by hand reads the counts it checks under their rows' locks: two at once never both
  // take the same units (the table's constraint is the backstop).
  const rows = lockType ? await query.for('update') : await query;
  const balances = emptyBalances();
  for (const r of rows) balances[r.containerType][r.state] = r.quantity;
  return balances;
}

/** What the money ledger says of a warehouse: pending, forfeited, and the units its rows counted out. */
async function moneyLedger(db: Db, warehouseId: number) {
  const d = t.pendingDeposits;
  const signed = (column: AnyColumn) =>
    sql`coalesce(sum(case when ${d.kind} = 'delivery' then 1 when ${d.kind} in ('collection', 'refused') then -1 else 0 end * coalesce(${column}, 0)), 0)::int`;
  const [row] = rowsOf(
    await db.execute(sql`select
      coalesce(sum(${d.amountCents}), 0)::int as pending,
      coalesce(-sum(${d.amountCents}) filter (where ${d.kind} = 'forfeited'), 0)::int as forfeited,
      ${signed(d.crates)} as crate, ${signed(d.largeBottles)} as large_bottle, ${signed(d.smallBottles)} as small_bottle
      from ${d} where ${d.warehouseId} = ${warehouseId} and ${d.collectedAt} is null`),
  );
  return {
    pending: int(row?.pending),
    forfeited: int(row?.forfeited),
    units: {
      crate: int(row?.crate),
      large_bottle: int(row?.large_bottle),
      small_bottle: int(row?.small_bottle),
    },
  };
}

function balancesView(balances: ContainerBalances) {
  return CONTAINER_TYPES.map((type) => ({ type, ...balances[type] }));
}

/** GET /admin/containers: the counts, the reconciliation and the latest movements of a warehouse. */
export async function containersOf(db: Db, staff: Staff, query: { warehouseId?: number | undefined }) {
  const warehouseId = await warehouseInScope(db, staff, query.warehouseId);
  return containersView(db, warehouseId);
}

async function containersView(db: Db, warehouseId: number) {
  const balances = await balancesOf(db, warehouseId);
  const money = await moneyLedger(db, warehouseId);
  // Forfeited deposits settled money for containers the shop never saw again: still out by count.
  const r = reconcileContainers(balances, money.pending + money.forfeited);
  const movements = await db
    .select()
    .from(t.containerMovements)
    .where(eq(t.containerMovements.warehouseId, warehouseId))
    .orderBy(desc(t.containerMovements.at), desc(t.containerMovements.id))
    .limit(50);
  return {
    warehouseId,
    balances: balancesView(balances),
    reconciliation: {
      types: r.types.map((type) => ({
        type: type.type,
        deposit: toEuros(CONTAINER_DEPOSIT_CENTS[type.type]),
        unitsOut: type.unitsOut,
        ledgerUnits: money.units[type.type],
        value: toEuros(type.valueCents),
        agrees: type.unitsOut === money.units[type.type],
      })),
      unitsValue: toEuros(r.unitsValueCents),
      pending: toEuros(money.pending),
      forfeited: toEuros(money.forfeited),
      difference: toEuros(-r.differenceCents),
      agrees: r.agrees,
    },
    movements: movements.map((m) => ({
      id: m.id,
      type: m.containerType,
      from: m.fromState,
      to: m.toState,
      quantity: m.quantity,
      reason: m.reason,
      note: m.note,
      at: m.at.toISOString(),
    })),
  };
}

const ROUTE: Record<ManualContainerReason, { from: ContainerState | null; to: ContainerState }> = {
  purchase: { from: null, to: 'warehouse' },
  washer_out: { from: 'warehouse', to: 'washer' },
  washer_return: { from: 'washer', to: 'warehouse' },
  breakage: { from: 'warehouse', to: 'broken' },
  loss: { from: 'warehouse', to: 'lost' },
};

/**
 * POST /admin/containers/movements: a movement by hand, in the manager's own warehouse, never taking
 * more than its source holds (409), recorded once per form key (a second submit answers the counts).
 */
export async function createContainerMovement(
  db: Db,
  actor: Actor,
  body: z.infer<typeof createContainerMovementBody>,
  now = new Date(),
) {
  assertWarehouse(actor.staff, body.warehouseId);
  const route = ROUTE[body.reason];
  const from =
    body.reason === 'breakage' || body.reason === 'loss' ? (body.fromState ?? 'warehouse') : route.from;
  const move: ContainerMove = {
    type: body.type,
    from,
    to: route.to,
    quantity: body.quantity,
    reason: body.reason,
  };
  await db.transaction(async (tx) => {
    const balances = await balancesOf(tx, body.warehouseId, body.type);
    const sourceKey = `manual:${body.key}`;
    const [already] = await tx
      .select({ id: t.containerMovements.id })
      .from(t.containerMovements)
      .where(eq(t.containerMovements.sourceKey, sourceKey));
    if (already) return;
    const refusal = manualMoveRefusal(balances, move);
    if (refusal === 'containerNotEnough')
      throw new ApiError(409, refusal, {
        available: String(from ? balances[move.type][from] : 0),
        quantity: String(move.quantity),
      });
    if (refusal) throw new ApiError(400, refusal);
    const recorded = await recordContainerMoves(
      tx,
      {
        warehouseId: body.warehouseId,
        sourceKey,
        at: now,
        recordedBy: actor.staff.id,
        note: body.note ?? null,
      },
      [move],
    );
    // The same form sent twice at once: the second found no row yet, and its insert did nothing.
    if (!recorded) return;
    await audit(tx, actor, {
      action: 'container.move',
      entity: 'container_movement',
      entityId: sourceKey,
      warehouseId: body.warehouseId,
      after: { ...move, note: body.note ?? null },
    });
  });
  return containersView(db, body.warehouseId);
}

/** The reuse figures of a range of days (the figures' rule: not backwards, at most 366 days). */
export async function reuseReportOf(
  db: Db,
  staff: Staff,
  query: { warehouseId?: number | undefined; from: string; to: string },
) {
  const warehouseId = await warehouseInScope(db, staff, query.warehouseId);
  const range = figuresRange(query, localDate(new Date()));
  if ('refusal' in range) throw new ApiError(400, range.refusal);
  const from = zonedInstant(range.from, 0);
  const to = zonedInstant(addDays(range.to, 1), 0);
  const m = t.containerMovements;
  // Summed in SQL per route and reason, before the period or in it: the pure report reads those sums
  // as movements (dated at the period's start, or just before it).
  const rows = rowsOf(
    await db.execute(sql`select ${m.containerType} as type, ${m.fromState} as from_state, ${m.toState} as to_state,
        ${m.reason} as reason, (${m.at} >= ${from.toISOString()}::timestamptz) as in_period, sum(${m.quantity})::int as quantity
      from ${m} where ${m.warehouseId} = ${warehouseId} and ${m.at} < ${to.toISOString()}::timestamptz
      group by 1, 2, 3, 4, 5`),
  );
  const before = new Date(from.getTime() - 1);
  const moves: DatedContainerMove[] = rows.map((r) => ({
    type: r.type as ContainerType,
    from: (r.from_state as ContainerState | null) ?? null,
    to: r.to_state as ContainerState,
    quantity: int(r.quantity),
    reason: r.reason as DatedContainerMove['reason'],
    at: r.in_period === true || r.in_period === 't' ? from : before,
  }));
  return { warehouseId, from: range.from, to: range.to, types: reuseReport(moves, from, to) };
}

const TYPE_KEYS: Record<ContainerType, MessageKey> = {
  crate: 'containerCrate',
  large_bottle: 'containerLargeBottle',
  small_bottle: 'containerSmallBottle',
};
const CSV_COLUMNS: MessageKey[] = [
  'reuseCsvFrom',
  'reuseCsvTo',
  'reuseCsvType',
  'reuseCsvPutOnMarket',
  'reuseCsvReturned',
  'reuseCsvReturnRate',
  'reuseCsvFleet',
  'reuseCsvRotations',
  'reuseCsvBroken',
  'reuseCsvLost',
];

/** The reuse report as the shop's CSV files are (csvDocument), its headers in the reader's language. */
export async function reuseReportCsv(
  db: Db,
  staff: Staff,
  query: { warehouseId?: number | undefined; from: string; to: string },
  locale: ApiLocale,
) {
  const report = await reuseReportOf(db, staff, query);
  const [warehouse] = await db
    .select({ key: t.warehouses.key })
    .from(t.warehouses)
    .where(eq(t.warehouses.id, report.warehouseId));
  const percent = (share: number | null) => (share === null ? null : Math.round(share * 10_000) / 100);
  const csv = csvDocument([
    CSV_COLUMNS.map((key) => message(locale, key)),
    ...report.types.map((r) => [
      report.from,
      report.to,
      message(locale, TYPE_KEYS[r.type]),
      r.putOnMarket,
      r.returned,
      percent(r.returnRate),
      r.fleet,
      r.averageRotations,
      r.broken,
      r.lost,
    ]),
  ]);
  return {
    filename: `reemploi-${warehouse?.key ?? report.warehouseId}-${report.from}-${report.to}.csv`,
    csv,
  };
}
