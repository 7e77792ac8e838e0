import { localDate } from '@consigne/domain';
import { and, eq, gt, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.js';
import { loginAs, testApp } from '../../../test/app.js';
import { createShoppers, type Shopper } from '../../../test/shoppers.js';
import { demoWarehouseSlots, slotCopyAt } from '../../../test/slots.js';

/**
 * Pickups of empties without an order (ADR 0037): booked on a slot like an order's place, idempotent,
 * refused with a clear 4xx (nothing pending, full, another warehouse's slot, past the cutoff, another's
 * address), a stop of the driver's round, closed once by the return (the fee off its credit), failed
 * at the door, cancelled until the cutoff. The race for the last place runs in parallel on the
 * PostgreSQL server (TEST_DATABASE_URL); on PGlite one after the other, with the same invariant.
 */
const { app, db } = await testApp({ EARLY_DELIVERY_DAYS: '7' });
const as = (token: string) => ({ authorization: `Bearer ${token}` });
let driver: string;
let lille: number;
let slots: (typeof t.slots.$inferSelect)[];
let elsewhere: typeof t.slots.$inferSelect;

const ask = (shopper: Shopper, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/user/empties-pickups', headers: as(shopper.token), payload });
const addressOf = async (userId: number) =>
  (await db.select({ id: t.addresses.id }).from(t.addresses).where(eq(t.addresses.userId, userId)))[0]!.id;
const reservedOf = async (slotId: number) =>
  (await db.select({ reserved: t.slots.reserved }).from(t.slots).where(eq(t.slots.id, slotId)))[0]!.reserved;

/** A Lille shopper with a crate and 12 large bottles out (5,40 €), from a delivery long ago. */
async function shopperWithDeposits(): Promise<Shopper & { addressId: number }> {
  const [shopper] = (await createShoppers(db, 1)) as [Shopper];
  await db.insert(t.pendingDeposits).values({
    userId: shopper.id,
    amountCents: 540,
    kind: 'delivery',
    warehouseId: lille,
    crates: 1,
    largeBottles: 12,
    smallBottles: 0,
  });
  return { ...shopper, addressId: await addressOf(shopper.id) };
}

beforeAll(async () => {
  driver = (await loginAs(app, 'livreur@example.com')).token;
  ({ warehouseId: lille, slots, elsewhere } = await demoWarehouseSlots(db));
  expect(slots.length).toBeGreaterThan(6);
});

describe('asking for a pickup of empties', () => {
  it('books one place of the slot, once for a double submit', async () => {
    const shopper = await shopperWithDeposits();
    const slot = slots[0]!;
    const before = await reservedOf(slot.id);
    const body = { slotId: slot.id, addressId: shopper.addressId, instructions: 'Caisses devant le garage' };
    const [first, second] = [await ask(shopper, body), await ask(shopper, body)];
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json().id).toBe(first.json().id);
    expect(first.json()).toMatchObject({
      status: 'booked',
      address: '3 rue de Béthune, 59000 Lille',
      instructions: 'Caisses devant le garage',
      fee: 0,
      isCancellable: true,
    });
    expect(await reservedOf(slot.id)).toBe(before + 1);
    const list = await app.inject({
      method: 'GET',
      url: '/api/user/empties-pickups',
      headers: as(shopper.token),
    });
    expect(list.json()).toMatchObject({ fee: 0, pendingDeposit: 5.4, pickups: [{ id: first.json().id }] });
  });

  it('refuses a shopper with no deposit pending (422), changing nothing', async () => {
    const [shopper] = (await createShoppers(db, 1)) as [Shopper];
    const slot = slots[1]!;
    const before = await reservedOf(slot.id);
    const res = await ask(shopper, { slotId: slot.id, addressId: await addressOf(shopper.id) });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/aucune consigne en attente/);
    expect(await reservedOf(slot.id)).toBe(before);
  });

  it('refuses a full slot (409), another warehouse’s slot and a slot past the cutoff (422)', async () => {
    const shopper = await shopperWithDeposits();
    const full = slots[2]!;
    await db
      .update(t.slots)
      .set({ capacity: sql`${t.slots.reserved}` })
      .where(eq(t.slots.id, full.id));
    try {
      const res = await ask(shopper, { slotId: full.id, addressId: shopper.addressId });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/complet/);
    } finally {
      await db.update(t.slots).set({ capacity: full.capacity }).where(eq(t.slots.id, full.id));
    }
    const other = await ask(shopper, { slotId: elsewhere.id, addressId: shopper.addressId });
    expect(other.statusCode).toBe(422);
    const soon = await slotCopyAt(db, slots[0]!, Date.now() + 30 * 60_000);
    try {
      const late = await ask(shopper, { slotId: soon.id, addressId: shopper.addressId });
      expect(late.statusCode).toBe(422);
      expect(await reservedOf(soon.id)).toBe(soon.reserved);
    } finally {
      await db.delete(t.slots).where(eq(t.slots.id, soon.id));
    }
    const none = await db.select().from(t.emptiesPickups).where(eq(t.emptiesPickups.userId, shopper.id));
    expect(none).toEqual([]);
  });

  it('refuses another user’s address (404) and an unknown slot (422)', async () => {
    const shopper = await shopperWithDeposits();
    const [other] = (await createShoppers(db, 1)) as [Shopper];
    const res = await ask(shopper, { slotId: slots[3]!.id, addressId: await addressOf(other.id) });
    expect(res.statusCode).toBe(404);
    const unknown = await ask(shopper, { slotId: 2_000_000_000, addressId: shopper.addressId });
    expect(unknown.statusCode).toBe(422);
    const bad = await ask(shopper, { slotId: 'x', addressId: shopper.addressId });
    expect(bad.statusCode).toBe(400);
  });

  it('gives the last place to one of two shoppers asking at once', async () => {
    const slot = slots[4]!;
    const racers = await Promise.all([shopperWithDeposits(), shopperWithDeposits()]);
    const taken = await reservedOf(slot.id);
    const holds = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(t.slotHolds)
      .where(and(eq(t.slotHolds.slotId, slot.id), gt(t.slotHolds.expiresAt, new Date())));
    await db
      .update(t.slots)
      .set({ capacity: taken + holds[0]!.n + 1 })
      .where(eq(t.slots.id, slot.id));
    try {
      const answers = await Promise.all(
        racers.map((r) => ask(r, { slotId: slot.id, addressId: r.addressId })),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
      expect(await reservedOf(slot.id)).toBe(taken + 1);
    } finally {
      await db.update(t.slots).set({ capacity: slot.capacity }).where(eq(t.slots.id, slot.id));
    }
  });
});

