import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { invoiceFigures, localDate, vatCountryOf } from '@consigne/domain';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.js';
import { loginAs, testApp } from '../../../test/app.js';
import { doorFor } from '../../../test/door.js';
import { atDoor, placeLilleOrder } from '../../../test/orders.js';
import { createShoppers, type Shopper } from '../../../test/shoppers.js';
import { rowsOf } from '../../jobs/executors.js';
import { advanceOrder } from '../operator/index.js';
import { queueTransmission } from './queue.js';
import { sendTransmission } from './transmissions.js';
import { OfflineEInvoicingPlatform } from './platform.js';

// A French order delivered (paid in cash at the door) and invoiced, then partly refunded to the wallet
// (a credit note), all dated in the ten days of 1–10 March 2025: that period's B2C e-report, shown to
// administrators only, then sent through the offline platform by the job, once.
const dataDir = mkdtempSync(join(tmpdir(), 'einvoicing-api-'));
const { app, db } = await testApp({ DATA_DIR: dataDir });
const as = (token: string) => ({ authorization: `Bearer ${token}` });

let shopper: Shopper;
let admin: string;
let manager: string;
let orderId: number;

/** Takes an order through the driver's steps to delivered on its slot's day (paid in cash): invoiced. */
async function deliver(id: number) {
  const [row] = await db
    .select({ startAt: t.slots.startAt, warehouseId: t.orders.warehouseId })
    .from(t.orders)
    .innerJoin(t.slots, eq(t.slots.id, t.orders.slotId))
    .where(eq(t.orders.id, id));
  const onTheDay = new Date(row!.startAt.getTime() + 3600_000);
  for (const status of ['preparing', 'out_for_delivery', 'delivered'] as const)
    await advanceOrder(db, row!.warehouseId, id, status, onTheDay, 0, null, 'fr_FR', {
      ...doorFor(status),
      ...(await atDoor(db, id, status)),
    });
}

