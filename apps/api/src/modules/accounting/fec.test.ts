import { FEC_FIELDS, addDays, localDate, zonedInstant, type FecEvent } from '@consigne/domain';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.js';
import { testApp } from '../../../test/app.js';
import { deliverWithDepositsAged, placeLilleOrder } from '../../../test/orders.js';
import { createShoppers, type Shopper } from '../../../test/shoppers.js';
import { bearer, staffTokens, warehouseIdOf, type StaffTokens } from '../../../test/staff.js';
import { forfeitUnreturnedDeposits } from '../admin/deposit-forfeits/service.js';
import { recordCollection } from '../operator/index.js';
import { addWalletEntry } from '../users/wallet.js';
import { periodEvents } from './events.js';

const { app, db } = await testApp({ SELLER_SIRET: '732 829 320 00074' });
let tokens: StaffTokens;
let lille: number;
let today: string;
/** The last day of the scenario: its orders' slot, when they are delivered and invoiced. */
let last: string;
let period: string;
let key = 0;

const place = (shopper: Shopper, large: number, small: number) =>
  placeLilleOrder(app, db, shopper, { large, small }, `fec-${++key}-${Date.now()}`);

const fec = (query: string, token: string | null = tokens.admin) =>
  app.inject({ url: `/api/admin/accounting/fec?${query}`, headers: bearer(token) });

/** The file's lines as fields, without the header. */
function rowsOf(text: string) {
  const [header, ...lines] = text.slice(0, -2).split('\r\n');
  return { header: header!.split('\t'), rows: lines.map((l) => l.split('\t')) };
}

const cents = (amount: string) => {
  expect(amount).toMatch(/^\d+,\d{2}$/);
  return Number(amount.replace(',', ''));
};

/** Each account's debits less credits in the file (account → cents). */
function balances(rows: string[][]) {
  const totals = new Map<string, number>();
  for (const r of rows) totals.set(r[4]!, (totals.get(r[4]!) ?? 0) + cents(r[11]!) - cents(r[12]!));
  return totals;
}
const sumOf = (totals: Map<string, number>, prefix: string) =>
  [...totals].filter(([num]) => num.startsWith(prefix)).reduce((s, [, c]) => s + c, 0);

/** A sum of the day's rows of a table, as the shop itself keeps them (no accounting code involved). */
async function shopSum(query: ReturnType<typeof sql>) {
  // PGlite answers { rows }, postgres.js an array of rows.
  const result: unknown = await db.execute(query);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    n: string | null;
  }[];
  return Number(rows[0]?.n ?? 0);
}

beforeAll(async () => {
  tokens = await staffTokens(db);
  lille = await warehouseIdOf(db, 'lille');
  today = localDate(new Date());

  const [cardShopper, cashShopper, forgetful] = await createShoppers(db, 3);
  // A card order, paid at checkout, delivered and invoiced; then part of it refunded to the wallet:
  // a credit note.
  const card = await place(cardShopper!, 12, 6);
  const [placed] = await db.select().from(t.orders).where(eq(t.orders.id, card.orderId));
  await db
    .update(t.orders)
    .set({
      paymentMethod: 'stripe',
      paymentStatus: 'paid',
      paidAt: new Date(),
      cardPaidCents: placed!.amountToPayCents,
    })
    .where(eq(t.orders.id, card.orderId));
  await deliverWithDepositsAged(db, lille, card.orderId, 0);
  const refund = await app.inject({
    method: 'POST',
    url: `/api/admin/orders/${card.orderId}/refunds`,
    headers: bearer(tokens.admin),
    payload: { method: 'wallet', amount: 3.5, reason: 'Deux bouteilles abîmées' },
  });
  expect(refund.statusCode, refund.body).toBe(200);

  // A cash order paid at the door, its deposits partly refunded when empties come back.
  const cash = await place(cashShopper!, 12, 0);
  await deliverWithDepositsAged(db, lille, cash.orderId, 0);
  await recordCollection(db, lille, { userId: cashShopper!.id, crates: 0, largeBottles: 6, smallBottles: 0 });

  // A wallet credit made by the back-office.
  const [admin] = await db.select().from(t.users).where(eq(t.users.email, 'admin@example.com'));
  await addWalletEntry(db, cashShopper!.id, 500, 'correction', {
    note: 'Geste commercial',
    createdBy: admin!.id,
  });

  // Deposits never returned: sold as packaging today.
  const old = await place(forgetful!, 12, 0);
  await deliverWithDepositsAged(db, lille, old.orderId, 400);
  await forfeitUnreturnedDeposits(db);
  // The driver's steps are dated at the slot's start: the orders are delivered and invoiced that day.
  last = [card.slotDate, cash.slotDate, old.slotDate].sort().at(-1)!;
  period = `from=${today}&to=${last}`;
});

