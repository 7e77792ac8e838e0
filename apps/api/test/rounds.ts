import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';
import * as t from '../src/db/schema/index.js';
import type { testApp } from './app.js';
import { placeLilleOrder } from './orders.js';
import { createShoppers } from './shoppers.js';

type App = Awaited<ReturnType<typeof testApp>>['app'];

/**
 * `n` Lille orders of 2 crates each (24 large bottles), homes spread around the warehouse, moved to a
 * slot of their own (the `slotIndex`-th from the booked day's start): each case plans its own slot.
 */
export async function slotWithOrders(app: App, db: Db, n: number, tag: string, slotIndex: number) {
  const [lille] = await db.select().from(t.warehouses).where(eq(t.warehouses.key, 'lille'));
  await db.update(t.slots).set({ capacity: 100 }).where(eq(t.slots.warehouseId, lille!.id));
  const shoppers = await createShoppers(db, n);
  for (const [i, shopper] of shoppers.entries())
    await db
      .update(t.addresses)
      .set({ lat: lille!.lat + 0.01 * Math.cos(i), lng: lille!.lng + 0.015 * Math.sin(i * 1.7) })
      .where(eq(t.addresses.userId, shopper.id));
  const ids: number[] = [];
  let slotDate = '';
  for (const [i, shopper] of shoppers.entries()) {
    const placed = await placeLilleOrder(app, db, shopper, { large: 24, small: 0 }, `plan-${tag}-${i}`);
    ids.push(placed.orderId);
    slotDate = placed.slotDate;
  }
  const [first] = await db.select().from(t.orders).where(eq(t.orders.id, ids[0]!));
  const [booked] = await db.select().from(t.slots).where(eq(t.slots.id, first!.slotId));
  const day = await db
    .select()
    .from(t.slots)
    .where(
      and(
        eq(t.slots.warehouseId, lille!.id),
        gte(t.slots.startAt, new Date(booked!.startAt.getTime() - 6 * 3600_000)),
      ),
    )
    .orderBy(asc(t.slots.startAt))
    .limit(slotIndex + 1);
  const slotId = day[slotIndex]!.id;
  await db.update(t.orders).set({ slotId }).where(inArray(t.orders.id, ids));
  return { ids, slotId, slotDate };
}
