import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import * as t from '../../db/schema/index.js';
import { loginAs, testApp } from '../../../test/app.js';
import { pdfTextLines } from '../../../test/pdf-text.js';
import { atDoor, placeLilleOrder } from '../../../test/orders.js';
import { createShoppers, type Shopper } from '../../../test/shoppers.js';
import { statusBody } from '../../../test/door.js';

// The orders are booked for a later day: the driver records them delivered ahead (EARLY_DELIVERY_DAYS).
const { app, db } = await testApp({ EARLY_DELIVERY_DAYS: '7' });
const as = (token: string) => ({ authorization: `Bearer ${token}` });
let driver: string;
/** An operator of the Lyon warehouse: Lille's round is none of their business. */
let lyonDriver: string;
let demo: string;
let shopper: Shopper;
let orderId: number;
let slotDate: string;

const money = (n: number) => Math.round(n * 100);
const pending = async (token: string) =>
  (await app.inject({ url: '/api/user/pendingDeposit/total', headers: as(token) })).json().total;
const wallet = async (token: string) =>
  (await app.inject({ url: '/api/user/billing/wallet', headers: as(token) })).json().amount;
const advance = async (id: number, status: string, token = driver) =>
  app.inject({
    method: 'POST',
    url: `/api/operator/orders/${id}/status`,
    headers: as(token),
    payload: { ...statusBody(status), ...(await atDoor(db, id, status)) },
  });
const collect = (body: Record<string, number>, token = driver) =>
  app.inject({ method: 'POST', url: '/api/operator/collections', headers: as(token), payload: body });

beforeAll(async () => {
  driver = (await loginAs(app, 'livreur@example.com')).token;
  demo = (await loginAs(app)).token;
  [shopper] = (await createShoppers(db, 1)) as [Shopper];
  // 24 large bottles (water, food VAT) and 7 small ones (beer, standard VAT).
  ({ orderId, slotDate } = await placeLilleOrder(app, db, shopper, { large: 24, small: 7 }, 'operator-flow'));
  const [lyon] = await db.select().from(t.warehouses).where(eq(t.warehouses.key, 'lyon'));
  const [other] = (await createShoppers(db, 1)) as [Shopper];
  await db
    .update(t.users)
    .set({ role: 'operator', operatorWarehouseId: lyon!.id })
    .where(eq(t.users.id, other.id));
  lyonDriver = other.token;
});

