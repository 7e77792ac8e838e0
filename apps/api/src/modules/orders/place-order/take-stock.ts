/**
 * Step "take stock": the lines' quantities leave the warehouse stock (a null stock is not tracked).
 * Lock: a conditional update per stock row (`stock >= quantity`), so the stock never goes below zero;
 * the rows are taken in entry-id order so two checkouts of the same products never wait on each
 * other crosswise. Taken third, after the slot row. Undo: returnStock.
 */
import type { ApiLocale } from '@consigne/domain';
import { and, eq, gte, isNull, or, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import * as t from '../../../db/schema/index.js';
import { ApiError } from '../../../lib/errors.js';
import { message } from '../../../lib/messages.js';

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

/** Takes `quantity` of one entry if that much is left; false when it is not. */
async function take(tx: Tx, entryId: number, quantity: number, unguarded: boolean): Promise<boolean> {
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
    .returning({ id: t.productWarehouses.id });
  return taken.length > 0;
}

export async function takeStock(
  tx: Tx,
  lines: ReadonlyArray<EntryLine & { name: string }>,
  locale: ApiLocale,
  { unguarded = false } = {},
): Promise<void> {
  for (const [entryId, quantity] of quantitiesByEntry(lines)) {
    if (await take(tx, entryId, quantity, unguarded)) continue;
    const product = lines.find((l) => l.productWarehouseId === entryId)!.name;
    throw new ApiError(409, 'orderOutOfStock', { product }, [
      { field: 'product_warehouse_id', message: message(locale, 'orderOutOfStock', { product }) },
    ]);
  }
}

/** Undo of takeStock: the order's quantities go back to the stock (entries still tracked). */
export async function returnStock(tx: Tx, orderId: number): Promise<void> {
  const lines = await tx.select().from(t.orderLines).where(eq(t.orderLines.orderId, orderId));
  for (const [entryId, quantity] of quantitiesByEntry(lines)) {
    await tx
      .update(t.productWarehouses)
      .set({ stock: sql`${t.productWarehouses.stock} + ${quantity}` })
      .where(and(eq(t.productWarehouses.id, entryId), sql`${t.productWarehouses.stock} is not null`));
  }
}
