import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.js';
import { loginAs, testApp } from '../../../test/app.js';
import { haversineKm } from './service.js';

const { app, db } = await testApp();
const demo = await loginAs(app);
const pro = await loginAs(app, 'pro@example.com');
const as = (token: string) => ({ authorization: `Bearer ${token}` });

type Point = { zone: { id: number; name: string; address: string }; distance: number | null };

async function fillCart(token: string) {
  const entry = (await app.inject({ url: '/api/products/cross-sell?limit=1', headers: as(token) })).json()
    .products[0];
  const res = await app.inject({
    method: 'PATCH',
    url: '/api/user/cart',
    headers: as(token),
    payload: { product_warehouse_id: entry.id, quantity: 2 },
  });
  expect(res.json().itemCount).toBe(2);
}

const choose = (zone_id: number, token = demo.token) =>
  app.inject({ method: 'POST', url: '/api/user/delivery', headers: as(token), payload: { zone_id } });

describe('GET /api/user/delivery', () => {
  it('lists the pickup points nearest to the selected address, nearest first, distance in km', async () => {
    const res = await app.inject({ url: '/api/user/delivery', headers: as(demo.token) });
    expect(res.statusCode).toBe(200);
    const points = res.json() as Point[];
    expect(points.length).toBeGreaterThanOrEqual(3);
    expect(points.length).toBeLessThanOrEqual(10);
    const distances = points.map((p) => p.distance!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    // Demo lives rue Nationale, Lille: the nearest points are Lille's, a few km away.
    expect(points[0]!.zone.address).toMatch(/59\d{3} /);
    expect(distances[0]).toBeLessThan(5);
    expect(distances.every((d) => Math.round(d * 10) === d * 10)).toBe(true);
  });

  it('is for logged-in users only', async () => {
    expect((await app.inject({ url: '/api/user/delivery' })).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'POST', url: '/api/user/delivery', payload: { zone_id: 1 } })).statusCode,
    ).toBe(401);
  });

  it('measures distances on the sphere', () => {
    // Lille → Brussels, about 95 km as the crow flies.
    expect(haversineKm({ lat: 50.6292, lng: 3.0573 }, { lat: 50.8503, lng: 4.3517 })).toBeCloseTo(95, -1);
  });
});

