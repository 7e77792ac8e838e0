/**
 * A product missing during picking: its line is removed, or substituted by a product of the same
 * format from the same warehouse; the order is re-priced with the domain's rules (repriceOrder over
 * cartTotals), the stock of both products moves with its history, the customer is told by e-mail, and
 * the change lands in the order's history and the audit log — all in one transaction, under the
 * order's row lock (ticks share-lock it, so they wait or see the change).
 *
 * Lock order: the order's row, then the stock rows in entry-id order (as a checkout and a cancel),
 * then the wallet's (ledger trigger).
 */
import type { missingLineBody } from '@consigne/contract';
import {
  bottleDepositCents,
  discountedPrice,
  formatVolume,
  fromApiLocale,
  isLocale,
  priceExcludingVat,
  rankSubstitutes,
  substituteUnitPriceCents,
  toEuros,
  vatCountryOf,
  vatRate,
  type ApiLocale,
  type Locale,
  type PackageTypeCode,
  type SubstituteTier,
  type VatClass,
} from '@consigne/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../../lib/actor.js';
import type { z } from 'zod';
import type { Db, Tx } from '../../../db/client.js';
import * as t from '../../../db/schema/index.js';
import { notify } from '../../notifications/index.js';
import { ApiError } from '../../../lib/errors.js';
import {
  effectiveDiscount,
  entryMinimumAge,
  isOrderableEntry,
  localized,
  productNameIn,
  productThumbUrl,
} from '../../catalog/index.js';
import { dislikedProductIds } from '../../cart/index.js';
import { recordSold, repriceLockedOrder, takeStock } from '../../orders/index.js';
import { recordMovements } from '../../stock/index.js';
import { assertWarehouse, audit, type Staff } from '../shared/index.js';
import { orderChangedMail } from './mail.js';
import { isOpenForPicking, pickingOrder } from './service.js';

type OrderRow = typeof t.orders.$inferSelect;
type LineRow = typeof t.orderLines.$inferSelect;
type MissingBody = z.infer<typeof missingLineBody>;

/** The order under its row lock, open for picking, whose amount may change (not card-paid). */
async function lockOpenOrder(tx: Tx, staff: Staff, orderId: number): Promise<OrderRow> {
  const [order] = await tx.select().from(t.orders).where(eq(t.orders.id, orderId)).for('update');
  if (!order) throw new ApiError(404, 'orderNotFound');
  assertWarehouse(staff, order.warehouseId);
  if (!isOpenForPicking(order.status)) throw new ApiError(409, 'pickingOrderClosed');
  // A card payment is taken: a lower amount would leave a card refund due, which picking does not
  // make (refunds are the order page's, with their reason).
  if (order.paymentMethod === 'stripe' && order.paymentStatus === 'paid')
    throw new ApiError(409, 'pickingCardPaid');
  return order;
}

async function orderLine(tx: Tx, orderId: number, lineId: number): Promise<LineRow> {
  const [line] = await tx
    .select()
    .from(t.orderLines)
    .where(and(eq(t.orderLines.id, lineId), eq(t.orderLines.orderId, orderId)));
  if (!line) throw new ApiError(404, 'pickingLineNotFound');
  return line;
}

/** An entry as a substitute would be sold: its product, price now, name in the order's language. */
export async function entryForSale(db: Db | Tx, entryId: number, locale: Locale) {
  const [row] = await db
    .select({
      entry: t.productWarehouses,
      product: t.products,
      packageType: t.packageTypes.code,
      masterNames: t.categoryMasters.names,
      categorySlug: t.categories.slug,
      masterSlug: t.categoryMasters.slug,
      photoId: t.productImages.photoId,
      discount: effectiveDiscount(),
      orderable: sql<boolean>`${isOrderableEntry()}`,
      name: productNameIn(locale),
    })
    .from(t.productWarehouses)
    .innerJoin(t.products, eq(t.products.id, t.productWarehouses.productId))
    .innerJoin(t.packageTypes, eq(t.packageTypes.id, t.products.packageTypeId))
    .innerJoin(t.categories, eq(t.categories.id, t.products.categoryId))
    .innerJoin(t.categoryMasters, eq(t.categoryMasters.id, t.categories.masterId))
    .leftJoin(t.productImages, eq(t.productImages.productId, t.products.id))
    .where(eq(t.productWarehouses.id, entryId));
  return row;
}

type SaleRow = NonNullable<Awaited<ReturnType<typeof entryForSale>>>;

