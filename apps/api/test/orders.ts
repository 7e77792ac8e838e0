import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../src/db/client.js';
import { advanceOrder } from '../src/modules/operator/service.js';
import * as t from '../src/db/schema/index.js';
import type { testApp } from './app.js';
import type { Shopper } from './shoppers.js';
import { doorFor } from './door.js';

type App = Awaited<ReturnType<typeof testApp>>['app'];

/** A large-format product (water, food VAT) and a small-format one (beer, standard VAT) in Lille. */
const PRODUCTS = { large: 'eau-minerale-naturelle-plate-100cl', small: 'biere-blonde-bio-33cl' } as const;

/**
 * Places an offline order for a shopper of the Lille warehouse: `bottles` large and small bottles
 * (made available at `prices`, in cents, with unlimited stock), the second slot of the second day.
 * Returns the order's id and that day. `slugs` names other products of those formats.
 */
export async function placeLilleOrder(
  app: App,
  db: Db,
  shopper: Shopper,
  bottles: { large: number; small: number },
  idempotencyKey: string,
  prices = { large: 199, small: 135 },
  slugs: { large: string; small: string } = PRODUCTS,
): Promise<{ orderId: number; slotDate: string }> {
  const [lille] = await db.select().from(t.warehouses).where(eq(t.warehouses.key, 'lille'));
  const lines = (['large', 'small'] as const).map((format) => ({
    slug: slugs[format],
    quantity: bottles[format],
    priceCents: prices[format],
  }));
  for (const line of lines.filter((l) => l.quantity > 0)) {
    const [entry] = await db
      .update(t.productWarehouses)
      .set({ priceCents: line.priceCents, isAvailable: true, stock: null })
      .where(and(eq(t.productWarehouses.warehouseId, lille!.id), eq(t.productWarehouses.slug, line.slug)))
      .returning({ id: t.productWarehouses.id });
    await db
      .insert(t.cartItems)
      .values({ userId: shopper.id, productWarehouseId: entry!.id, quantity: line.quantity })
      // A line already there (with the shopper's substitution) keeps what it says but the quantity.
      .onConflictDoUpdate({
        target: [t.cartItems.userId, t.cartItems.productWarehouseId],
        set: { quantity: line.quantity },
      });
  }
  const authorization = `Bearer ${shopper.token}`;
  const groups = (await app.inject({ url: '/api/slots', headers: { authorization } })).json();
  await app.inject({
    method: 'POST',
    url: `/api/user/select/slot/${groups[1].slots[1].id}`,
    headers: { authorization },
    payload: {},
  });
  const res = await app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { authorization, 'idempotency-key': idempotencyKey },
    payload: { paymentMethod: 'offline', acceptTerms: true, adultDeclared: true },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { orderId: res.json().orderId, slotDate: groups[1].date };
}

/**
 * What the driver records at the door with a step: at 'delivered' of an order paid at delivery, its
 * payment in cash, the amount to pay (it is never marked paid without one); else nothing.
 */
export async function atDoor(db: Db, orderId: number, status: string) {
  if (status !== 'delivered') return {};
  const [order] = await db
    .select({ cents: t.orders.amountToPayCents, method: t.orders.paymentMethod })
    .from(t.orders)
    .where(eq(t.orders.id, orderId));
  return order?.method === 'offline'
    ? { payment: { method: 'cash' as const, receivedCents: order.cents } }
    : {};
}

/**
 * Takes an order through the driver's statuses to delivered (its deposits become pending) and dates
 * those deposits `daysAgo` days back; returns their amount in cents.
 */
export async function deliverWithDepositsAged(db: Db, warehouseId: number, orderId: number, daysAgo: number) {
  const [slot] = await db
    .select({ startAt: t.slots.startAt })
    .from(t.slots)
    .innerJoin(t.orders, eq(t.orders.slotId, t.slots.id))
    .where(eq(t.orders.id, orderId));
  for (const status of ['preparing', 'out_for_delivery', 'delivered'] as const)
    await advanceOrder(db, warehouseId, orderId, status, slot!.startAt, 0, null, 'fr_FR', {
      ...doorFor(status),
      ...(await atDoor(db, orderId, status)),
    });
  const [row] = await db
    .update(t.pendingDeposits)
    .set({ createdAt: new Date(Date.now() - daysAgo * 86_400_000) })
    .where(eq(t.pendingDeposits.orderId, orderId))
    .returning({ amountCents: t.pendingDeposits.amountCents });
  return row!.amountCents;
}
