import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../../db/schema/index.js';
import { loginAs, testApp } from '../../../../test/app.js';
import { atDoor, placeLilleOrder } from '../../../../test/orders.js';
import { createShoppers, type Shopper } from '../../../../test/shoppers.js';
import { statusBody } from '../../../../test/door.js';

const { app, db } = await testApp({ EARLY_DELIVERY_DAYS: '7' });
const as = (token: string) => ({ authorization: `Bearer ${token}` });
let admin: string;
let manager: string;
let driver: string;
let lille: typeof t.warehouses.$inferSelect;
let slotDate: string;
let slotId: number;
const orders: Record<'near' | 'middle' | 'far' | 'relayA' | 'relayB', number> = {
  near: 0,
  middle: 0,
  far: 0,
  relayA: 0,
  relayB: 0,
};
let shoppers: Shopper[];
let pickupName: string;

interface Stop {
  position: number;
  kind: string;
  name: string;
  distanceKm: number | null;
  cratesToDrop: number;
  orders: { orderId: number; crates: number; largeBottles: number }[];
  toCollect: { customerId: number; pending: { crates: number; largeBottles: number; amount: number } }[];
}
const mine = (stops: Stop[]) =>
  stops.filter((s) => s.orders.some((o) => Object.values(orders).includes(o.orderId)));
const round = async (token: string, query: string, url = '/api/admin/rounds') =>
  app.inject({ url: `${url}?date=${slotDate}&slotId=${slotId}${query}`, headers: as(token) });
const moveVan = (orderId: number, vanId: number, token = admin) =>
  app.inject({
    method: 'PUT',
    url: `/api/admin/rounds/orders/${orderId}/van`,
    headers: as(token),
    payload: { vanId },
  });

beforeAll(async () => {
  admin = (await loginAs(app, 'admin@example.com')).token;
  manager = (await loginAs(app, 'gerant.lyon@example.com')).token;
  driver = (await loginAs(app, 'livreur@example.com')).token;
  [lille] = (await db.select().from(t.warehouses).where(eq(t.warehouses.key, 'lille'))) as [typeof lille];
  shoppers = await createShoppers(db, 5);
  // Homes at three distances north of the warehouse; two customers collect at one pickup point.
  const at = (i: number, dLat: number) =>
    db
      .update(t.addresses)
      .set({ lat: lille.lat + dLat, lng: lille.lng })
      .where(eq(t.addresses.userId, shoppers[i]!.id));
  await Promise.all([at(0, 0.01), at(1, 0.05), at(2, 0.1)]);
  const keys = ['near', 'middle', 'far', 'relayA', 'relayB'] as const;
  for (const [i, key] of keys.entries()) {
    const placed = await placeLilleOrder(app, db, shoppers[i]!, { large: 12 + i, small: 0 }, `rounds-${key}`);
    orders[key] = placed.orderId;
    slotDate = placed.slotDate;
  }
  const [pickup] = await db
    .select()
    .from(t.zones)
    .where(and(eq(t.zones.warehouseId, lille.id), eq(t.zones.isDeliveryPoint, true)))
    .limit(1);
  pickupName = pickup!.name;
  for (const key of ['relayA', 'relayB'] as const)
    await db
      .update(t.orders)
      .set({ deliveryType: 'pdr', zoneId: pickup!.id, deliveryAddress: pickup!.address ?? '' })
      .where(eq(t.orders.id, orders[key]));
  const [order] = await db.select().from(t.orders).where(eq(t.orders.id, orders.near));
  slotId = order!.slotId;
});

