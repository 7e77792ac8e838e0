/**
 * A placed order edited on the customer's behalf: quantities changed, lines
 * removed, products added — until the 2-hour cutoff of its slot, as the customer's own changes. In
 * one transaction: the stock moves with its history, the lines change, the order is re-priced by the
 * one re-pricing path (the orders module's repriceLockedOrder: crates, deposits, totals, wallet), its promo
 * code's minimum judged again; the history, the audit log and the customer's e-mail follow.
 *
 * Lock order, as every path that changes an order: the order's row first (the customer's slot change
 * and cancel take it first too, so they serialize), then the stock rows in entry-id order, then the
 * promo code's and the wallet's.
 */
import type { adminOrderEditBody } from '@consigne/contract';
import {
  discountedPrice,
  formatEuros,
  fromApiLocale,
  intlTag,
  isLocale,
  toEuros,
  type ApiLocale,
  type Locale,
} from '@consigne/domain';
import { and, asc, eq, ilike, sql } from 'drizzle-orm';
import type { Actor } from '../../../lib/actor.js';
import type { z } from 'zod';
import type { Db, Tx } from '../../../db/client.js';
import * as t from '../../../db/schema/index.js';
import { notify } from '../../notifications/index.js';
import { ApiError } from '../../../lib/errors.js';
import { isOrderableEntry } from '../../catalog/index.js';
import {
  isOrderChangeable,
  recordSold,
  refundDueCents,
  refundLimitsOf,
  refundRows,
  repriceLockedOrder,
  returnEntryStock,
  takeStock,
} from '../../orders/index.js';
import { assertWarehouse, audit, type Staff } from '../shared/index.js';
import { entryForSale, orderEditedMail, saleLine } from '../picking/index.js';
import { adminOrder, containsPattern, lockedOrder } from './service.js';

type OrderRow = typeof t.orders.$inferSelect;
type LineRow = typeof t.orderLines.$inferSelect;
type EditBody = z.infer<typeof adminOrderEditBody>;

/** One product's change: its line (none: added), its quantity before and after. */
interface Step {
  entryId: number;
  line: LineRow | null;
  from: number;
  to: number;
}

/** The changes that change something, each against the order's editable (not gift) line of its product. */
function stepsOf(lines: readonly LineRow[], body: EditBody): Step[] {
  return body.changes
    .map(({ productWarehouseId, quantity }) => {
      const line = lines.find((l) => !l.isLocked && l.productWarehouseId === productWarehouseId) ?? null;
      return { entryId: productWarehouseId, line, from: line?.quantity ?? 0, to: quantity };
    })
    .filter((s) => s.from !== s.to);
}

/**
 * The stepper's rule (0..maxOrderable) for what grows; a product added or increased must be of the
 * order's warehouse and orderable now. Answers each added product's new line.
 */
async function checkSteps(tx: Tx, order: OrderRow, steps: readonly Step[], locale: Locale) {
  const added = new Map<number, ReturnType<typeof saleLine>>();
  for (const step of steps.filter((s) => s.to > s.from)) {
    const row = await entryForSale(tx, step.entryId, locale);
    if (!row || row.entry.warehouseId !== order.warehouseId || !row.orderable)
      throw new ApiError(422, 'orderEditProductUnavailable', { product: step.line?.name ?? '' });
    if (step.to > row.entry.maxOrderable)
      throw new ApiError(422, 'cartQuantityTooHigh', { max: String(row.entry.maxOrderable) });
    // A product added is sold at today's price; a line that grows keeps the price the customer saw.
    if (!step.line)
      added.set(
        step.entryId,
        saleLine(order, row, discountedPrice(row.entry.priceCents, row.discount), locale),
      );
  }
  return added;
}

/** The stock of each product changed, in entry-id order: taken ('sold') or given back ('returned'). */
async function moveStock(tx: Tx, actor: Actor, order: OrderRow, steps: readonly Step[]) {
  const actorId = actor.staff.id;
  for (const step of [...steps].sort((a, b) => a.entryId - b.entryId)) {
    const delta = step.to - step.from;
    if (delta > 0) {
      const name = step.line?.name ?? '';
      const taken = await takeStock(
        tx,
        [{ productWarehouseId: step.entryId, quantity: delta, name }],
        actor.locale,
      );
      await recordSold(tx, taken, { orderId: order.id, userId: actorId });
    } else await returnEntryStock(tx, step.entryId, -delta, { orderId: order.id, actorId });
  }
}

