/**
 * Prices, anti-waste discounts, availability and stock of warehouse entries, for the back-office:
 * every read and write checks the staff member's warehouses; every write is audited in its own
 * transaction and empties the catalogue caches of every instance.
 */
import type {
  createStockEntryBody,
  createStockMovementBody,
  stockEntriesQuery,
  updateStockEntryBody,
} from '@consigne/contract';
import { discountEndOf, discountLastDayOf, LOW_STOCK_AT, toCents, toEuros } from '@consigne/domain';
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  lte,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Actor } from '../../../lib/actor.js';
import type { z } from 'zod';
import type { Db, Tx } from '../../../db/client.js';
import * as t from '../../../db/schema/index.js';
import { ApiError } from '../../../lib/errors.js';
import { invalidate } from '../../../lib/invalidation.js';
import { message } from '../../../lib/messages.js';
import { effectiveDiscount } from '../../catalog/index.js';
import { recordMovements } from '../../stock/index.js';
import {
  assertWarehouse,
  audit,
  changedFields,
  scopedWarehouses,
  type Staff,
  warehouseFilter,
} from '../shared/index.js';

const pw = t.productWarehouses;

const entryColumns = {
  id: pw.id,
  productId: pw.productId,
  productKey: t.products.key,
  name: t.productTranslations.name,
  brand: t.products.brand,
  warehouseId: pw.warehouseId,
  warehouseKey: t.warehouses.key,
  warehouseName: t.warehouses.name,
  slug: pw.slug,
  priceCents: pw.priceCents,
  discountPercent: pw.discountAntiWastePercent,
  discountEndsAt: pw.discountEndsAt,
  discountActive: sql<boolean>`${effectiveDiscount()} > 0`,
  isAvailable: pw.isAvailable,
  maxOrderable: pw.maxOrderable,
  stock: pw.stock,
  version: pw.version,
};

/** Entries with their product (French name) and warehouse. */
export const selectEntries = (db: Db | Tx) =>
  db
    .select(entryColumns)
    .from(pw)
    .innerJoin(t.products, eq(t.products.id, pw.productId))
    .innerJoin(t.warehouses, eq(t.warehouses.id, pw.warehouseId))
    .leftJoin(
      t.productTranslations,
      and(eq(t.productTranslations.productId, pw.productId), eq(t.productTranslations.locale, 'fr')),
    )
    .$dynamic();

export type EntryRow = Awaited<ReturnType<ReturnType<typeof selectEntries>['execute']>>[number];

export const entryView = (row: EntryRow) => ({
  id: row.id,
  productId: row.productId,
  productKey: row.productKey,
  name: row.name ?? row.productKey,
  brand: row.brand,
  warehouseId: row.warehouseId,
  warehouseKey: row.warehouseKey,
  warehouseName: row.warehouseName,
  slug: row.slug,
  price: toEuros(row.priceCents),
  discountPercent: row.discountPercent,
  discountUntil: row.discountEndsAt ? discountLastDayOf(row.discountEndsAt) : null,
  discountActive: row.discountActive,
  isAvailable: row.isAvailable,
  maxOrderable: row.maxOrderable,
  stock: row.stock,
  version: row.version,
});
export type EntryView = ReturnType<typeof entryView>;

/** The settings of an entry as the audit log keeps them (cents, the discount's last day). */
const settingsOf = (e: EntryView) => ({
  priceCents: toCents(e.price),
  discountPercent: e.discountPercent,
  discountUntil: e.discountUntil,
  isAvailable: e.isAvailable,
  maxOrderable: e.maxOrderable,
});

async function readEntry(db: Db | Tx, id: number): Promise<EntryView | null> {
  const [row] = await selectEntries(db).where(eq(pw.id, id));
  return row ? entryView(row) : null;
}

/** The entry, if it exists (404) and the staff member runs its warehouse (403). */
export async function scopedEntry(db: Db | Tx, staff: Staff, id: number): Promise<EntryView> {
  const entry = await readEntry(db, id);
  if (!entry) throw new ApiError(404, 'stockEntryNotFound');
  assertWarehouse(staff, entry.warehouseId);
  return entry;
}

/** An entry on sale whose tracked stock is low: the stock list's filter and the board's count. */
export const lowStockEntry = () =>
  and(eq(pw.isAvailable, true), isNotNull(pw.stock), lte(pw.stock, LOW_STOCK_AT))!;

