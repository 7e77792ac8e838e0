import { creditForAmount, invoiceFigures, vatCountryOf } from '@consigne/domain';
import { asc, eq, gt, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.js';
import { loginAs, testApp } from '../../../test/app.js';
import { doorFor } from '../../../test/door.js';
import { atDoor, placeLilleOrder } from '../../../test/orders.js';
import { createShoppers, type Shopper } from '../../../test/shoppers.js';
import { issueCreditNote } from '../invoices/index.js';
import { advanceOrder } from '../operator/index.js';
import { closeJournalPeriods } from './closures.js';
import { appendToJournal } from './journal.js';
import { verifySalesJournal } from './verify.js';

// The unalterable sales journal: a delivered order paid at the door appends its invoice and its
// payment, a credit note its negative entry, in the same transactions; the table refuses changes;
// 100 appends at once make one chain; closures once per period; and a row changed behind the
// triggers' back (as the table's owner) is found at its seq by the back-office's check.
const { app, db } = await testApp();
const as = (token: string) => ({ authorization: `Bearer ${token}` });
let shopper: Shopper;
let admin: string;
let lyonManager: string;

const journal = (afterSeq = 0) =>
  db.select().from(t.salesJournal).where(gt(t.salesJournal.seq, afterSeq)).orderBy(asc(t.salesJournal.seq));
const lastSeq = async () => (await journal()).at(-1)?.seq ?? 0;
/** The database's message of a refused statement (drizzle wraps it). */
const refusal = (query: Promise<unknown>) =>
  query.then(
    () => 'accepted',
    (e: { cause?: { message?: string }; message: string }) => e.cause?.message ?? e.message,
  );
const verifyAs = (token: string) =>
  app.inject({ url: '/api/admin/sales-journal/verify', headers: as(token) });

beforeAll(async () => {
  [shopper] = (await createShoppers(db, 1)) as [Shopper];
  admin = (await loginAs(app, 'admin@example.com')).token;
  lyonManager = (await loginAs(app, 'gerant.lyon@example.com')).token;
});

describe('appends', () => {
  it('journals an order paid at the door: its invoice, then its payment; a credit note negative', async () => {
    const before = await lastSeq();
    const { orderId } = await placeLilleOrder(app, db, shopper, { large: 24, small: 7 }, 'sales-journal');
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
    const [invoice] = await db.select().from(t.invoices).where(eq(t.invoices.orderId, orderId));
    const [order] = await db.select().from(t.orders).where(eq(t.orders.id, orderId));
    const lines = await db.select().from(t.orderLines).where(eq(t.orderLines.orderId, orderId));
    const figures = invoiceFigures({ ...order!, country: vatCountryOf(order!) }, lines);

    const [invoiceEntry, paymentEntry, ...rest] = await journal(before);
    expect(rest).toEqual([]);
    expect(invoiceEntry).toMatchObject({
      seq: before + 1,
      kind: 'invoice',
      reference: `F-${String(invoice!.number).padStart(6, '0')}`,
      occurredAt: invoice!.issuedAt,
      totalCents: figures.total,
      paymentMethod: null,
    });
    expect(invoiceEntry!.vatTotals.map((r) => r.rate)).toEqual(figures.vat.map((r) => r.rate));
    expect(paymentEntry).toMatchObject({
      kind: 'door_payment',
      reference: `order-${orderId}`,
      totalCents: order!.amountToPayCents,
      paymentMethod: 'cash',
      // A payment settles the sale the invoice recorded: the perpetual total does not move.
      grandTotalCents: invoiceEntry!.grandTotalCents,
      previousHash: invoiceEntry!.hash,
    });

    const note = await db.transaction((tx) =>
      issueCreditNote(tx, {
        orderId,
        reason: 'refund',
        sourceKey: 'sales-journal-test',
        credit: creditForAmount(figures, 250),
      }),
    );
    const [noteEntry] = await journal(paymentEntry!.seq);
    expect(noteEntry).toMatchObject({
      kind: 'credit_note',
      reference: `AV-${note!.year}-${String(note!.number).padStart(6, '0')}`,
      totalCents: -250,
      grandTotalCents: paymentEntry!.grandTotalCents - 250,
    });
    expect(noteEntry!.vatTotals.reduce((s, r) => s + r.ttc, 0)).toBe(-(250 - note!.depositsCents));
    expect(await verifySalesJournal(db)).toMatchObject({ intact: true, lastSeq: noteEntry!.seq });
  }, 120_000);

  it('chains 100 appends at once one after the other, without a gap', async () => {
    const before = await lastSeq();
    await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        db.transaction((tx) =>
          appendToJournal(tx, {
            kind: 'door_payment',
            reference: `concurrent-${i}`,
            occurredAt: new Date(),
            totalCents: 100 + i,
            vat: [],
            paymentMethod: 'cash',
          }),
        ),
      ),
    );
    const rows = await journal(before);
    expect(rows.map((r) => r.seq)).toEqual(Array.from({ length: 100 }, (_, i) => before + 1 + i));
    expect(await verifySalesJournal(db)).toMatchObject({ intact: true, lastSeq: before + 100 });
  }, 120_000);
});

