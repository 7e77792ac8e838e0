import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.js';
import { loginAs, testApp } from '../../../test/app.js';
import { doorFor } from '../../../test/door.js';
import { pdfTextLines } from '../../../test/pdf-text.js';
import { atDoor, placeLilleOrder } from '../../../test/orders.js';
import { createShoppers, type Shopper } from '../../../test/shoppers.js';
import { advanceOrder } from '../operator/index.js';
import type { PaymentProvider } from '../orders/index.js';
import { sendCardRefund } from '../orders/card-refund.js';
import { issueCreditNote } from './credit-notes.js';

// An order with the BONJOUR promo and the 3 € delivery fee, delivered and invoiced: its invoice's VAT
// summary (the fee at 20 %, the discount shared over the rates), then refunds after the invoice and
// their credit notes — in the account, in the back-office, numbered without gaps even 200 at once.
const { app, db, kind } = await testApp();
const as = (token: string) => ({ authorization: `Bearer ${token}` });
const money = (cents: number) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' })
    .format(cents / 100)
    .replace(/[\u202f\u00a0]/g, ' ');

let shopper: Shopper;
let other: Shopper;
let admin: string;
let lyonManager: string;
let orderId: number;

/** The value printed right after a label. */
const after = (text: string[], label: string) => text[text.findIndex((s) => s.startsWith(label)) + 1];

beforeAll(async () => {
  [shopper, other] = (await createShoppers(db, 2)) as [Shopper, Shopper];
  admin = (await loginAs(app, 'admin@example.com')).token;
  lyonManager = (await loginAs(app, 'gerant.lyon@example.com')).token;
  // 10 waters at 1,99 € (5.5 %) and 2 beers at 1,35 € (20 %): 22,60 €, under the 40 € of free delivery.
  const [lille] = await db.select().from(t.warehouses).where(eq(t.warehouses.key, 'lille'));
  await db.update(t.warehouses).set({ deliveryFeeCents: 300 }).where(eq(t.warehouses.id, lille!.id));
  const cart = async () => {
    for (const [slug, quantity, priceCents] of [
      ['eau-minerale-naturelle-plate-100cl', 10, 199],
      ['biere-blonde-bio-33cl', 2, 135],
    ] as const) {
      const [pw] = await db
        .update(t.productWarehouses)
        .set({ priceCents, isAvailable: true, stock: null })
        .where(
          sql`${t.productWarehouses.warehouseId} = ${lille!.id} and ${t.productWarehouses.slug} = ${slug}`,
        )
        .returning({ id: t.productWarehouses.id });
      await db
        .insert(t.cartItems)
        .values({ userId: shopper.id, productWarehouseId: pw!.id, quantity })
        .onConflictDoNothing();
    }
  };
  await cart();
  const promo = await app.inject({
    method: 'POST',
    url: '/api/cart/promo',
    headers: as(shopper.token),
    payload: { code: 'BONJOUR' },
  });
  expect(promo.statusCode, promo.body).toBeLessThan(300);
  ({ orderId } = await placeLilleOrder(app, db, shopper, { large: 10, small: 2 }, 'credit-notes', {
    large: 199,
    small: 135,
  }));
  const [row] = await db
    .select({ startAt: t.slots.startAt, warehouseId: t.orders.warehouseId })
    .from(t.orders)
    .innerJoin(t.slots, eq(t.slots.id, t.orders.slotId))
    .where(eq(t.orders.id, orderId));
  const onTheDay = new Date(row!.startAt.getTime() + 3600_000);
  for (const status of ['preparing', 'out_for_delivery', 'delivered'] as const)
    await advanceOrder(db, row!.warehouseId, orderId, status, onTheDay, 0, null, 'fr_FR', {
      ...doorFor(status),
      ...(await atDoor(db, orderId, status)),
    });
});

describe('the invoice of an order with a promo and a delivery fee', () => {
  it('carries the fee’s VAT at 20 % and takes the promo off each rate’s base in proportion', async () => {
    const [order] = await db.select().from(t.orders).where(eq(t.orders.id, orderId));
    expect(order).toMatchObject({ discountCents: 500, deliveryFeeCents: 300, subtotalTtcCents: 2260 });
    const [invoice] = await db.select().from(t.invoices).where(eq(t.invoices.orderId, orderId));
    const pdf = await app.inject({ url: `/api/invoices/${invoice!.id}/pdf`, headers: as(shopper.token) });
    const text = pdfTextLines(pdf.rawPayload);
    // The 5 € over 19,90 € and 2,70 €: 440,27 and 59,73 cents → 440 and 60 (the larger remainder).
    // 5.5 %: 1990 − 440 = 1550, HT round_half_up(1469.19) = 1469, VAT 81.
    // 20 %: 270 − 60 + 300 (the fee) = 510, HT 425, VAT 85.
    expect(after(text, 'Base HT 5,5 %')).toBe(money(1469));
    expect(after(text, 'TVA 5,5 %')).toBe(money(81));
    expect(after(text, 'Base HT 20 %')).toBe(money(425));
    expect(after(text, 'TVA 20 %')).toBe(money(85));
    expect(after(text, 'Total HT')).toBe(money(1894));
    expect(after(text, 'Total TVA')).toBe(money(166));
    // The order keeps the same VAT; deposits stay outside.
    expect(order!.vatByRate).toEqual({ 550: 81, 2000: 85 });
    expect(order!.totalTvaCents).toBe(166);
    const deposits = order!.productsDepositCents + order!.packagesDepositCents;
    expect(after(text, 'Total facturé')).toBe(money(1894 + 166 + deposits));
  });
});