beforeAll(async () => {
  [shopper] = (await createShoppers(db, 1)) as [Shopper];
  admin = (await loginAs(app, 'admin@example.com')).token;
  manager = (await loginAs(app, 'gerant.lyon@example.com')).token;
  ({ orderId } = await placeLilleOrder(app, db, shopper, { large: 10, small: 2 }, 'ereports'));
  await deliver(orderId);
  const refund = await app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/refunds`,
    headers: as(admin),
    payload: { method: 'wallet', amount: 1.99, reason: 'Bouteille cassée' },
  });
  expect(refund.statusCode, refund.body).toBe(200);
  // Into the past period: invoiced on 4 March (shop time), paid at the door that day, credited on the 9th.
  await db.execute(sql`update invoices set issued_at = '2025-03-04T09:00:00Z' where order_id = ${orderId}`);
  await db.execute(
    sql`update door_payments set recorded_at = '2025-03-04T09:00:00Z' where order_id = ${orderId}`,
  );
  await db.execute(
    sql`update credit_notes set issued_at = '2025-03-09T22:30:00Z' where order_id = ${orderId}`,
  );
  await db.execute(
    sql`update order_refunds set created_at = '2025-03-09T22:30:00Z', settled_at = null where order_id = ${orderId}`,
  );
});

async function invoicedFigures() {
  const [order] = await db.select().from(t.orders).where(eq(t.orders.id, orderId));
  const lines = await db
    .select()
    .from(t.orderLines)
    .where(eq(t.orderLines.orderId, orderId))
    .orderBy(t.orderLines.id);
  return { order: order!, figures: invoiceFigures({ ...order!, country: vatCountryOf(order!) }, lines) };
}

describe('GET /api/admin/einvoicing/ereports/:day', () => {
  it("gives the period's sales per rate and the day's payments, as the invoice and credit note say", async () => {
    const res = await app.inject({ url: '/api/admin/einvoicing/ereports/2025-03-07', headers: as(admin) });
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json();
    const { order, figures } = await invoicedFigures();
    const [note] = await db.select().from(t.creditNotes).where(eq(t.creditNotes.orderId, orderId));
    expect(report.period).toEqual({ from: '2025-03-01', to: '2025-03-10' });
    expect(report.days).toHaveLength(10);
    const day4 = report.days.find((d: { date: string }) => d.date === '2025-03-04');
    expect(day4).toMatchObject({ invoices: 1, creditNotes: 0, vat: figures.vat, total: figures.total });
    expect(day4.payments).toEqual({ cash: order.amountToPayCents, card: 0, wallet: order.walletUsageCents });
    // 22:30 UTC on the 9th is the 9th in Paris (23:30): the credit note and the refund that day.
    const day9 = report.days.find((d: { date: string }) => d.date === '2025-03-09');
    expect(day9).toMatchObject({ invoices: 0, creditNotes: 1, total: -note!.totalCents });
    expect(day9.payments.wallet).toBe(-199);
    expect(report.totals.total).toBe(figures.total - note!.totalCents);
    for (const row of report.totals.vat) {
      const invoiced = figures.vat.find((r) => r.rate === row.rate)!;
      const credited = note!.vatRows.find((r) => r.rate === row.rate);
      expect(row.vat).toBe(invoiced.vat - (credited?.vat ?? 0));
    }
  });

  it('is for administrators: a manager gets a 403, a shopper too', async () => {
    for (const token of [manager, shopper.token]) {
      const res = await app.inject({ url: '/api/admin/einvoicing/ereports/2025-03-07', headers: as(token) });
      expect(res.statusCode).toBe(403);
    }
    const send = await app.inject({
      method: 'POST',
      url: '/api/admin/einvoicing/ereports/2025-03-07/send',
      headers: as(manager),
    });
    expect(send.statusCode).toBe(403);
  });

  it('refuses a day that does not exist with a 400', async () => {
    for (const day of ['2025-02-30', 'yesterday', '1900-01-01']) {
      const res = await app.inject({ url: `/api/admin/einvoicing/ereports/${day}`, headers: as(admin) });
      expect(res.statusCode, day).toBe(400);
    }
  });
});

describe('POST /api/admin/einvoicing/ereports/:day/send', () => {
  it('refuses a period not over yet with a 409', async () => {
    // The shop's day (Paris), not UTC's: in the hour or two before midnight UTC, Paris's is the next one.
    const today = localDate(new Date());
    const res = await app.inject({
      method: 'POST',
      url: `/api/admin/einvoicing/ereports/${today}/send?locale=nl_BE`,
      headers: as(admin),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/nog niet afgelopen/);
  });

  it('queues the report; the job writes it through the offline platform, once', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/einvoicing/ereports/2025-03-01/send',
      headers: as(admin),
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toMatchObject({ period: { from: '2025-03-01', to: '2025-03-10' }, status: 'pending' });
    await app.jobs.drain();
    const [row] = await db
      .select()
      .from(t.einvoiceTransmissions)
      .where(eq(t.einvoiceTransmissions.documentId, '2025-03-01/2025-03-10'));
    expect(row).toMatchObject({
      documentKind: 'ereport',
      channel: 'ereporting',
      status: 'sent',
      attempts: 1,
    });
    const file = join(dataDir, 'einvoicing', row!.filePath!);
    expect(row!.filePath).toBe('ereport/ereport-shop-2025-03-01-2025-03-10.json');
    const written = JSON.parse(readFileSync(file, 'utf8'));
    expect(written.format).toBe('consigne-ereporting/1');
    expect(written.totals.invoices).toBe(1);
    // Asked again: the same transmission, not sent twice.
    const again = await app.inject({
      method: 'POST',
      url: '/api/admin/einvoicing/ereports/2025-03-10/send',
      headers: as(admin),
    });
    expect(again.json()).toMatchObject({
      status: 'sent',
      attempts: 1,
      // The platform's reference of what it received, for the back-office.
      remoteId: 'offline:ereport/ereport-shop-2025-03-01-2025-03-10.json',
    });
    await app.jobs.drain();
    const rows = await db
      .select()
      .from(t.einvoiceTransmissions)
      .where(eq(t.einvoiceTransmissions.documentId, '2025-03-01/2025-03-10'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.attempts).toBe(1);
    const list = (await app.inject({ url: '/api/admin/einvoicing/ereports', headers: as(admin) })).json();
    expect(list.periods).toHaveLength(36);
    expect(list.periods[0].status).toMatch(/none|pending|sent|failed/);
  });

  it('records a failure: an outage is retried and given up after the last attempt, a refusal at once', async () => {
    const [row] = await db
      .transaction((tx) =>
        queueTransmission(tx, { documentKind: 'ereport', documentId: 'not-a-period', channel: 'ereporting' }),
      )
      .then((r) => [r]);
    const platform = new OfflineEInvoicingPlatform(dataDir);
    expect(await sendTransmission(db, platform, row!.id)).toBe('refused');
    const [failed] = await db
      .select()
      .from(t.einvoiceTransmissions)
      .where(eq(t.einvoiceTransmissions.id, row!.id));
    expect(failed).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'not a reporting period: not-a-period',
    });
    expect(existsSync(join(dataDir, 'einvoicing', 'ereport', 'not-a-period'))).toBe(false);
    // A platform down: recorded pending, thrown for the queue to retry.
    const down = {
      name: 'down',
      send: () => Promise.reject(new Error('ECONNREFUSED')),
      report: () => Promise.reject(new Error('ECONNREFUSED')),
    };
    const [period] = await db
      .transaction((tx) =>
        queueTransmission(tx, {
          documentKind: 'ereport',
          documentId: '2025-04-11/2025-04-20',
          channel: 'ereporting',
        }),
      )
      .then((r) => [r]);
    await expect(sendTransmission(db, down, period!.id)).rejects.toThrow('ECONNREFUSED');
    const [pending] = await db
      .select()
      .from(t.einvoiceTransmissions)
      .where(eq(t.einvoiceTransmissions.id, period!.id));
    expect(pending).toMatchObject({ status: 'pending', attempts: 1, lastError: 'ECONNREFUSED' });
    await expect(sendTransmission(db, down, period!.id, { lastAttempt: true })).rejects.toThrow();
    const [gaveUp] = await db
      .select()
      .from(t.einvoiceTransmissions)
      .where(eq(t.einvoiceTransmissions.id, period!.id));
    expect(gaveUp).toMatchObject({ status: 'failed', attempts: 2 });
    expect(await sendTransmission(db, platform, period!.id)).toBe('sent');
    expect(await sendTransmission(db, platform, period!.id)).toBe('already-sent');
  });
});

describe('a period asked for many times at once', () => {
  it('is one transmission with one send job (the unique row per document and channel)', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        app.inject({
          method: 'POST',
          url: '/api/admin/einvoicing/ereports/2025-05-15/send',
          headers: as(admin),
        }),
      ),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(202);
    const rows = await db
      .select()
      .from(t.einvoiceTransmissions)
      .where(eq(t.einvoiceTransmissions.documentId, '2025-05-11/2025-05-20'));
    expect(rows).toHaveLength(1);
    const jobs = rowsOf<{ n: number }>(
      await db.execute(
        sql`select count(*)::int as n from jobs.job where name = 'einvoicing.send' and (data->>'transmissionId')::int = ${rows[0]!.id}`,
      ),
    );
    expect(Number(jobs[0]!.n)).toBe(1);
  });
});

describe('business buyers', () => {
  it('are left out of the B2C report: their invoices are e-invoiced instead', async () => {
    const report = async () =>
      (await app.inject({ url: '/api/admin/einvoicing/ereports/2025-03-07', headers: as(admin) })).json();
    const before = await report();
    expect(before.totals.invoices).toBe(1);
    // A company orders and is invoiced in the same period: its invoice carries its identity (frozen
    // when issued, at the delivery).
    const [company] = (await createShoppers(db, 1)) as [Shopper];
    const { orderId: companyOrder } = await placeLilleOrder(
      app,
      db,
      company,
      { large: 10, small: 2 },
      'ereports-pro',
    );
    const made = await app.inject({
      method: 'PUT',
      url: '/api/user/business',
      headers: as(company.token),
      payload: { companyName: 'Cave Lovelace SARL', siren: '732829320' },
    });
    expect(made.statusCode, made.body).toBe(200);
    await deliver(companyOrder);
    await db.execute(
      sql`update invoices set issued_at = '2025-03-05T09:00:00Z' where order_id = ${companyOrder}`,
    );
    await db.execute(
      sql`update door_payments set recorded_at = '2025-03-05T09:00:00Z' where order_id = ${companyOrder}`,
    );
    const [invoice] = await db.select().from(t.invoices).where(eq(t.invoices.orderId, companyOrder));
    expect(invoice!.frozen?.business?.companyName).toBe('Cave Lovelace SARL');
    const after = await report();
    expect(after.totals).toEqual(before.totals);
    // A consumer who later becomes a company: the invoice issued to them stays a consumer's sale.
    await app.inject({
      method: 'PUT',
      url: '/api/user/business',
      headers: as(shopper.token),
      payload: { companyName: 'Ada SAS', siren: '732829320' },
    });
    expect((await report()).totals).toEqual(before.totals);
  });
});