/** An order line of an entry sold at `unitCents` (incl. VAT), in the order's VAT country and language. */
export function saleLine(order: OrderRow, row: SaleRow, unitCents: number, locale: Locale) {
  const country = vatCountryOf(order);
  const vatClass = row.product.vatClass as VatClass;
  return {
    productWarehouseId: row.entry.id,
    productId: row.product.id,
    name: row.name,
    volume: formatVolume(row.product.volume, row.product.unit),
    thumb: productThumbUrl(row.product.id, row.photoId),
    categoryMasterName: localized(row.masterNames, locale),
    packageType: row.packageType,
    unitPriceTtcCents: unitCents,
    unitPriceHtCents: priceExcludingVat(unitCents, country, vatClass),
    vatRateBp: Math.round(vatRate(country, vatClass) * 10_000),
    bottleDepositCents: bottleDepositCents(row.product.depositClass),
    isAlcohol: (row.product.alcoholLevel ?? 0) > 0,
    minimumAge: entryMinimumAge({ ...row, alcoholLevel: row.product.alcoholLevel }, country),
  };
}

/** The substitute's order line: refused unless same warehouse, same format, another product, orderable. */
async function substituteLine(tx: Tx, order: OrderRow, line: LineRow, entryId: number, locale: Locale) {
  if (line.isLocked) throw new ApiError(409, 'pickingGiftNoSubstitute');
  // The shopper's word binds the picker: no substitute when they asked for a refund, only theirs when they chose one.
  if (
    line.substitution === 'none' ||
    (line.substitution === 'product' && line.substituteProductWarehouseId !== entryId)
  )
    throw new ApiError(409, 'substituteNotShoppersChoice');
  const row = await entryForSale(tx, entryId, locale);
  if (!row) throw new ApiError(422, 'substituteNotFound');
  if (row.entry.warehouseId !== order.warehouseId) throw new ApiError(422, 'substituteOtherWarehouse');
  if (row.packageType !== line.packageType) throw new ApiError(422, 'substituteOtherFormat');
  if (row.entry.id === line.productWarehouseId) throw new ApiError(422, 'substituteSameProduct');
  if (!row.orderable) throw new ApiError(409, 'substituteUnavailable');
  const unit = substituteUnitPriceCents(
    line.unitPriceTtcCents,
    discountedPrice(row.entry.priceCents, row.discount),
  );
  return {
    ...saleLine(order, row, unit, locale),
    // A substitute of a substitute still names what the customer ordered.
    substitutedFor: line.substitutedFor ?? `${line.name} ${line.volume}`,
  };
}

/**
 * The missing product's stock: the order gives its quantity back ('returned'), then the shelf is
 * counted empty ('adjusted' to 0, reason picking:missing) — the storefront stops selling what the
 * picker did not find. An untracked stock (null) has nothing to move.
 */
async function countMissingEmpty(tx: Tx, order: OrderRow, line: LineRow, actorId: number) {
  const [row] = await tx
    .select({ stock: t.productWarehouses.stock })
    .from(t.productWarehouses)
    .where(eq(t.productWarehouses.id, line.productWarehouseId))
    .for('update');
  if (row?.stock == null) return;
  await tx
    .update(t.productWarehouses)
    .set({ stock: 0 })
    .where(eq(t.productWarehouses.id, line.productWarehouseId));
  const returned = row.stock + line.quantity;
  const common = { productWarehouseId: line.productWarehouseId, orderId: order.id, actorId };
  await recordMovements(tx, [
    { ...common, kind: 'returned', quantity: line.quantity, stockAfter: returned },
    {
      ...common,
      kind: 'adjusted',
      quantity: -returned,
      stockAfter: 0,
      reason: `picking:missing:${order.id}`,
    },
  ]);
}

/** Takes the substitute's quantity from its stock (409 orderOutOfStock when short), as a 'sold' movement. */
async function takeSubstitute(
  tx: Tx,
  order: OrderRow,
  line: { productWarehouseId: number; quantity: number; name: string },
  actorId: number,
  apiLocale: ApiLocale,
) {
  const taken = await takeStock(tx, [line], apiLocale);
  await recordSold(tx, taken, { orderId: order.id, userId: actorId });
}

interface Change {
  missing: LineRow;
  substitute: { name: string; volume: string; productWarehouseId: number } | null;
}