/** The lines as the steps say: quantity changed (its pick ticked again), removed, or added. */
async function writeLines(
  tx: Tx,
  order: OrderRow,
  steps: readonly Step[],
  added: ReadonlyMap<number, ReturnType<typeof saleLine>>,
) {
  for (const step of steps) {
    if (!step.line) {
      await tx
        .insert(t.orderLines)
        .values({ ...added.get(step.entryId)!, orderId: order.id, quantity: step.to });
      continue;
    }
    await tx.delete(t.orderLinePicks).where(eq(t.orderLinePicks.orderLineId, step.line.id));
    if (step.to === 0) await tx.delete(t.orderLines).where(eq(t.orderLines.id, step.line.id));
    else await tx.update(t.orderLines).set({ quantity: step.to }).where(eq(t.orderLines.id, step.line.id));
  }
}

/** How many lines the customer chose (gifts aside) are left. */
async function chosenLineCount(tx: Tx, orderId: number) {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(t.orderLines)
    .where(and(eq(t.orderLines.orderId, orderId), eq(t.orderLines.isLocked, false)));
  return row?.count ?? 0;
}

interface Edited {
  order: OrderRow;
  lines: { product: string; from: number; to: number }[];
  repriced: Awaited<ReturnType<typeof repriceLockedOrder>>;
  cardRefundDueCents: number;
}

/** The history (an event that keeps the status), the audit entry and the customer's e-mail. */
async function recordEdit(tx: Tx, actor: Actor, publicUrl: string, edit: Edited) {
  const { order, lines, repriced } = edit;
  const staff = actor.staff;
  const locale: Locale = isLocale(order.locale) ? order.locale : 'fr';
  const dropped = repriced.promoDropped ? order.promoCode : null;
  const summary = lines.map((l) => `${l.product}: ${l.from} → ${l.to}`);
  const money = (cents: number) => formatEuros(cents, intlTag(locale));
  const [event] = await tx
    .insert(t.orderEvents)
    .values({
      orderId: order.id,
      at: new Date(),
      fromStatus: order.status,
      toStatus: order.status,
      actorKind: 'staff',
      actorId: staff.id,
      kind: 'edited',
      reason: [
        ...summary,
        `${money(order.amountToPayCents)} → ${money(repriced.totals.amountToPay)}`,
        ...(dropped ? [`${dropped} ✕`] : []),
      ].join(' · '),
    })
    .returning({ id: t.orderEvents.id });
  await audit(tx, actor, {
    action: 'order.edit',
    entity: 'order',
    entityId: order.id,
    warehouseId: order.warehouseId,
    before: {
      lines: lines.map((l) => ({ product: l.product, quantity: l.from })),
      amountToPay: toEuros(order.amountToPayCents),
    },
    after: {
      lines: lines.map((l) => ({ product: l.product, quantity: l.to })),
      amountToPay: toEuros(repriced.totals.amountToPay),
      walletRefund: toEuros(repriced.walletRefundCents),
      promoDropped: dropped,
    },
  });
  const [customer] = await tx
    .select({ firstname: t.users.firstname })
    .from(t.users)
    .where(eq(t.users.id, order.userId));
  // Told once per edit: the history's event is the notification's subject.
  await notify(tx, {
    event: 'orderChanged',
    userId: order.userId,
    orderId: order.id,
    subject: `order-event:${event!.id}`,
    locale,
    mail: {
      template: 'order-changed',
      render: (mailLocale) =>
        orderEditedMail(mailLocale, {
          orderId: order.id,
          firstname: customer!.firstname,
          lines,
          promoDropped: dropped,
          amountToPayCents: repriced.totals.amountToPay,
          walletRefundCents: repriced.walletRefundCents,
          cardRefundDueCents: edit.cardRefundDueCents,
          link: `${publicUrl}/${mailLocale}/mon-compte/mes-commandes/order-detail/${order.id}`,
        }),
    },
  });
}

