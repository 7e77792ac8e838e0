import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../../db/schema/index.js';
import { testApp } from '../../../../test/app.js';
import { placeLilleOrder } from '../../../../test/orders.js';
import { createShoppers, type Shopper } from '../../../../test/shoppers.js';
import { walletCents } from '../../users/index.js';
import { bookSlot, releaseSlotPlace } from './book-slot.js';
import { debitWallet, refundWallet } from './debit-wallet.js';
import { recordPromo, releasePromoUse } from './record-promo.js';
import { quantitiesByEntry, returnStock, takeStock } from './take-stock.js';

/** Each checkout step against its undo: what the step takes, the undo gives back exactly. */
const { app, db } = await testApp();
let shopper: Shopper;
let orderId: number;
let order: { id: number; userId: number };
let water: number;

const stockOf = async (id: number) =>
  (await db.select().from(t.productWarehouses).where(eq(t.productWarehouses.id, id)))[0]!.stock;

beforeAll(async () => {
  [shopper] = (await createShoppers(db, 1)) as [Shopper];
  ({ orderId } = await placeLilleOrder(app, db, shopper, { large: 12, small: 6 }, 'steps-order'));
  order = { id: orderId, userId: shopper.id };
  const [line] = await db
    .select()
    .from(t.orderLines)
    .where(and(eq(t.orderLines.orderId, orderId), eq(t.orderLines.packageType, 'large')));
  water = line!.productWarehouseId;
});

describe('quantitiesByEntry (the lock order of stock rows)', () => {
  it('sums each entry once, in ascending entry id', () => {
    const line = fc.record({ productWarehouseId: fc.integer({ min: 1, max: 9 }), quantity: fc.nat(50) });
    fc.assert(
      fc.property(fc.array(line), (lines) => {
        const entries = quantitiesByEntry(lines);
        const ids = entries.map(([id]) => id);
        expect(ids).toEqual([...new Set(lines.map((l) => l.productWarehouseId))].sort((a, b) => a - b));
        for (const [id, quantity] of entries) {
          const sum = lines.filter((l) => l.productWarehouseId === id).reduce((n, l) => n + l.quantity, 0);
          expect(quantity).toBe(sum);
        }
      }),
    );
  });
});

describe('take stock / return stock', () => {
  it('takes every line of an entry together, refuses what is not left, and returns an order', async () => {
    await db.update(t.productWarehouses).set({ stock: 30 }).where(eq(t.productWarehouses.id, water));
    const lines = [
      { productWarehouseId: water, quantity: 5, name: 'Eau' },
      { productWarehouseId: water, quantity: 7, name: 'Eau' },
    ];
    await db.transaction((tx) => takeStock(tx, lines, 'fr_FR'));
    expect(await stockOf(water)).toBe(18);
    const tooMuch = db.transaction((tx) =>
      takeStock(tx, [{ productWarehouseId: water, quantity: 19, name: 'Eau' }], 'fr_FR'),
    );
    await expect(tooMuch).rejects.toMatchObject({ statusCode: 409, key: 'orderOutOfStock' });
    expect(await stockOf(water)).toBe(18);
    await db.transaction((tx) => returnStock(tx, order));
    expect(await stockOf(water)).toBe(30);
  });

  it('leaves an untracked stock untracked', async () => {
    await db.update(t.productWarehouses).set({ stock: null }).where(eq(t.productWarehouses.id, water));
    await db.transaction((tx) => returnStock(tx, order));
    expect(await stockOf(water)).toBeNull();
  });
});

describe('book slot / release slot place', () => {
  it('books one place from the hold and gives it back', async () => {
    const [order] = await db.select().from(t.orders).where(eq(t.orders.id, orderId));
    const before = (await db.select().from(t.slots).where(eq(t.slots.id, order!.slotId)))[0]!.reserved;
    const now = new Date();
    await db.transaction((tx) =>
      bookSlot(tx, { userId: shopper.id, slotId: order!.slotId, warehouseId: order!.warehouseId, now }),
    );
    const [booked] = await db.select().from(t.slots).where(eq(t.slots.id, order!.slotId));
    expect(booked!.reserved).toBe(before + 1);
    await db.transaction((tx) => releaseSlotPlace(tx, order!.slotId));
    const [released] = await db.select().from(t.slots).where(eq(t.slots.id, order!.slotId));
    expect(released!.reserved).toBe(before);
  });

  it('refuses a checkout with no slot selected', async () => {
    const booking = db.transaction((tx) =>
      bookSlot(tx, { userId: shopper.id, slotId: null, warehouseId: 1, now: new Date() }),
    );
    await expect(booking).rejects.toMatchObject({ statusCode: 422, key: 'orderSlotRequired' });
  });
});

describe('record promo / release promo use', () => {
  it('stops the checkout with the reason of a code that no longer holds', async () => {
    const promo = { id: 1, code: 'GONE', eligible: false, message: 'Code épuisé', discountCents: 200 };
    const recording = db.transaction((tx) => recordPromo(tx, { promo, userId: shopper.id, orderId }));
    await expect(recording).rejects.toMatchObject({
      statusCode: 409,
      key: 'promoCodeNotApplicable',
      params: { reason: 'Code épuisé' },
    });
  });

  it("records the order's use and gives back that use only", async () => {
    const [code] = await db
      .insert(t.promoCodes)
      .values({
        code: `STEP${Date.now()}`,
        kind: 'amount',
        amountCents: 100,
        maxUsesTotal: 5,
        maxUsesPerCustomer: 5,
      })
      .returning();
    await db.insert(t.promoCodeUses).values({ promoCodeId: code!.id, userId: shopper.id, orderId: null });
    const promo = { id: code!.id, code: code!.code, eligible: true, message: null, discountCents: 100 };
    await db.transaction((tx) => recordPromo(tx, { promo, userId: shopper.id, orderId }));
    const uses = () => db.select().from(t.promoCodeUses).where(eq(t.promoCodeUses.promoCodeId, code!.id));
    expect(await uses()).toHaveLength(2);
    await db.transaction((tx) => releasePromoUse(tx, orderId));
    expect((await uses()).map((u) => u.orderId)).toEqual([null]);
  });
});

describe('debit wallet / refund wallet', () => {
  it('debits what the wallet pays and refunds the same amount; nothing for 0', async () => {
    await db.insert(t.walletEntries).values({ userId: shopper.id, amountCents: 500, reason: 'correction' });
    const entries = async () =>
      (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(t.walletEntries)
          .where(eq(t.walletEntries.userId, shopper.id))
      )[0]!.n;
    const count = await entries();
    await db.transaction((tx) => debitWallet(tx, shopper.id, 0));
    expect(await entries()).toBe(count);
    await db.transaction((tx) => debitWallet(tx, shopper.id, 320));
    expect(await walletCents(db, shopper.id)).toBe(180);
    await db.transaction((tx) => refundWallet(tx, { userId: shopper.id, walletUsageCents: 320 }));
    expect(await walletCents(db, shopper.id)).toBe(500);
  });

  it('refuses a debit beyond the balance (the ledger guard)', async () => {
    const debit = db.transaction((tx) => debitWallet(tx, shopper.id, 501));
    await expect(debit).rejects.toMatchObject({ statusCode: 409, key: 'walletInsufficient' });
  });
});