describe("an operator of another warehouse (every operator route → 404, the owner's operator → 200)", () => {
  const lille = async () =>
    (await db.select().from(t.warehouses).where(eq(t.warehouses.key, 'lille')))[0]!.id;
  const round = (token: string, query = '') =>
    app.inject({ url: `/api/operator/orders?date=${slotDate}${query}`, headers: as(token) });

  it("does not read another warehouse's round, even when asking for it by id", async () => {
    const asked = await round(lyonDriver, `&warehouseId=${await lille()}`);
    expect(asked.statusCode).toBe(404);
    expect(asked.json().message).toBe('Entrepôt introuvable.');
    const own = await round(lyonDriver);
    expect(own.statusCode).toBe(200);
    expect(own.json().map((o: { orderId: number }) => o.orderId)).not.toContain(orderId);
    expect((await round(driver, `&warehouseId=${await lille()}`)).statusCode).toBe(200);
    expect((await round(driver)).json().map((o: { orderId: number }) => o.orderId)).toContain(orderId);
  });

  it("does not advance another warehouse's orders", async () => {
    const res = await advance(orderId, 'preparing', lyonDriver);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Commande introuvable.');
    const [order] = await db.select().from(t.orders).where(eq(t.orders.id, orderId));
    expect(order!.status).toBe('placed');
  });

  it("does not record another warehouse's orders as failed", async () => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/operator/orders/${orderId}/failure`,
      headers: as(lyonDriver),
      payload: { reason: 'absent' },
    });
    expect(res.statusCode).toBe(404);
    const [order] = await db.select().from(t.orders).where(eq(t.orders.id, orderId));
    expect(order!.status).toBe('placed');
  });

  it("does not record another warehouse's customers' empties", async () => {
    const res = await collect(
      { userId: shopper.id, crates: 1, largeBottles: 0, smallBottles: 0 },
      lyonDriver,
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Utilisateur introuvable.');
  });

  it("neither routes nor finds another warehouse's orders and customers", async () => {
    const ids = (stops: { orders: { orderId: number }[] }[]) =>
      stops.flatMap((s) => s.orders.map((o) => o.orderId));
    const lyon = await app.inject({ url: `/api/operator/round?date=${slotDate}`, headers: as(lyonDriver) });
    expect(lyon.statusCode).toBe(200);
    expect(ids(lyon.json().stops)).not.toContain(orderId);
    const [order] = await db.select().from(t.orders).where(eq(t.orders.id, orderId));
    const own = await app.inject({
      url: `/api/operator/round?date=${slotDate}&slotId=${order!.slotId}`,
      headers: as(driver),
    });
    expect(ids(own.json().stops)).toContain(orderId);
    // The search lists customers with deposits pending: this one has some for the time of the search.
    const [out] = await db
      .insert(t.pendingDeposits)
      .values({
        userId: shopper.id,
        amountCents: 300,
        kind: 'delivery',
        crates: 1,
        largeBottles: 0,
        smallBottles: 0,
      })
      .returning({ id: t.pendingDeposits.id });
    onTestFinished(async () => {
      await db.delete(t.pendingDeposits).where(eq(t.pendingDeposits.id, out!.id));
    });
    const search = (token: string) =>
      app.inject({ url: '/api/operator/customers?q=59000', headers: as(token) });
    expect((await search(lyonDriver)).json().map((c: { id: number }) => c.id)).not.toContain(shopper.id);
    expect((await search(driver)).json().map((c: { id: number }) => c.id)).toContain(shopper.id);
  });

  it("does not record a proof of delivery on another warehouse's orders (more in delivery-proof/proof.test.ts)", async () => {
    const res = await app.inject({
      method: 'PUT',
      url: `/api/operator/orders/${orderId}/preuve`,
      headers: as(lyonDriver),
      payload: { recipientName: 'Intrus' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Commande introuvable.');
    const photo = await app.inject({
      method: 'PUT',
      url: `/api/operator/orders/${orderId}/preuve/photo`,
      headers: { ...as(lyonDriver), 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\n\r\nxx\r\n--x--\r\n',
    });
    // Refused before the order is looked at (not an image) or as unknown: never recorded.
    expect([404, 415]).toContain(photo.statusCode);
    expect(await db.select().from(t.deliveryProofs).where(eq(t.deliveryProofs.orderId, orderId))).toEqual([]);
  });

  it("does not report another warehouse's pickup of empties as failed (more in empties-pickups/)", async () => {
    const [order] = await db.select().from(t.orders).where(eq(t.orders.id, orderId));
    const [pickup] = await db
      .insert(t.emptiesPickups)
      .values({
        userId: shopper.id,
        warehouseId: order!.warehouseId,
        slotId: order!.slotId,
        address: order!.deliveryAddress,
        status: 'booked',
      })
      .returning();
    onTestFinished(async () => {
      await db.delete(t.emptiesPickups).where(eq(t.emptiesPickups.id, pickup!.id));
    });
    const res = await app.inject({
      method: 'POST',
      url: `/api/operator/empties-pickups/${pickup!.id}/failure`,
      headers: as(lyonDriver),
      payload: { reason: 'absent' },
    });
    expect(res.statusCode).toBe(404);
    const [after] = await db.select().from(t.emptiesPickups).where(eq(t.emptiesPickups.id, pickup!.id));
    expect(after!.status).toBe('booked');
  });

  it('covers every operator route of the API (a new one needs its own case above)', async () => {
    const doc = (await app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const routes = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/operator'))
      .flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`));
    expect(routes.sort()).toEqual([
      'GET /api/operator/cash-sheet',
      'GET /api/operator/customers',
      'GET /api/operator/orders',
      'GET /api/operator/round',
      'POST /api/operator/cash-sheet/count',
      'POST /api/operator/collections',
      'POST /api/operator/empties-pickups/{pickupId}/failure',
      'POST /api/operator/orders/{orderId}/failure',
      'POST /api/operator/orders/{orderId}/status',
      'PUT /api/operator/orders/{orderId}/preuve',
      'PUT /api/operator/orders/{orderId}/preuve/photo',
    ]);
  });

  it('an operator without a warehouse is refused everything', async () => {
    const [loose] = (await createShoppers(db, 1)) as [Shopper];
    await db.update(t.users).set({ role: 'operator' }).where(eq(t.users.id, loose.id));
    expect((await round(loose.token)).statusCode).toBe(403);
    expect((await advance(orderId, 'preparing', loose.token)).statusCode).toBe(403);
  });
});

