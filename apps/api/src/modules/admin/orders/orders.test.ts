import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../../db/schema/index.js';
import { testApp } from '../../../../test/app.js';
import { placeLilleOrder } from '../../../../test/orders.js';
import { createShoppers, type Shopper } from '../../../../test/shoppers.js';
import { bearer, expectRoleMatrix, staffTokens, type StaffTokens } from '../../../../test/staff.js';

// The orders are booked for a later day: the driver starts them ahead (EARLY_DELIVERY_DAYS).
const { app, db } = await testApp({ EARLY_DELIVERY_DAYS: '7' });
let tokens: StaffTokens;
let shoppers: Shopper[];
let key = 0;

const place = (shopper: Shopper, large = 24) =>
  placeLilleOrder(app, db, shopper, { large, small: 0 }, `admin-orders-${++key}-${Date.now()}`);
const get = (token: string, url: string) => app.inject({ url, headers: bearer(token) });
const cancel = (token: string, id: number, reason: unknown = 'Client injoignable, rappelé deux fois') =>
  app.inject({
    method: 'POST',
    url: `/api/admin/orders/${id}/cancel`,
    headers: bearer(token),
    payload: { reason },
  });
const orderRow = async (id: number) => (await db.select().from(t.orders).where(eq(t.orders.id, id)))[0]!;
const emailOf = async (id: number) =>
  (await db.select({ email: t.users.email }).from(t.users).where(eq(t.users.id, id)))[0]!.email;

beforeAll(async () => {
  tokens = await staffTokens(db);
  shoppers = await createShoppers(db, 4);
});

const everyoneElse = { operator: 403, customer: 403, anonymous: 401 } as const;

