import type { Db, Tx } from '../../../db/client.js';
import { auditLog } from '../../../db/schema/index.js';
import type { Actor } from '../../../lib/actor.js';

export interface AuditChange {
  /** What was done, as entity.verb: 'product.update', 'stock.adjust', 'promo.disable'. */
  action: string;
  entity: string;
  entityId?: string | number | null;
  warehouseId?: number | null;
  before?: unknown;
  after?: unknown;
}

/**
 * Writes who did what, before → after. Pass the change's transaction: the entry lands with the change
 * or not at all.
 */
export async function audit(tx: Db | Tx, { staff, requestId }: Actor, change: AuditChange): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: staff.id,
    actorEmail: staff.email,
    action: change.action,
    entity: change.entity,
    entityId: change.entityId == null ? null : String(change.entityId),
    warehouseId: change.warehouseId ?? null,
    before: change.before ?? null,
    after: change.after ?? null,
    requestId,
  });
}

/** Only what changed, both sides: keeps the log readable when one field of a big record moves. */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
): { before: Partial<T>; after: Partial<T> } | null {
  const b: Partial<T> = {};
  const a: Partial<T> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    b[key] = before[key];
    a[key] = after[key];
  }
  return Object.keys(a).length ? { before: b, after: a } : null;
}