describe('cancelling a pickup', () => {
  it('frees its place until the cutoff; another’s is a 404, a cancelled one a 409', async () => {
    const shopper = await shopperWithDeposits();
    const [stranger] = (await createShoppers(db, 1)) as [Shopper];
    const slot = slots[5]!;
    const before = await reservedOf(slot.id);
    const { id } = (await ask(shopper, { slotId: slot.id, addressId: shopper.addressId })).json();
    const cancel = (who: Shopper) =>
      app.inject({ method: 'POST', url: `/api/user/empties-pickups/${id}/cancel`, headers: as(who.token) });
    expect((await cancel(stranger)).statusCode).toBe(404);
    const res = await cancel(shopper);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', isCancellable: false });
    expect(await reservedOf(slot.id)).toBe(before);
    expect((await cancel(shopper)).statusCode).toBe(409);
    expect(await reservedOf(slot.id)).toBe(before);
  });

  it('is refused past the cutoff (409)', async () => {
    const shopper = await shopperWithDeposits();
    const { id } = (await ask(shopper, { slotId: slots[5]!.id, addressId: shopper.addressId })).json();
    const soon = await slotCopyAt(db, slots[5]!, Date.now() + 60 * 60_000);
    await db.update(t.emptiesPickups).set({ slotId: soon.id }).where(eq(t.emptiesPickups.id, id));
    try {
      const res = await app.inject({
        method: 'POST',
        url: `/api/user/empties-pickups/${id}/cancel`,
        headers: as(shopper.token),
      });
      expect(res.statusCode).toBe(409);
    } finally {
      await db.delete(t.emptiesPickups).where(eq(t.emptiesPickups.id, id));
      await db.delete(t.slots).where(eq(t.slots.id, soon.id));
    }
  });
});

