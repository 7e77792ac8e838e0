/**
 * Deposits never returned in time become a sale of the packaging (ADR 0015): the rule
 * is packages/domain's forfeitableCents and packagingSale; here, the run over every customer (a daily
 * job, or an admin's "run now"), each warehouse's period, and the sales made.
 */
import type { depositForfeitsQuery } from '@consigne/contract';
import {
  forfeitableCents,
  packagingSale,
  toEuros,
  vatCountryOf,
  vatRate,
  type Cents,
} from '@consigne/domain';
import { and, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../../lib/actor.js';
import type { z } from 'zod';
import type { Db, Tx } from '../../../db/client.js';
import * as t from '../../../db/schema/index.js';
import { ApiError } from '../../../lib/errors.js';
import { assertWarehouse, audit, type Staff, warehouseFilter } from '../shared/index.js';
import { figuresScope } from '../figures/index.js';

interface Standing {
  userId: number;
  /** Deposits delivered before their warehouse's period began, still counted as pending. */
  aged: Cents;
  /** Everything that settled deposits so far: collections and earlier forfeits (positive). */
  settled: Cents;
  /** The warehouse of the newest aged delivery: the sale's seller (its country's VAT, its period). */
  warehouseId: number | null;
}

const d = t.pendingDeposits;

/**
 * Each customer's aged deposits and settlements, as pendingDepositsSql counts them (rows not marked
 * collected). A delivery is aged once older than its own warehouse's period (the row's warehouse,
 * its order's since migration 0029); a row without a warehouse (a legacy one) never is.
 */
async function standings(db: Db | Tx, now: Date, where: SQL = sql`true`): Promise<Standing[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const aged = sql`${d.amountCents} > 0 and ${d.createdAt} < ${at} - make_interval(days => ${t.warehouses.depositForfeitDays})`;
  const rows = await db
    .select({
      userId: d.userId,
      aged: sql<number>`coalesce(sum(${d.amountCents}) filter (where ${aged}), 0)::int`,
      settled: sql<number>`coalesce(-sum(${d.amountCents}) filter (where ${d.amountCents} < 0), 0)::int`,
      warehouseId: sql<
        number | null
      >`(array_agg(${t.warehouses.id} order by ${d.createdAt} desc, ${d.id} desc) filter (where ${aged}))[1]`,
    })
    .from(d)
    .leftJoin(t.warehouses, eq(t.warehouses.id, d.warehouseId))
    .where(and(sql`${d.collectedAt} is null`, where))
    .groupBy(d.userId)
    .having(
      sql`coalesce(sum(${d.amountCents}) filter (where ${aged}), 0) > coalesce(-sum(${d.amountCents}) filter (where ${d.amountCents} < 0), 0)`,
    );
  return rows.map((r) => ({ ...r, aged: Number(r.aged), settled: Number(r.settled) }));
}

/**
 * One customer's forfeit, under the lock their collections take (so an empty handed back at the same
 * moment is either settled first or sees the forfeit): recomputed inside it, so a second run, or two
 * instances running at once, sell nothing twice. Returns the amount sold (0 when nothing was due).
 */
async function forfeitCustomer(db: Db, userId: number, now: Date): Promise<Cents> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`deposits:${userId}`}))`);
    const [standing] = await standings(tx, now, eq(d.userId, userId));
    if (!standing || standing.warehouseId === null) return 0;
    const amount = forfeitableCents(standing.aged, standing.settled);
    if (amount <= 0) return 0;
    const [warehouse] = await tx
      .select({ country: t.warehouses.country, days: t.warehouses.depositForfeitDays })
      .from(t.warehouses)
      .where(eq(t.warehouses.id, standing.warehouseId));
    const [row] = await tx
      .insert(d)
      .values({
        userId,
        amountCents: -amount,
        kind: 'forfeited',
        warehouseId: standing.warehouseId,
        createdAt: now,
      })
      .returning({ id: d.id });
    const sale = packagingSale(amount, vatCountryOf(warehouse!));
    await tx.insert(t.depositForfeits).values({
      userId,
      warehouseId: standing.warehouseId,
      pendingDepositId: row!.id,
      ...sale,
      forfeitDays: warehouse!.days,
      createdAt: now,
    });
    return amount;
  });
}

/** Forfeits every customer's deposits not returned in time; what the run sold. */
export async function forfeitUnreturnedDeposits(db: Db, now = new Date()) {
  const due = await standings(db, now);
  let customers = 0;
  let totalCents = 0;
  for (const { userId } of due) {
    const amount = await forfeitCustomer(db, userId, now);
    if (amount > 0) {
      customers += 1;
      totalCents += amount;
    }
  }
  return { customers, totalCents };
}

/** POST /admin/deposit-forfeits/run (admins): the daily run, now; audit-logged with what it sold. */
export async function runForfeitsNow(db: Db, actor: Actor, now = new Date()) {
  const result = await forfeitUnreturnedDeposits(db, now);
  await audit(db, actor, {
    action: 'depositForfeits.run',
    entity: 'deposit_forfeits',
    after: result,
  });
  return { customers: result.customers, total: toEuros(result.totalCents) };
}

/** Each warehouse of the account's scope with its period and the VAT rate its packaging is sold at. */
export async function forfeitSettings(db: Db, staff: Staff) {
  const ids = warehouseFilter(staff);
  const rows = await db
    .select({
      warehouseId: t.warehouses.id,
      name: t.warehouses.name,
      forfeitDays: t.warehouses.depositForfeitDays,
      country: t.warehouses.country,
    })
    .from(t.warehouses)
    .where(ids === null ? undefined : inArray(t.warehouses.id, ids.length ? [...ids] : [-1]))
    .orderBy(t.warehouses.name);
  return {
    warehouses: rows.map(({ country, ...row }) => ({
      ...row,
      vatRateBp: Math.round(vatRate(vatCountryOf({ country }), 'standard') * 10_000),
    })),
  };
}

/** Sets a warehouse's period (its manager or an admin), audit-logged. */
export async function saveForfeitSetting(db: Db, actor: Actor, warehouseId: number, forfeitDays: number) {
  const staff = actor.staff;
  assertWarehouse(staff, warehouseId);
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ days: t.warehouses.depositForfeitDays })
      .from(t.warehouses)
      .where(eq(t.warehouses.id, warehouseId))
      .for('update');
    if (!before) throw new ApiError(404, 'warehouseNotFound');
    if (before.days === forfeitDays) return;
    await tx
      .update(t.warehouses)
      .set({ depositForfeitDays: forfeitDays })
      .where(eq(t.warehouses.id, warehouseId));
    await audit(tx, actor, {
      action: 'depositForfeits.setting',
      entity: 'warehouse',
      entityId: warehouseId,
      warehouseId,
      before: { forfeitDays: before.days },
      after: { forfeitDays },
    });
  });
  return forfeitSettings(db, staff);
}

type Query = z.infer<typeof depositForfeitsQuery>;

/** The sales of a range of days, newest first, with their sums. */
export async function listForfeits(db: Db, staff: Staff, query: Query, now = new Date()) {
  const scope = figuresScope(staff, query, now);
  const f = t.depositForfeits;
  const ids = scope.warehouseIds;
  const rows = await db
    .select({
      forfeit: f,
      warehouseName: t.warehouses.name,
      customer: {
        id: t.users.id,
        firstname: t.users.firstname,
        lastname: t.users.lastname,
        email: t.users.email,
      },
    })
    .from(f)
    .innerJoin(t.warehouses, eq(t.warehouses.id, f.warehouseId))
    .innerJoin(t.users, eq(t.users.id, f.userId))
    .where(
      and(
        gte(f.createdAt, scope.fromAt),
        lt(f.createdAt, scope.toAt),
        ids === null ? undefined : inArray(f.warehouseId, ids.length ? [...ids] : [-1]),
      ),
    )
    .orderBy(desc(f.createdAt), desc(f.id));
  const sum = (pick: (r: (typeof rows)[number]) => number) => rows.reduce((s, r) => s + pick(r), 0);
  return {
    from: scope.from,
    to: scope.to,
    warehouseId: query.warehouseId ?? null,
    forfeits: rows.map(({ forfeit, warehouseName, customer }) => ({
      id: forfeit.id,
      createdAt: forfeit.createdAt.toISOString(),
      customer: {
        id: customer.id,
        name: `${customer.firstname} ${customer.lastname}`.trim(),
        email: customer.email,
      },
      warehouseId: forfeit.warehouseId,
      warehouseName,
      total: toEuros(forfeit.totalCents),
      net: toEuros(forfeit.netCents),
      vat: toEuros(forfeit.vatCents),
      vatRateBp: forfeit.vatRateBp,
      forfeitDays: forfeit.forfeitDays,
    })),
    total: toEuros(sum((r) => r.forfeit.totalCents)),
    net: toEuros(sum((r) => r.forfeit.netCents)),
    vat: toEuros(sum((r) => r.forfeit.vatCents)),
  };
}
