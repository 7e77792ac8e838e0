/**
 * The one path that changes a placed order's lines, whoever asks: staff on the customer's behalf
 * (admin/orders) or the customer themselves (shopper.ts). Quantities changed, lines removed, products
 * added; in the caller's transaction, on the order's row the caller locked (ADR 0039): the stock moves
 * with its history, the lines change (a changed line's pick is ticked again), the order is re-priced
 * by the one re-pricing path (the orders module's repriceLockedOrder: crates, deposits, totals,
 * wallet), its promo code's minimum judged again. Then the history and the customer's e-mail.
 *
 * Lock order, as every path that changes an order: the order's row first (the customer's slot change,
 * cancel, the picker's ticks and the round's lock take it too, so they serialize), then the stock rows
 * in entry-id order, then the promo code's and the wallet's.
 */
import type { orderLinesEditBody } from '@consigne/contract';
import {
  discountedPrice,
  formatEuros,
  intlTag,
  isLocale,
  type ApiLocale,
  type Locale,
} from '@consigne/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { ApiError } from '../../lib/errors.js';
import { entryForSale, orderEditedMail, saleLine } from '../admin/picking/index.js';
import { notify } from '../notifications/index.js';
import { recordSold, repriceLockedOrder, returnEntryStock, takeStock } from '../orders/index.js';

type OrderRow = typeof t.orders.$inferSelect;
type LineRow = typeof t.orderLines.$inferSelect;
export type EditBody = Pick<z.infer<typeof orderLinesEditBody>, 'changes'>;

/** Who changes the order: a staff member (their id) or its customer. */
export interface Editor {
  kind: 'staff' | 'customer';
  userId: number;
  /** The language of the refusals (a stock shortage names its product). */
  locale: ApiLocale;
}

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
async function moveStock(tx: Tx, editor: Editor, order: OrderRow, steps: readonly Step[]) {
  for (const step of [...steps].sort((a, b) => a.entryId - b.entryId)) {
    const delta = step.to - step.from;
    if (delta > 0) {
      const name = step.line?.name ?? '';
      const taken = await takeStock(
        tx,
        [{ productWarehouseId: step.entryId, quantity: delta, name }],
        editor.locale,
      );
      await recordSold(tx, taken, { orderId: order.id, userId: editor.userId });
    } else await returnEntryStock(tx, step.entryId, -delta, { orderId: order.id, actorId: editor.userId });
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

export interface AppliedEdit {
  /** Each product changed, named, with its quantity before and after. */
  lines: { product: string; from: number; to: number }[];
  repriced: Awaited<ReturnType<typeof repriceLockedOrder>>;
}

/**
 * Applies the changes to a locked order (the caller checked who may, and when): stock, lines, the
 * one re-pricing. null when nothing changes. 422 for a product not of the order's warehouse or not
 * orderable, beyond its maxOrderable or the stock; 409 when no line the customer chose is left.
 */
export async function applyOrderEdit(
  tx: Tx,
  order: OrderRow,
  editor: Editor,
  body: EditBody,
): Promise<AppliedEdit | null> {
  const locale: Locale = isLocale(order.locale) ? order.locale : 'fr';
  const current = await tx.select().from(t.orderLines).where(eq(t.orderLines.orderId, order.id));
  const steps = stepsOf(current, body);
  if (!steps.length) return null;
  const added = await checkSteps(tx, order, steps, locale);
  // Alcohol is sold to who declared being of age at checkout (spec): the shopper's own addition too.
  if (editor.kind === 'customer' && !order.adultDeclared && [...added.values()].some((l) => l.isAlcohol))
    throw new ApiError(422, 'orderEditAdultRequired');
  await moveStock(tx, editor, order, steps);
  await writeLines(tx, order, steps, added);
  if ((await chosenLineCount(tx, order.id)) === 0) throw new ApiError(409, 'orderEditLastLine');
  const repriced = await repriceLockedOrder(tx, order, { judgePromo: true });
  const lines = steps.map((s) => {
    const line = s.line ?? added.get(s.entryId)!;
    return { product: `${line.name} ${line.volume}`, from: s.from, to: s.to };
  });
  return { lines, repriced };
}

/** What the edit did to the money, as the e-mail tells it. */
export interface EditMoney {
  cardRefundDueCents: number;
  topUpDueCents: number;
}

/**
 * The edit's line in the order's history (an event that keeps the status) and the customer's e-mail
 * listing the changes, told once per edit (the event is the notification's subject).
 */
export async function recordOrderEdit(
  tx: Tx,
  editor: Editor,
  publicUrl: string,
  { order, edit, money }: { order: OrderRow; edit: AppliedEdit; money: EditMoney },
) {
  const { lines, repriced } = edit;
  const locale: Locale = isLocale(order.locale) ? order.locale : 'fr';
  const dropped = repriced.promoDropped ? order.promoCode : null;
  const euros = (cents: number) => formatEuros(cents, intlTag(locale));
  const [event] = await tx
    .insert(t.orderEvents)
    .values({
      orderId: order.id,
      at: new Date(),
      fromStatus: order.status,
      toStatus: order.status,
      actorKind: editor.kind,
      actorId: editor.userId,
      kind: 'edited',
      reason: [
        ...lines.map((l) => `${l.product}: ${l.from} → ${l.to}`),
        `${euros(order.amountToPayCents)} → ${euros(repriced.totals.amountToPay)}`,
        ...(dropped ? [`${dropped} ✕`] : []),
      ].join(' · '),
    })
    .returning({ id: t.orderEvents.id });
  const [customer] = await tx
    .select({ firstname: t.users.firstname })
    .from(t.users)
    .where(eq(t.users.id, order.userId));
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
          cardRefundDueCents: money.cardRefundDueCents,
          topUpDueCents: money.topUpDueCents,
          byShopper: editor.kind === 'customer',
          link: `${publicUrl}/${mailLocale}/mon-compte/mes-commandes/order-detail/${order.id}`,
        }),
    },
  });
}