/** The history (an event that keeps the status), the audit entry and the customer's e-mail, in the transaction. */
async function recordChange(
  tx: Tx,
  actor: Actor,
  order: OrderRow,
  change: Change,
  repriced: Awaited<ReturnType<typeof repriceLockedOrder>>,
  publicUrl: string,
) {
  const staff = actor.staff;
  const missing = `${change.missing.name} ${change.missing.volume}`;
  const substitute = change.substitute && `${change.substitute.name} ${change.substitute.volume}`;
  const [event] = await tx
    .insert(t.orderEvents)
    .values({
      orderId: order.id,
      at: new Date(),
      fromStatus: order.status,
      toStatus: order.status,
      actorKind: 'staff',
      actorId: staff.id,
      kind: substitute ? 'line_substituted' : 'line_removed',
      reason: substitute
        ? `${missing} × ${change.missing.quantity} → ${substitute}`
        : `${missing} × ${change.missing.quantity}`,
    })
    .returning({ id: t.orderEvents.id });
  await audit(tx, actor, {
    action: substitute ? 'order.line.substitute' : 'order.line.remove',
    entity: 'order',
    entityId: order.id,
    warehouseId: order.warehouseId,
    before: {
      line: {
        productWarehouseId: change.missing.productWarehouseId,
        name: missing,
        quantity: change.missing.quantity,
      },
      amountToPay: toEuros(order.amountToPayCents),
    },
    after: {
      line: change.substitute
        ? {
            productWarehouseId: change.substitute.productWarehouseId,
            name: substitute,
            quantity: change.missing.quantity,
          }
        : null,
      amountToPay: toEuros(repriced.totals.amountToPay),
      walletRefund: toEuros(repriced.walletRefundCents),
    },
  });
  const [customer] = await tx
    .select({ firstname: t.users.firstname })
    .from(t.users)
    .where(eq(t.users.id, order.userId));
  // Told once per change: the history's event is the notification's subject.
  // A substitute is told at once (push too), with what it replaces: the shopper may refuse it.
  await notify(tx, {
    event: substitute ? 'lineSubstituted' : 'orderChanged',
    userId: order.userId,
    orderId: order.id,
    subject: `order-event:${event!.id}`,
    params: substitute ? { missing, substitute } : {},
    locale: order.locale,
    mail: {
      template: 'order-changed',
      render: (locale) =>
        orderChangedMail(locale, {
          orderId: order.id,
          firstname: customer!.firstname,
          missing,
          quantity: change.missing.quantity,
          substitute,
          amountToPayCents: repriced.totals.amountToPay,
          walletRefundCents: repriced.walletRefundCents,
          link: `${publicUrl}/${locale}/mon-compte/mes-commandes/order-detail/${order.id}`,
        }),
    },
  });
}

/** Removes the missing line (not the order's last) or substitutes it; answers the order as the picker sees it. */
export async function resolveMissingLine(
  db: Db,
  actor: Actor,
  {
    orderId,
    lineId,
    body,
    publicUrl,
  }: { orderId: number; lineId: number; body: MissingBody; publicUrl: string },
) {
  const staff = actor.staff;
  const apiLocale = actor.locale;
  await db.transaction(async (tx) => {
    const order = await lockOpenOrder(tx, staff, orderId);
    const missing = await orderLine(tx, orderId, lineId);
    const orderLocale: Locale = isLocale(order.locale) ? order.locale : 'fr';
    let substitute: Change['substitute'] = null;
    if (body.action === 'substitute') {
      const next = await substituteLine(tx, order, missing, body.productWarehouseId, orderLocale);
      // Stock rows in entry-id order, as every path takes them.
      const steps = [
        {
          id: next.productWarehouseId,
          run: () => takeSubstitute(tx, order, { ...next, quantity: missing.quantity }, staff.id, apiLocale),
        },
        { id: missing.productWarehouseId, run: () => countMissingEmpty(tx, order, missing, staff.id) },
      ].sort((a, b) => a.id - b.id);
      for (const step of steps) await step.run();
      await tx.update(t.orderLines).set(next).where(eq(t.orderLines.id, missing.id));
      // The ticked product is not the one to pick now.
      await tx.delete(t.orderLinePicks).where(eq(t.orderLinePicks.orderLineId, missing.id));
      substitute = next;
    } else {
      const [{ count } = { count: 0 }] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(t.orderLines)
        .where(and(eq(t.orderLines.orderId, orderId), eq(t.orderLines.isLocked, false)));
      if (!missing.isLocked && count <= 1) throw new ApiError(409, 'pickingLastLine');
      await countMissingEmpty(tx, order, missing, staff.id);
      await tx.delete(t.orderLines).where(eq(t.orderLines.id, missing.id));
    }
    const repriced = await repriceLockedOrder(tx, order);
    await recordChange(tx, actor, order, { missing, substitute }, repriced, publicUrl);
  });
  return pickingOrder(db, staff, orderId, apiLocale);
}

/** A picker chooses among a screenful; past that, the match is no longer close. */
const SUBSTITUTES_SHOWN = 20;

/**
 * The products that can replace a missing line, closest first (rankSubstitutes): the SQL fetches
 * what the warehouse could hand over (same format, orderable, enough stock for the line's quantity),
 * the domain decides what is acceptable and in which order.
 */
