/**
 * An order's amounts as the orders table keeps them, written once for both paths that price an order:
 * placing it (the cart's totals frozen) and re-pricing it once placed (a product missing at picking, a
 * back-office edit), so the two cannot drift apart column by column.
 */
import {
  crateFill,
  repriceOrder,
  vatCountryOf,
  type CartLineInput,
  type CartTotals,
  type CrateCapacities,
  type PackageFill,
  type PackageTypeCode,
  type VatClass,
} from '@consigne/domain';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import type { OrderCrate } from '../../db/schema/index.js';
import { capacitiesOf } from '../cart/index.js';
import { addWalletEntry } from '../users/index.js';
import { releasePromoUse } from './place-order/record-promo.js';

type OrderRow = typeof t.orders.$inferSelect;

/** The order's amount columns from the domain's totals (cents). */
export const totalsColumns = (totals: CartTotals) => ({
  subtotalHtCents: totals.subtotalHt,
  subtotalTtcCents: totals.subtotalTtc,
  totalTvaCents: totals.totalTva,
  vatByRate: { ...totals.vatByRate },
  productsDepositCents: totals.productsDeposit,
  packagesDepositCents: totals.packagesDeposit,
  deliveryFeeCents: totals.deliveryFees,
  discountCents: totals.discountValue,
  walletUsageCents: totals.walletUsage,
  amountToPayCents: totals.amountToPay,
});

/** The crates kept on the order (to collect their deposits at delivery). */
export const cratesColumn = (fills: readonly PackageFill[]): OrderCrate[] =>
  fills.map((f) => ({
    packageType: f.packageType,
    completeCrates: f.completeCrates,
    nbItems: f.nbItems,
    nbSpaceLeft: f.nbSpaceLeft,
  }));

/** The crate capacities of the package types (large and small). */
export async function crateCapacities(db: Db | Tx): Promise<CrateCapacities> {
  return capacitiesOf(await db.select().from(t.packageTypes));
}

/** The order's lines as the domain prices them: frozen unit prices, today's VAT class of each product. */
export async function linesToPrice(tx: Tx, orderId: number): Promise<CartLineInput[]> {
  const rows = await tx
    .select({ line: t.orderLines, vatClass: t.products.vatClass })
    .from(t.orderLines)
    .innerJoin(t.products, eq(t.products.id, t.orderLines.productId))
    .where(eq(t.orderLines.orderId, orderId));
  return rows.map(({ line, vatClass }) => ({
    productWarehouseId: line.productWarehouseId,
    quantity: line.quantity,
    unitPriceCents: line.unitPriceTtcCents,
    vatClass: vatClass as VatClass,
    packageType: line.packageType as PackageTypeCode,
    bottleDepositCents: line.bottleDepositCents,
    isLocked: line.isLocked,
  }));
}

/**
 * Re-prices the locked order from its lines as they now are; the wallet gets back what it no longer
 * pays. `judgePromo` (a back-office edit): the code's minimum is judged again and, no longer reached,
 * its discount and its use are dropped. Picking does not: the shortage is the shop's.
 */
export async function repriceLockedOrder(tx: Tx, order: OrderRow, { judgePromo = false } = {}) {
  const lines = await linesToPrice(tx, order.id);
  const [[warehouse], promo, capacities] = await Promise.all([
    tx.select().from(t.warehouses).where(eq(t.warehouses.id, order.warehouseId)),
    order.promoCodeId === null
      ? Promise.resolve(null)
      : tx
          .select({
            kind: t.promoCodes.kind,
            amountCents: t.promoCodes.amountCents,
            percent: t.promoCodes.percent,
            minSubtotalCents: t.promoCodes.minSubtotalCents,
          })
          .from(t.promoCodes)
          .where(eq(t.promoCodes.id, order.promoCodeId))
          .then((rows) => rows[0] ?? null),
    crateCapacities(tx),
  ]);
  const { totals, walletRefundCents, promoDropped } = repriceOrder(
    lines,
    {
      country: vatCountryOf(order),
      deliveryFreeThresholdCents: warehouse?.deliveryFreeThresholdCents,
      chargedDeliveryFeeCents: order.deliveryFeeCents,
      promo: promo && { ...promo, minSubtotalCents: judgePromo ? promo.minSubtotalCents : undefined },
      walletUsedCents: order.walletUsageCents,
    },
    capacities,
  );
  await tx
    .update(t.orders)
    .set({
      ...totalsColumns(totals),
      crates: cratesColumn(crateFill(lines, capacities)),
      ...(promoDropped ? { promoCodeId: null, promoCode: null } : {}),
    })
    .where(eq(t.orders.id, order.id));
  if (promoDropped) await releasePromoUse(tx, order.id);
  if (walletRefundCents > 0) await addWalletEntry(tx, order.userId, walletRefundCents, 'correction');
  return { totals, walletRefundCents, promoDropped };
}
