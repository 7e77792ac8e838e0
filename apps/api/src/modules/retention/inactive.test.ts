import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../../test/app.js';
import { placeLilleOrder } from '../../../test/orders.js';
import { pdfTextLines } from '../../../test/pdf-text.js';
import { createShoppers, type Shopper } from '../../../test/shoppers.js';
import * as t from '../../db/schema/index.js';
import { rowsOf } from '../../jobs/index.js';
import { issueInvoice, sellerFromEnv } from '../invoices/index.js';
import { renderInvoicePdf } from '../invoices/pdf.js';
import { invoiceForOwner } from '../invoices/service.js';
import { addWalletEntry } from '../users/index.js';
import { retireInactiveCustomers } from './index.js';

const { app, db } = await testApp();
const YEARS = 3;
const run = () => retireInactiveCustomers(db, { years: YEARS, publicUrl: 'https://shop.example' });
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
/** Three years and `days` more ago: the term is three years without a login or an order. */
const pastTerm = (days: number) => daysAgo(3 * 366 + days);

/** A customer with a name, a phone, an address with its details, last seen `lastSeen`. */
async function customer(tag: string, lastSeen: Date): Promise<Shopper & { email: string }> {
  const [shopper] = await createShoppers(db, 1);
  const email = `retention-${tag}-${shopper!.id}@example.com`;
  await db
    .update(t.users)
    .set({
      email,
      firstname: 'Léa',
      lastname: 'Martin',
      phone: '0612345678',
      createdAt: lastSeen,
      lastLoginAt: lastSeen,
    })
    .where(eq(t.users.id, shopper!.id));
  await db
    .update(t.addresses)
    .set({ apartmentDetails: 'Bâtiment B, 3e étage, code 4512' })
    .where(eq(t.addresses.userId, shopper!.id));
  return { ...shopper!, email };
}

/** An order of the customer, delivered and invoiced, dated `at`. */
async function invoicedOrder(shopper: Shopper, key: string, at: Date) {
  const { orderId } = await placeLilleOrder(app, db, shopper, { large: 12, small: 0 }, key);
  await db.transaction(async (tx) => {
    await tx
      .update(t.orders)
      .set({
        status: 'delivered',
        deliveredAt: at,
        statusChangedAt: at,
        placedAt: at,
        deliveryInstructions: {
          accessDetails: '3e étage',
          entryCode: '4512B',
          options: [],
          note: 'Sonner chez Martin',
        },
      })
      .where(eq(t.orders.id, orderId));
    await issueInvoice(tx, orderId);
  });
  return orderId;
}

/** Dates every sign of life of the customer back to `at` (placing an order logs them in today). */
async function lastSeenAt(userId: number, at: Date) {
  await db.update(t.users).set({ createdAt: at, lastLoginAt: at }).where(eq(t.users.id, userId));
  await db.update(t.orders).set({ placedAt: at }).where(eq(t.orders.userId, userId));
}

const userRow = async (id: number) => (await db.select().from(t.users).where(eq(t.users.id, id)))[0]!;
/** The e-mails queued to an address (the mail.send jobs). */
const mailsTo = async (email: string) =>
  rowsOf<{ subject: string; text: string }>(
    await db.execute(
      sql`select data->'message'->>'subject' as subject, data->'message'->>'text' as text
          from jobs.job where name = 'mail.send' and data->'message'->>'to' = ${email}`,
    ),
  );
/** Moves the customer's warning back `days` days, as if it had been sent then. */
const warnedDaysAgo = (id: number, days: number) =>
  db
    .update(t.users)
    .set({ retentionWarnedAt: daysAgo(days) })
    .where(eq(t.users.id, id));

let gone: Shopper & { email: string };
let goneOrder: number;

beforeAll(async () => {
  gone = await customer('gone', pastTerm(40));
  goneOrder = await invoicedOrder(gone, 'retention-gone-order', pastTerm(40));
  await lastSeenAt(gone.id, pastTerm(40));
});

