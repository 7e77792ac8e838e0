/**
 * Invoices frozen at issue (migration 0059, ADR 0045): what an invoice printed when it was issued —
 * the order's lines and amounts, its delivery and the buyer's business identity — kept on its row,
 * so that its PDF and its XML are the same on every reprint, whatever becomes of the order, its
 * products or the account. Invoices issued before have no frozen copy and are read from their order.
 */
import { invoiceFigures, vatCountryOf } from '@consigne/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import type { FrozenBusinessBuyer, FrozenInvoice } from '../../db/schema/index.js';

type Order = typeof t.orders.$inferSelect;
type Line = typeof t.orderLines.$inferSelect;

/** The frozen copy of an order as it now is, with the buyer's business identity (null: a consumer). */
export function freezeOrder(
  order: Order,
  lines: readonly Line[],
  business: FrozenBusinessBuyer | null,
  deliveredAt: Date | null = order.deliveredAt,
): FrozenInvoice {
  return {
    version: 1,
    orderId: order.id,
    locale: order.locale,
    country: order.country,
    deliveryType: order.deliveryType,
    deliveryName: order.deliveryName,
    deliveryAddress: order.deliveryAddress,
    deliveredAt: deliveredAt ? deliveredAt.toISOString() : null,
    lines: lines.map((l) => ({
      name: l.name,
      volume: l.volume,
      quantity: l.quantity,
      unitPriceTtcCents: l.unitPriceTtcCents,
      unitPriceHtCents: l.unitPriceHtCents,
      vatRateBp: l.vatRateBp,
      isLocked: l.isLocked,
    })),
    deliveryFeeCents: order.deliveryFeeCents,
    discountCents: order.discountCents,
    promoCode: order.promoCode,
    productsDepositCents: order.productsDepositCents,
    packagesDepositCents: order.packagesDepositCents,
    walletUsageCents: order.walletUsageCents,
    amountToPayCents: order.amountToPayCents,
    paymentStatus: order.paymentStatus,
    business,
  };
}

/** An account's business identity as an invoice freezes it; null for a consumer. */
export async function businessBuyerOf(db: Db | Tx, userId: number): Promise<FrozenBusinessBuyer | null> {
  const [row] = await db.select().from(t.businessProfiles).where(eq(t.businessProfiles.userId, userId));
  return row
    ? {
        companyName: row.companyName,
        siren: row.siren,
        vatNumber: row.vatNumber,
        peppolScheme: row.peppolScheme,
        peppolId: row.peppolId,
      }
    : null;
}

/** The frozen copy of an order about to be invoiced, read in the issuing transaction. */
export async function freezeForInvoice(tx: Tx, orderId: number, now: Date): Promise<FrozenInvoice | null> {
  const [order] = await tx.select().from(t.orders).where(eq(t.orders.id, orderId));
  if (!order) return null;
  const lines = await tx
    .select()
    .from(t.orderLines)
    .where(eq(t.orderLines.orderId, orderId))
    .orderBy(asc(t.orderLines.id));
  return freezeOrder(order, lines, await businessBuyerOf(tx, order.userId), order.deliveredAt ?? now);
}

/**
 * What an invoice prints: its frozen copy, or — for an invoice issued before invoices were frozen
 * (or an order not invoiced yet) — its order as it now is, as a consumer's (no business identity was
 * recorded then).
 */
export async function invoiceContent(
  db: Db | Tx,
  invoice: Pick<typeof t.invoices.$inferSelect, 'frozen'> | undefined,
  order: Order,
): Promise<FrozenInvoice> {
  if (invoice?.frozen) return invoice.frozen;
  const lines = await db
    .select()
    .from(t.orderLines)
    .where(eq(t.orderLines.orderId, order.id))
    .orderBy(asc(t.orderLines.id));
  return freezeOrder(order, lines, null);
}

/** What an invoice's content bills — lines, bases and VAT per rate, deposits, total: the one computation. */
export const figuresOfContent = (content: FrozenInvoice) =>
  invoiceFigures({ ...content, country: vatCountryOf(content) }, content.lines);

/**
 * The figures an invoice printed — its lines, bases and VAT per rate, deposits, total: from its frozen
 * copy, or (issued before invoices were frozen) from its order and `lines` as they now are. The books
 * (FEC, e-reports) read these, so they never disagree with the PDF.
 */
export function invoiceFiguresOf(
  frozen: FrozenInvoice | null | undefined,
  order: Order,
  lines: readonly Line[],
) {
  const content = frozen ?? freezeOrder(order, lines, null);
  return {
    figures: figuresOfContent(content),
    country: vatCountryOf(content),
    deliveryFeeCents: content.deliveryFeeCents,
  };
}
