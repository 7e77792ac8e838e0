/**
 * Resends an order's confirmation e-mail from the customer's page (admins): the same mail job as at
 * checkout, enqueued in the transaction that writes the audit entry.
 */
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Actor } from '../../../lib/actor.js';
import type { Db } from '../../../db/client.js';
import * as t from '../../../db/schema/index.js';
import { enqueueJob } from '../../../jobs/enqueue.js';
import { orderConfirmationJob } from '../../orders/index.js';
import { ApiError } from '../../../lib/errors.js';
import { audit } from '../shared/index.js';

/** A second click, or a colleague's, within this delay sends nothing: one e-mail is enough. */
export const RESEND_INTERVAL_SECONDS = 60;
const ACTION = 'order.resend_confirmation';

export async function resendOrderConfirmation(db: Db, actor: Actor, userId: number, orderId: number) {
  return db.transaction(async (tx) => {
    // The order's row lock serialises two resends: the second sees the first's audit entry.
    const [row] = await tx
      .select({ order: t.orders, erasedAt: t.users.erasedAt })
      .from(t.orders)
      .innerJoin(t.users, eq(t.users.id, t.orders.userId))
      .where(and(eq(t.orders.id, orderId), eq(t.orders.userId, userId)))
      .for('update', { of: t.orders });
    if (!row) throw new ApiError(404, 'orderNotFound');
    if (row.erasedAt) throw new ApiError(409, 'customerErased');
    // A card order waiting for its payment has not been confirmed; a cancelled one is no more.
    if (row.order.status === 'payment_pending' || row.order.status === 'cancelled')
      throw new ApiError(409, 'confirmationNotResendable');
    const [recent] = await tx
      .select({ at: t.auditLog.at })
      .from(t.auditLog)
      .where(
        and(
          eq(t.auditLog.entity, 'order'),
          eq(t.auditLog.action, ACTION),
          eq(t.auditLog.entityId, String(orderId)),
          gt(t.auditLog.at, sql`now() - make_interval(secs => ${RESEND_INTERVAL_SECONDS})`),
        ),
      )
      .orderBy(desc(t.auditLog.at))
      .limit(1);
    if (recent) throw new ApiError(409, 'resendTooSoon');
    await enqueueJob(tx, orderConfirmationJob.name, { orderId });
    await audit(tx, actor, {
      action: ACTION,
      entity: 'order',
      entityId: orderId,
      warehouseId: row.order.warehouseId,
      after: { userId },
    });
    return { orderId, queuedAt: new Date().toISOString() };
  });
}
