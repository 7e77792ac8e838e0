import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../../db/schema/index.js';
import { loginAs, testApp } from '../../../../test/app.js';
import { placeLilleOrder } from '../../../../test/orders.js';
import { createShoppers, type Shopper } from '../../../../test/shoppers.js';
import { bearer, expectRoleMatrix, staffTokens, type StaffTokens } from '../../../../test/staff.js';

const { app, db } = await testApp();
let tokens: StaffTokens;
let lilleCustomer: Shopper;
let noOrders: Shopper;
let demoId: number;

const get = (token: string | null, url: string) => app.inject({ url, headers: bearer(token) });
const correct = (token: string, userId: number, body: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: `/api/admin/customers/${userId}/wallet`,
    headers: bearer(token),
    payload: body,
  });
const block = (token: string, userId: number, blocked: boolean) =>
  app.inject({
    method: 'PUT',
    url: `/api/admin/customers/${userId}/blocked`,
    headers: bearer(token),
    payload: { blocked },
  });
const balanceOf = async (userId: number) =>
  (await get(tokens.admin, `/api/admin/customers/${userId}`)).json().walletBalance as number;

beforeAll(async () => {
  tokens = await staffTokens(db);
  const created = await createShoppers(db, 2);
  lilleCustomer = created[0]!;
  noOrders = created[1]!;
  await placeLilleOrder(app, db, lilleCustomer!, { large: 24, small: 0 }, 'customers-lille');
  const [demo] = await db.select().from(t.users).where(eq(t.users.email, 'demo@example.com'));
  demoId = demo!.id;
});

const everyoneElse = { operator: 403, customer: 403, anonymous: 401 } as const;

describe('customers: search and page', () => {
  it('searches for staff; a manager finds only who ordered in their warehouses', async () => {
    await expectRoleMatrix(
      app,
      tokens,
      { url: '/api/admin/customers' },
      { admin: 200, lyonManager: 200, lilleManager: 200, ...everyoneElse },
    );
    const [row] = await db.select().from(t.users).where(eq(t.users.id, lilleCustomer.id));
    const ids = async (token: string, q: string) =>
      (await get(token, `/api/admin/customers?q=${encodeURIComponent(q)}`))
        .json()
        .rows.map((r: { id: number }) => r.id);
    expect(await ids(tokens.lilleManager, row!.email)).toEqual([lilleCustomer.id]);
    expect(await ids(tokens.admin, row!.email.toUpperCase())).toEqual([lilleCustomer.id]);
    expect(await ids(tokens.lyonManager, row!.email)).toEqual([]);
    expect(await ids(tokens.admin, '59000')).toContain(lilleCustomer.id);
    // No order yet: the admin sees them, no manager does.
    const other = (await db.select().from(t.users).where(eq(t.users.id, noOrders.id)))[0]!;
    expect(await ids(tokens.admin, other.email)).toEqual([noOrders.id]);
    expect(await ids(tokens.lilleManager, other.email)).toEqual([]);
  });

  it("opens a customer's page: orders, addresses, wallet and deposits", async () => {
    await expectRoleMatrix(
      app,
      tokens,
      { url: `/api/admin/customers/${lilleCustomer.id}` },
      { admin: 200, lyonManager: 404, lilleManager: 200, ...everyoneElse },
    );
    const page = (await get(tokens.lilleManager, `/api/admin/customers/${lilleCustomer.id}`)).json();
    expect(page.orders).toHaveLength(1);
    expect(page.addresses[0]).toMatchObject({ postalCode: '59000', isSelected: true });
    expect(page).toMatchObject({ walletBalance: 0, pendingDepositTotal: 0, blocked: false });
    expect((await get(tokens.admin, '/api/admin/customers/999999')).statusCode).toBe(404);
  });
});