describe('a van’s round (back-office)', () => {
  it('orders the homes by nearest neighbour from the warehouse, a pickup point one stop of its orders', async () => {
    const res = await round(admin, `&warehouseId=${lille.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.vans.map((v: { name: string }) => v.name)).toEqual(['Camion 1', 'Camion 2', 'Camion 3']);
    expect(body.slotId).toBe(slotId);
    // The slot counts its orders (the five of this test at least).
    expect(body.slots.find((s: { id: number }) => s.id === slotId).orderCount).toBeGreaterThanOrEqual(5);
    const stops = mine(body.stops);
    const names = stops.map((s) => (s.kind === 'pickup' ? 'pickup' : s.orders[0]!.orderId));
    const homes = names.filter((n) => n !== 'pickup');
    expect(homes).toEqual([orders.near, orders.middle, orders.far]);
    const pickup = stops.find((s) => s.kind === 'pickup')!;
    expect(pickup.name).toBe(pickupName);
    expect(pickup.orders.map((o) => o.orderId)).toEqual([orders.relayA, orders.relayB]);
    // 15 and 16 large bottles: a full crate and a started one each.
    expect(pickup.cratesToDrop).toBe(4);
    const near = stops.find((s) => s.orders[0]!.orderId === orders.near)!;
    expect(near.orders[0]).toMatchObject({ crates: 1, largeBottles: 12 });
    // The near home is 0.01° north of the warehouse: about 1.1 km.
    if (near.position === 1) expect(near.distanceKm).toBeCloseTo(1.1, 1);
    expect(body.stops.map((s: Stop) => s.position)).toEqual(body.stops.map((_: Stop, i: number) => i + 1));
  });

  it('shows the empties to collect: what a customer has out after a delivery', async () => {
    for (const status of ['preparing', 'out_for_delivery', 'delivered'])
      await app.inject({
        method: 'POST',
        url: `/api/operator/orders/${orders.far}/status`,
        headers: as(driver),
        payload: { ...statusBody(status), ...(await atDoor(db, orders.far, status)) },
      });
    const stops = mine((await round(admin, `&warehouseId=${lille.id}`)).json().stops);
    const far = stops.find((s) => s.orders[0]!.orderId === orders.far)!;
    // 14 large bottles in 2 crates: 2 × 3 € + 14 × 0,20 €.
    expect(far.toCollect).toEqual([
      {
        customerId: shoppers[2]!.id,
        name: 'Client 2',
        pending: { crates: 2, largeBottles: 14, smallBottles: 0, amount: 8.8 },
      },
    ]);
    const near = stops.find((s) => s.orders[0]!.orderId === orders.near)!;
    expect(near.toCollect).toEqual([]);
  });

  it('refuses to move an order out of a round whose driver has started (locked), and changes nothing', async () => {
    // The far order was delivered from the first van: that round is the driver's now.
    const vans = await db
      .select()
      .from(t.vans)
      .where(eq(t.vans.warehouseId, lille.id))
      .orderBy(t.vans.position);
    const res = await moveVan(orders.middle, vans[1]!.id);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'round_locked',
      message: 'La tournée de Camion 1 a commencé (son livreur est parti) : elle ne change plus.',
    });
    const [middle] = await db.select().from(t.orders).where(eq(t.orders.id, orders.middle));
    expect(middle!.vanId).toBeNull();
    const first = mine((await round(admin, `&warehouseId=${lille.id}`)).json().stops);
    expect(first.flatMap((s) => s.orders.map((o) => o.orderId))).toContain(orders.middle);
  });

  it('refuses another warehouse’s van (422), an unknown van (404), a delivered order (409), another manager (403)', async () => {
    const [lyonVan] = await db
      .select()
      .from(t.vans)
      .innerJoin(t.warehouses, eq(t.warehouses.id, t.vans.warehouseId))
      .where(eq(t.warehouses.key, 'lyon'));
    const [lilleVan] = await db.select().from(t.vans).where(eq(t.vans.warehouseId, lille.id)).limit(1);
    const other = await moveVan(orders.near, lyonVan!.vans.id);
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe('Ce camion est celui d’un autre entrepôt que la commande.');
    expect((await moveVan(orders.near, 999_999)).statusCode).toBe(404);
    const delivered = await moveVan(orders.far, lilleVan!.id);
    expect(delivered.statusCode).toBe(409);
    expect((await moveVan(orders.near, lilleVan!.id, manager)).statusCode).toBe(403);
    expect((await round(manager, `&warehouseId=${lille.id}`)).statusCode).toBe(403);
    expect((await round(admin, `&warehouseId=${lille.id}&vanId=${lyonVan!.vans.id}`)).statusCode).toBe(404);
  });
});

describe('the driver’s round and pickup search', () => {
  it('gives the driver the same stops for their warehouse', async () => {
    const res = await round(driver, '', '/api/operator/round');
    expect(res.statusCode, res.body).toBe(200);
    const admins = (await round(admin, `&warehouseId=${lille.id}`)).json();
    expect(res.json().stops).toEqual(admins.stops);
  });

  it('finds a customer of the warehouse with deposits pending by name or postcode, with their empties', async () => {
    const byName = await app.inject({ url: '/api/operator/customers?q=Client 2', headers: as(driver) });
    expect(byName.statusCode, byName.body).toBe(200);
    const found = byName.json().find((c: { id: number }) => c.id === shoppers[2]!.id);
    expect(found).toMatchObject({ lastname: '2', postalCode: '59000', pending: { crates: 2, amount: 8.8 } });
    const byPostcode = await app.inject({ url: '/api/operator/customers?q=59000', headers: as(driver) });
    const ids = byPostcode.json().map((c: { id: number }) => c.id);
    expect(ids).toContain(shoppers[2]!.id);
    // Nothing out, nothing to collect: not listed.
    expect(ids).not.toContain(shoppers[0]!.id);
    const tooShort = await app.inject({ url: '/api/operator/customers?q=ab', headers: as(driver) });
    expect(tooShort.statusCode).toBe(400);
  });
});
