import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../../db/schema/index.js';
import { testApp } from '../../../../test/app.js';
import { mailJobsTo } from '../../../../test/mail-jobs.js';
import { startFakeStripe } from '../../../../test/fake-stripe.js';
import { markCardPaid } from '../../../../test/card-paid.js';
import { placeLilleOrder } from '../../../../test/orders.js';
import { slotCopyAt } from '../../../../test/slots.js';
import { createShoppers, lilleEntry, type Shopper } from '../../../../test/shoppers.js';
import { bearer, staffTokens, type StaffTokens } from '../../../../test/staff.js';
import { rowsOf } from '../../../jobs/executors.js';
import { STRIPE_API_VERSION, StripePayments } from '../../orders/index.js';
import { walletCents } from '../../users/index.js';

/**
 * A placed order edited on the customer's behalf (stock, lines, crates, totals,
 * promo, wallet in one transaction), refunded with a reason (wallet or card), cancelled with its card
 * payment given back — through the API, the real database and the local fake Stripe.
 */
const fake = await startFakeStripe({ secretKey: 'sk_test_edit', webhookSecret: 'whsec_test_edit' });
afterAll(() => fake.close());
const payments = new StripePayments({
  secretKey: 'sk_test_edit',
  webhookSecret: 'whsec_test_edit',
  apiBase: fake.base,
});
const { app, db } = await testApp({ PUBLIC_URL: 'https://shop.example' }, { payments });
let tokens: StaffTokens;
let shoppers: Shopper[];
let key = 0;
let water: number;
let beer: number;

const place = (shopper: Shopper, large = 24) =>
  placeLilleOrder(app, db, shopper, { large, small: 0 }, `order-edit-${++key}-${Date.now()}`);
const edit = (token: string, id: number, changes: unknown) =>
  app.inject({
    method: 'PATCH',
    url: `/api/admin/orders/${id}/lines`,
    headers: bearer(token),
    payload: { changes },
  });
const refund = (token: string, id: number, payload: object) =>
  app.inject({ method: 'POST', url: `/api/admin/orders/${id}/refunds`, headers: bearer(token), payload });
const orderRow = async (id: number) => (await db.select().from(t.orders).where(eq(t.orders.id, id)))[0]!;
const linesOf = (id: number) =>
  db.select().from(t.orderLines).where(eq(t.orderLines.orderId, id)).orderBy(asc(t.orderLines.id));
const stockOf = async (entry: number) =>
  (await db.select().from(t.productWarehouses).where(eq(t.productWarehouses.id, entry)))[0]!.stock;
const emailOf = async (id: number) =>
  (await db.select({ email: t.users.email }).from(t.users).where(eq(t.users.id, id)))[0]!.email;

beforeAll(async () => {
  tokens = await staffTokens(db);
  shoppers = await createShoppers(db, 9);
  water = (await lilleEntry(db, 'eau-minerale-naturelle-plate-100cl', 199)).id;
  beer = (await lilleEntry(db, 'biere-blonde-bio-33cl', 135)).id;
});