describe('wallet corrections (admins)', () => {
  it('credits and debits with a reason, audited; refuses a debit below zero and bad input', async () => {
    await expectRoleMatrix(
      app,
      tokens,
      (role) => ({
        method: 'POST',
        url: `/api/admin/customers/${lilleCustomer.id}/wallet`,
        payload: { direction: 'credit', amount: role === 'admin' ? 5 : 1, reason: 'Geste commercial' },
      }),
      { admin: 200, lyonManager: 403, lilleManager: 403, ...everyoneElse },
    );
    expect(await balanceOf(lilleCustomer.id)).toBe(5);
    const page = (
      await correct(tokens.admin, lilleCustomer.id, {
        direction: 'debit',
        amount: 1.5,
        reason: 'Erreur de saisie',
      })
    ).json();
    expect(page.walletBalance).toBe(3.5);
    expect(page.wallet[0]).toMatchObject({ amount: -1.5, reason: 'correction', note: 'Erreur de saisie' });
    const customerView = (
      await app.inject({ url: '/api/user/billing/wallet', headers: bearer(lilleCustomer.token) })
    ).json();
    expect(customerView.amount).toBe(3.5);
    const [audited] = await db.select().from(t.auditLog).where(eq(t.auditLog.action, 'wallet.correct'));
    expect(audited).toMatchObject({ entity: 'user', entityId: String(lilleCustomer.id) });

    const tooMuch = await correct(tokens.admin, lilleCustomer.id, {
      direction: 'debit',
      amount: 4,
      reason: 'Trop',
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toMatch(/négative/);
    for (const bad of [
      { direction: 'credit', amount: 5, reason: '' },
      { direction: 'credit', amount: -5, reason: 'Négatif' },
      { direction: 'credit', amount: 0.001, reason: 'Millième' },
      { direction: 'credit', amount: 5000, reason: 'Trop grand' },
      { direction: 'gift', amount: 5, reason: 'Inconnu' },
    ]) {
      const res = await correct(tokens.admin, lilleCustomer.id, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().errors.length).toBeGreaterThan(0);
    }
    expect(await balanceOf(lilleCustomer.id)).toBe(3.5);
  });

  it('never lets parallel debits take the wallet below zero', async () => {
    const [racer] = await createShoppers(db, 1);
    await correct(tokens.admin, racer!.id, { direction: 'credit', amount: 10, reason: 'Départ' });
    // Five debits of 3 € at once on 10 €: exactly three pass, 1 € is left.
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        correct(tokens.admin, racer!.id, { direction: 'debit', amount: 3, reason: 'Course' }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 409, 409]);
    expect(await balanceOf(racer!.id)).toBe(1);
  });
});

describe('blocking an account (admins)', () => {
  it('ends the sessions at once, refuses the login with a clear message; unblocking restores it', async () => {
    await expectRoleMatrix(
      app,
      tokens,
      (role) => ({
        method: 'PUT',
        url: `/api/admin/customers/${noOrders.id}/blocked`,
        payload: { blocked: role !== 'admin' },
      }),
      { admin: 200, lyonManager: 403, lilleManager: 403, ...everyoneElse },
    );
    const session = await loginAs(app);
    const res = await block(tokens.admin, demoId, true);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ blocked: true });
    expect((await get(session.token, '/api/user')).statusCode).toBe(401);
    const renewed = await app.inject({
      method: 'POST',
      url: '/api/token/refresh',
      payload: { refresh_token: session.refresh_token },
    });
    expect(renewed.statusCode).toBe(401);
    for (const [locale, text] of [
      ['fr_FR', /bloqué/],
      ['es_ES', /bloqueado/],
      ['nl_BE', /geblokkeerd/],
    ] as const) {
      const login = await app.inject({
        method: 'POST',
        url: `/api/login_check?locale=${locale}`,
        payload: { username: 'demo@example.com', password: 'consigne-demo' },
      });
      expect(login.statusCode).toBe(403);
      expect(login.json().message).toMatch(text);
    }
    // A wrong password is still just wrong credentials: being blocked is told only to the owner.
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/login_check',
      payload: { username: 'demo@example.com', password: 'not-the-password' },
    });
    expect(wrong.statusCode).toBe(401);
    const [audited] = await db.select().from(t.auditLog).where(eq(t.auditLog.action, 'customer.block'));
    expect(audited).toMatchObject({ entityId: String(demoId) });

    expect((await block(tokens.admin, demoId, false)).json()).toMatchObject({ blocked: false });
    const again = await loginAs(app);
    expect((await get(again.token, '/api/user')).statusCode).toBe(200);
  });
});
