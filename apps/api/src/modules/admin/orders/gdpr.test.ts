import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../../db/schema/index.js';
import { loginAs, testApp } from '../../../../test/app.js';
import { placeLilleOrder } from '../../../../test/orders.js';
import { createShoppers, type Shopper } from '../../../../test/shoppers.js';
import { bearer, expectRoleMatrix, staffTokens, type StaffTokens } from '../../../../test/staff.js';
import { hashPassword } from '../../auth/index.js';
import { issueInvoice } from '../../invoices/index.js';
import { rowsOf } from '../../../jobs/executors.js';
import { addWalletEntry } from '../../users/index.js';
import { EXPORTED_TABLES, NOT_EXPORTED } from './gdpr.js';

const { app, db } = await testApp();
let tokens: StaffTokens;
let customer: Shopper;
let email: string;
let delivered: number;
let open: number;
const PASSWORD = 'mot-de-passe-gdpr-1';

const everyoneElse = { operator: 403, customer: 403, anonymous: 401 } as const;
const adminsOnly = { admin: 200, lyonManager: 403, lilleManager: 403, ...everyoneElse } as const;

const erase = (userId: number, payload: Record<string, unknown>, token = tokens.admin, query = '') =>
  app.inject({
    method: 'POST',
    url: `/api/admin/customers/${userId}/erase${query}`,
    headers: bearer(token),
    payload,
  });
const resend = (userId: number, orderId: number, token = tokens.admin) =>
  app.inject({
    method: 'POST',
    url: `/api/admin/customers/${userId}/resend-confirmation`,
    headers: bearer(token),
    payload: { orderId },
  });
const login = (username: string) =>
  app.inject({ method: 'POST', url: '/api/login_check', payload: { username, password: PASSWORD } });

/** Delivers an order as the driver's flow ends: status, date, and its invoice. */
const deliver = (orderId: number) =>
  db.transaction(async (tx) => {
    await tx
      .update(t.orders)
      .set({ status: 'delivered', deliveredAt: new Date(), statusChangedAt: new Date() })
      .where(eq(t.orders.id, orderId));
    await issueInvoice(tx, orderId);
  });

beforeAll(async () => {
  tokens = await staffTokens(db);
  customer = (await createShoppers(db, 1))[0]!;
  email = `gdpr-${customer.id}@example.com`;
  await db
    .update(t.users)
    .set({
      email,
      passwordHash: await hashPassword(PASSWORD),
      firstname: 'Léa',
      lastname: 'Martin',
      phone: '0612345678',
    })
    .where(eq(t.users.id, customer.id));
  delivered = (await placeLilleOrder(app, db, customer, { large: 12, small: 0 }, 'gdpr-erasure-first'))
    .orderId;
  await deliver(delivered);
  open = (await placeLilleOrder(app, db, customer, { large: 24, small: 0 }, 'gdpr-erasure-second')).orderId;
  const [product] = await db.select({ id: t.products.id }).from(t.products).limit(1);
  await db.insert(t.favourites).values({ userId: customer.id, productId: product!.id });
  await db
    .insert(t.businessProfiles)
    .values({ userId: customer.id, companyName: 'Atelier Dupont', siren: '732829320' });
  await db.insert(t.referrals).values({ sponsorId: customer.id, email: 'ami@example.com' });
  await db.insert(t.mailOutbox).values({
    to: email,
    subject: 'Votre commande',
    text: 'Bonjour Léa, 3 rue de Béthune',
    html: '<p>Bonjour Léa</p>',
    template: 'order-confirmation',
    locale: 'fr',
    status: 'kept',
  });
});