describe('the retention of inactive customers (CUSTOMER_RETENTION_YEARS)', () => {
  it('warns an inactive customer by e-mail a month ahead, once, and erases nothing yet', async () => {
    await run();
    const user = await userRow(gone.id);
    expect(user.retentionWarnedAt).not.toBeNull();
    expect(user).toMatchObject({ email: gone.email, firstname: 'Léa', erasedAt: null });
    const mails = await mailsTo(gone.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^Votre compte consigne sera anonymisé le \d+ \S+ \d{4}$/);
    expect(mails[0]!.text).toContain('depuis 3 ans');
    expect(mails[0]!.text).toContain('https://shop.example/fr/login');

    // The next night: told already, nothing more.
    await run();
    expect(await mailsTo(gone.email)).toHaveLength(1);
    expect((await userRow(gone.id)).erasedAt).toBeNull();
  });

  it('anonymises them a month after the warning; orders, invoices and the ledger stay, and the invoice still renders', async () => {
    const [invoiceBefore] = await db.select().from(t.invoices).where(eq(t.invoices.orderId, goneOrder));
    const [orderBefore] = await db.select().from(t.orders).where(eq(t.orders.id, goneOrder));
    await warnedDaysAgo(gone.id, 31);

    const result = await run();
    expect(result.inactiveAnonymised).toBeGreaterThanOrEqual(1);

    const user = await userRow(gone.id);
    expect(user).toMatchObject({
      email: `efface-${gone.id}@invalid`,
      firstname: '',
      lastname: '',
      phone: null,
    });
    expect(user.erasedAt).not.toBeNull();
    const [address] = await db.select().from(t.addresses).where(eq(t.addresses.userId, gone.id));
    expect(address).toMatchObject({ name: '', street: '', streetNumber: '', apartmentDetails: null });
    expect(address!.postalCode).toBe('59000');
    expect(
      await db.select().from(t.refreshTokenFamilies).where(eq(t.refreshTokenFamilies.userId, gone.id)),
    ).toEqual([]);

    // The order and its invoice, as they were: amounts, buyer's name and address frozen on the invoice.
    const [invoice] = await db.select().from(t.invoices).where(eq(t.invoices.orderId, goneOrder));
    expect(invoice).toEqual(invoiceBefore);
    expect(invoice!.buyerName).toBe('Léa Martin');
    const [order] = await db.select().from(t.orders).where(eq(t.orders.id, goneOrder));
    expect(order).toMatchObject({
      amountToPayCents: orderBefore!.amountToPayCents,
      deliveryAddress: orderBefore!.deliveryAddress,
      // The door's entry code is no invoice's business: gone.
      deliveryInstructions: null,
    });
    const pdf = await renderInvoicePdf(await invoiceForOwner(db, gone.id, invoice!.id), sellerFromEnv({}));
    const text = pdfTextLines(pdf).join(' | ');
    expect(text).toContain('Léa Martin');
    expect(text).not.toContain('retention-gone');

    // Idempotent: the next night finds nothing to do for them.
    const again = await run();
    expect((await userRow(gone.id)).email).toBe(`efface-${gone.id}@invalid`);
    expect(again.inactiveWarned + again.inactiveAnonymised).toBe(0);
  });

  it('leaves an active customer alone: a recent login, or a recent order', async () => {
    const loggedIn = await customer('login', pastTerm(40));
    await db
      .update(t.users)
      .set({ lastLoginAt: daysAgo(200) })
      .where(eq(t.users.id, loggedIn.id));
    const ordered = await customer('order', pastTerm(40));
    await invoicedOrder(ordered, 'retention-recent-order', daysAgo(100));
    await db
      .update(t.users)
      .set({ lastLoginAt: pastTerm(40) })
      .where(eq(t.users.id, ordered.id));
    // Inactive for under three years less a month: not even told.
    const almost = await customer('almost', daysAgo(3 * 365 - 60));

    await run();
    for (const shopper of [loggedIn, ordered, almost]) {
      const user = await userRow(shopper.id);
      expect(user, shopper.email).toMatchObject({
        email: shopper.email,
        erasedAt: null,
        retentionWarnedAt: null,
      });
      expect(await mailsTo(shopper.email)).toEqual([]);
    }
  });

  it('keeps a customer the shop owes money: wallet balance or deposits not refunded, or an open order', async () => {
    const wallet = await customer('wallet', pastTerm(40));
    await db.transaction((tx) =>
      addWalletEntry(tx, wallet.id, 250, 'correction', { note: 'test', createdBy: wallet.id }),
    );
    const deposits = await customer('deposits', pastTerm(40));
    const depositOrder = await invoicedOrder(deposits, 'retention-deposit-order', pastTerm(40));
    await db
      .insert(t.pendingDeposits)
      .values({ userId: deposits.id, amountCents: 400, kind: 'delivery', orderId: depositOrder, crates: 1 });
    await lastSeenAt(deposits.id, pastTerm(40));
    const openOrder = await customer('open', pastTerm(40));
    await placeLilleOrder(app, db, openOrder, { large: 12, small: 0 }, 'retention-open-order');
    await lastSeenAt(openOrder.id, pastTerm(40));
    // Even one told long ago (before the money came) is kept.
    for (const shopper of [wallet, deposits, openOrder]) await warnedDaysAgo(shopper.id, 45);

    await run();
    for (const shopper of [wallet, deposits, openOrder]) {
      const user = await userRow(shopper.id);
      expect(user, shopper.email).toMatchObject({ email: shopper.email, firstname: 'Léa', erasedAt: null });
      expect(await mailsTo(shopper.email)).toEqual([]);
    }
    // The wallet spent to nothing: then they are told, and later anonymised like anyone.
    await db.transaction((tx) =>
      addWalletEntry(tx, wallet.id, -250, 'correction', { note: 'test', createdBy: wallet.id }),
    );
    await db.update(t.users).set({ retentionWarnedAt: null }).where(eq(t.users.id, wallet.id));
    await run();
    expect(await mailsTo(wallet.email)).toHaveLength(1);
  });

  it('voids the warning when the customer comes back: a login after it keeps the account', async () => {
    const back = await customer('back', pastTerm(40));
    await run();
    expect((await userRow(back.id)).retentionWarnedAt).not.toBeNull();
    await warnedDaysAgo(back.id, 31);
    // They logged in after the e-mail (the login writes last_login_at).
    await db
      .update(t.users)
      .set({ lastLoginAt: daysAgo(2) })
      .where(eq(t.users.id, back.id));

    await run();
    expect(await userRow(back.id)).toMatchObject({ email: back.email, erasedAt: null });
  });

  it('never touches staff accounts, however long unused', async () => {
    const staff = await db
      .select({ id: t.users.id, email: t.users.email })
      .from(t.users)
      .where(sql`${t.users.role} <> 'customer'`);
    const ids = staff.map((s) => s.id);
    await db
      .update(t.users)
      .set({ createdAt: pastTerm(400), lastLoginAt: pastTerm(400), retentionWarnedAt: daysAgo(60) })
      .where(inArray(t.users.id, ids));
    await run();
    const after = await db
      .select({ id: t.users.id, email: t.users.email, erasedAt: t.users.erasedAt })
      .from(t.users)
      .where(inArray(t.users.id, ids));
    expect(after.every((s) => s.erasedAt === null)).toBe(true);
    expect(after.map((s) => s.email).sort()).toEqual(staff.map((s) => s.email).sort());
  });
});

describe('the date of the last login', () => {
  it('is written at login, so that an active customer is never taken for an inactive one', async () => {
    const before = await userRow((await createShoppers(db, 1))[0]!.id);
    // createShoppers logs them in (issueTokenPair): the date is today.
    expect(before.lastLoginAt).not.toBeNull();
    expect(Date.now() - before.lastLoginAt!.getTime()).toBeLessThan(60_000);
  });
});
