import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import type { OrderEventActor } from '../../db/schema/index.js';

export interface OrderActor {
  kind: OrderEventActor;
  userId?: number | null;
  /** Why (a back-office cancellation's reason): shown in the order's history. */
  reason?: string | null;
}

/**
 * Names who changes orders in this transaction: the order_events trigger (migration 0022) writes it
 * beside every status change. Local to the transaction (set_config's third argument): it never leaks
 * to the next user of a pooled connection. Without it, a change is recorded as the system's.
 */
export async function actAsOrderActor(tx: Tx, actor: OrderActor): Promise<void> {
  await tx.execute(sql`select set_config('consigne.actor_kind', ${actor.kind}, true),
    set_config('consigne.actor_id', ${actor.userId == null ? '' : String(actor.userId)}, true),
    set_config('consigne.event_reason', ${actor.reason ?? ''}, true)`);
}