describe('the driver and the pickup', () => {
  const round = (slot: typeof t.slots.$inferSelect) =>
    app.inject({
      method: 'GET',
      url: `/api/operator/round?date=${localDate(slot.startAt)}&slotId=${slot.id}`,
      headers: as(driver),
    });
  const collect = (body: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/operator/collections', headers: as(driver), payload: body });

  it('sees it as a stop of the round, records the empties once, the fee off the credit', async () => {
    const shopper = await shopperWithDeposits();
    const slot = slots[6]!;
    const { id } = (await ask(shopper, { slotId: slot.id, addressId: shopper.addressId })).json();
    // A fee of 1,50 € when booked (EMPTIES_PICKUP_FEE_CENTS is read at booking).
    await db.update(t.emptiesPickups).set({ feeCents: 150 }).where(eq(t.emptiesPickups.id, id));
    const stops = (await round(slot)).json().stops as {
      kind: string;
      cratesToDrop: number;
      toCollect: { customerId: number; pending: { crates: number; largeBottles: number } }[];
      emptiesPickup: { pickupId: number; status: string } | null;
    }[];
    const stop = stops.find((s) => s.emptiesPickup?.pickupId === id)!;
    expect(stop).toMatchObject({
      kind: 'emptiesPickup',
      cratesToDrop: 0,
      toCollect: [{ customerId: shopper.id, pending: { crates: 1, largeBottles: 12 } }],
      emptiesPickup: { status: 'booked' },
    });
    const body = { userId: shopper.id, pickupId: id, crates: 1, largeBottles: 12, smallBottles: 0 };
    const res = await collect(body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      credited: 5.4,
      feeCharged: 1.5,
      walletAmount: 3.9,
      pendingDepositTotal: 0,
    });
    const [pickup] = await db.select().from(t.emptiesPickups).where(eq(t.emptiesPickups.id, id));
    expect(pickup).toMatchObject({ status: 'collected', feeChargedCents: 150 });
    expect(pickup!.collectionId).not.toBeNull();
    // Closed: a second return on it is a 409, crediting nothing.
    const again = await collect({ ...body, crates: 0, largeBottles: 1 });
    expect(again.statusCode).toBe(409);
    const wallet = await db
      .select({ total: sql<number>`sum(${t.walletEntries.amountCents})::int` })
      .from(t.walletEntries)
      .where(eq(t.walletEntries.userId, shopper.id));
    expect(wallet[0]!.total).toBe(390);
  });

  it('reports it failed at the door from the cutoff, once; another warehouse’s is a 404', async () => {
    const shopper = await shopperWithDeposits();
    const { id } = (await ask(shopper, { slotId: slots[6]!.id, addressId: shopper.addressId })).json();
    const fail = (body: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: `/api/operator/empties-pickups/${id}/failure`,
        headers: as(driver),
        payload: body,
      });
    // Before the cutoff the shopper may still cancel it.
    expect((await fail({ reason: 'absent' })).statusCode).toBe(409);
    const soon = await slotCopyAt(db, slots[6]!, Date.now() + 60 * 60_000);
    await db.update(t.emptiesPickups).set({ slotId: soon.id }).where(eq(t.emptiesPickups.id, id));
    try {
      expect((await fail({ reason: 'other' })).statusCode).toBe(400);
      const res = await fail({ reason: 'absent' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ pickupId: id, status: 'failed', failureReason: 'absent' });
      expect((await fail({ reason: 'absent' })).statusCode).toBe(200);
      const collect409 = await collect({
        userId: shopper.id,
        pickupId: id,
        crates: 1,
        largeBottles: 0,
        smallBottles: 0,
      });
      expect(collect409.statusCode).toBe(409);
      await db
        .update(t.emptiesPickups)
        .set({ warehouseId: elsewhere.warehouseId, status: 'booked' })
        .where(eq(t.emptiesPickups.id, id));
      expect((await fail({ reason: 'absent' })).statusCode).toBe(404);
    } finally {
      await db.delete(t.emptiesPickups).where(eq(t.emptiesPickups.id, id));
      await db.delete(t.slots).where(eq(t.slots.id, soon.id));
    }
  });
});
