/**
 * The business demo account's books (issue 33, item 10): `pro@example.com` gets an order delivered
 * last week, invoiced at delivery (a Factur-X invoice, the account being a French company), and a
 * credit note for a bottle refunded afterwards — so a newcomer sees both on /fr/mes-factures at once.
 *
 * Made through the shop's own services, in the order a real week would have made it: the cart, the
 * slot selection, the checkout (placeOrderIn), the driver's steps (advanceOrder issues the invoice)
 * and the back-office's refund (refundAdminOrder issues the credit note). No amount is written here:
 * every figure is the one checkout, delivery and refund compute.
 */
import { addDays, localDate, toEuros } from '@consigne/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.js';
import * as t from '../schema/index.js';
import { createQueuesIn } from '../../jobs/index.js';
import { staffActor } from '../../modules/admin/shared/index.js';
import { refundAdminOrder } from '../../modules/admin/orders/index.js';
import { advanceOrder } from '../../modules/operator/index.js';
import { placeOrderIn } from '../../modules/orders/index.js';
import { plannedSlots, selectSlot, warehouseSlotRules } from '../../modules/slots/index.js';
import { STAFF_ACCOUNTS } from './demo.js';

const PRO_ACCOUNT = 'pro@example.com';
const LYON_MANAGER = STAFF_ACCOUNTS[1];

/**
 * A café's restocking: a crate of beer (20 % VAT, small-bottle deposits), a crate of water (5.5 %,
 * large-bottle deposits) and olive oil (5.5 %, no deposit) — an invoice with two rates and deposits.
 */
export const DEMO_PRO_CART = [
  { slug: 'biere-blonde-bio-33cl', quantity: 20 },
  { slug: 'eau-minerale-naturelle-plate-100cl', quantity: 12 },
  { slug: 'huile-d-olive-vierge-extra-75cl', quantity: 2 },
] as const;

/** The line refunded after the invoice: one bottle of beer, broken in the café's cellar. */
const REFUNDED_SLUG = DEMO_PRO_CART[0].slug;
const REFUND_REASON = 'Une bouteille de bière cassée à la livraison';

const DAY_MS = 86_400_000;

/**
 * Last week's delivery slot of the warehouse: the first day from a week ago backwards that has
 * windows, its first window. Made with the slot generator's own plan and rules (plannedSlots), as
 * ensureSlots would have made it that week — ensureSlots itself runs after the seed's parts and only
 * makes coming days. A slot already there (a shop that ran that week) is taken as it is.
 */
async function lastWeeksSlot(db: Db, warehouseId: number, now: Date) {
  const rules = await warehouseSlotRules(db, warehouseId);
  for (let back = 7; back < 14; back += 1) {
    const day = localDate(new Date(now.getTime() - back * DAY_MS));
    const [window] = plannedSlots(warehouseId, { ...rules, daysAhead: 1 }, day, new Set(), now);
    if (!window) continue;
    await db.insert(t.slots).values(window).onConflictDoNothing();
    const [slot] = await db
      .select()
      .from(t.slots)
      .where(and(eq(t.slots.warehouseId, warehouseId), eq(t.slots.startAt, window.startAt)));
    if (slot) return slot;
  }
  throw new Error(`seed: no delivery day last week for warehouse ${warehouseId}`);
}

/** The account's id, unless it is missing or already has a history of its own (left as it is). */
async function freshProId(db: Db): Promise<number | null> {
  const [pro] = await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, PRO_ACCOUNT));
  if (!pro) return null;
  const used =
    (await db.$count(t.orders, eq(t.orders.userId, pro.id))) +
    (await db.$count(t.cartItems, eq(t.cartItems.userId, pro.id)));
  return used > 0 ? null : pro.id;
}

async function fillCart(db: Db, userId: number, warehouseId: number): Promise<void> {
  const entries = await db
    .select({ id: t.productWarehouses.id, slug: t.productWarehouses.slug })
    .from(t.productWarehouses)
    .where(
      and(
        eq(t.productWarehouses.warehouseId, warehouseId),
        inArray(
          t.productWarehouses.slug,
          DEMO_PRO_CART.map((l) => l.slug),
        ),
      ),
    );
  const idOf = new Map(entries.map((e) => [e.slug, e.id]));
  await db.insert(t.cartItems).values(
    DEMO_PRO_CART.map((line) => ({
      userId,
      productWarehouseId: idOf.get(line.slug)!,
      quantity: line.quantity,
    })),
  );
}