describe('the table', () => {
  it('refuses an UPDATE, a DELETE and a TRUNCATE', async () => {
    expect(await refusal(db.execute(sql`update sales_journal set total_cents = 0 where seq = 1`))).toMatch(
      /append-only: UPDATE refused/,
    );
    expect(await refusal(db.execute(sql`delete from sales_journal where seq = 1`))).toMatch(
      /append-only: DELETE refused/,
    );
    expect(await refusal(db.execute(sql`truncate sales_journal`))).toMatch(/append-only: TRUNCATE refused/);
  });

  it('refuses a row that does not follow the last one', async () => {
    const [last] = (await journal()).slice(-1);
    const row = { ...last!, reference: 'forged', kind: 'invoice' as const };
    expect(
      await refusal(
        db.insert(t.salesJournal).values({ ...row, seq: last!.seq + 2, previousHash: last!.hash }),
      ),
    ).toMatch(/does not follow/);
    expect(
      await refusal(
        db.insert(t.salesJournal).values({ ...row, seq: last!.seq + 1, previousHash: '0'.repeat(64) }),
      ),
    ).toMatch(/does not follow/);
  });
});

describe('closures', () => {
  it('closes each ended day with its sales, then the month and year, once whatever runs', async () => {
    const days = 40;
    const later = new Date(Date.now() + days * 86_400_000);
    const first = await closeJournalPeriods(db, later);
    expect(first.filter((c) => c.kind === 'closure_day').length).toBeGreaterThanOrEqual(days);
    expect(first.some((c) => c.kind === 'closure_month')).toBe(true);
    expect(await closeJournalPeriods(db, later)).toEqual([]);

    const rows = await journal();
    const dayOf = (d: Date) => d.toLocaleDateString('en-CA', { timeZone: 'Europe/Paris' });
    const sales = rows.filter((r) => r.kind === 'invoice' || r.kind === 'credit_note');
    const today = dayOf(sales.at(-1)!.recordedAt);
    const closure = rows.find((r) => r.kind === 'closure_day' && r.reference === today)!;
    expect(closure.totalCents).toBe(
      sales.filter((r) => dayOf(r.recordedAt) === today).reduce((s, r) => s + r.totalCents, 0),
    );
    expect(closure.grandTotalCents).toBe(sales.at(-1)!.grandTotalCents);
    const references = rows
      .filter((r) => r.kind.startsWith('closure'))
      .map((r) => `${r.kind}:${r.reference}`);
    expect(new Set(references).size).toBe(references.length);
    expect(await verifySalesJournal(db)).toMatchObject({ intact: true });
  }, 120_000);
});

describe('GET /admin/sales-journal/verify', () => {
  it('says intact, with the latest closures, to an admin; 403 to a manager of one warehouse and a customer', async () => {
    const res = await verifyAs(admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ intact: true, brokenAt: null, lastSeq: await lastSeq() });
    expect(res.json().closures[0].kind).toMatch(/^closure_/);
    // The journal's total is every warehouse's sales: the books are the whole company's.
    const manager = await verifyAs(lyonManager);
    expect(manager.statusCode).toBe(403);
    expect(manager.json().message).toMatch(/toute la société/);
    expect((await verifyAs(shopper.token)).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/admin/sales-journal/verify' })).statusCode).toBe(401);
  });

  /** As the table's owner: the triggers off for one statement, as someone tampering would. */
  const behindTriggers = (statement: ReturnType<typeof sql>) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`alter table sales_journal disable trigger user`);
      await tx.execute(statement);
      await tx.execute(sql`alter table sales_journal enable trigger user`);
    });

  it('finds a row changed behind the triggers at its seq, first, middle or last', async () => {
    const last = await lastSeq();
    for (const seq of [1, Math.ceil(last / 2), last]) {
      const [row] = await db.select().from(t.salesJournal).where(eq(t.salesJournal.seq, seq));
      await behindTriggers(sql`update sales_journal set total_cents = total_cents + 1 where seq = ${seq}`);
      const res = await verifyAs(admin);
      expect(res.json()).toMatchObject({ intact: false, brokenAt: { seq, reason: 'hashMismatch' } });
      await behindTriggers(sql`update sales_journal set total_cents = ${row!.totalCents} where seq = ${seq}`);
      expect((await verifyAs(admin)).json()).toMatchObject({ intact: true });
    }
  });

  it('finds a row removed or a hash rewritten at its seq', async () => {
    const seq = Math.ceil((await lastSeq()) / 3);
    const [row] = await db.select().from(t.salesJournal).where(eq(t.salesJournal.seq, seq));
    await behindTriggers(sql`delete from sales_journal where seq = ${seq}`);
    expect((await verifyAs(admin)).json()).toMatchObject({ brokenAt: { seq, reason: 'seqGap' } });
    await db.transaction(async (tx) => {
      await tx.execute(sql`alter table sales_journal disable trigger user`);
      await tx.insert(t.salesJournal).values(row!);
      await tx.execute(sql`alter table sales_journal enable trigger user`);
    });
    // A forger who rewrites a row's hash to match its new content still breaks the next row's link.
    await behindTriggers(sql`update sales_journal set hash = ${'f'.repeat(64)} where seq = ${seq}`);
    expect((await verifyAs(admin)).json()).toMatchObject({ brokenAt: { seq, reason: 'hashMismatch' } });
    await behindTriggers(sql`update sales_journal set hash = ${row!.hash} where seq = ${seq}`);
    expect((await verifyAs(admin)).json()).toMatchObject({ intact: true });
  });
});
