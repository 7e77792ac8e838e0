/**
 * The stock movement history's one writer: orders (sold, returned) and the back-office (received,
 * adjusted, CSV) record here, in the transaction that moved the stock, so that for a tracked entry
 * the movements always add up to its stock.
 */
import type { Db, Tx } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import type { StockMovementKind } from '@consigne/domain';

export interface StockMovement {
  productWarehouseId: number;
  kind: StockMovementKind;
  /** Signed delta. */
  quantity: number;
  stockAfter: number;
  reason?: string | null;
  orderId?: number | null;
  actorId?: number | null;
}

export async function recordMovements(tx: Db | Tx, movements: readonly StockMovement[]): Promise<void> {
  const moved = movements.filter((m) => m.quantity !== 0);
  if (!moved.length) return;
  await tx.insert(t.stockMovements).values(
    moved.map((m) => ({
      productWarehouseId: m.productWarehouseId,
      kind: m.kind,
      quantity: m.quantity,
      stockAfter: m.stockAfter,
      reason: m.reason ?? null,
      orderId: m.orderId ?? null,
      actorId: m.actorId ?? null,
    })),
  );
}
