import { formatEuros, numberFormat } from '@consigne/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.js';
import { loginAs, testApp } from '../../../test/app.js';
import { pdfTextLines } from '../../../test/pdf-text.js';
import { placeLilleOrder } from '../../../test/orders.js';
import { createShoppers, type Shopper } from '../../../test/shoppers.js';

// An order delivered with lines refused at the door is invoiced for what was handed over and charged:
// its lines, VAT bases and totals. The invoice is a PDF (no XML yet: Factur-X is issue 33's), so its
// text is read back and checked against figures recomputed here from the lines kept, independently
// of the pricing code (per rate: VAT = TTC − TTC / (1 + rate), rounded half up).
const { app, db } = await testApp({ EARLY_DELIVERY_DAYS: '7' });
const as = (token: string) => ({ authorization: `Bearer ${token}` });
let driver: string;

type Line = typeof t.orderLines.$inferSelect;
type Refused = { lineOf: (lines: Line[]) => Line; quantity: number; reason: string };

const money = (cents: number) => formatEuros(cents, 'fr-FR').replace(/[\u202f\u00a0]/g, ' ');
const percent = (bp: number) =>
  numberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 1 })
    .format(bp / 10_000)
    .replace(/[\u202f\u00a0]/g, ' ');

/** The value printed right after a label of the totals. */
function after(text: string[], label: string): string | undefined {
  const i = text.findIndex((s) => s.startsWith(label));
  return i < 0 ? undefined : text[i + 1];
}

const water = (lines: Line[]) => lines.find((l) => l.minimumAge === null)!;
const beer = (lines: Line[]) => lines.find((l) => l.minimumAge !== null)!;

/** Delivers an order of 24 waters and 7 beers with those refusals; its invoice's text and its lines. */
async function deliveredWith(key: string, refused: Refused[], ageCheck: Record<string, unknown>) {
  const [shopper] = (await createShoppers(db, 1)) as [Shopper];
  const { orderId } = await placeLilleOrder(app, db, shopper, { large: 24, small: 7 }, key, {
    large: 187,
    small: 149,
  });
  const step = (payload: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: `/api/operator/orders/${orderId}/status`,
      headers: as(driver),
      payload,
    });
  for (const status of ['preparing', 'out_for_delivery'])
    expect((await step({ status })).statusCode).toBe(200);
  const before = await db.select().from(t.orderLines).where(eq(t.orderLines.orderId, orderId));
  const [order] = await db.select().from(t.orders).where(eq(t.orders.id, orderId));
  const refusedLines = refused.map((r) => ({
    lineId: r.lineOf(before).id,
    quantity: r.quantity,
    reason: r.reason,
  }));
  const res = await step({
    status: 'delivered',
    refusedLines,
    ageCheck,
    // Cash over what is due once lines are refused: the API computes that amount.
    payment: { method: 'cash', receivedCents: order!.amountToPayCents },
  });
  expect(res.statusCode, res.body).toBe(200);
  const list = (await app.inject({ url: '/api/invoices', headers: as(shopper.token) })).json();
  const pdf = await app.inject({ url: `/api/invoices/${list[0].invoiceId}/pdf`, headers: as(shopper.token) });
  expect(pdf.statusCode).toBe(200);
  const [delivered] = await db.select().from(t.orders).where(eq(t.orders.id, orderId));
  return {
    before,
    refused: refusedLines,
    text: pdfTextLines(pdf.rawPayload),
    order: delivered!,
    listed: list[0],
  };
}

/** What was handed over: the lines before delivery less what the door refused (the age lines too). */
function handedOver(before: Line[], refused: { lineId: number; quantity: number }[], ageRefused: boolean) {
  return before
    .map((l) => ({
      ...l,
      quantity:
        ageRefused && l.minimumAge !== null
          ? 0
          : l.quantity - refused.filter((r) => r.lineId === l.id).reduce((n, r) => n + r.quantity, 0),
    }))
    .filter((l) => l.quantity > 0);
}