export async function listEntries(db: Db, staff: Staff, q: z.infer<typeof stockEntriesQuery>) {
  assertWarehouse(staff, q.warehouseId);
  const where: SQL[] = [eq(pw.warehouseId, q.warehouseId)];
  if (q.search) {
    const like = `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(
      or(
        ilike(t.productTranslations.name, like),
        ilike(t.products.brand, like),
        ilike(pw.slug, like),
        ilike(t.products.key, like),
      )!,
    );
  }
  if (q.low) where.push(lowStockEntry());
  const filter = and(...where);
  const [rows, [total]] = await Promise.all([
    selectEntries(db)
      .where(filter)
      .orderBy(asc(t.productTranslations.name), asc(pw.id))
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage),
    db
      .select({ n: count() })
      .from(pw)
      .innerJoin(t.products, eq(t.products.id, pw.productId))
      .leftJoin(
        t.productTranslations,
        and(eq(t.productTranslations.productId, pw.productId), eq(t.productTranslations.locale, 'fr')),
      )
      .where(filter),
  ]);
  return { rows: rows.map(entryView), total: total!.n, page: q.page, perPage: q.perPage };
}

/** An entry, the same product in the staff member's other warehouses, and those that do not sell it yet. */
export async function entryDetail(db: Db, staff: Staff, id: number) {
  const entry = await scopedEntry(db, staff, id);
  const scope = warehouseFilter(staff);
  const siblings = (
    await selectEntries(db)
      .where(
        and(
          eq(pw.productId, entry.productId),
          ne(pw.id, entry.id),
          scope ? inArray(pw.warehouseId, [...scope]) : undefined,
        ),
      )
      .orderBy(asc(t.warehouses.name))
  ).map(entryView);
  const selling = new Set([entry.warehouseId, ...siblings.map((s) => s.warehouseId)]);
  const missingWarehouses = (await scopedWarehouses(db, staff)).filter((w) => !selling.has(w.id));
  return { ...entry, siblings, missingWarehouses };
}

const discountEndsAtOf = (until: string | null) => (until === null ? null : discountEndOf(until));

/** Saves an entry's settings if nobody saved it since `version` was read (409 'staleVersion'). */
export async function updateEntry(
  db: Db,
  actor: Actor,
  id: number,
  body: z.infer<typeof updateStockEntryBody>,
): Promise<EntryView> {
  const staff = actor.staff;
  return db.transaction(async (tx) => {
    const before = await scopedEntry(tx, staff, id);
    const saved = await tx
      .update(pw)
      .set({
        priceCents: toCents(body.price),
        discountAntiWastePercent: body.discountPercent,
        discountEndsAt: discountEndsAtOf(body.discountUntil),
        isAvailable: body.isAvailable,
        maxOrderable: body.maxOrderable,
        version: sql`${pw.version} + 1`,
      })
      .where(and(eq(pw.id, id), eq(pw.version, body.version)))
      .returning({ id: pw.id });
    if (!saved.length) throw new ApiError(409, 'staleVersion');
    const after = (await readEntry(tx, id))!;
    const diff = changedFields(settingsOf(before), settingsOf(after));
    await audit(tx, actor, {
      action: 'stock.entry.update',
      entity: 'product_warehouse',
      entityId: id,
      warehouseId: after.warehouseId,
      before: diff?.before ?? {},
      after: diff?.after ?? {},
    });
    await invalidate(tx, 'catalog');
    return after;
  });
}

/** Sells a product in one more warehouse of the staff member's (409 when it already does). */
export async function createEntry(
  db: Db,
  actor: Actor,
  body: z.infer<typeof createStockEntryBody>,
): Promise<EntryView> {
  const staff = actor.staff;
  assertWarehouse(staff, body.warehouseId);
  return db.transaction(async (tx) => {
    const [product] = await tx
      .select({ id: t.products.id, key: t.products.key })
      .from(t.products)
      .where(eq(t.products.id, body.productId));
    if (!product) throw new ApiError(404, 'stockProductNotFound');
    const [warehouse] = await tx
      .select({ id: t.warehouses.id })
      .from(t.warehouses)
      .where(eq(t.warehouses.id, body.warehouseId));
    if (!warehouse) throw new ApiError(404, 'warehouseNotFound');
    // The product keeps its slug from one warehouse to the next (its URL is the same in every zone).
    const [sibling] = await tx
      .select({ slug: pw.slug })
      .from(pw)
      .where(eq(pw.productId, product.id))
      .limit(1);
    const [created] = await tx
      .insert(pw)
      .values({
        productId: product.id,
        warehouseId: warehouse.id,
        slug: sibling?.slug ?? product.key,
        priceCents: toCents(body.price),
        discountAntiWastePercent: body.discountPercent,
        discountEndsAt: discountEndsAtOf(body.discountUntil),
        isAvailable: body.isAvailable,
        maxOrderable: body.maxOrderable,
        stock: body.stock,
      })
      .onConflictDoNothing()
      .returning({ id: pw.id });
    if (!created) throw new ApiError(409, 'stockEntryExists');
    if (body.stock !== null)
      await recordMovements(tx, [
        {
          productWarehouseId: created.id,
          kind: 'received',
          quantity: body.stock,
          stockAfter: body.stock,
          actorId: staff.id,
        },
      ]);
    const entry = (await readEntry(tx, created.id))!;
    await audit(tx, actor, {
      action: 'stock.entry.create',
      entity: 'product_warehouse',
      entityId: entry.id,
      warehouseId: entry.warehouseId,
      after: { ...settingsOf(entry), stock: entry.stock, productId: entry.productId },
    });
    await invalidate(tx, 'catalog');
    return entry;
  });
}

/**
 * A delivery received or a count's correction: the stock moves by `quantity` in one conditional
 * update (never below 0; an untracked stock starts from 0), with its movement and audit entry.
 */
export async function moveStock(
  db: Db,
  actor: Actor,
  id: number,
  body: z.infer<typeof createStockMovementBody>,
) {
  const staff = actor.staff;
  return db.transaction(async (tx) => {
    const before = await scopedEntry(tx, staff, id);
    const next = sql`coalesce(${pw.stock}, 0) + ${body.quantity}`;
    const [moved] = await tx
      .update(pw)
      .set({ stock: next })
      .where(and(eq(pw.id, id), sql`${next} >= 0`))
      .returning({ stock: pw.stock });
    if (!moved) {
      const [now] = await tx.select({ stock: pw.stock }).from(pw).where(eq(pw.id, id));
      const params = { stock: String(now?.stock ?? 0) };
      throw new ApiError(409, 'stockNegative', params, [
        { field: 'quantity', message: message(actor.locale, 'stockNegative', params) },
      ]);
    }
    const movement = {
      productWarehouseId: id,
      kind: body.kind,
      quantity: body.quantity,
      stockAfter: moved.stock!,
      reason: body.reason ?? null,
      actorId: staff.id,
    };
    await recordMovements(tx, [movement]);
    await audit(tx, actor, {
      action: body.kind === 'received' ? 'stock.receive' : 'stock.adjust',
      entity: 'product_warehouse',
      entityId: id,
      warehouseId: before.warehouseId,
      before: { stock: before.stock },
      after: { stock: moved.stock, quantity: body.quantity, reason: body.reason ?? null },
    });
    await invalidate(tx, 'catalog');
    const [last] = await movementRows(tx, id, 1, 0);
    return { entry: (await readEntry(tx, id))!, movement: last! };
  });
}

const movementRows = (db: Db | Tx, entryId: number, limit: number, offset: number) =>
  db
    .select({
      id: t.stockMovements.id,
      kind: t.stockMovements.kind,
      quantity: t.stockMovements.quantity,
      stockAfter: t.stockMovements.stockAfter,
      reason: t.stockMovements.reason,
      orderId: t.stockMovements.orderId,
      actorEmail: t.users.email,
      at: t.stockMovements.at,
    })
    .from(t.stockMovements)
    .leftJoin(t.users, eq(t.users.id, t.stockMovements.actorId))
    .where(eq(t.stockMovements.productWarehouseId, entryId))
    .orderBy(desc(t.stockMovements.id))
    .limit(limit)
    .offset(offset)
    .then((rows) => rows.map((r) => ({ ...r, at: r.at.toISOString() })));

export async function listMovements(db: Db, staff: Staff, id: number, q: { page: number; perPage: number }) {
  await scopedEntry(db, staff, id);
  const [rows, [total]] = await Promise.all([
    movementRows(db, id, q.perPage, (q.page - 1) * q.perPage),
    db.select({ n: count() }).from(t.stockMovements).where(eq(t.stockMovements.productWarehouseId, id)),
  ]);
  return { rows, total: total!.n, page: q.page, perPage: q.perPage };
}
