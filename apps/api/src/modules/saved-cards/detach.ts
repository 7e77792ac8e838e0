import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import type { PaymentProvider } from '../orders/index.js';

/**
 * The `payments.detach-card` job: a removed card detached at Stripe, once (detached_at); Stripe says
 * "detached already" without an error, so a retry after a crash is harmless.
 */
export async function detachCard(db: Db, payments: PaymentProvider | null, savedPaymentMethodId: number) {
  const [card] = await db
    .select()
    .from(t.savedPaymentMethods)
    .where(eq(t.savedPaymentMethods.id, savedPaymentMethodId));
  if (!card || card.removedAt === null || card.detachedAt !== null) return { skipped: true };
  if (!payments) throw new Error('no card payment provider: the card cannot be detached yet');
  await payments.detachPaymentMethod(card.stripePaymentMethodId);
  await db
    .update(t.savedPaymentMethods)
    .set({ detachedAt: new Date() })
    .where(eq(t.savedPaymentMethods.id, card.id));
  return { skipped: false };
}
