/**
 * Back-office promo codes: create, edit (optimistic concurrency on `version`), disable at
 * once, and what each code brought, computed in SQL. Every change is audited in its transaction.
 * The storefront judges codes with packages/domain's promo rules (modules/promo/service.ts).
 */
import type {
  AdminPromoCode,
  createPromoCodeBody,
  promoCodesQuery,
  PromoCodeUse,
  updatePromoCodeBody,
} from '@consigne/contract';
import { toCents, toEuros, type ApiLocale } from '@consigne/domain';
import { and, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../../lib/actor.js';
import type { z } from 'zod';
import type { Db, Tx } from '../../../db/client.js';
import * as t from '../../../db/schema/index.js';
import { placedOrderSql } from '../../../db/schema/index.js';
import { ApiError } from '../../../lib/errors.js';
import { pgErrorOf } from '../../../lib/pg-errors.js';
import { message, type MessageKey } from '../../../lib/messages.js';
import { audit, changedFields } from '../shared/index.js';

type PromoRow = typeof t.promoCodes.$inferSelect;
type CreateBody = z.infer<typeof createPromoCodeBody>;
type UpdateBody = z.infer<typeof updatePromoCodeBody>;
interface Stats {
  uses: number;
  orders: number;
  revenueCents: number;
  discountCents: number;
}
const NO_STATS: Stats = { uses: 0, orders: 0, revenueCents: 0, discountCents: 0 };

const fieldError = (status: number, key: MessageKey, field: string, locale: ApiLocale) =>
  new ApiError(status, key, {}, [{ field, message: message(locale, key) }]);

/**
 * Uses, and the placed orders that used the code (in the delivery flow: not a card order awaiting its
 * payment, not cancelled): their count, the sum of their totals (what was billed, wallet included)
 * and the discount given. One grouped pass over the codes' uses.
 */
function statsQuery(db: Db, promoIds: readonly number[]) {
  const placed = sql.raw(placedOrderSql('o'));
  return db
    .select({
      promoCodeId: t.promoCodeUses.promoCodeId,
      uses: count(),
      orders: sql<number>`count(o.id) filter (where ${placed})`.mapWith(Number),
      revenueCents:
        sql<number>`coalesce(sum(o.amount_to_pay_cents + o.wallet_usage_cents) filter (where ${placed}), 0)`.mapWith(
          Number,
        ),
      discountCents: sql<number>`coalesce(sum(o.discount_cents) filter (where ${placed}), 0)`.mapWith(Number),
    })
    .from(t.promoCodeUses)
    .leftJoin(sql`${t.orders} o`, sql`o.id = ${t.promoCodeUses.orderId}`)
    .where(inArray(t.promoCodeUses.promoCodeId, [...promoIds]))
    .groupBy(t.promoCodeUses.promoCodeId);
}

async function statsByCode(db: Db, promoIds: readonly number[]): Promise<Map<number, Stats>> {
  if (!promoIds.length) return new Map();
  const rows = await statsQuery(db, promoIds);
  return new Map(rows.map(({ promoCodeId, ...stats }) => [promoCodeId, stats]));
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

function promoView(row: PromoRow, stats: Stats = NO_STATS): AdminPromoCode {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    amount: row.kind === 'amount' ? toEuros(row.amountCents) : null,
    percent: row.kind === 'percent' ? row.percent : null,
    giftProductKey: row.kind === 'gift' ? row.giftProductKey : null,
    minSubtotal: toEuros(row.minSubtotalCents),
    maxUsesTotal: row.maxUsesTotal,
    maxUsesPerCustomer: row.maxUsesPerCustomer,
    firstOrderOnly: row.firstOrderOnly,
    locales: row.locales,
    warehouseIds: row.warehouseIds,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    active: row.active,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    stats: {
      uses: stats.uses,
      orders: stats.orders,
      revenue: toEuros(stats.revenueCents),
      discount: toEuros(stats.discountCents),
    },
  };
}

export async function listPromoCodes(db: Db, query: z.infer<typeof promoCodesQuery>) {
  const filter = query.q ? ilike(t.promoCodes.code, `%${query.q.replace(/[\\%_]/g, '\\$&')}%`) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(t.promoCodes)
      .where(filter)
      .orderBy(desc(t.promoCodes.createdAt), desc(t.promoCodes.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ n: count() }).from(t.promoCodes).where(filter),
  ]);
  const stats = await statsByCode(
    db,
    rows.map((r) => r.id),
  );
  return {
    rows: rows.map((row) => promoView(row, stats.get(row.id))),
    total: total!.n,
    page: query.page,
    perPage: query.perPage,
  };
}

