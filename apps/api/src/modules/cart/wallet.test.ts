import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.js';
import { testApp } from '../../../test/app.js';
import { createShoppers, type Shopper } from '../../../test/shoppers.js';
import { addWalletEntry } from '../users/index.js';

// walletUsage is a cart total; the cart and the order agree on amountToPay.
const { app, db } = await testApp();
const as = (s: Shopper) => ({ authorization: `Bearer ${s.token}` });
const cents = (euros: number) => Math.round(euros * 100);

async function fillCart(shopper: Shopper, quantity: number) {
  const [lille] = await db.select().from(t.warehouses).where(eq(t.warehouses.key, 'lille'));
  const [entry] = await db
    .update(t.productWarehouses)
    .set({ priceCents: 199, isAvailable: true, stock: null })
    .where(
      and(
        eq(t.productWarehouses.warehouseId, lille!.id),
        eq(t.productWarehouses.slug, 'eau-minerale-naturelle-plate-100cl'),
      ),
    )
    .returning({ id: t.productWarehouses.id });
  await db.insert(t.cartItems).values({ userId: shopper.id, productWarehouseId: entry!.id, quantity });
}

describe('the wallet in the cart totals', () => {
  it('the cart deducts the wallet, and the order costs exactly the cart’s amountToPay', async () => {
    const [shopper] = (await createShoppers(db, 1)) as [Shopper];
    await addWalletEntry(db, shopper.id, 860, 'deposit_refund');
    await fillCart(shopper, 24);
    const cart = (await app.inject({ url: '/api/cart', headers: as(shopper) })).json();
    const t0 = cart.totals;
    const due =
      cents(t0.subtotalTtc) + cents(t0.totalDeposit) + cents(t0.deliveryFees) - cents(t0.discountValue);
    expect(t0.walletUsage).toBe(8.6);
    expect(cents(t0.amountToPay)).toBe(due - 860);

    const groups = (await app.inject({ url: '/api/slots', headers: as(shopper) })).json();
    await app.inject({
      method: 'POST',
      url: `/api/user/select/slot/${groups[1].slots[1].id}`,
      headers: as(shopper),
      payload: {},
    });
    const placed = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...as(shopper), 'idempotency-key': 'cart-wallet' },
      payload: { paymentMethod: 'offline', acceptTerms: true, adultDeclared: true },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().amountToPay).toBe(t0.amountToPay);
    // The wallet is spent: the next cart deducts nothing.
    await fillCart(shopper, 12);
    const next = (await app.inject({ url: '/api/cart', headers: as(shopper) })).json();
    expect(next.totals.walletUsage).toBe(0);
  });

  it('uses at most what is due: a large wallet leaves 0 to pay, never less', async () => {
    const [shopper] = (await createShoppers(db, 1)) as [Shopper];
    await addWalletEntry(db, shopper.id, 100_000, 'correction');
    await fillCart(shopper, 12);
    const { totals } = (await app.inject({ url: '/api/cart', headers: as(shopper) })).json();
    expect(totals.amountToPay).toBe(0);
    expect(cents(totals.walletUsage)).toBe(
      cents(totals.subtotalTtc) +
        cents(totals.totalDeposit) +
        cents(totals.deliveryFees) -
        cents(totals.discountValue),
    );
  });
});