describe('the delivery round (operator)', () => {
  it("lists the day's orders of the warehouse for operators only", async () => {
    const res = await app.inject({ url: `/api/operator/orders?date=${slotDate}`, headers: as(driver) });
    expect(res.statusCode).toBe(200);
    const round = res.json();
    expect(round.find((o: { orderId: number }) => o.orderId === orderId)).toMatchObject({
      status: 'placed',
      customer: { firstname: 'Client' },
      deliveryAddress: '3 rue de Béthune, 59000 Lille',
      itemCount: 31,
    });
    const customer = await app.inject({ url: '/api/operator/orders', headers: as(demo) });
    expect(customer.statusCode).toBe(403);
    expect(customer.json().message).toBe('Réservé aux livreurs et à l’équipe de l’entrepôt.');
    expect((await app.inject({ url: '/api/operator/orders' })).statusCode).toBe(401);
    expect((await advance(orderId, 'delivered', demo)).statusCode).toBe(403);
    expect(
      (await collect({ userId: shopper.id, crates: 1, largeBottles: 0, smallBottles: 0 }, shopper.token))
        .statusCode,
    ).toBe(403);
  });

  it('delivery turns the deposits into pending deposits and issues the invoice; forward only', async () => {
    expect(await pending(shopper.token)).toBe(0);
    expect((await advance(orderId, 'preparing')).statusCode).toBe(200);
    expect((await advance(orderId, 'placed' as string)).statusCode).toBe(400);
    expect((await advance(orderId, 'out_for_delivery')).statusCode).toBe(200);
    // The customer can no longer cancel an order on its way.
    const cancel = await app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/cancel`,
      headers: as(shopper.token),
    });
    expect(cancel.statusCode).toBe(409);
    expect((await advance(orderId, 'delivered')).statusCode).toBe(200);
    expect((await advance(orderId, 'preparing')).statusCode).toBe(409);
    // 24 large (2 crates) + 7 small (1 crate): 24 × 0,20 + 7 × 0,10 + 3 × 3 = 14,50 €
    expect(await pending(shopper.token)).toBe(14.5);
    const detail = (await app.inject({ url: `/api/orders/${orderId}`, headers: as(shopper.token) })).json();
    expect(detail).toMatchObject({
      status: 'delivered',
      paymentStatus: 'paid',
      invoiceId: expect.any(Number),
    });
  });

  it('records 2 crates and 24 large bottles returned: the wallet gains 10,80 € and the next cart may use it', async () => {
    const before = await wallet(shopper.token);
    const res = await collect({ userId: shopper.id, crates: 2, largeBottles: 24, smallBottles: 0 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      credited: 10.8,
      rejected: 0,
      pendingDepositTotal: 3.7,
      walletAmount: money(before + 10.8) / 100,
      feeCharged: 0,
    });
    expect(await wallet(shopper.token)).toBe(money(before + 10.8) / 100);
    expect(await pending(shopper.token)).toBe(3.7);
    // Never more than what is pending.
    const tooMuch = await collect({ userId: shopper.id, crates: 2, largeBottles: 0, smallBottles: 0 });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toBe(
      'Ces vides valent plus que les consignes en attente du client (3,70 €).',
    );
    const history = (
      await app.inject({ url: '/api/user/billing/wallet/entries', headers: as(shopper.token) })
    ).json();
    expect(history[0]).toMatchObject({ amount: 10.8, reason: 'deposit_refund' });
    const deposits = (
      await app.inject({ url: '/api/user/pendingDeposit/entries', headers: as(shopper.token) })
    ).json();
    expect(deposits.map((d: { amount: number }) => d.amount)).toEqual([-10.8, 14.5]);
  });
});

describe('invoices', () => {
  it('numbers invoices in an unbroken sequence and shows them to their owner only', async () => {
    const list = (await app.inject({ url: '/api/invoices', headers: as(shopper.token) })).json();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ orderId, number: expect.stringMatching(/^F-\d{6}$/) });
    const numbers = (
      await db.select({ n: t.invoices.number }).from(t.invoices).orderBy(t.invoices.number)
    ).map((r) => r.n);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
    const url = `/api/invoices/${list[0].invoiceId}/pdf`;
    expect((await app.inject({ url, headers: as(demo) })).statusCode).toBe(404);
    expect((await app.inject({ url })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/invoices', headers: as(demo) })).json()).toEqual([]);
  });

  it('the PDF opens, and its VAT lines add up to the cent', async () => {
    const [invoice] = (await app.inject({ url: '/api/invoices', headers: as(shopper.token) })).json();
    const res = await app.inject({
      url: `/api/invoices/${invoice.invoiceId}/pdf`,
      headers: as(shopper.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const lines = pdfTextLines(res.rawPayload);
    const amountAfter = (label: string | RegExp) => {
      const i = lines.findIndex((l) => (typeof label === 'string' ? l === label : label.test(l)));
      expect(i, `${label} in ${lines.join(' | ')}`).toBeGreaterThanOrEqual(0);
      return Math.round(Number(lines[i + 1]!.replace(/[^\d,-]/g, '').replace(',', '.')) * 100);
    };
    expect(lines).toContain(`Facture ${invoice.number}`);
    expect(lines).toContain('3 rue de Béthune, 59000 Lille');
    const ht = amountAfter('Total HT');
    const vat55 = amountAfter('TVA 5,5 %');
    const vat20 = amountAfter('TVA 20 %');
    const ttc = amountAfter('Total produits TTC');
    // 24 × 1,99 € = 47,76 € at 5,5 % and 7 × 1,35 € = 9,45 € at 20 % (free delivery, no discount).
    expect(ttc).toBe(4776 + 945);
    expect(vat55).toBe(4776 - Math.round(4776 / 1.055));
    expect(amountAfter('Base HT 5,5 %')).toBe(Math.round(4776 / 1.055));
    expect(vat20).toBe(945 - Math.round(945 / 1.2));
    expect(amountAfter('Base HT 20 %')).toBe(Math.round(945 / 1.2));
    expect(ht + vat55 + vat20).toBe(ttc);
    expect(amountAfter('Total TVA')).toBe(vat55 + vat20);
    expect(amountAfter('Consignes bouteilles (hors TVA)')).toBe(24 * 20 + 7 * 10);
    expect(amountAfter('Consignes caisses (hors TVA)')).toBe(3 * 300);
  });
});