function expectInvoiceOf(kept: Line[], { text, order, listed }: Awaited<ReturnType<typeof deliveredWith>>) {
  // The lines: what was handed over, at the quantity handed over; nothing refused in whole.
  const names = text.filter((s) => / \d+cl$|\d+ ?[cm]?l$/i.test(s));
  expect(names).toEqual(kept.map((l) => `${l.name} ${l.volume}`));
  for (const l of kept) {
    const i = text.indexOf(`${l.name} ${l.volume}`);
    expect(text.slice(i + 1, i + 5)).toEqual([
      String(l.quantity),
      money(l.unitPriceHtCents),
      percent(l.vatRateBp),
      money(l.unitPriceTtcCents * l.quantity),
    ]);
  }
  // The VAT summary, one row per rate: the products of that rate, the delivery fee at the standard
  // rate (20 % in France), no discount on these orders; each rate's VAT computed once on its amount.
  expect(order.discountCents).toBe(0);
  const ttcByRate = new Map<number, number>();
  for (const l of kept)
    ttcByRate.set(l.vatRateBp, (ttcByRate.get(l.vatRateBp) ?? 0) + l.unitPriceTtcCents * l.quantity);
  const subtotalTtc = [...ttcByRate.values()].reduce((a, b) => a + b, 0);
  if (order.deliveryFeeCents > 0) ttcByRate.set(2000, (ttcByRate.get(2000) ?? 0) + order.deliveryFeeCents);
  let vatTotal = 0;
  let baseTotal = 0;
  for (const [bp, ttc] of ttcByRate) {
    const vat = ttc - Math.floor((ttc * 10_000) / (10_000 + bp) + 0.5);
    vatTotal += vat;
    baseTotal += ttc - vat;
    expect(after(text, `TVA ${percent(bp)}`), `TVA ${bp}`).toBe(money(vat));
    expect(after(text, `Base HT ${percent(bp)}`), `base ${bp}`).toBe(money(ttc - vat));
  }
  expect(after(text, 'Total HT')).toBe(money(baseTotal));
  expect(after(text, 'Total TVA')).toBe(money(vatTotal));
  expect(after(text, 'Total produits TTC')).toBe(money(subtotalTtc));
  // The bottles' deposits of what was handed over; the crates those bottles start.
  const bottles = kept.reduce((n, l) => n + l.bottleDepositCents * l.quantity, 0);
  expect(after(text, 'Consignes bouteilles')).toBe(money(bottles));
  expect(after(text, 'Consignes caisses')).toBe(money(order.packagesDepositCents));
  const invoiced =
    subtotalTtc + bottles + order.packagesDepositCents + order.deliveryFeeCents - order.discountCents;
  expect(after(text, 'Total facturé')).toBe(money(invoiced));
  expect(listed.amountTtc).toBe(invoiced / 100);
  // What was paid at the door is what the invoice says is to pay.
  expect(order.amountToPayCents).toBe(invoiced - order.walletUsageCents);
  expect(after(text, 'Montant réglé')).toBe(money(order.amountToPayCents));
}

beforeAll(async () => {
  driver = (await loginAs(app, 'livreur@example.com')).token;
});

describe('the invoice of an order delivered with refusals at the door', () => {
  it('part of a line refused (6 waters broken): that line at 18, its deposits gone', async () => {
    const delivered = await deliveredWith(
      'invoice-door-part',
      [{ lineOf: water, quantity: 6, reason: 'damaged' }],
      { method: 'id18' },
    );
    expectInvoiceOf(handedOver(delivered.before, delivered.refused, false), delivered);
  });

  it('the age not verified: the beers are off the invoice, and their VAT rate with them', async () => {
    const delivered = await deliveredWith('invoice-door-age', [], { method: 'notVerified' });
    const kept = handedOver(delivered.before, delivered.refused, true);
    expect(kept).toHaveLength(1);
    expectInvoiceOf(kept, delivered);
    // Only the water's rate is left: no VAT line at the beer's rate.
    const beerRate = beer(delivered.before).vatRateBp;
    expect(delivered.text.some((s) => s.startsWith(`TVA ${percent(beerRate)}`))).toBe(false);
  });

  it('refusals on both lines: every figure from what was handed over', async () => {
    const delivered = await deliveredWith(
      'invoice-door-both',
      [
        { lineOf: water, quantity: 13, reason: 'notWanted' },
        { lineOf: beer, quantity: 5, reason: 'wrongProduct' },
      ],
      { method: 'id18' },
    );
    expectInvoiceOf(handedOver(delivered.before, delivered.refused, false), delivered);
  });
});