describe('editing a placed order', () => {
  it('changes a quantity and adds a product: stock, lines, crates, totals, history, audit, e-mail', async () => {
    const shopper = shoppers[0]!;
    const { orderId } = await place(shopper);
    await db.update(t.productWarehouses).set({ stock: 100 }).where(eq(t.productWarehouses.id, water));
    await db.update(t.productWarehouses).set({ stock: 50 }).where(eq(t.productWarehouses.id, beer));
    const before = await orderRow(orderId);

    const res = await edit(tokens.lilleManager, orderId, [
      { productWarehouseId: water, quantity: 30 },
      { productWarehouseId: beer, quantity: 20 },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json();
    expect(detail.lines.map((l: { quantity: number }) => l.quantity)).toEqual([30, 20]);
    expect(detail.crates).toEqual([
      { packageType: 'large', completeCrates: 2, nbItems: 30, nbSpaceLeft: 6 },
      { packageType: 'small', completeCrates: 1, nbItems: 20, nbSpaceLeft: 0 },
    ]);
    const after = await orderRow(orderId);
    expect(after.subtotalTtcCents).toBe(30 * 199 + 20 * 135);
    expect(after.amountToPayCents).toBeGreaterThan(before.amountToPayCents);
    expect(detail.totals.amountToPay).toBe(after.amountToPayCents / 100);
    expect(detail.edit).toEqual({ promoDropped: false, walletRefund: 0 });
    expect(await stockOf(water)).toBe(100 - 6);
    expect(await stockOf(beer)).toBe(50 - 20);
    const movements = await db
      .select()
      .from(t.stockMovements)
      .where(eq(t.stockMovements.orderId, orderId))
      .orderBy(asc(t.stockMovements.id));
    expect(movements.map((m) => [m.productWarehouseId, m.kind, m.quantity])).toEqual([
      [water, 'sold', -6],
      [beer, 'sold', -20],
    ]);
    expect(detail.history.at(-1)).toMatchObject({ kind: 'edited', actorKind: 'staff', toStatus: 'placed' });
    expect(detail.history.at(-1).reason).toContain('24 → 30');
    const [log] = await db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.action, 'order.edit'), eq(t.auditLog.entityId, String(orderId))));
    expect(log).toBeDefined();
    const mail = (await mailJobsTo(db, await emailOf(shopper.id))).find((m) =>
      m.subject.includes('modifiée'),
    );
    expect(mail!.text).toContain('Comme convenu avec notre service client');
    expect(mail!.text).toContain(': 24 → 30');

    // Removing the added line gives its stock back ('returned').
    const removed = await edit(tokens.admin, orderId, [{ productWarehouseId: beer, quantity: 0 }]);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await stockOf(beer)).toBe(50);
    expect((await linesOf(orderId)).map((l) => l.productWarehouseId)).toEqual([water]);
    await db
      .update(t.productWarehouses)
      .set({ stock: null })
      .where(sql`${t.productWarehouses.id} in (${water}, ${beer})`);
  });

  it('a lower total gives the wallet back what it no longer pays', async () => {
    const shopper = shoppers[1]!;
    await db
      .insert(t.walletEntries)
      .values({ userId: shopper.id, amountCents: 20_000, reason: 'correction' });
    const { orderId } = await place(shopper);
    const before = await orderRow(orderId);
    expect(before.amountToPayCents).toBe(0);
    const balance = await walletCents(db, shopper.id);
    const res = await edit(tokens.lilleManager, orderId, [{ productWarehouseId: water, quantity: 12 }]);
    expect(res.statusCode, res.body).toBe(200);
    const after = await orderRow(orderId);
    const back = before.walletUsageCents - after.walletUsageCents;
    expect(back).toBeGreaterThan(0);
    expect(res.json().edit.walletRefund).toBe(back / 100);
    expect(await walletCents(db, shopper.id)).toBe(balance + back);
  });

  it('drops the promo code whose minimum is no longer reached, and says so', async () => {
    const shopper = shoppers[2]!;
    const { orderId } = await place(shopper);
    const [code] = await db
      .insert(t.promoCodes)
      .values({ code: `EDIT${Date.now()}`, kind: 'amount', amountCents: 500, minSubtotalCents: 4000 })
      .returning();
    await db
      .update(t.orders)
      .set({ promoCodeId: code!.id, promoCode: code!.code })
      .where(eq(t.orders.id, orderId));
    await db.insert(t.promoCodeUses).values({ promoCodeId: code!.id, userId: shopper.id, orderId });

    const kept = await edit(tokens.admin, orderId, [{ productWarehouseId: water, quantity: 22 }]);
    expect(kept.json().edit.promoDropped).toBe(false);
    expect((await orderRow(orderId)).discountCents).toBe(500);
    const dropped = await edit(tokens.admin, orderId, [{ productWarehouseId: water, quantity: 12 }]);
    expect(dropped.statusCode, dropped.body).toBe(200);
    expect(dropped.json().edit.promoDropped).toBe(true);
    expect(await orderRow(orderId)).toMatchObject({ discountCents: 0, promoCodeId: null, promoCode: null });
    expect(await db.select().from(t.promoCodeUses).where(eq(t.promoCodeUses.orderId, orderId))).toEqual([]);
    const mails = (await mailJobsTo(db, await emailOf(shopper.id))).map((m) => m.text);
    expect(mails.filter((m) => m.includes(`Le code promo ${code!.code} ne s’applique plus`))).toHaveLength(1);
  });

  it('refuses what it must, and changes nothing then', async () => {
    const { orderId } = await place(shoppers[3]!);
    const before = await orderRow(orderId);
    const refused = async (token: string, changes: unknown, status: number, message?: string) => {
      const res = await edit(token, orderId, changes);
      expect(res.statusCode, res.body).toBe(status);
      if (message) expect(res.json().message).toBe(message);
    };
    await refused(tokens.lyonManager, [{ productWarehouseId: water, quantity: 12 }], 403);
    await refused(tokens.admin, [], 400);
    await refused(tokens.admin, [{ productWarehouseId: water, quantity: -1 }], 400);
    await refused(
      tokens.admin,
      [
        { productWarehouseId: water, quantity: 12 },
        { productWarehouseId: water, quantity: 13 },
      ],
      400,
    );
    await refused(
      tokens.admin,
      [{ productWarehouseId: water, quantity: 100 }],
      422,
      'Vous ne pouvez pas commander plus de 99 exemplaires de ce produit.',
    );
    await refused(
      tokens.admin,
      [{ productWarehouseId: water, quantity: 0 }],
      409,
      'La commande ne peut pas rester vide : annulez-la plutôt que d’en retirer tous les produits.',
    );
    const [lyonEntry] = await db
      .select({ id: t.productWarehouses.id })
      .from(t.productWarehouses)
      .where(sql`${t.productWarehouses.warehouseId} <> ${before.warehouseId}`)
      .limit(1);
    await refused(tokens.admin, [{ productWarehouseId: lyonEntry!.id, quantity: 1 }], 422);
    expect(await orderRow(orderId)).toEqual(before);

    // Two hours before the slot, or cancelled: too late. The order goes to a slot of its own starting
    // in an hour, and back: moving its slot instead left that slot's hour free, and the rolling slot
    // generation (a job of the app) could fill it meanwhile, so the slot could not move back.
    const [slot] = await db.select().from(t.slots).where(eq(t.slots.id, before.slotId));
    const late = await slotCopyAt(db, slot!, Date.now() + 3_600_000);
    await db.update(t.orders).set({ slotId: late.id }).where(eq(t.orders.id, orderId));
    await refused(
      tokens.admin,
      [{ productWarehouseId: water, quantity: 12 }],
      409,
      'Cette commande ne peut plus être modifiée : son créneau commence dans moins de 2 heures, ou elle est partie en livraison, livrée, annulée ou en attente de paiement.',
    );
    expect(
      (await app.inject({ url: `/api/admin/orders/${orderId}`, headers: bearer(tokens.admin) })).json(),
    ).toMatchObject({ isEditable: false });
    await db.update(t.orders).set({ slotId: before.slotId }).where(eq(t.orders.id, orderId));
    await db.delete(t.slots).where(eq(t.slots.id, late.id));
  });

  it('leaves a free gift line as it is: a change of its product is a line of its own', async () => {
    const { orderId } = await place(shoppers[4]!);
    const [line] = await linesOf(orderId);
    const { id: _, ...gift } = line!;
    await db
      .insert(t.orderLines)
      .values({ ...gift, quantity: 1, unitPriceTtcCents: 0, unitPriceHtCents: 0, isLocked: true });
    const res = await edit(tokens.admin, orderId, [{ productWarehouseId: water, quantity: 12 }]);
    expect(res.statusCode, res.body).toBe(200);
    expect((await linesOf(orderId)).map((l) => [l.quantity, l.isLocked])).toEqual([
      [12, false],
      [1, true],
    ]);
  });
});

