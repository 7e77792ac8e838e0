import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.js';
import { testApp } from '../../../test/app.js';
import { placeLilleOrder } from '../../../test/orders.js';
import { createShoppers, type Shopper } from '../../../test/shoppers.js';
import { bearer, staffTokens, warehouseIdOf } from '../../../test/staff.js';

const { app, db } = await testApp();
const staff = await staffTokens(db);
const lille = await warehouseIdOf(db, 'lille');

// The demo shopper's home and office in Lille, 640 m apart; Roubaix, 11 km away.
const HOME = { lat: 50.6365, lng: 3.0586 };
const OFFICE = { lat: 50.6409, lng: 3.0645 };
const ROUBAIX = { lat: 50.6901, lng: 3.1817 };

async function locate(shopper: Shopper, place: { lat: number; lng: number } | null) {
  await db
    .update(t.addresses)
    .set({ lat: place?.lat ?? null, lng: place?.lng ?? null })
    .where(eq(t.addresses.userId, shopper.id));
}

type Slot = { id: number; isGreen: boolean; greenDiscount: number; isFull: boolean };
async function slotsFor(token: string | null): Promise<Slot[]> {
  const res = await app.inject({ url: '/api/slots', headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as Array<{ slots: Slot[] }>).flatMap((g) => g.slots);
}

const saveSettings = (token: string | null, warehouseId: number, payload: object) =>
  app.inject({
    method: 'PUT',
    url: `/api/admin/green-slots/settings/${warehouseId}`,
    headers: bearer(token),
    payload,
  });

let planned: Shopper, neighbour: Shopper, far: Shopper, unlocated: Shopper;
let plannedOrder: number;
let slotId: number;
let slotDate: string;

beforeAll(async () => {
  const shoppers = await createShoppers(db, 4);
  [planned, neighbour, far, unlocated] = [shoppers[0]!, shoppers[1]!, shoppers[2]!, shoppers[3]!];
  await locate(planned, HOME);
  await locate(neighbour, OFFICE);
  await locate(far, ROUBAIX);
  await locate(unlocated, null);
  // The planned stop: an order at HOME in the second slot of the second day (placeLilleOrder's).
  const placed = await placeLilleOrder(app, db, planned, { large: 12, small: 0 }, 'green-planned');
  plannedOrder = placed.orderId;
  slotDate = placed.slotDate;
  const [order] = await db.select().from(t.orders).where(eq(t.orders.id, plannedOrder));
  slotId = order!.slotId;
});

describe('GET /api/slots: green slots', () => {
  it('marks the slot a van already serves next door green, for a neighbour only', async () => {
    const mine = await slotsFor(neighbour.token);
    expect(mine.find((s) => s.id === slotId)).toMatchObject({ isGreen: true, greenDiscount: 0 });
    // Every other slot has no stop yet: a whole trip from Lesquin, never green.
    expect(mine.filter((s) => s.isGreen).map((s) => s.id)).toEqual([slotId]);
    const theirs = await slotsFor(far.token);
    expect(theirs.find((s) => s.id === slotId)!.isGreen).toBe(false);
  });

  it('marks nothing for an anonymous shopper or an address without coordinates', async () => {
    expect((await slotsFor(null)).some((s) => s.isGreen)).toBe(false);
    expect((await slotsFor(unlocated.token)).some((s) => s.isGreen)).toBe(false);
  });
});

describe('the green discount', () => {
  it('another warehouse’s manager cannot change the settings; bad values are refused', async () => {
    const lyon = await warehouseIdOf(db, 'lyon');
    expect(
      (await saveSettings(staff.lyonManager, lille, { thresholdMetres: 9000, discount: 2 })).statusCode,
    ).toBe(403);
    expect(
      (await saveSettings(staff.lilleManager, lyon, { thresholdMetres: 9000, discount: 2 })).statusCode,
    ).toBe(403);
    expect(
      (await saveSettings(staff.customer, lille, { thresholdMetres: 9000, discount: 2 })).statusCode,
    ).toBe(403);
    const bad = await saveSettings(staff.lilleManager, lille, { thresholdMetres: -1, discount: 2.001 });
    expect(bad.statusCode).toBe(400);
    const [row] = await db.select().from(t.warehouses).where(eq(t.warehouses.id, lille));
    expect(row).toMatchObject({ greenThresholdMetres: 1500, greenDiscountCents: 0 });
  });

  it('is taken off the fee once, shown in the slot list and the cart, and stored with the order', async () => {
    const saved = await saveSettings(staff.lilleManager, lille, { thresholdMetres: 1500, discount: 2 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ warehouseId: lille, thresholdMetres: 1500, discount: 2 });
    expect((await slotsFor(neighbour.token)).find((s) => s.id === slotId)).toMatchObject({
      isGreen: true,
      greenDiscount: 2,
    });

    const { orderId } = await placeLilleOrder(app, db, neighbour, { large: 12, small: 0 }, 'green-neighbour');
    const { orderId: farOrder } = await placeLilleOrder(app, db, far, { large: 12, small: 0 }, 'green-far');
    const [green] = await db.select().from(t.orders).where(eq(t.orders.id, orderId));
    const [notGreen] = await db.select().from(t.orders).where(eq(t.orders.id, farOrder));
    expect(green).toMatchObject({
      slotId,
      greenSlot: true,
      greenMarginalMetres: 1136,
      greenDiscountCents: 200,
      deliveryFeeCents: 100,
    });
    // 12 × 1.99 € water + 12 × 0.20 € bottles + one crate 3 € + the fee: the discount once.
    expect(green!.amountToPayCents).toBe(2388 + 240 + 300 + 100);
    expect(notGreen).toMatchObject({ greenSlot: false, greenDiscountCents: 0, deliveryFeeCents: 300 });
    expect(notGreen!.greenMarginalMetres).toBeGreaterThan(1500);
    expect(notGreen!.amountToPayCents).toBe(green!.amountToPayCents + 200);
  });

  it('shows in the cart while the selected slot is green', async () => {
    const [shopper] = await createShoppers(db, 1);
    await locate(shopper!, { lat: 50.6366, lng: 3.0601 });
    const [entry] = await db
      .select({ id: t.productWarehouses.id })
      .from(t.productWarehouses)
      .where(eq(t.productWarehouses.warehouseId, lille))
      .limit(1);
    await db.insert(t.cartItems).values({ userId: shopper!.id, productWarehouseId: entry!.id, quantity: 1 });
    const cart = async () =>
      (await app.inject({ url: '/api/cart', headers: bearer(shopper!.token) })).json().totals as {
        deliveryFees: number;
        greenSlotDiscount: number;
      };
    expect(await cart()).toMatchObject({ greenSlotDiscount: 0 });
    const selected = await app.inject({
      method: 'POST',
      url: `/api/user/select/slot/${slotId}`,
      headers: bearer(shopper!.token),
      payload: {},
    });
    expect(selected.statusCode, selected.body).toBe(200);
    const totals = await cart();
    expect(totals.greenSlotDiscount).toBe(2);
    expect(totals.deliveryFees).toBe(1);
  });
});

describe('GET /api/admin/green-slots: how the mark was decided', () => {
  it('gives per slot the marginal metres against the threshold, for an order or a postal code', async () => {
    const byCode = await app.inject({
      url: `/api/admin/green-slots?warehouseId=${lille}&date=${slotDate}&postalCode=59000&city=Lille`,
      headers: bearer(staff.lilleManager),
    });
    expect(byCode.statusCode, byCode.body).toBe(200);
    const body = byCode.json();
    expect(body).toMatchObject({ thresholdMetres: 1500, place: { from: 'postalCode' } });
    const slot = body.slots.find((s: { id: number }) => s.id === slotId);
    expect(slot).toMatchObject({ stops: 3, isGreen: true });
    expect(slot.marginalMetres).toBeLessThanOrEqual(1500);
    const byOrder = await app.inject({
      url: `/api/admin/green-slots?warehouseId=${lille}&date=${slotDate}&orderId=${plannedOrder}`,
      headers: bearer(staff.lilleManager),
    });
    expect(byOrder.statusCode, byOrder.body).toBe(200);
    // Measured against the others: the neighbour's and the far shopper's stops.
    expect(byOrder.json().slots.find((s: { id: number }) => s.id === slotId)).toMatchObject({ stops: 2 });
  });

  it('refuses another warehouse, a missing place and an unknown postal code', async () => {
    const ask = (token: string, query: string) =>
      app.inject({ url: `/api/admin/green-slots?${query}`, headers: bearer(token) });
    expect(
      (await ask(staff.lyonManager, `warehouseId=${lille}&date=${slotDate}&postalCode=59000`)).statusCode,
    ).toBe(403);
    expect((await ask(staff.lilleManager, `warehouseId=${lille}&date=${slotDate}`)).statusCode).toBe(400);
    const unknown = await ask(staff.lilleManager, `warehouseId=${lille}&date=${slotDate}&postalCode=99999`);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toMatch(/coordonnées/);
    // A commune another warehouse delivers: its distances to Lille's rounds would mean nothing.
    const lyon = await ask(
      staff.lilleManager,
      `warehouseId=${lille}&date=${slotDate}&postalCode=69001&city=Lyon`,
    );
    expect(lyon.statusCode, lyon.body).toBe(422);
    expect(lyon.json()).toMatchObject({ code: 'green_place_other_warehouse' });
    expect(lyon.json().message).toMatch(/Lyon/);
  });
});
