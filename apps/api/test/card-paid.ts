import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';
import * as t from '../src/db/schema/index.js';
import type { PaymentProvider } from '../src/modules/orders/index.js';
import type { FakeStripe } from './fake-stripe.js';

/**
 * Makes a placed order card-paid, as the webhook would have confirmed it: a Checkout Session of its
 * amount on the fake Stripe, paid there, and the order's card payment recorded.
 */
export async function markCardPaid(db: Db, payments: PaymentProvider, fake: FakeStripe, orderId: number) {
  const [order] = await db.select().from(t.orders).where(eq(t.orders.id, orderId));
  const session = await payments.createCheckoutSession({
    orderId,
    amountCents: order!.amountToPayCents,
    email: 'x@example.com',
    description: `Commande n° ${orderId}`,
    locale: 'fr',
    paymentMethodTypes: ['card'],
    successUrl: 'https://shop.example/ok',
    cancelUrl: 'https://shop.example/ko',
    expiresAt: new Date(Date.now() + 31 * 60_000),
  });
  fake.pay(session.id);
  await db
    .update(t.orders)
    .set({
      paymentMethod: 'stripe',
      paymentStatus: 'paid',
      stripeCheckoutSessionId: session.id,
      cardPaidCents: order!.amountToPayCents,
    })
    .where(eq(t.orders.id, orderId));
  return { orderId, paid: order!.amountToPayCents, sessionId: session.id };
}