/** A card-paid order: paid on the fake Stripe, as the webhook would have confirmed it. */
async function cardPaid(shopper: Shopper) {
  const { orderId } = await place(shopper);
  return markCardPaid(db, payments, fake, orderId);
}

describe('a card-paid order', () => {
  it('may cost less (a refund is then due), never more', async () => {
    const { orderId, paid } = await cardPaid(shoppers[5]!);
    const higher = await edit(tokens.admin, orderId, [{ productWarehouseId: water, quantity: 36 }]);
    expect(higher.statusCode).toBe(409);
    expect(higher.json().message).toContain('payée par carte');
    const lower = await edit(tokens.admin, orderId, [{ productWarehouseId: water, quantity: 12 }]);
    expect(lower.statusCode, lower.body).toBe(200);
    const now = await orderRow(orderId);
    expect(lower.json().refundDue).toBe((paid - now.amountToPayCents) / 100);

    // The refund due is recorded pending, then its job gives it back to the card through the adapter.
    const due = lower.json().refundDue;
    const made = fake.refunds.length;
    const res = await refund(tokens.admin, orderId, {
      method: 'card',
      amount: due,
      reason: 'Moins de bouteilles',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().refundDue).toBe(0);
    expect(res.json().refunds).toEqual([
      expect.objectContaining({
        method: 'card',
        amount: due,
        reason: 'Moins de bouteilles',
        state: 'pending',
        failureReason: null,
        settledAt: null,
      }),
    ]);
    await app.jobs.drain();
    expect(fake.refunds.slice(made)).toMatchObject([{ amount: Math.round(due * 100) }]);
    const [row] = await db.select().from(t.orderRefunds).where(eq(t.orderRefunds.orderId, orderId));
    expect(row).toMatchObject({ state: 'succeeded', providerRefundId: fake.refunds.at(-1)!.id });
    const shown = (
      await app.inject({ url: `/api/admin/orders/${orderId}`, headers: bearer(tokens.admin) })
    ).json();
    expect(shown.refunds).toEqual([
      expect.objectContaining({ state: 'succeeded', settledAt: row!.settledAt!.toISOString() }),
    ]);
  });

  it('cancelled by the back-office: the card gets back all it did not get back yet', async () => {
    const { orderId, paid } = await cardPaid(shoppers[6]!);
    await refund(tokens.admin, orderId, { method: 'wallet', amount: 5, reason: 'Geste commercial' });
    const res = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/cancel`,
      headers: bearer(tokens.admin),
      payload: { reason: 'Client absent ce jour-là' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('cancelled');
    expect(res.json().refunds.at(-1)).toMatchObject({
      method: 'card',
      amount: (paid - 500) / 100,
      state: 'pending',
    });
    // Pending, it counts: nothing more may be refunded meanwhile.
    expect(res.json().refundable).toEqual({ total: 0, card: 0 });
    await app.jobs.drain();
    expect(fake.refunds.at(-1)).toMatchObject({ amount: paid - 500 });
  });
});

/** A refund's jobs, its dead letter included. */
const jobsOfRefund = (refundId: number) =>
  db.execute(
    sql`select id, state from jobs.job where name like 'payments.refund%' and data->>'refundId' = ${String(refundId)}`,
  );

describe('a card refund Stripe refuses', () => {
  it('is retried, then failed after its last retry: staff see why, and its amount may be refunded again', async () => {
    const { orderId, paid, sessionId } = await cardPaid(shoppers[8]!);
    // Refunded in full from Stripe's dashboard meanwhile: Stripe refuses any other refund.
    const outside = await fetch(`${fake.base}/v1/refunds`, {
      method: 'POST',
      headers: {
        authorization: 'Bearer sk_test_edit',
        'stripe-version': STRIPE_API_VERSION,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ payment_intent: fake.sessions.get(sessionId)!.payment_intent! }),
    });
    expect(outside.status).toBe(200);
    const res = await refund(tokens.admin, orderId, { method: 'card', amount: 3, reason: 'Casse' });
    expect(res.statusCode, res.body).toBe(200);
    const [pending] = res.json().refunds;
    expect(pending).toMatchObject({ state: 'pending', amount: 3 });
    expect(res.json().refundable.card).toBe((paid - 300) / 100);

    // A first run fails: still pending, retried later.
    await app.jobs.drain();
    const rowOf = async () =>
      (await db.select().from(t.orderRefunds).where(eq(t.orderRefunds.id, pending.id)))[0]!;
    expect(await rowOf()).toMatchObject({ state: 'pending', failureReason: null });
    // Its last retry is due now (pg-boss counts the run it fetches).
    await db.execute(
      sql`update jobs.job set start_after = now(), retry_count = retry_limit - 1 where name = 'payments.refund' and data->>'refundId' = ${String(pending.id)}`,
    );
    await app.jobs.drain();
    expect(await rowOf()).toMatchObject({
      state: 'failed',
      providerRefundId: null,
      failureReason: expect.stringContaining('greater than unrefunded amount'),
    });
    // The operator's list of dead refunds has it (replaying it changes nothing: it is settled).
    expect(
      rowsOf<{ state: string }>(await jobsOfRefund(pending.id))
        .map((j) => j.state)
        .sort(),
    ).toEqual(['created', 'failed']);

    const shown = (
      await app.inject({ url: `/api/admin/orders/${orderId}`, headers: bearer(tokens.admin) })
    ).json();
    expect(shown.refunds).toEqual([
      expect.objectContaining({
        state: 'failed',
        failureReason: expect.any(String),
        settledAt: expect.any(String),
      }),
    ]);
    expect(shown.refundable).toEqual({ total: paid / 100, card: paid / 100 });
    const wallet = await refund(tokens.admin, orderId, { method: 'wallet', amount: 3, reason: 'Casse' });
    expect(wallet.statusCode, wallet.body).toBe(200);
    expect(wallet.json().refunds.map((r: { state: string }) => r.state)).toEqual(['failed', 'succeeded']);
  });
});

describe('refunds with a reason', () => {
  it('to the wallet, listed on the order, never more than was paid; the card only for a card payment', async () => {
    const shopper = shoppers[7]!;
    await db.insert(t.walletEntries).values({ userId: shopper.id, amountCents: 1000, reason: 'correction' });
    const { orderId } = await place(shopper);
    const balance = await walletCents(db, shopper.id);
    const detail = (
      await app.inject({ url: `/api/admin/orders/${orderId}`, headers: bearer(tokens.admin) })
    ).json();
    expect(detail.refundable).toEqual({ total: 10, card: 0 });

    const noReason = await refund(tokens.admin, orderId, { method: 'wallet', amount: 2, reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(
      (await refund(tokens.lyonManager, orderId, { method: 'wallet', amount: 2, reason: 'Casse' }))
        .statusCode,
    ).toBe(403);
    const card = await refund(tokens.admin, orderId, { method: 'card', amount: 2, reason: 'Casse' });
    expect(card.statusCode).toBe(409);

    const ok = await refund(tokens.lilleManager, orderId, {
      method: 'wallet',
      amount: 4.5,
      reason: 'Bouteille cassée',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().refunds).toEqual([
      expect.objectContaining({
        amount: 4.5,
        method: 'wallet',
        reason: 'Bouteille cassée',
        by: expect.stringMatching(/^gerant-lille-/),
      }),
    ]);
    expect(ok.json().refundable.total).toBe(5.5);
    expect(ok.json().history.at(-1)).toMatchObject({ kind: 'refunded' });
    expect(await walletCents(db, shopper.id)).toBe(balance + 450);
    const [entry] = await db
      .select()
      .from(t.walletEntries)
      .where(and(eq(t.walletEntries.userId, shopper.id), eq(t.walletEntries.reason, 'order_refund')));
    expect(entry).toMatchObject({ amountCents: 450, note: 'Bouteille cassée' });
    const wallet = (
      await app.inject({ url: '/api/user/billing/wallet/entries', headers: bearer(shopper.token) })
    ).json();
    expect(JSON.stringify(wallet)).toContain('order_refund');

    const tooMuch = await refund(tokens.admin, orderId, { method: 'wallet', amount: 6, reason: 'Casse' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toBe('Ce montant dépasse ce qui a été payé et pas encore remboursé.');

    // Cancelled: the rest of the wallet's part comes back, never more than it paid (10 € in all).
    const cancelled = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/cancel`,
      headers: bearer(tokens.admin),
      payload: { reason: 'Le client renonce' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await walletCents(db, shopper.id)).toBe(balance + 1000);
    expect(cancelled.json().refundable).toEqual({ total: 0, card: 0 });
  });
});