describe('the FEC of a few realistic days', () => {
  it('holds every kind of event the days had', async () => {
    const events = await periodEvents(db, {
      fromAt: zonedInstant(today, 0),
      toAt: zonedInstant(addDays(last, 1), 0),
    });
    const kinds = new Set(events.map((e: FecEvent) => e.kind));
    for (const kind of ['invoice', 'creditNote', 'cardPayment', 'doorPayment', 'wallet', 'depositForfeit'])
      expect(kinds, kind).toContain(kind);
    const reasons = new Set(events.flatMap((e) => (e.kind === 'wallet' ? [e.reason] : [])));
    for (const reason of ['order_refund', 'deposit_refund', 'correction'])
      expect(reasons, reason).toContain(reason);
  });

  it('is a file named after the SIREN and the closing day, in the legal format, every entry balanced', async () => {
    const res = await fec(period);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="732829320FEC${last.replaceAll('-', '')}.txt"`,
    );
    const { header, rows } = rowsOf(res.body);
    expect(header).toEqual([...FEC_FIELDS]);
    expect(rows.length).toBeGreaterThan(10);
    let previous = today.replaceAll('-', '');
    let entry = 0;
    const perEntry = new Map<number, number>();
    for (const r of rows) {
      expect(r).toHaveLength(18);
      expect(['VT', 'BQ', 'CA', 'OD']).toContain(r[0]);
      // AAAAMMJJ, within the period, never earlier than the line before: chronological.
      expect(r[3]).toMatch(/^\d{8}$/);
      expect(r[3]! >= previous && r[3]! <= last.replaceAll('-', '')).toBe(true);
      previous = r[3]!;
      expect(r[9]).toBe(r[3]);
      expect(r[15]).toBe(r[3]);
      // Numbered 1, 2, 3… without a gap, in the file's order.
      const num = Number(r[2]);
      expect([entry, entry + 1]).toContain(num);
      entry = num;
      perEntry.set(num, (perEntry.get(num) ?? 0) + cents(r[11]!) - cents(r[12]!));
      // A line is a debit or a credit.
      expect(cents(r[11]!) === 0 || cents(r[12]!) === 0).toBe(true);
    }
    expect(Number(rows[0]![2])).toBe(1);
    for (const [num, imbalance] of perEntry) expect([num, imbalance]).toEqual([num, 0]);
  });

  it("totals each account to the shop's own figures of the period", async () => {
    const res = await fec(period);
    const totals = balances(rowsOf(res.body).rows);
    const from = sql.raw(`'${today}'::date::timestamp at time zone 'Europe/Paris'`);
    const to = sql.raw(`('${last}'::date + 1)::timestamp at time zone 'Europe/Paris'`);
    const invoiced = sql`select o.* from invoices i join orders o on o.id = i.order_id where i.issued_at >= ${from} and i.issued_at < ${to}`;

    const billed = await shopSum(
      sql`select sum(subtotal_ttc_cents + products_deposit_cents + packages_deposit_cents + delivery_fee_cents - discount_cents) as n from (${invoiced}) o`,
    );
    const credited = await shopSum(
      sql`select sum(total_cents) as n from credit_notes where issued_at >= ${from} and issued_at < ${to}`,
    );
    const cardPaid = await shopSum(
      sql`select sum(card_paid_cents) as n from orders where paid_at >= ${from} and paid_at < ${to}`,
    );
    const topUps = await shopSum(
      sql`select sum(amount_cents) as n from order_top_ups where state = 'paid' and paid_at >= ${from} and paid_at < ${to}`,
    );
    const door = async (method: string) =>
      shopSum(
        sql`select sum(received_cents) as n from door_payments where method = ${method} and recorded_at >= ${from} and recorded_at < ${to}`,
      );
    const cardRefunds = await shopSum(
      sql`select sum(amount_cents) as n from order_refunds where method = 'card' and state = 'succeeded' and settled_at >= ${from} and settled_at < ${to}`,
    );
    const wallet = async (reasons: string[] | null) =>
      shopSum(
        sql`select sum(amount_cents) as n from wallet_entries where created_at >= ${from} and created_at < ${to} ${
          reasons
            ? sql`and reason in (${sql.join(
                reasons.map((r) => sql`${r}`),
                sql`, `,
              )})`
            : sql``
        }`,
      );
    const deposits = await shopSum(
      sql`select sum(products_deposit_cents + packages_deposit_cents) as n from (${invoiced}) o`,
    );
    const creditedDeposits = await shopSum(
      sql`select sum(deposits_cents) as n from credit_notes where issued_at >= ${from} and issued_at < ${to}`,
    );
    const forfeited = await shopSum(
      sql`select sum(total_cents) as n from deposit_forfeits where created_at >= ${from} and created_at < ${to}`,
    );
    const forfeitVat = await shopSum(
      sql`select sum(vat_cents) as n from deposit_forfeits where created_at >= ${from} and created_at < ${to}`,
    );
    const kept = await shopSum(
      sql`select -sum(amount_cents) as n from pending_deposits where kind = 'refused' and amount_cents < 0 and created_at >= ${from} and created_at < ${to}`,
    );
    const vat = await shopSum(sql`select sum(total_tva_cents) as n from (${invoiced}) o`);
    const creditedVat = await shopSum(
      sql`select sum((r->>'vat')::int) as n from credit_notes, jsonb_array_elements(vat_rows) r where issued_at >= ${from} and issued_at < ${to}`,
    );

    expect(billed).toBeGreaterThan(0);
    expect(credited).toBeGreaterThan(0);
    expect(forfeited).toBeGreaterThan(0);
    expect(await door('cash')).toBeGreaterThan(0);
    expect(totals.get('411')).toBe(
      billed -
        credited -
        cardPaid -
        topUps -
        (await door('cash')) -
        (await door('card_terminal')) +
        cardRefunds +
        (await wallet(['order_usage', 'order_refund'])),
    );
    expect(totals.get('512')).toBe(cardPaid + topUps + (await door('card_terminal')) - cardRefunds);
    expect(totals.get('530')).toBe(await door('cash'));
    expect(totals.get('4197')).toBe(-(await wallet(null)));
    expect(totals.get('4196')).toBe(
      -deposits + creditedDeposits + (await wallet(['deposit_refund'])) + forfeited + kept,
    );
    const pickupFees = -(await wallet(['empties_pickup_fee']));
    const pickupVat = pickupFees - Math.round((pickupFees * 10_000) / 12_000);
    expect(sumOf(totals, '44571')).toBe(-vat + creditedVat - forfeitVat - pickupVat);
    // Everything the customers were billed, less deposits and VAT, is a sale.
    expect(sumOf(totals, '707') + sumOf(totals, '7085') + sumOf(totals, '7088') + sumOf(totals, '706')).toBe(
      -(billed - deposits - vat) +
        (credited - creditedDeposits - creditedVat) -
        (forfeited - forfeitVat) -
        (pickupFees - pickupVat),
    );
    // The wallet correction is the shop's expense.
    expect(totals.get('658')).toBe(await wallet(['correction']));
    expect([...totals.values()].reduce((a, b) => a + b, 0)).toBe(0);
  });

  it('books to the accounts of a chart the setting gives', async () => {
    const { parseAccountingChart, fecFile } = await import('./index.js');
    const chart = parseAccountingChart(JSON.stringify({ cash: { num: '531', lib: 'Caisse des livreurs' } }));
    const file = await fecFile(db, { chart, siren: null }, { from: today, to: last });
    expect(file.filename).toBe(`000000000FEC${last.replaceAll('-', '')}.txt`);
    const accounts = new Set(rowsOf(file.text).rows.map((r) => r[4]));
    expect(accounts).toContain('531');
    expect(accounts).not.toContain('530');
    expect(() => parseAccountingChart('{"cash":{"num":"","lib":"x"}}')).toThrow(/cash\.num/);
    expect(() => parseAccountingChart('{"bank":1,"unknown":{}}')).toThrow(/ACCOUNTING_CHART/);
  });
});

describe('who may download the FEC, and for which period', () => {
  it('answers admins, and refuses a manager of one warehouse, a driver, a customer and a stranger', async () => {
    expect((await fec(`from=${today}&to=${today}`, tokens.admin)).statusCode).toBe(200);
    const manager = await fec(`from=${today}&to=${today}`, tokens.lilleManager);
    expect(manager.statusCode).toBe(403);
    expect(manager.json().message).toMatch(/toute la société/);
    expect((await fec(`from=${today}&to=${today}`, tokens.operator)).statusCode).toBe(403);
    expect((await fec(`from=${today}&to=${today}`, tokens.customer)).statusCode).toBe(403);
    expect((await fec(`from=${today}&to=${today}`, null)).statusCode).toBe(401);
  });

  it('answers a manager who runs every warehouse', async () => {
    const [manager] = await db.select().from(t.users).where(eq(t.users.email, 'gerant.lyon@example.com'));
    const all = await db.select({ id: t.warehouses.id }).from(t.warehouses);
    await db
      .insert(t.staffWarehouses)
      .values(all.map((w) => ({ userId: manager!.id, warehouseId: w.id })))
      .onConflictDoNothing();
    try {
      expect((await fec(`from=${today}&to=${today}`, tokens.lyonManager)).statusCode).toBe(200);
    } finally {
      const [lyon] = await db.select().from(t.warehouses).where(eq(t.warehouses.key, 'lyon'));
      await db
        .delete(t.staffWarehouses)
        .where(
          and(
            eq(t.staffWarehouses.userId, manager!.id),
            sql`${t.staffWarehouses.warehouseId} <> ${lyon!.id}`,
          ),
        );
    }
  });

  it('refuses a period reversed, longer than a fiscal year, or not made of dates, with a 400', async () => {
    for (const query of [
      'from=2026-02-01&to=2026-01-31',
      'from=1926-01-01&to=2026-01-01',
      'from=2026-01-01&to=2027-01-02',
      'from=2026-02-30&to=2026-03-01',
      'from=tomorrow&to=2026-01-01',
      'to=2026-01-01',
    ]) {
      const res = await fec(query);
      expect([query, res.statusCode]).toEqual([query, 400]);
    }
    const long = await fec('from=2025-01-01&to=2026-12-31&locale=nl_BE');
    expect(long.json().message).toMatch(/boekjaar/);
    // A whole leap year is one fiscal year.
    expect((await fec('from=2028-01-01&to=2028-12-31')).statusCode).toBe(200);
  });
});

describe('an invoice issued, then its order changed', () => {
  it('is booked as the invoice printed it (its frozen copy), not as its order now is', async () => {
    const before = await fec(period);
    expect(before.statusCode).toBe(200);
    const [invoice] = await db.select().from(t.invoices).orderBy(t.invoices.id).limit(1);
    const [order] = await db.select().from(t.orders).where(eq(t.orders.id, invoice!.orderId));
    const lines = await db.select().from(t.orderLines).where(eq(t.orderLines.orderId, order!.id));
    // A later change of the order's lines and amounts (a correction by hand, a bug): the books stay.
    await db
      .update(t.orderLines)
      .set({ unitPriceTtcCents: sql`${t.orderLines.unitPriceTtcCents} * 2` })
      .where(eq(t.orderLines.orderId, order!.id));
    await db
      .update(t.orders)
      .set({ subtotalTtcCents: order!.subtotalTtcCents * 2, deliveryFeeCents: order!.deliveryFeeCents + 500 })
      .where(eq(t.orders.id, order!.id));
    try {
      const after = await fec(period);
      expect(after.body).toBe(before.body);
    } finally {
      for (const line of lines)
        await db
          .update(t.orderLines)
          .set({ unitPriceTtcCents: line.unitPriceTtcCents })
          .where(eq(t.orderLines.id, line.id));
      await db
        .update(t.orders)
        .set({ subtotalTtcCents: order!.subtotalTtcCents, deliveryFeeCents: order!.deliveryFeeCents })
        .where(eq(t.orders.id, order!.id));
    }
  });
});