describe('credit notes', () => {
  it('a wallet refund after the invoice issues a credit note: the account lists it and serves its PDF', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/refunds`,
      headers: as(admin),
      payload: { method: 'wallet', amount: 4.5, reason: 'Bouteilles cassées' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const list = (await app.inject({ url: '/api/credit-notes', headers: as(shopper.token) })).json();
    expect(list).toEqual([
      expect.objectContaining({
        orderId,
        amountTtc: 4.5,
        specimen: true,
        number: expect.stringMatching(/^AV-\d{4}-\d{6}$/),
      }),
    ]);
    const [invoice] = await db.select().from(t.invoices).where(eq(t.invoices.orderId, orderId));
    expect(list[0].invoiceNumber).toBe(`F-${String(invoice!.number).padStart(6, '0')}`);
    const pdf = await app.inject({
      url: `/api/credit-notes/${list[0].creditNoteId}/pdf`,
      headers: as(shopper.token),
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfTextLines(pdf.rawPayload);
    expect(text.join(' | ')).toContain(`Avoir ${list[0].number}`);
    expect(text.join(' | ')).toContain(list[0].invoiceNumber);
    // (the PDF's text extraction drops the apostrophe)
    expect(after(text, 'Total de l')).toBe(money(-450));
    // Its rows add up: the bases, their VAT and the deposits are the amount.
    const [note] = await db.select().from(t.creditNotes).where(eq(t.creditNotes.id, list[0].creditNoteId));
    expect(note!.vatRows.reduce((s, r) => s + r.base + r.vat, 0) + note!.depositsCents).toBe(450);
  });

  it('is its owner’s only; the back-office of its warehouse lists it and serves its PDF', async () => {
    const [note] = await db.select().from(t.creditNotes).where(eq(t.creditNotes.orderId, orderId));
    expect((await app.inject({ url: '/api/credit-notes', headers: as(other.token) })).json()).toEqual([]);
    const stolen = await app.inject({ url: `/api/credit-notes/${note!.id}/pdf`, headers: as(other.token) });
    expect(stolen.statusCode).toBe(404);
    const listed = await app.inject({ url: `/api/admin/orders/${orderId}/credit-notes`, headers: as(admin) });
    expect(listed.json()).toEqual([expect.objectContaining({ creditNoteId: note!.id })]);
    const pdf = await app.inject({
      url: `/api/admin/orders/${orderId}/credit-notes/${note!.id}/pdf`,
      headers: as(admin),
    });
    expect(pdf.statusCode).toBe(200);
    // Another warehouse's manager: 403; a credit note of another order: 404.
    const lyon = await app.inject({
      url: `/api/admin/orders/${orderId}/credit-notes`,
      headers: as(lyonManager),
    });
    expect(lyon.statusCode).toBe(403);
    const wrongOrder = await app.inject({
      url: `/api/admin/orders/${orderId + 100000}/credit-notes/${note!.id}/pdf`,
      headers: as(admin),
    });
    expect(wrongOrder.statusCode).toBe(404);
  });

  it('a card refund issues its credit note when the bank made it, once however often the job runs', async () => {
    await db
      .update(t.orders)
      .set({ stripeCheckoutSessionId: 'cs_test_credit' })
      .where(eq(t.orders.id, orderId));
    const [refund] = await db
      .insert(t.orderRefunds)
      .values({ orderId, amountCents: 300, method: 'card', reason: 'Geste commercial', state: 'pending' })
      .returning();
    const payments = { refundPayment: async () => ({ id: 're_test_credit' }) } as unknown as PaymentProvider;
    const notes = () => db.select().from(t.creditNotes).where(eq(t.creditNotes.orderId, orderId));
    expect(await notes()).toHaveLength(1);
    await sendCardRefund(db, payments, refund!.id);
    await sendCardRefund(db, payments, refund!.id);
    const after = await notes();
    expect(after).toHaveLength(2);
    expect(after.find((n) => n.sourceKey === `refund:${refund!.id}`)?.totalCents).toBe(300);
  });

  it(`numbers 200 credit notes issued at once without a gap, a rolled-back one giving its number back (${kind})`, async () => {
    const issue = () =>
      db.transaction((tx) =>
        issueCreditNote(tx, {
          orderId,
          reason: 'refund',
          sourceKey: null,
          credit: { vat: [], deposits: 1, total: 1 },
        }),
      );
    // One that fails after taking its number: the number is taken again.
    await expect(
      db.transaction(async (tx) => {
        await issueCreditNote(tx, {
          orderId,
          reason: 'refund',
          sourceKey: null,
          credit: { vat: [], deposits: 1, total: 1 },
        });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    // Those issued before (this file's, the demo account's) are numbered too: counted, not assumed.
    const before = await db.$count(t.creditNotes, eq(t.creditNotes.series, 'AV'));
    await Promise.all(Array.from({ length: 200 }, issue));
    const rows = await db
      .select({ year: t.creditNotes.year, number: t.creditNotes.number })
      .from(t.creditNotes)
      .where(eq(t.creditNotes.series, 'AV'));
    const year = rows[0]!.year;
    expect(rows.every((r) => r.year === year)).toBe(true);
    expect(rows.map((r) => r.number).sort((a, b) => a - b)).toEqual(
      Array.from({ length: rows.length }, (_, i) => i + 1),
    );
    expect(rows.length).toBe(before + 200);
  }, 60_000);
});