/** A card-paid order may cost less (a refund is then due), never more: the card was charged once. */
async function checkCardAmount(tx: Tx, order: OrderRow, amountToPayCents: number) {
  if (order.cardPaidCents === 0) return 0;
  if (amountToPayCents > order.amountToPayCents)
    throw new ApiError(409, 'orderEditCardPaidHigher', {
      amount: String(toEuros(amountToPayCents - order.amountToPayCents)),
    });
  const refunds = await refundRows(tx, order.id);
  const after = { ...order, amountToPayCents };
  return refundDueCents(after, refunds, refundLimitsOf(after, refunds));
}

/**
 * Changes a placed order's lines before the cutoff; 409 after it (or once the van left, delivered,
 * cancelled, waiting for its card payment). Answers the order and what the edit did.
 */
export async function editAdminOrder(
  db: Db,
  actor: Actor,
  {
    orderId,
    body,
    publicUrl,
    now = new Date(),
  }: { orderId: number; body: EditBody; publicUrl: string; now?: Date },
) {
  const staff = actor.staff;
  const outcome = await db.transaction(async (tx) => {
    const order = await lockedOrder(tx, staff, orderId);
    const [slot] = await tx.select().from(t.slots).where(eq(t.slots.id, order.slotId));
    if (!isOrderChangeable(order, slot!, now)) throw new ApiError(409, 'orderNotEditable');
    const locale: Locale = isLocale(order.locale) ? order.locale : 'fr';
    const lines = await tx.select().from(t.orderLines).where(eq(t.orderLines.orderId, orderId));
    const steps = stepsOf(lines, body);
    if (!steps.length) return { promoDropped: false, walletRefund: 0 };
    const added = await checkSteps(tx, order, steps, locale);
    await moveStock(tx, actor, order, steps);
    await writeLines(tx, order, steps, added);
    if ((await chosenLineCount(tx, orderId)) === 0) throw new ApiError(409, 'orderEditLastLine');
    const repriced = await repriceLockedOrder(tx, order, { judgePromo: true });
    const cardRefundDueCents = await checkCardAmount(tx, order, repriced.totals.amountToPay);
    const named = steps.map((s) => {
      const line = s.line ?? added.get(s.entryId)!;
      return { product: `${line.name} ${line.volume}`, from: s.from, to: s.to };
    });
    await recordEdit(tx, actor, publicUrl, { order, lines: named, repriced, cardRefundDueCents });
    return { promoDropped: repriced.promoDropped, walletRefund: toEuros(repriced.walletRefundCents) };
  });
  return { ...(await adminOrder(db, staff, orderId, now)), edit: outcome };
}

/** The products that may be added to an order: its warehouse's, orderable, whose name matches. */
export async function orderProducts(db: Db, staff: Staff, orderId: number, q: string, apiLocale: ApiLocale) {
  const [order] = await db.select().from(t.orders).where(eq(t.orders.id, orderId));
  if (!order) throw new ApiError(404, 'orderNotFound');
  assertWarehouse(staff, order.warehouseId);
  const locale = fromApiLocale(apiLocale);
  const rows = await db
    .selectDistinct({ id: t.productWarehouses.id })
    .from(t.productWarehouses)
    .innerJoin(t.productTranslations, eq(t.productTranslations.productId, t.productWarehouses.productId))
    .innerJoin(t.products, eq(t.products.id, t.productWarehouses.productId))
    .where(
      and(
        eq(t.productWarehouses.warehouseId, order.warehouseId),
        isOrderableEntry(),
        ilike(t.productTranslations.name, containsPattern(q)),
      ),
    )
    .orderBy(asc(t.productWarehouses.id))
    .limit(12);
  const entries = await Promise.all(rows.map((r) => entryForSale(db, r.id, locale)));
  return entries.flatMap((e) =>
    e
      ? [
          {
            productWarehouseId: e.entry.id,
            name: e.name,
            volume: saleLine(order, e, 0, locale).volume,
            packageType: e.packageType,
            unitPriceTtc: toEuros(discountedPrice(e.entry.priceCents, e.discount)),
            maxOrderable: e.entry.maxOrderable,
            stock: e.entry.stock,
          },
        ]
      : [],
  );
}
