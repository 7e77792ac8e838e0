import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../../db/schema/index.js';
import { loginAs, testApp } from '../../../../test/app.js';
import { placeLilleOrder } from '../../../../test/orders.js';
import { createShoppers, type Shopper } from '../../../../test/shoppers.js';

// The staff order page reads what the door produced (GET /admin/orders/:id, its `door`): the failure
// and what followed, the refused lines, the age check's outcome, the payment taken at the door.
const { app, db } = await testApp({ EARLY_DELIVERY_DAYS: '7' });
const as = (token: string) => ({ authorization: `Bearer ${token}` });
let driver: string;
let driverName: string;
let admin: string;
let lyonManager: string;

const step = (orderId: number, payload: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: `/api/operator/orders/${orderId}/status`,
    headers: as(driver),
    payload,
  });
const staffOrder = (id: number, token = admin) =>
  app.inject({ url: `/api/admin/orders/${id}`, headers: as(token) });

/** 24 waters and 7 beers (18+ in France), paid at delivery, on the van. */
async function outForDelivery(shopper: Shopper, key: string) {
  const { orderId } = await placeLilleOrder(app, db, shopper, { large: 24, small: 7 }, key);
  for (const status of ['preparing', 'out_for_delivery'])
    expect((await step(orderId, { status })).statusCode).toBe(200);
  const lines = await db.select().from(t.orderLines).where(eq(t.orderLines.orderId, orderId));
  return {
    orderId,
    water: lines.find((l) => l.minimumAge === null)!,
    beer: lines.find((l) => l.minimumAge)!,
  };
}

beforeAll(async () => {
  driver = (await loginAs(app, 'livreur@example.com')).token;
  admin = (await loginAs(app, 'admin@example.com')).token;
  lyonManager = (await loginAs(app, 'gerant.lyon@example.com')).token;
  const [row] = await db.select().from(t.users).where(eq(t.users.email, 'livreur@example.com'));
  driverName = `${row!.firstname} ${row!.lastname}`;
});

describe("the staff order page's door", () => {
  it('an order not at its door yet has none', async () => {
    const [shopper] = (await createShoppers(db, 1)) as [Shopper];
    const { orderId } = await placeLilleOrder(app, db, shopper, { large: 24, small: 7 }, 'door-none');
    expect((await staffOrder(orderId)).json().door).toEqual({
      failure: null,
      refusals: [],
      ageCheck: null,
      payment: null,
    });
  });

  it('a partial delivery: the refused lines, the age check (never the birth date), the cash 2,00 € short', async () => {
    const [shopper] = (await createShoppers(db, 1)) as [Shopper];
    const { orderId, water } = await outForDelivery(shopper, 'door-partial');
    const refusedCents = (water.unitPriceTtcCents + water.bottleDepositCents) * 6;
    const [before] = await db.select().from(t.orders).where(eq(t.orders.id, orderId));
    // Due once the 6 waters are refused: what the API computes; the driver takes 2,00 € less.
    const delivered = await step(orderId, {
      status: 'delivered',
      refusedLines: [{ lineId: water.id, quantity: 6, reason: 'damaged' }],
      ageCheck: { method: 'birthDate', birthDate: '1990-04-12' },
      payment: { method: 'cash', receivedCents: before!.amountToPayCents - refusedCents - 200 },
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    const [after] = await db.select().from(t.orders).where(eq(t.orders.id, orderId));

    const res = await staffOrder(orderId);
    expect(res.statusCode).toBe(200);
    const { door } = res.json();
    expect(door.failure).toBeNull();
    expect(door.refusals).toEqual([
      {
        name: water.name,
        volume: water.volume,
        substitutedFor: null,
        quantity: 6,
        reason: 'damaged',
        amount: refusedCents / 100,
        at: expect.any(String),
        by: driverName,
      },
    ]);
    expect(door.ageCheck).toEqual({
      method: 'birthDate',
      verified: true,
      ageSatisfied: 18,
      at: expect.any(String),
      by: driverName,
    });
    // The birth date was read to decide, and is nowhere in the answer.
    expect(res.body).not.toContain('1990');
    expect(door.payment).toEqual({
      method: 'cash',
      expected: after!.amountToPayCents / 100,
      received: (after!.amountToPayCents - 200) / 100,
      difference: -2,
      at: expect.any(String),
      by: driverName,
      sheetId: expect.any(Number),
    });
    // The history says it in French words, amounts as written (it read "(damaged) — 38.39 → 36.1 €").
    const removed = res.json().history.find((e: { kind: string }) => e.kind === 'door_refused');
    expect(removed.reason).toMatch(/^Refusé à la livraison : .+ × 6 \(abîmé\) — \d+,\d\d € → \d+,\d\d €$/);
    // Another warehouse's manager reads none of it.
    expect((await staffOrder(orderId, lyonManager)).statusCode).toBe(403);
  });

  it('a failed delivery: why, by whom, the goods back, nothing to refund, then the slot it was booked again on', async () => {
    const [shopper] = (await createShoppers(db, 1)) as [Shopper];
    const { orderId } = await outForDelivery(shopper, 'door-failed');
    const failed = await app.inject({
      method: 'POST',
      url: `/api/operator/orders/${orderId}/failure`,
      headers: as(driver),
      payload: { reason: 'other', note: 'Rue barrée par des travaux' },
    });
    expect(failed.statusCode, failed.body).toBe(200);

    const answer = (await staffOrder(orderId)).json();
    const { door } = answer;
    // The history's reason in French words (it read "other — Rue barrée…").
    expect(answer.history.at(-1)).toMatchObject({
      toStatus: 'delivery_failed',
      reason: 'Livraison en échec : un imprévu lors de la livraison — Rue barrée par des travaux',
    });
    expect(door.failure).toMatchObject({
      reason: 'other',
      note: 'Rue barrée par des travaux',
      by: driverName,
      cardRefund: 0,
      walletRefund: 0,
      rebooked: null,
    });
    expect(door.failure.goods).toHaveLength(2);
    expect(door.failure.goods.every((g: { outcome: string }) => g.outcome === 'restocked')).toBe(true);
    expect(door.payment).toBeNull();

    const groups = (await app.inject({ url: '/api/slots', headers: as(shopper.token) })).json();
    const slot = groups[2].slots[0];
    const rebook = await app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/rebook`,
      headers: as(shopper.token),
      payload: { slotId: slot.id },
    });
    expect(rebook.statusCode, rebook.body).toBeLessThan(300);
    const again = (await staffOrder(orderId)).json().door.failure.rebooked;
    expect(again).toMatchObject({ orderId: rebook.json().orderId, slot: { id: slot.id } });
  });
});