describe("a customer's data export (GDPR art. 15/20)", () => {
  it('is for admins only', async () => {
    await expectRoleMatrix(app, tokens, { url: `/api/admin/customers/${customer.id}/export` }, adminsOnly);
  });

  it('names every table that points at a user: exported, or left out with its reason', async () => {
    const rows = rowsOf<{ table: string }>(
      await db.execute(sql`
      select distinct c.conrelid::regclass::text as "table"
      from pg_constraint c
      where c.contype = 'f' and c.confrelid = 'users'::regclass`),
    );
    const tables = rows.map((r) => r.table.replace(/"/g, ''));
    expect(tables.length).toBeGreaterThan(10);
    const named = new Set([...Object.keys(EXPORTED_TABLES), ...Object.keys(NOT_EXPORTED)]);
    expect(tables.filter((table) => !named.has(table))).toEqual([]);
  });

  it('holds identity, addresses, orders with lines and invoice, wallet, deposits, sponsorship, e-mails; no secret', async () => {
    const res = await app.inject({
      url: `/api/admin/customers/${customer.id}/export`,
      headers: bearer(tokens.admin),
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json();
    expect(data.tables).toEqual(expect.arrayContaining(Object.keys(EXPORTED_TABLES)));
    expect(data.customer).toMatchObject({ id: customer.id, email, firstname: 'Léa', phone: '0612345678' });
    expect(data.customer).not.toHaveProperty('passwordHash');
    expect(data.addresses[0]).toMatchObject({ street: 'rue de Béthune', postalCode: '59000' });
    expect(data.orders.map((o: { id: number }) => o.id)).toEqual([delivered, open]);
    expect(data.orders[0].lines[0]).toMatchObject({ quantity: 12 });
    expect(data.orders[0].invoice).toMatchObject({ buyerName: 'Léa Martin' });
    expect(data.orders[0].history.length).toBeGreaterThan(0);
    expect(data.favourites).toHaveLength(1);
    expect(data.businessProfile).toMatchObject({ companyName: 'Atelier Dupont', siren: '732829320' });
    expect(data.referrals.asSponsor[0]).toMatchObject({ email: 'ami@example.com' });
    expect(data.emails).toContainEqual(expect.objectContaining({ subject: 'Votre commande', to: email }));
    expect(data.sessions.length).toBeGreaterThan(0);
    for (const key of [
      'walletEntries',
      'pendingDeposits',
      'promoCodeUses',
      'passwordResets',
      'nonEligibleLeads',
    ])
      expect(Array.isArray(data[key]), key).toBe(true);
    // No password hash, no session id, no token hash anywhere in the document.
    const [user] = await db.select().from(t.users).where(eq(t.users.id, customer.id));
    const [family] = await db
      .select()
      .from(t.refreshTokenFamilies)
      .where(eq(t.refreshTokenFamilies.userId, customer.id));
    expect(res.body).not.toContain(user!.passwordHash);
    expect(res.body).not.toContain(family!.id);
    const [audited] = await db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.action, 'customer.export'), eq(t.auditLog.entityId, String(customer.id))));
    expect(audited).toBeDefined();
  });
});

describe('resending an order confirmation', () => {
  it('is for admins only, enqueues the mail job once a minute per order', async () => {
    const jobs = async () => {
      const res = rowsOf<{ n: number }>(
        await db.execute(
          sql`select count(*)::int as n from jobs.job where name = 'mail.order-confirmation' and data->>'orderId' = ${String(delivered)}`,
        ),
      );
      return res[0]!.n;
    };
    const before = await jobs();
    for (const role of ['lyonManager', 'lilleManager', 'operator', 'customer'] as const)
      expect((await resend(customer.id, delivered, tokens[role])).statusCode).toBe(403);
    const first = await resend(customer.id, delivered);
    expect(first.statusCode, first.body).toBe(200);
    expect(await jobs()).toBe(before + 1);
    const again = await resend(customer.id, delivered);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/vient d’être renvoyée/);
    expect(await jobs()).toBe(before + 1);
    expect((await resend(customer.id, 999999)).statusCode).toBe(404);
    const bad = await app.inject({
      method: 'POST',
      url: `/api/admin/customers/${customer.id}/resend-confirmation`,
      headers: bearer(tokens.admin),
      payload: { orderId: 'x' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('erasure on request (GDPR art. 17)', () => {
  const body = () => ({ reason: 'Demande écrite du client', confirmEmail: email });

  it('is for admins only', async () => {
    await expectRoleMatrix(
      app,
      tokens,
      () => ({
        method: 'POST',
        url: `/api/admin/customers/${customer.id}/erase`,
        payload: body(),
      }),
      // The admin's call is refused for the open order: nothing is erased here.
      { ...adminsOnly, admin: 409 },
    );
  });

  it('refuses a wrong or missing confirmation, and a missing reason, with a clear message', async () => {
    const wrong = await erase(customer.id, { ...body(), confirmEmail: 'autre@example.com' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/n’est pas celui de ce client/);
    const es = await erase(
      customer.id,
      { ...body(), confirmEmail: 'otro@example.com' },
      tokens.admin,
      '?locale=es_ES',
    );
    expect(es.json().message).toMatch(/no es el de este cliente/);
    expect((await erase(customer.id, { reason: 'motif' })).statusCode).toBe(400);
    const noReason = await erase(customer.id, { confirmEmail: email, reason: '' });
    expect(noReason.statusCode).toBe(400);
    expect((await erase(999999, body())).statusCode).toBe(404);
  });

  it('refuses while an order is open, the wallet holds money or deposits are pending', async () => {
    const openRes = await erase(customer.id, body());
    expect(openRes.statusCode).toBe(409);
    expect(openRes.json().message).toContain(`n° ${open}`);
    await deliver(open);
    await db.transaction((tx) =>
      addWalletEntry(tx, customer.id, 150, 'correction', { note: 'test', createdBy: customer.id }),
    );
    const wallet = await erase(customer.id, body());
    expect(wallet.statusCode).toBe(409);
    expect(wallet.json().message).toMatch(/cagnotte/);
    await db.transaction((tx) =>
      addWalletEntry(tx, customer.id, -150, 'correction', { note: 'test', createdBy: customer.id }),
    );
    const [deposit] = await db
      .insert(t.pendingDeposits)
      .values({ userId: customer.id, amountCents: 400, kind: 'delivery', orderId: delivered, crates: 1 })
      .returning();
    const deposits = await erase(customer.id, body());
    expect(deposits.statusCode).toBe(409);
    expect(deposits.json().message).toMatch(/consignes en attente/);
    await db.delete(t.pendingDeposits).where(eq(t.pendingDeposits.id, deposit!.id));
    // Nothing was touched by the refusals.
    const [user] = await db.select().from(t.users).where(eq(t.users.id, customer.id));
    expect(user).toMatchObject({ email, erasedAt: null });
  });

  it('anonymises the customer in one go, keeps orders and invoices; the login is refused; idempotent', async () => {
    const session = await loginAs(app, email, PASSWORD);
    const res = await erase(customer.id, { ...body(), confirmEmail: email.toUpperCase() });
    expect(res.statusCode, res.body).toBe(200);
    const anonymous = `efface-${customer.id}@invalid`;
    expect(res.json()).toMatchObject({
      email: anonymous,
      firstname: '',
      lastname: '',
      phone: null,
      blocked: true,
    });
    expect(res.json().erasedAt).not.toBeNull();

    const [user] = await db.select().from(t.users).where(eq(t.users.id, customer.id));
    expect(user).toMatchObject({ email: anonymous, phone: null, referralCode: null, newsletterOptIn: false });
    expect(user!.passwordHash.startsWith('$argon2')).toBe(false);
    const [address] = await db.select().from(t.addresses).where(eq(t.addresses.userId, customer.id));
    expect(address).toMatchObject({ name: '', street: '', streetNumber: '', lat: null, postalCode: '59000' });
    const count = async (table: PgTable, column: PgColumn) =>
      (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(table)
          .where(eq(column, customer.id))
      )[0]!.n;
    expect(await count(t.refreshTokenFamilies, t.refreshTokenFamilies.userId)).toBe(0);
    expect(await count(t.refreshTokens, t.refreshTokens.userId)).toBe(0);
    expect(await count(t.passwordResetTokens, t.passwordResetTokens.userId)).toBe(0);
    expect(await count(t.favourites, t.favourites.userId)).toBe(0);
    expect(await count(t.businessProfiles, t.businessProfiles.userId)).toBe(0);
    expect(await count(t.cartItems, t.cartItems.userId)).toBe(0);
    expect(await count(t.cartPromo, t.cartPromo.userId)).toBe(0);
    expect(await count(t.slotHolds, t.slotHolds.userId)).toBe(0);
    expect(await count(t.idempotencyKeys, t.idempotencyKeys.userId)).toBe(0);
    expect(await count(t.referrals, t.referrals.sponsorId)).toBe(0);
    // The ledger stays (accounting), summing to zero.
    expect(await count(t.walletEntries, t.walletEntries.userId)).toBe(2);
    const mails = await db
      .select()
      .from(t.mailOutbox)
      .where(sql`lower(${t.mailOutbox.to}) = ${email}`);
    expect(mails).toEqual([]);
    const [mail] = await db.select().from(t.mailOutbox).where(eq(t.mailOutbox.to, anonymous));
    expect(mail).toMatchObject({ text: '', html: '' });

    // Orders and invoices kept: amounts, lines, the invoice's buyer and delivery address.
    const orders = await db.select().from(t.orders).where(eq(t.orders.userId, customer.id));
    expect(orders).toHaveLength(2);
    for (const order of orders) {
      expect(order.deliveryAddress).toContain('Béthune');
      expect(order.amountToPayCents).toBeGreaterThan(0);
    }
    const [invoice] = await db.select().from(t.invoices).where(eq(t.invoices.orderId, delivered));
    expect(invoice).toMatchObject({ buyerName: 'Léa Martin' });
    const detail = await app.inject({ url: `/api/admin/orders/${delivered}`, headers: bearer(tokens.admin) });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().customer).toMatchObject({ email: anonymous, firstname: '', phone: null });
    expect(detail.json().lines.length).toBeGreaterThan(0);

    // No login: neither the old e-mail, nor the new one, nor the session already open.
    expect((await login(email)).statusCode).toBe(401);
    expect((await login(anonymous)).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/user', headers: bearer(session.token) })).statusCode).toBe(401);

    // Idempotent: again, even with the old e-mail, changes nothing and logs nothing more.
    expect((await erase(customer.id, body())).statusCode).toBe(200);
    const entries = await db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.action, 'customer.erase'), eq(t.auditLog.entityId, String(customer.id))));
    expect(entries).toHaveLength(1);
    expect(entries[0]!.after).toMatchObject({ reason: 'Demande écrite du client' });
    // Nothing can be mailed to an erased customer.
    expect((await resend(customer.id, open)).statusCode).toBe(409);
  });
});
