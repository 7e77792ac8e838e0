/**
 * Step "take stock": the lines' quantities leave the warehouse stock (a null stock is not tracked).
 * Lock: a conditional update per stock row (`stock >= quantity`), so the stock never goes below zero;
 * the rows are taken in entry-id order so two checkouts of the same products never wait on each
 * other crosswise. Taken third, after the slot row. Undo: returnStock.
 * History: what was taken from a tracked stock is returned to the caller, which records it as 'sold'
 * once the order has its id (recordSold); returnStock records 'returned'.
 */
import type { ApiLocale } from '@consigne/domain';
import { and, eq, gte, isNull, or, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import * as t from '../../../db/schema/index.js';
import { ApiError } from '../../../lib/errors.js';
import { message } from '../../../lib/messages.js';
import { recordMovements } from '../../stock/index.js';

type EntryLine = { productWarehouseId: number; quantity: number };

/** Quantity per warehouse entry, in entry-id order (the lock order of stock rows). */
export function quantitiesByEntry(lines: readonly EntryLine[]): Array<[entryId: number, quantity: number]> {
  const byEntry = new Map<number, number>();
  for (const line of lines)
    byEntry.set(line.productWarehouseId, (byEntry.get(line.productWarehouseId) ?? 0) + line.quantity);
  return [...byEntry].sort(([a], [b]) => a - b);
}

const enoughLeft = (quantity: number) =>
  or(isNull(t.productWarehouses.stock), gte(t.productWarehouses.stock, quantity));

/** What one entry's tracked stock gave to an order. */
export interface TakenStock {
  entryId: number;
  quantity: number;
  stockAfter: number;
}

/** Takes `quantity` of one entry if that much is left (its stock after, null when not tracked); false when it is not. */
async function take(
  tx: Tx,
  entryId: number,
  quantity: number,
  unguarded: boolean,
): Promise<{ stock: number | null } | false> {
  if (unguarded) {
    // Negative control only: check, then write — the race the conditional update closes.
    const [row] = await tx
      .select({ id: t.productWarehouses.id })
      .from(t.productWarehouses)
      .where(and(eq(t.productWarehouses.id, entryId), enoughLeft(quantity)));
    if (!row) return false;
  }
  const taken = await tx
    .update(t.productWarehouses)
    .set({ stock: sql`${t.productWarehouses.stock} - ${quantity}` })
    .where(and(eq(t.productWarehouses.id, entryId), unguarded ? undefined : enoughLeft(quantity)))
    .returning({ stock: t.productWarehouses.stock });
  return taken[0] ?? false;
}

export async function takeStock(
  tx: Tx,
  lines: ReadonlyArray<EntryLine & { name: string }>,
  locale: ApiLocale,
  { unguarded = false } = {},
): Promise<TakenStock[]> {
  const takenFrom: TakenStock[] = [];
  for (const [entryId, quantity] of quantitiesByEntry(lines)) {
    const taken = await take(tx, entryId, quantity, unguarded);
    if (taken) {
      if (taken.stock !== null) takenFrom.push({ entryId, quantity, stockAfter: taken.stock });
      continue;
    }
    const product = lines.find((l) => l.productWarehouseId === entryId)!.name;
    throw new ApiError(409, 'orderOutOfStock', { product }, [
      { field: 'product_warehouse_id', message: message(locale, 'orderOutOfStock', { product }) },
    ]);
  }
  return takenFrom;
}

/** The history of takeStock, once the order exists: one 'sold' movement per tracked entry. */
export async function recordSold(
  tx: Tx,
  taken: readonly TakenStock[],
  { orderId, userId }: { orderId: number; userId: number },
): Promise<void> {
  await recordMovements(
    tx,
    taken.map((m) => ({
      productWarehouseId: m.entryId,
      kind: 'sold' as const,
      quantity: -m.quantity,
      stockAfter: m.stockAfter,
      orderId,
      actorId: userId,
    })),
  );
}

/** `quantity` of one entry goes back to its stock (when tracked), as a 'returned' movement of the order. */
export async function returnEntryStock(
  tx: Tx,
  entryId: number,
  quantity: number,
  { orderId, actorId }: { orderId: number; actorId: number },
): Promise<void> {
  const [row] = await tx
    .update(t.productWarehouses)
    .set({ stock: sql`${t.productWarehouses.stock} + ${quantity}` })
    .where(and(eq(t.productWarehouses.id, entryId), sql`${t.productWarehouses.stock} is not null`))
    .returning({ stock: t.productWarehouses.stock });
  if (row?.stock != null)
    await recordMovements(tx, [
      { productWarehouseId: entryId, kind: 'returned', quantity, stockAfter: row.stock, orderId, actorId },
    ]);
}

/** Undo of takeStock: the order's quantities go back to the stock (entries still tracked), as 'returned' movements. */
export async function returnStock(tx: Tx, order: { id: number; userId: number }): Promise<void> {
  const lines = await tx.select().from(t.orderLines).where(eq(t.orderLines.orderId, order.id));
  for (const [entryId, quantity] of quantitiesByEntry(lines))
    await returnEntryStock(tx, entryId, quantity, { orderId: order.id, actorId: order.userId });
}