/** The driver's three steps on the slot's day; paid in cash at the door, the café's ID seen. */
async function deliver(db: Db, warehouseId: number, orderId: number, slotStartAt: Date) {
  await advanceOrder(db, warehouseId, orderId, 'preparing', slotStartAt);
  await advanceOrder(db, warehouseId, orderId, 'out_for_delivery', slotStartAt);
  const [order] = await db
    .select({ amountToPayCents: t.orders.amountToPayCents })
    .from(t.orders)
    .where(eq(t.orders.id, orderId));
  const deliveredAt = new Date(slotStartAt.getTime() + 25 * 60_000);
  await advanceOrder(db, warehouseId, orderId, 'delivered', deliveredAt, 0, null, 'fr_FR', {
    ageCheck: { method: 'id18' },
    payment: { method: 'cash', receivedCents: order!.amountToPayCents },
  });
}

/** The Lyon manager refunds one bottle to the wallet, as from the back-office's order page. */
async function refundOneBottle(db: Db, orderId: number): Promise<void> {
  const [manager] = await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, LYON_MANAGER));
  const actor = manager && (await staffActor(db, manager.id, 'seed:demo-invoice'));
  if (!actor) throw new Error(`seed: no back-office account ${LYON_MANAGER}`);
  const [line] = await db
    .select({ unitPriceTtcCents: t.orderLines.unitPriceTtcCents })
    .from(t.orderLines)
    .innerJoin(t.productWarehouses, eq(t.productWarehouses.id, t.orderLines.productWarehouseId))
    .where(and(eq(t.orderLines.orderId, orderId), eq(t.productWarehouses.slug, REFUNDED_SLUG)));
  await refundAdminOrder(db, actor, null, orderId, {
    method: 'wallet',
    amount: toEuros(line!.unitPriceTtcCents),
    reason: REFUND_REASON,
  });
}

/**
 * The café is not told at the first start of an order of last week: the notifications the services
 * wrote for it (placed, delivered) are recorded skipped, a state their send jobs leave alone — so no
 * e-mail about it reaches the outbox, nor a test's mail server when the workers start.
 */
async function skipLastWeeksNews(db: Db, orderId: number): Promise<void> {
  await db
    .update(t.notifications)
    .set({ status: 'skipped', result: { reason: 'demo-seed' } })
    .where(eq(t.notifications.orderId, orderId));
}

/**
 * The seed part. The order is placed as of the day before last week's slot (`now` handed to the
 * services: the slot was then still open, and the order is dated then), delivered on the slot's day,
 * and the bottle refunded today. Skipped when the account is missing or already has orders or a cart.
 */
export async function seedDemoInvoice(db: Db, now = new Date()): Promise<void> {
  const userId = await freshProId(db);
  if (userId === null) return;
  const [lyon] = await db
    .select({ id: t.warehouses.id })
    .from(t.warehouses)
    .where(eq(t.warehouses.key, 'lyon'));
  const warehouseId = lyon!.id;
  // The services enqueue their jobs (the order's e-mails, the sponsor's reward): on a new database the
  // queues are made by the first instance's jobs after the seed, so here first.
  await createQueuesIn(db);
  const slot = await lastWeeksSlot(db, warehouseId, now);
  const placedAt = new Date(`${addDays(localDate(slot.startAt), -1)}T16:00:00Z`);
  await fillCart(db, userId, warehouseId);
  await selectSlot(db, { userId, slotId: slot.id, holdMinutes: 15, locale: 'fr_FR', now: placedAt });
  const { body } = await db.transaction((tx) =>
    placeOrderIn(tx, {
      userId,
      locale: 'fr_FR',
      idempotencyKey: 'seed:demo-invoice',
      input: { paymentMethod: 'offline', acceptTerms: true, adultDeclared: true },
      defaultWarehouseKey: 'lyon',
      now: placedAt,
    }),
  );
  await deliver(db, warehouseId, body.orderId, slot.startAt);
  await refundOneBottle(db, body.orderId);
  await skipLastWeeksNews(db, body.orderId);
}