export async function listSubstitutes(
  db: Db,
  staff: Staff,
  { orderId, lineId, apiLocale }: { orderId: number; lineId: number; apiLocale: ApiLocale },
) {
  const [order] = await db.select().from(t.orders).where(eq(t.orders.id, orderId));
  if (!order) throw new ApiError(404, 'orderNotFound');
  assertWarehouse(staff, order.warehouseId);
  const [line] = await db
    .select({
      line: t.orderLines,
      categoryId: t.products.categoryId,
      departmentId: t.categories.masterId,
      alcoholLevel: t.products.alcoholLevel,
      categorySlug: t.categories.slug,
      masterSlug: t.categoryMasters.slug,
    })
    .from(t.orderLines)
    .innerJoin(t.products, eq(t.products.id, t.orderLines.productId))
    .innerJoin(t.categories, eq(t.categories.id, t.products.categoryId))
    .innerJoin(t.categoryMasters, eq(t.categoryMasters.id, t.categories.masterId))
    .where(and(eq(t.orderLines.id, lineId), eq(t.orderLines.orderId, orderId)));
  if (!line) throw new ApiError(404, 'pickingLineNotFound');
  const locale = fromApiLocale(apiLocale);
  const country = vatCountryOf(order);
  const rows = await db
    .select({
      id: t.productWarehouses.id,
      productId: t.products.id,
      stock: t.productWarehouses.stock,
      priceCents: t.productWarehouses.priceCents,
      discount: effectiveDiscount(),
      categoryId: t.products.categoryId,
      departmentId: t.categories.masterId,
      alcoholLevel: t.products.alcoholLevel,
      categorySlug: t.categories.slug,
      masterSlug: t.categoryMasters.slug,
      categoryNames: t.categories.names,
    })
    .from(t.productWarehouses)
    .innerJoin(t.products, eq(t.products.id, t.productWarehouses.productId))
    .innerJoin(t.packageTypes, eq(t.packageTypes.id, t.products.packageTypeId))
    .innerJoin(t.categories, eq(t.categories.id, t.products.categoryId))
    .innerJoin(t.categoryMasters, eq(t.categoryMasters.id, t.categories.masterId))
    .where(
      and(
        eq(t.productWarehouses.warehouseId, order.warehouseId),
        eq(t.packageTypes.code, line.line.packageType),
        isOrderableEntry(),
        sql`${t.productWarehouses.id} <> ${line.line.productWarehouseId}`,
        sql`(${t.productWarehouses.stock} is null or ${t.productWarehouses.stock} >= ${line.line.quantity})`,
      ),
    );
  const packageType = line.line.packageType as PackageTypeCode;
  const { substitution, substituteProductWarehouseId: chosen } = line.line;
  // Never a product the shopper said they do not want (their chosen product is theirs to name).
  const disliked = substitution === 'closest' ? await dislikedProductIds(db, order.userId) : [];
  const ranked: { candidate: (typeof rows)[number] & { unitPriceCents: number }; tier: Match }[] =
    substitution === 'none'
      ? []
      : substitution === 'product'
        ? // Their product or nothing: the picker never falls back to another.
          rows
            .filter((r) => r.id === chosen)
            .map((r) => ({
              candidate: { ...r, unitPriceCents: discountedPrice(r.priceCents, r.discount) },
              tier: 'chosen' as const,
            }))
        : rankSubstitutes(
            {
              id: line.line.productWarehouseId,
              productId: line.line.productId,
              packageType,
              categoryId: line.categoryId,
              departmentId: line.departmentId,
              alcoholLevel: line.alcoholLevel,
              minimumAge: entryMinimumAge(line, country),
              // What the customer agreed to pay: the nearest price is the nearest to that.
              unitPriceCents: line.line.unitPriceTtcCents,
            },
            rows.map((r) => ({
              ...r,
              packageType,
              minimumAge: entryMinimumAge(r, country),
              unitPriceCents: discountedPrice(r.priceCents, r.discount),
            })),
            { disliked },
          ).slice(0, SUBSTITUTES_SHOWN);
  const entries = await Promise.all(ranked.map((r) => entryForSale(db, r.candidate.id, locale)));
  const substitutes = ranked.map(({ candidate: r, tier }, i) => {
    const e = entries[i]!;
    return {
      productWarehouseId: r.id,
      name: e.name,
      volume: formatVolume(e.product.volume, e.product.unit),
      rayon: localized(e.masterNames, locale),
      category: localized(r.categoryNames, locale),
      unitPriceTtc: toEuros(r.unitPriceCents),
      unitPriceTtcCharged: toEuros(substituteUnitPriceCents(line.line.unitPriceTtcCents, r.unitPriceCents)),
      stock: r.stock,
      match: tier,
    };
  });
  return { substitution, refundOnly: substitutes.length === 0 && substitution !== 'closest', substitutes };
}

type Match = 'chosen' | SubstituteTier;
