/**
 * What green slots cost the slot list (docs/adr/0038): GET /slots's service for a signed-in shopper
 * as it was (slotGroups) against the same with the green mark (slotGroups + markGreenSlots), on the
 * seeded database with 6 orders in each listed slot of Lille (about half full, every stop located).
 * Not a test; run by hand with
 *   npx vitest bench --run --project 'api (pglite)' apps/api/test/green-slots.bench.ts
 */
import { eq, sql } from 'drizzle-orm';
import { bench, describe } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { markGreenSlots } from '../src/modules/green-slots/index.js';
import { slotGroups } from '../src/modules/slots/service.js';
import { testApp } from './app.js';
import { createShoppers } from './shoppers.js';

const { db } = await testApp();
const [lille] = await db.select().from(t.warehouses).where(eq(t.warehouses.key, 'lille'));
const [demo] = await db.select().from(t.users).where(eq(t.users.email, 'demo@example.com'));
const groups = await slotGroups(db, lille!.id, { userId: demo!.id, locale: 'fr_FR' });
const slotIds = groups.flatMap((g) => g.slots.map((s) => s.id));
const PER_SLOT = 6;
const customers = await createShoppers(db, 40);
// Customers spread over Lille (±3 km), each located; 6 orders a slot, every listed slot.
await db.execute(sql`update addresses set lat = 50.6365 + (random() - 0.5) * 0.05, lng = 3.0586 + (random() - 0.5) * 0.08
  where user_id in (${sql.join(
    customers.map((c) => sql`${c.id}`),
    sql`, `,
  )})`);
const [zone] = await db.select({ id: t.users.zoneId }).from(t.users).where(eq(t.users.id, demo!.id));
const orders = slotIds.flatMap((slotId, i) =>
  Array.from({ length: PER_SLOT }, (_, k) => {
    const customer = customers[(i * PER_SLOT + k) % customers.length]!;
    return {
      userId: customer.id,
      warehouseId: lille!.id,
      slotId,
      deliveryType: 'address',
      zoneId: zone!.id,
      deliveryName: 'Client',
      deliveryAddress: '3 rue de Béthune, 59000 Lille',
      locale: 'fr',
      country: 'FR',
      subtotalHtCents: 0,
      subtotalTtcCents: 0,
      totalTvaCents: 0,
      vatByRate: {},
      productsDepositCents: 0,
      packagesDepositCents: 0,
      deliveryFeeCents: 0,
      discountCents: 0,
      walletUsageCents: 0,
      amountToPayCents: 0,
      crates: [],
      paymentMethod: 'offline' as const,
    };
  }),
);
await db.insert(t.orders).values(orders);
console.log(`${slotIds.length} slots listed, ${orders.length} orders in them`);

const options = { time: 4000, warmupTime: 1000, warmupIterations: 20 };
describe(`GET /slots for a located shopper (${slotIds.length} slots, ${PER_SLOT} stops each)`, () => {
  bench(
    'slot list as before (slotGroups)',
    async () => {
      await slotGroups(db, lille!.id, { userId: demo!.id, locale: 'fr_FR' });
    },
    options,
  );
  bench(
    'slot list with green marks, stops reused (slotGroups + markGreenSlots)',
    async () => {
      const listed = await slotGroups(db, lille!.id, { userId: demo!.id, locale: 'fr_FR' });
      await markGreenSlots(db, { userId: demo!.id, warehouseId: lille!.id }, listed);
    },
    options,
  );
});
