import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.js';
import { loginAs, testApp } from '../../../test/app.js';
import { atDoor, placeLilleOrder } from '../../../test/orders.js';
import { createShoppers, type Shopper } from '../../../test/shoppers.js';
import { ORDER_CUTOFF_MS, statusStepOpensAt } from '@consigne/domain';
import { advanceOrder } from './service.js';

// The default setting (no early delivery).
const { app, db } = await testApp();
let driver: string;
let shopper: Shopper;
let orderId: number;
let lilleId: number;

const advance = async (status: string, locale = 'fr_FR') =>
  app.inject({
    method: 'POST',
    url: `/api/operator/orders/${orderId}/status?locale=${locale}`,
    headers: { authorization: `Bearer ${driver}` },
    payload: { status, ...(await atDoor(db, orderId, status)) },
  });
const statusOf = async () => (await db.select().from(t.orders).where(eq(t.orders.id, orderId)))[0]!.status;
const slotStart = async () =>
  (
    await db
      .select({ startAt: t.slots.startAt })
      .from(t.orders)
      .innerJoin(t.slots, eq(t.slots.id, t.orders.slotId))
      .where(eq(t.orders.id, orderId))
  )[0]!.startAt;
/** The order as its shopper's order page reads it. */
const shopperOrder = async () =>
  (
    await app.inject({ url: `/api/orders/${orderId}`, headers: { authorization: `Bearer ${shopper.token}` } })
  ).json();

beforeAll(async () => {
  driver = (await loginAs(app, 'livreur@example.com')).token;
  [shopper] = (await createShoppers(db, 1)) as [Shopper];
  // A slot of a later day (the second day offered).
  ({ orderId } = await placeLilleOrder(app, db, shopper, { large: 24, small: 0 }, 'status-rules'));
  lilleId = (await db.select().from(t.orders).where(eq(t.orders.id, orderId)))[0]!.warehouseId;
});

describe('driver status changes', () => {
  it('a confirmed order cannot jump to delivered: 409 with a clear message, nothing changes', async () => {
    const res = await advance('delivered');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Une commande avance d’une étape à la fois (commandée, en préparation, en cours de livraison, livrée) : elle ne peut ni sauter une étape ni revenir en arrière.',
    );
    expect((await advance('out_for_delivery', 'nl_BE')).json().message).toMatch(
      /^Een bestelling gaat stap voor stap/,
    );
    expect(await statusOf()).toBe('placed');
    const pending = await db.select().from(t.invoices).where(eq(t.invoices.orderId, orderId));
    expect(pending).toEqual([]);
  });

  it('is not started days ahead (Found 1): 409 order_status_too_early, saying from when, nothing changes', async () => {
    const res = await advance('preparing');
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('order_status_too_early');
    const opens = statusStepOpensAt('preparing', { slotStartAt: await slotStart() });
    const day = (locale: string) =>
      new Intl.DateTimeFormat(locale, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        timeZone: 'Europe/Paris',
      }).format(opens);
    expect(res.json().message).toBe(
      `Trop tôt pour cette étape : elle est possible à partir du ${day('fr-FR')} à 00:00.`,
    );
    for (const [locale, text] of [
      ['nl_BE', `Te vroeg voor deze stap: die kan vanaf ${day('nl-BE')} om 00:00.`],
      ['es_ES', `Demasiado pronto para este paso: será posible a partir del ${day('es-ES')}, 00:00.`],
      ['fr_BE', `Trop tôt pour cette étape : elle est possible à partir du ${day('fr-BE')} à 00:00.`],
    ] as const) {
      const other = await advance('preparing', locale);
      expect([other.statusCode, other.json().code]).toEqual([409, 'order_status_too_early']);
      expect(other.json().message).toBe(text);
    }
    expect(await statusOf()).toBe('placed');
    // The shopper may still change it, and is told nothing is locked.
    const mine = await shopperOrder();
    expect([mine.isCancellable, mine.lockReason]).toEqual([true, null]);
  });

  it('prepared on its day, it does not leave before the shopper’s cut-off: 409, the shopper keeps control', async () => {
    const startAt = await slotStart();
    const onTheDay = statusStepOpensAt('preparing', { slotStartAt: startAt });
    expect(await advanceOrder(db, lilleId, orderId, 'preparing', onTheDay)).toBe('preparing');
    const res = await advance('out_for_delivery');
    expect([res.statusCode, res.json().code]).toEqual([409, 'order_status_too_early']);
    const early = new Date(startAt.getTime() - ORDER_CUTOFF_MS - 60_000);
    await expect(advanceOrder(db, lilleId, orderId, 'out_for_delivery', early)).rejects.toMatchObject({
      statusCode: 409,
      key: 'orderStatusTooEarly',
    });
    expect(await statusOf()).toBe('preparing');
    const mine = await shopperOrder();
    expect([mine.isCancellable, mine.lockReason]).toEqual([true, null]);
  });

  it('out for delivery after the cut-off, the shopper is told it is on its way (not "within 2 hours")', async () => {
    const startAt = await slotStart();
    const atCutoff = new Date(startAt.getTime() - ORDER_CUTOFF_MS);
    expect(await advanceOrder(db, lilleId, orderId, 'out_for_delivery', atCutoff)).toBe('out_for_delivery');
    const mine = await shopperOrder();
    expect([mine.isCancellable, mine.lockReason]).toEqual([false, 'out_for_delivery']);
    // Still not delivered by the API's clock: too early.
    expect((await advance('delivered')).json().code).toBe('order_status_too_early');
    expect(await statusOf()).toBe('out_for_delivery');
  });

  it('is delivered on its slot’s day', async () => {
    const onTheDay = new Date((await slotStart()).getTime() + 60 * 60 * 1000);
    // Paid at delivery: without the payment it is refused (door-payment.test.ts), with it delivered.
    const payment = await atDoor(db, orderId, 'delivered');
    expect(await advanceOrder(db, lilleId, orderId, 'delivered', onTheDay, 0, null, 'fr_FR', payment)).toBe(
      'delivered',
    );
    expect(await statusOf()).toBe('delivered');
    // Asked again (a double tap): answered, not refused; never back.
    expect((await advance('delivered')).statusCode).toBe(200);
    expect((await advance('preparing')).statusCode).toBe(409);
  });
});

describe('the shopper’s reason', () => {
  it('within the cut-off before its slot, a placed order says so', async () => {
    const [other] = (await createShoppers(db, 1)) as [Shopper];
    const placed = await placeLilleOrder(app, db, other, { large: 12, small: 0 }, 'status-rules-cutoff');
    const [row] = await db.select().from(t.orders).where(eq(t.orders.id, placed.orderId));
    // Its slot now starts in an hour (the last test of the file: the slot is no one else's concern).
    await db
      .update(t.slots)
      .set({
        startAt: new Date(Date.now() + 60 * 60 * 1000),
        endAt: new Date(Date.now() + 3 * 60 * 60 * 1000),
      })
      .where(eq(t.slots.id, row!.slotId));
    const mine = (
      await app.inject({
        url: `/api/orders/${placed.orderId}`,
        headers: { authorization: `Bearer ${other.token}` },
      })
    ).json();
    expect([mine.status, mine.isCancellable, mine.lockReason]).toEqual(['placed', false, 'cutoff']);
    const list = (
      await app.inject({ url: '/api/orders', headers: { authorization: `Bearer ${other.token}` } })
    ).json();
    expect(list[0]).toMatchObject({ orderId: placed.orderId, lockReason: 'cutoff' });
  });
});
