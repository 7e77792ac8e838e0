import { setTimeout as sleep } from 'node:timers/promises';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.js';
import { testApp } from '../../../test/app.js';
import { placeLilleOrder } from '../../../test/orders.js';
import { createShoppers } from '../../../test/shoppers.js';
import { bearer, staffTokens } from '../../../test/staff.js';

/**
 * A shopper changes their delivery instructions while the driver starts the round: on a PostgreSQL
 * server (a pool runs both at once) each order must end consistent — out for delivery, and either
 * the change answered 200 and the order holds it (so the driver read it), or it answered 409 and the
 * order holds the old instructions. Never a 200 for a change the driver left without. PGlite runs
 * one statement at a time: there the pairs only check the same outcomes.
 */
const { app, db } = await testApp({ EARLY_DELIVERY_DAYS: '7' });
const onServer = Boolean(process.env.TEST_DATABASE_URL);
const ORDERS = onServer ? 24 : 4;

describe('instructions changed while the round starts', () => {
  it('end consistent: a 200 is kept, a 409 changed nothing, every order left', async () => {
    const { operator } = await staffTokens(db);
    // Room for every racer's order in the one slot they all book.
    const [lille] = await db.select().from(t.warehouses).where(eq(t.warehouses.key, 'lille'));
    await db.update(t.slots).set({ capacity: 500 }).where(eq(t.slots.warehouseId, lille!.id));
    const shoppers = await createShoppers(db, ORDERS);
    await db
      .update(t.addresses)
      .set({ apartmentDetails: '1er étage, Digicode 1234' })
      .where(
        inArray(
          t.addresses.userId,
          shoppers.map((s) => s.id),
        ),
      );
    const orderIds: number[] = [];
    for (const [i, shopper] of shoppers.entries())
      orderIds.push(
        (await placeLilleOrder(app, db, shopper, { large: 12, small: 0 }, `instr-race-${i}-${Date.now()}`))
          .orderId,
      );
    await db.update(t.orders).set({ status: 'preparing' }).where(inArray(t.orders.id, orderIds));

    const outcomes = await Promise.all(
      shoppers.map(async (shopper, i) => {
        const orderId = orderIds[i]!;
        // Staggered by a few milliseconds, so that the driver's step wins some races and the
        // shopper's change others (started together, the one-statement change always came first).
        const [change, leave] = await Promise.all([
          sleep((i % 8) * 4).then(() =>
            app.inject({
              method: 'PUT',
              url: `/api/orders/${orderId}/delivery-instructions`,
              headers: bearer(shopper.token),
              payload: { instructions: { accessDetails: '1er étage', entryCode: '9876', note: 'Nouvelle' } },
            }),
          ),
          app.inject({
            method: 'POST',
            url: `/api/operator/orders/${orderId}/status`,
            headers: bearer(operator),
            payload: { status: 'out_for_delivery' },
          }),
        ]);
        return { orderId, change: change.statusCode, leave: leave.statusCode };
      }),
    );
    const rows = await db.select().from(t.orders).where(inArray(t.orders.id, orderIds));
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const { orderId, change, leave } of outcomes) {
      const order = byId.get(orderId)!;
      expect(leave).toBe(200);
      expect(order.status).toBe('out_for_delivery');
      expect([200, 409]).toContain(change);
      expect(order.deliveryInstructions?.entryCode).toBe(change === 200 ? '9876' : '1234');
      expect(order.deliveryInstructions?.note ?? null).toBe(change === 200 ? 'Nouvelle' : null);
    }
    // After the round started, every change is refused.
    const late = await app.inject({
      method: 'PUT',
      url: `/api/orders/${orderIds[0]}/delivery-instructions`,
      headers: bearer(shoppers[0]!.token),
      payload: { instructions: { note: 'Trop tard' } },
    });
    expect(late.statusCode).toBe(409);
    const [first] = await db.select().from(t.orders).where(eq(t.orders.id, orderIds[0]!));
    expect(first!.deliveryInstructions?.note).not.toBe('Trop tard');
  }, 120_000);
});