describe('the order list', () => {
  it('is open to managers (their warehouses) and admins', async () => {
    await expectRoleMatrix(
      app,
      tokens,
      { url: '/api/admin/orders' },
      { admin: 200, lyonManager: 200, lilleManager: 200, ...everyoneElse },
    );
  });

  it('finds a Lille order by e-mail, number, postcode and day; the Lyon manager never sees it', async () => {
    const { orderId, slotDate } = await place(shoppers[0]!);
    const email = await emailOf(shoppers[0]!.id);
    const search = async (token: string, query: string) =>
      (await get(token, `/api/admin/orders?${query}`)).json().rows.map((r: { id: number }) => r.id);
    expect(await search(tokens.lilleManager, `q=${encodeURIComponent(email)}`)).toEqual([orderId]);
    expect(await search(tokens.lilleManager, `q=${orderId}`)).toContain(orderId);
    expect(await search(tokens.admin, `q=59000&date=${slotDate}`)).toContain(orderId);
    expect(await search(tokens.admin, `date=${slotDate}&status=placed&paymentMethod=offline`)).toContain(
      orderId,
    );
    expect(await search(tokens.admin, `date=${slotDate}&status=delivered`)).not.toContain(orderId);
    const { slotId } = await orderRow(orderId);
    const day = (await get(tokens.lilleManager, `/api/admin/orders?date=${slotDate}`)).json();
    expect(day.slots).toContainEqual(expect.objectContaining({ id: slotId, orderCount: expect.any(Number) }));
    expect(await search(tokens.lilleManager, `date=${slotDate}&slotId=${slotId}`)).toContain(orderId);
    const lyonDay = (await get(tokens.lyonManager, `/api/admin/orders?date=${slotDate}`)).json();
    expect(lyonDay.slots.map((s: { id: number }) => s.id)).not.toContain(slotId);
    expect(await search(tokens.admin, `q=${encodeURIComponent(email)}&paymentMethod=stripe`)).toEqual([]);
    expect(await search(tokens.lyonManager, `q=${encodeURIComponent(email)}`)).toEqual([]);
    const lille = (await orderRow(orderId)).warehouseId;
    const forbidden = await get(tokens.lyonManager, `/api/admin/orders?warehouseId=${lille}`);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe('Vous ne gérez pas cet entrepôt.');
  });

  it('pages with a total, and takes wildcards literally', async () => {
    const page = (await get(tokens.admin, '/api/admin/orders?perPage=1&page=1')).json();
    expect(page.rows).toHaveLength(1);
    expect(page.total).toBeGreaterThanOrEqual(1);
    const none = (await get(tokens.admin, '/api/admin/orders?q=%25%25')).json();
    expect(none.total).toBe(0);
  });

  it('refuses bad filters with a 400 per field', async () => {
    for (const query of ['date=2026-02-30', 'status=lost', 'paymentMethod=cash', 'perPage=1000']) {
      const res = await get(tokens.admin, `/api/admin/orders?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors.length).toBeGreaterThan(0);
    }
  });
});

describe('an order, its history and its cancellation', () => {
  it('opens for the admin and the Lille manager; 403 for Lyon, 404 unknown', async () => {
    const { orderId } = await place(shoppers[1]!);
    await expectRoleMatrix(
      app,
      tokens,
      { url: `/api/admin/orders/${orderId}` },
      { admin: 200, lyonManager: 403, lilleManager: 200, ...everyoneElse },
    );
    expect((await get(tokens.admin, '/api/admin/orders/999999')).statusCode).toBe(404);
    const detail = (await get(tokens.lilleManager, `/api/admin/orders/${orderId}`)).json();
    expect(detail.lines[0]).toMatchObject({ quantity: 24, packageType: 'large' });
    expect(detail.totals.amountToPay).toBeGreaterThan(0);
    expect(detail.isCancellable).toBe(true);
    expect(detail.history).toEqual([
      expect.objectContaining({ fromStatus: null, toStatus: 'placed', actorKind: 'customer' }),
    ]);
  });

  it('cancels with a reason: slot place, stock and wallet given back, history and audit written', async () => {
    const shopper = shoppers[2]!;
    await db.insert(t.walletEntries).values({ userId: shopper.id, amountCents: 300, reason: 'correction' });
    const { orderId } = await place(shopper);
    const before = await orderRow(orderId);
    expect(before.walletUsageCents).toBe(300);
    const [line] = await db.select().from(t.orderLines).where(eq(t.orderLines.orderId, orderId));
    await db
      .update(t.productWarehouses)
      .set({ stock: 10 })
      .where(eq(t.productWarehouses.id, line!.productWarehouseId));
    const [slotBefore] = await db.select().from(t.slots).where(eq(t.slots.id, before.slotId));

    // Refusals change nothing: no reason, another warehouse's manager.
    const noReason = await cancel(tokens.lilleManager, orderId, ' ');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors[0].field).toBe('reason');
    expect((await cancel(tokens.lyonManager, orderId)).statusCode).toBe(403);
    expect((await orderRow(orderId)).status).toBe('placed');

    const res = await cancel(tokens.lilleManager, orderId);
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json();
    expect(detail.status).toBe('cancelled');
    expect(detail.isCancellable).toBe(false);
    expect(detail.history.at(-1)).toMatchObject({
      fromStatus: 'placed',
      toStatus: 'cancelled',
      actorKind: 'staff',
      reason: 'Client injoignable, rappelé deux fois',
    });
    expect(detail.history.at(-1).actorName).toMatch(/^gerant-lille-/);
    const [slotAfter] = await db.select().from(t.slots).where(eq(t.slots.id, before.slotId));
    expect(slotAfter!.reserved).toBe(slotBefore!.reserved - 1);
    const [entry] = await db
      .select()
      .from(t.productWarehouses)
      .where(eq(t.productWarehouses.id, line!.productWarehouseId));
    expect(entry!.stock).toBe(10 + 24);
    const wallet = (await get(shopper.token, '/api/user/billing/wallet')).json();
    expect(wallet.amount).toBe(3);
    const [entryLog] = await db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.entity, 'order'), eq(t.auditLog.entityId, String(orderId))));
    expect(entryLog).toMatchObject({ action: 'order.cancel', after: { status: 'cancelled' } });

    const again = await cancel(tokens.admin, orderId);
    expect(again.statusCode).toBe(409);
  });

  it("records the driver's steps and the customer's own cancel in the history", async () => {
    const shopper = shoppers[3]!;
    const { orderId } = await place(shopper);
    const driver = await app.inject({
      method: 'POST',
      url: `/api/operator/orders/${orderId}/status`,
      headers: bearer(tokens.operator),
      payload: { status: 'preparing' },
    });
    expect(driver.statusCode, driver.body).toBe(200);
    const history = (await get(tokens.admin, `/api/admin/orders/${orderId}`)).json().history;
    expect(history.at(-1)).toMatchObject({
      fromStatus: 'placed',
      toStatus: 'preparing',
      actorKind: 'operator',
      actorName: 'livreur@example.com',
    });
    const { orderId: other } = await place(shopper);
    const own = await app.inject({
      method: 'POST',
      url: `/api/orders/${other}/cancel`,
      headers: bearer(shopper.token),
      payload: {},
    });
    expect(own.statusCode, own.body).toBeLessThan(300);
    const [last] = await db
      .select()
      .from(t.orderEvents)
      .where(eq(t.orderEvents.orderId, other))
      .orderBy(desc(t.orderEvents.id))
      .limit(1);
    expect(last).toMatchObject({ toStatus: 'cancelled', actorKind: 'customer', actorId: shopper.id });
  });

  it('every role on the cancel route', async () => {
    const ids = {
      admin: (await place(shoppers[0]!)).orderId,
      lilleManager: (await place(shoppers[1]!)).orderId,
      other: (await place(shoppers[0]!)).orderId,
    };
    await expectRoleMatrix(
      app,
      tokens,
      (role) => ({
        method: 'POST',
        url: `/api/admin/orders/${role === 'admin' || role === 'lilleManager' ? ids[role] : ids.other}/cancel`,
        payload: { reason: 'Demande du client par téléphone' },
      }),
      { admin: 200, lyonManager: 403, lilleManager: 200, ...everyoneElse },
    );
    expect((await orderRow(ids.other)).status).toBe('placed');
  });
});
