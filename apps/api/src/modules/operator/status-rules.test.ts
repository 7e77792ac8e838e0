import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.js';
import { loginAs, testApp } from '../../../test/app.js';
import { placeLilleOrder } from '../../../test/orders.js';
import { createShoppers, type Shopper } from '../../../test/shoppers.js';
import { advanceOrder } from './service.js';

// The default setting (no early delivery).
const { app, db } = await testApp();
let driver: string;
let shopper: Shopper;
let orderId: number;

const advance = (status: string, locale = 'fr_FR') =>
  app.inject({
    method: 'POST',
    url: `/api/operator/orders/${orderId}/status?locale=${locale}`,
    headers: { authorization: `Bearer ${driver}` },
    payload: { status },
  });
const statusOf = async () => (await db.select().from(t.orders).where(eq(t.orders.id, orderId)))[0]!.status;

beforeAll(async () => {
  driver = (await loginAs(app, 'livreur@example.com')).token;
  [shopper] = (await createShoppers(db, 1)) as [Shopper];
  // A slot of a later day (the second day offered).
  ({ orderId } = await placeLilleOrder(app, db, shopper, { large: 24, small: 0 }, 'status-rules'));
});

describe('driver status changes', () => {
  it('a confirmed order cannot jump to delivered: 409 with a clear message, nothing changes', async () => {
    const res = await advance('delivered');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Une commande avance d’une étape à la fois (commandée, en préparation, en cours de livraison, livrée) : elle ne peut ni sauter une étape ni revenir en arrière.',
    );
    expect((await advance('out_for_delivery', 'nl_BE')).json().message).toMatch(
      /^Een bestelling gaat stap voor stap/,
    );
    expect(await statusOf()).toBe('placed');
    const pending = await db.select().from(t.invoices).where(eq(t.invoices.orderId, orderId));
    expect(pending).toEqual([]);
  });

  it('is not delivered before its slot’s day: 422, still on its way', async () => {
    expect((await advance('preparing')).statusCode).toBe(200);
    expect((await advance('out_for_delivery')).statusCode).toBe(200);
    const res = await advance('delivered');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      'Cette commande ne peut pas être marquée livrée avant le jour de son créneau.',
    );
    expect(await statusOf()).toBe('out_for_delivery');
  });

  it('is delivered on its slot’s day', async () => {
    const [row] = await db
      .select({ startAt: t.slots.startAt, warehouseId: t.orders.warehouseId })
      .from(t.orders)
      .innerJoin(t.slots, eq(t.slots.id, t.orders.slotId))
      .where(eq(t.orders.id, orderId));
    const onTheDay = new Date(row!.startAt.getTime() + 60 * 60 * 1000);
    expect(await advanceOrder(db, row!.warehouseId, orderId, 'delivered', onTheDay)).toBe('delivered');
    expect(await statusOf()).toBe('delivered');
    // Asked again (a double tap): answered, not refused; never back.
    expect((await advance('delivered')).statusCode).toBe(200);
    expect((await advance('preparing')).statusCode).toBe(409);
  });
});