async function promoRow(db: Db | Tx, id: number, lock = false): Promise<PromoRow> {
  const query = db.select().from(t.promoCodes).where(eq(t.promoCodes.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new ApiError(404, 'promoCodeNotFound');
  return row;
}

export async function getPromoCode(db: Db, id: number): Promise<AdminPromoCode> {
  const row = await promoRow(db, id);
  return promoView(row, (await statsByCode(db, [id])).get(id));
}

/** The body's values as columns (cents inside; empty lists mean "everywhere"). */
function columnsOf(body: CreateBody) {
  return {
    code: body.code,
    kind: body.kind,
    amountCents: body.kind === 'amount' ? toCents(body.amount ?? 0) : 0,
    percent: body.kind === 'percent' ? body.percent : null,
    giftProductKey: body.kind === 'gift' ? body.giftProductKey : null,
    minSubtotalCents: toCents(body.minSubtotal),
    maxUsesTotal: body.maxUsesTotal,
    maxUsesPerCustomer: body.maxUsesPerCustomer,
    firstOrderOnly: body.firstOrderOnly,
    locales: body.locales?.length ? [...new Set(body.locales)] : null,
    warehouseIds: body.warehouseIds?.length ? [...new Set(body.warehouseIds)].sort((a, b) => a - b) : null,
    startsAt: body.startsAt ? new Date(body.startsAt) : null,
    endsAt: body.endsAt ? new Date(body.endsAt) : null,
    active: body.active,
  };
}
type PromoColumns = ReturnType<typeof columnsOf>;

/** What the form names can be wrong with existing rows: the gift's product and the warehouses. */
async function checkReferences(tx: Tx, columns: PromoColumns, locale: ApiLocale) {
  if (columns.giftProductKey) {
    const [product] = await tx
      .select({ id: t.products.id })
      .from(t.products)
      .where(eq(t.products.key, columns.giftProductKey));
    if (!product) throw fieldError(422, 'promoGiftUnknown', 'giftProductKey', locale);
  }
  if (columns.warehouseIds) {
    const found = await tx
      .select({ id: t.warehouses.id })
      .from(t.warehouses)
      .where(inArray(t.warehouses.id, columns.warehouseIds));
    if (found.length !== columns.warehouseIds.length)
      throw fieldError(422, 'warehouseNotFound', 'warehouseIds', locale);
  }
}

/** Another code spelled the same (codes are upper-cased: the unique index is case-insensitive). */
async function assertCodeFree(tx: Tx, code: string, exceptId: number | null, locale: ApiLocale) {
  const [other] = await tx
    .select({ id: t.promoCodes.id })
    .from(t.promoCodes)
    .where(eq(t.promoCodes.code, code));
  if (other && other.id !== exceptId) throw fieldError(409, 'promoCodeTaken', 'code', locale);
}

/** Two concurrent creations of one code: the unique constraint refuses the second, as a field error. */
async function uniqueCode<T>(locale: ApiLocale, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const pg = pgErrorOf(error);
    if (pg?.code === '23505' && (pg.constraint ?? 'promo_codes_code_unique') === 'promo_codes_code_unique')
      throw fieldError(409, 'promoCodeTaken', 'code', locale);
    throw error;
  }
}

/** For the audit log: the columns as JSON (dates as ISO strings). */
const auditable = (columns: Partial<PromoColumns>) =>
  JSON.parse(JSON.stringify(columns)) as Record<string, unknown>;

export async function createPromoCode(db: Db, actor: Actor, body: CreateBody) {
  const columns = columnsOf(body);
  const row = await uniqueCode(actor.locale, () =>
    db.transaction(async (tx) => {
      await checkReferences(tx, columns, actor.locale);
      await assertCodeFree(tx, columns.code, null, actor.locale);
      const [created] = await tx.insert(t.promoCodes).values(columns).returning();
      await audit(tx, actor, {
        action: 'promo.create',
        entity: 'promo_code',
        entityId: created!.id,
        after: auditable(columns),
      });
      return created!;
    }),
  );
  return promoView(row);
}

/**
 * Saves an edit made on `body.version`: `update … where id and version` — a code changed meanwhile
 * (another admin's save, a disable) matches no row and the edit is a 409 'staleVersion'.
 */
export async function updatePromoCode(db: Db, actor: Actor, id: number, body: UpdateBody) {
  const columns = columnsOf(body);
  await uniqueCode(actor.locale, () =>
    db.transaction(async (tx) => {
      const before = await promoRow(tx, id);
      await checkReferences(tx, columns, actor.locale);
      await assertCodeFree(tx, columns.code, id, actor.locale);
      const [updated] = await tx
        .update(t.promoCodes)
        .set({ ...columns, version: sql`${t.promoCodes.version} + 1`, updatedAt: sql`now()` })
        .where(and(eq(t.promoCodes.id, id), eq(t.promoCodes.version, body.version)))
        .returning({ id: t.promoCodes.id });
      if (!updated) throw new ApiError(409, 'staleVersion');
      const change = changedFields(auditable(columnsOf(viewBody(before))), auditable(columns));
      if (change)
        await audit(tx, actor, { action: 'promo.update', entity: 'promo_code', entityId: id, ...change });
    }),
  );
  return getPromoCode(db, id);
}

/** A row as the body that would write it: the audit log compares like with like. */
function viewBody(row: PromoRow): CreateBody {
  const view = promoView(row);
  return {
    code: view.code,
    kind: view.kind,
    amount: view.amount,
    percent: view.percent,
    giftProductKey: view.giftProductKey,
    minSubtotal: view.minSubtotal,
    maxUsesTotal: view.maxUsesTotal,
    maxUsesPerCustomer: view.maxUsesPerCustomer,
    firstOrderOnly: view.firstOrderOnly,
    locales: row.locales as CreateBody['locales'],
    warehouseIds: view.warehouseIds,
    startsAt: view.startsAt,
    endsAt: view.endsAt,
    active: view.active,
  };
}

/**
 * Disables a code at once, whatever version the caller read (stopping a code should never wait for a
 * reload). Carts holding it are told at their next read; checkout re-reads it under its row lock and
 * refuses it (promo/service.ts recordPromoUse).
 */
export async function disablePromoCode(db: Db, actor: Actor, id: number) {
  await db.transaction(async (tx) => {
    const before = await promoRow(tx, id, true);
    if (!before.active) return;
    await tx
      .update(t.promoCodes)
      .set({ active: false, version: sql`${t.promoCodes.version} + 1`, updatedAt: sql`now()` })
      .where(eq(t.promoCodes.id, id));
    await audit(tx, actor, {
      action: 'promo.disable',
      entity: 'promo_code',
      entityId: id,
      before: { active: true },
      after: { active: false },
    });
  });
  return getPromoCode(db, id);
}

/** A code's uses, newest first, with their customer and order (total and discount in euros). */
export async function listPromoCodeUses(
  db: Db,
  id: number,
  { page, perPage }: { page: number; perPage: number },
): Promise<{ rows: PromoCodeUse[]; total: number; page: number; perPage: number }> {
  await promoRow(db, id);
  const where: SQL = eq(t.promoCodeUses.promoCodeId, id);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: t.promoCodeUses.id,
        usedAt: t.promoCodeUses.usedAt,
        customerId: t.users.id,
        customerEmail: t.users.email,
        orderId: t.orders.id,
        orderStatus: t.orders.status,
        amountToPayCents: t.orders.amountToPayCents,
        walletUsageCents: t.orders.walletUsageCents,
        discountCents: t.orders.discountCents,
      })
      .from(t.promoCodeUses)
      .innerJoin(t.users, eq(t.users.id, t.promoCodeUses.userId))
      .leftJoin(t.orders, eq(t.orders.id, t.promoCodeUses.orderId))
      .where(where)
      .orderBy(desc(t.promoCodeUses.usedAt), desc(t.promoCodeUses.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(t.promoCodeUses).where(where),
  ]);
  return {
    rows: rows.map((r) => ({
      id: r.id,
      usedAt: r.usedAt.toISOString(),
      customerId: r.customerId,
      customerEmail: r.customerEmail,
      orderId: r.orderId,
      orderStatus: r.orderStatus,
      orderTotal:
        r.amountToPayCents === null ? null : toEuros(r.amountToPayCents + (r.walletUsageCents ?? 0)),
      discount: r.discountCents === null ? null : toEuros(r.discountCents),
    })),
    total: total!.n,
    page,
    perPage,
  };
}