describe('POST /api/user/delivery', () => {
  it('moves the user to the pickup point: zone, no selected address, cart emptied', async () => {
    await fillCart(demo.token);
    const [point] = (
      await app.inject({ url: '/api/user/delivery', headers: as(demo.token) })
    ).json() as Point[];
    const res = await choose(point!.zone.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ zone: { ...point!.zone, isDeliveryPoint: true } });
    const user = (await app.inject({ url: '/api/user', headers: as(demo.token) })).json();
    expect(user.zone).toMatchObject({ id: point!.zone.id, isDeliveryPoint: true, name: point!.zone.name });
    const addresses = (
      await app.inject({ url: '/api/user/addresses', headers: as(demo.token) })
    ).json() as Array<{
      isSelected: boolean;
    }>;
    expect(addresses.some((a) => a.isSelected)).toBe(false);
    expect((await app.inject({ url: '/api/cart', headers: as(demo.token) })).json().itemCount).toBe(0);
    // From the pickup point, the list is measured from the point itself.
    const again = (
      await app.inject({ url: '/api/user/delivery', headers: as(demo.token) })
    ).json() as Point[];
    expect(again[0]).toMatchObject({ zone: { id: point!.zone.id }, distance: 0 });
  });

  it('keeps the slot within the same warehouse, drops it (and its hold) on a change of warehouse', async () => {
    const groups = (await app.inject({ url: '/api/slots', headers: as(demo.token) })).json() as Array<{
      slots: Array<{ id: number }>;
    }>;
    const slotId = groups[1]!.slots[0]!.id;
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/user/select/slot/${slotId}`,
          headers: as(demo.token),
          payload: {},
        })
      ).statusCode,
    ).toBe(200);
    const [lille] = await db.select().from(t.warehouses).where(eq(t.warehouses.key, 'lille'));
    const [sameWarehouse] = await db.select().from(t.zones).where(eq(t.zones.key, 'lille-roubaix'));
    expect(sameWarehouse!.warehouseId).toBe(lille!.id);
    await choose(sameWarehouse!.id);
    expect(
      (await app.inject({ url: '/api/user', headers: as(demo.token) })).json().selectedSlot,
    ).toMatchObject({
      id: slotId,
    });

    await fillCart(demo.token);
    const [brussels] = await db.select().from(t.zones).where(eq(t.zones.key, 'bruxelles-flagey'));
    expect((await choose(brussels!.id)).statusCode).toBe(200);
    const user = (await app.inject({ url: '/api/user', headers: as(demo.token) })).json();
    expect(user.selectedSlot).toBeNull();
    expect(await db.select().from(t.slotHolds).where(eq(t.slotHolds.slotId, slotId))).toEqual([]);
    expect((await app.inject({ url: '/api/cart', headers: as(demo.token) })).json().itemCount).toBe(0);
  });

  it('refuses a delivery area or an unknown zone (404), and bad bodies (400)', async () => {
    const [area] = await db.select().from(t.zones).where(eq(t.zones.isDeliveryPoint, false)).limit(1);
    const res = await choose(area!.id, pro.token);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Point de retrait introuvable.');
    expect((await choose(999_999, pro.token)).statusCode).toBe(404);
    const bad = await app.inject({
      method: 'POST',
      url: '/api/user/delivery',
      headers: as(pro.token),
      payload: { zone_id: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('zone_id');
  });
});

describe('pickup points in the reader’s language', () => {
  it('names a Brussels point in Dutch for nl_BE, in French otherwise, and falls back to French', async () => {
    const [stGilles] = await db.select().from(t.zones).where(eq(t.zones.key, 'bruxelles-saint-gilles'));
    const inDutch = await app.inject({
      method: 'POST',
      url: '/api/user/delivery?locale=nl_BE',
      headers: as(pro.token),
      payload: { zone_id: stGilles!.id },
    });
    expect(inDutch.statusCode).toBe(200);
    expect(inDutch.json().zone.address).toBe('Waterloosesteenweg 150, 1060 Sint-Gillis');
    expect((await choose(stGilles!.id, pro.token)).json().zone.address).toBe(
      'Chaussée de Waterloo 150, 1060 Saint-Gilles',
    );

    // The list (measured from the point itself) and the user's zone, with the opening hours.
    const points = (
      await app.inject({ url: '/api/user/delivery?locale=nl_BE', headers: as(pro.token) })
    ).json() as Array<Point & { openingHours: string | null }>;
    expect(points[0]).toMatchObject({
      zone: { id: stGilles!.id, name: 'Bio Parvis', address: 'Waterloosesteenweg 150, 1060 Sint-Gillis' },
      openingHours: 'ma–za 9–19.30 u',
    });
    expect(points.find((p) => p.zone.name === 'Le Comptoir de Colignon')?.zone.address).toBe(
      'Colignonplein 8, 1030 Schaarbeek',
    );
    const user = (await app.inject({ url: '/api/user?locale=nl_BE', headers: as(pro.token) })).json();
    expect(user.zone.address).toBe('Waterloosesteenweg 150, 1060 Sint-Gillis');
    const french = (await app.inject({ url: '/api/user?locale=fr_BE', headers: as(pro.token) })).json();
    expect(french.zone.address).toBe('Chaussée de Waterloo 150, 1060 Saint-Gilles');

    // A point without a Dutch text (Lille) reads its French one.
    const [lillePoint] = await db.select().from(t.zones).where(eq(t.zones.key, 'lille-roubaix'));
    const lille = await app.inject({
      method: 'POST',
      url: '/api/user/delivery?locale=nl_BE',
      headers: as(pro.token),
      payload: { zone_id: lillePoint!.id },
    });
    expect(lille.json().zone.address).toBe((await choose(lillePoint!.id, pro.token)).json().zone.address);

    // Its opening hours, written in French once, in each reader's notation.
    const hoursOf = async (locale: string) =>
      (
        (
          await app.inject({ url: `/api/user/delivery?locale=${locale}`, headers: as(pro.token) })
        ).json() as Array<Point & { openingHours: string | null }>
      ).find((p) => p.zone.id === lillePoint!.id)?.openingHours;
    expect(lillePoint!.openingHours).toBe('Lun–sam 9h–19h30');
    expect(await hoursOf('fr_FR')).toBe('Lun–sam 9h–19h30');
    expect(await hoursOf('es_ES')).toBe('lun–sáb 9:00–19:30');
    expect(await hoursOf('nl_BE')).toBe('ma–za 9–19.30 u');
  });
});
