import { Writable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.js';
import { processLogger } from '../../host.js';
import { testApp } from '../../../test/app.js';
import { pdfTextLines } from '../../../test/pdf-text.js';
import { placeLilleOrder } from '../../../test/orders.js';
import { createShoppers, type Shopper } from '../../../test/shoppers.js';
import { bearer, staffTokens, type StaffTokens } from '../../../test/staff.js';

// Every line the API logs while these tests run: an entry code must never be among them.
const logged: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logged.push(chunk.toString());
    done();
  },
});
// Orders are booked for a later day: the driver moves them ahead (EARLY_DELIVERY_DAYS).
const { app, db } = await testApp(
  { EARLY_DELIVERY_DAYS: '7' },
  { payments: null, logger: { ...processLogger({ logLevel: 'trace' }), stream: logStream } },
);

const CODE = 'B4512Z';
const INSTRUCTIONS = {
  accessDetails: '3e étage, porte B',
  entryCode: CODE,
  options: ['ring_twice', 'leave_with_neighbour'],
  note: 'Le chien est gentil.',
};

let tokens: StaffTokens;
let lyonDriver: string;
let shopper: Shopper;

const get = (token: string, url: string) => app.inject({ url, headers: bearer(token) });
const advance = (orderId: number, status: string, token = tokens.operator) =>
  app.inject({
    method: 'POST',
    url: `/api/operator/orders/${orderId}/status`,
    headers: bearer(token),
    payload: { status },
  });
const changeInstructions = (orderId: number, instructions: object, token = shopper.token) =>
  app.inject({
    method: 'PUT',
    url: `/api/orders/${orderId}/delivery-instructions`,
    headers: bearer(token),
    payload: { instructions },
  });

/** Checkout of a Lille basket with `instructions` in the body (as the checkout page sends them). */
async function checkout(who: Shopper, key: string, instructions?: object) {
  const [lille] = await db.select().from(t.warehouses).where(eq(t.warehouses.key, 'lille'));
  const [entry] = await db
    .update(t.productWarehouses)
    .set({ priceCents: 199, isAvailable: true, stock: null })
    .where(
      and(
        eq(t.productWarehouses.warehouseId, lille!.id),
        eq(t.productWarehouses.slug, 'eau-minerale-naturelle-plate-100cl'),
      ),
    )
    .returning({ id: t.productWarehouses.id });
  await db.insert(t.cartItems).values({ userId: who.id, productWarehouseId: entry!.id, quantity: 12 });
  const groups = (await get(who.token, '/api/slots')).json();
  await app.inject({
    method: 'POST',
    url: `/api/user/select/slot/${groups[1].slots[1].id}`,
    headers: bearer(who.token),
    payload: {},
  });
  const res = await app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...bearer(who.token), 'idempotency-key': key },
    payload: { paymentMethod: 'offline', acceptTerms: true, deliveryInstructions: instructions },
  });
  expect(res.statusCode, res.body).toBe(201);
  const orderId: number = res.json().orderId;
  const [order] = await db.select().from(t.orders).where(eq(t.orders.id, orderId));
  return { orderId, slotDate: groups[1].date as string, slotId: order!.slotId };
}

beforeAll(async () => {
  tokens = await staffTokens(db);
  [shopper] = (await createShoppers(db, 1)) as [Shopper];
  const [lyon] = await db.select().from(t.warehouses).where(eq(t.warehouses.key, 'lyon'));
  const [other] = (await createShoppers(db, 1)) as [Shopper];
  await db
    .update(t.users)
    .set({ role: 'operator', operatorWarehouseId: lyon!.id })
    .where(eq(t.users.id, other.id));
  lyonDriver = other.token;
});

describe('delivery instructions from checkout to the door', () => {
  it("reach the driver's round, the picking list and its PDF, the staff and the shopper's order pages", async () => {
    const { orderId, slotDate, slotId } = await checkout(shopper, 'instructions-reach', INSTRUCTIONS);
    const expected = expect.objectContaining({ orderId, deliveryInstructions: INSTRUCTIONS });

    const round = (await get(tokens.operator, `/api/operator/orders?date=${slotDate}`)).json();
    expect(round).toContainEqual(expected);
    const van = (await get(tokens.operator, `/api/operator/round?date=${slotDate}&slotId=${slotId}`)).json();
    const stopOrders = van.stops.flatMap((s: { orders: object[] }) => s.orders);
    expect(stopOrders).toContainEqual(expected);

    const picking = (await get(tokens.lilleManager, `/api/admin/picking/slots/${slotId}`)).json();
    expect(picking.orders).toContainEqual(
      expect.objectContaining({ id: orderId, deliveryInstructions: INSTRUCTIONS }),
    );
    const pdf = await get(tokens.lilleManager, `/api/admin/picking/slots/${slotId}/pdf`);
    const text = pdfTextLines(pdf.rawPayload).join('\n');
    expect(text).toContain('3e étage, porte B');
    expect(text).toContain(`Code d'accès : ${CODE}`);
    expect(text).toContain('Sonner deux fois');
    expect(text).toContain('Le chien est gentil.');

    const staff = (await get(tokens.lilleManager, `/api/admin/orders/${orderId}`)).json();
    expect(staff.deliveryInstructions).toEqual(INSTRUCTIONS);
    const own = (await get(shopper.token, `/api/orders/${orderId}`)).json();
    expect(own.deliveryInstructions).toEqual(INSTRUCTIONS);
    expect(own.instructionsLockReason).toBeNull();
  });

  it("are suggested by the address's details when the checkout sends none (the code kept apart)", async () => {
    const [someone] = (await createShoppers(db, 1)) as [Shopper];
    await db
      .update(t.addresses)
      .set({ apartmentDetails: '2e étage, porte gauche, Digicode 4512' })
      .where(eq(t.addresses.userId, someone.id));
    const { orderId } = await placeLilleOrder(
      app,
      db,
      someone,
      { large: 12, small: 0 },
      'instructions-prefill',
    );
    const own = (await get(someone.token, `/api/orders/${orderId}`)).json();
    expect(own.deliveryInstructions).toEqual({
      accessDetails: '2e étage, porte gauche',
      entryCode: '4512',
      options: [],
      note: null,
    });
  });

  it('are seen by no operator nor manager of another warehouse', async () => {
    const { orderId, slotDate, slotId } = await checkout(shopper, 'instructions-lyon', INSTRUCTIONS);
    const lyonRound = await get(lyonDriver, `/api/operator/orders?date=${slotDate}`);
    expect(lyonRound.statusCode).toBe(200);
    expect(lyonRound.body).not.toContain(CODE);
    const lyonVan = await get(lyonDriver, `/api/operator/round?date=${slotDate}&slotId=${slotId}`);
    expect(lyonVan.body).not.toContain(CODE);
    expect((await get(tokens.lyonManager, `/api/admin/orders/${orderId}`)).statusCode).toBe(403);
    expect((await get(tokens.lyonManager, `/api/admin/picking/slots/${slotId}`)).statusCode).toBe(403);
    // Nor another shopper: the order is not found.
    const [stranger] = (await createShoppers(db, 1)) as [Shopper];
    expect((await get(stranger.token, `/api/orders/${orderId}`)).statusCode).toBe(404);
    expect((await changeInstructions(orderId, { note: 'x' }, stranger.token)).statusCode).toBe(404);
  });
});

describe('the shopper changes them', () => {
  it('until the order leaves: preparing yes, out for delivery no (409, nothing changed)', async () => {
    const { orderId } = await checkout(shopper, 'instructions-edit', INSTRUCTIONS);
    const changed = await changeInstructions(orderId, { ...INSTRUCTIONS, options: ['call_on_arrival'] });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().deliveryInstructions.options).toEqual(['call_on_arrival']);

    expect((await advance(orderId, 'preparing')).statusCode).toBe(200);
    const whilePreparing = await changeInstructions(orderId, {
      ...INSTRUCTIONS,
      note: 'Au fond de la cour.',
    });
    expect(whilePreparing.statusCode, whilePreparing.body).toBe(200);

    expect((await advance(orderId, 'out_for_delivery')).statusCode).toBe(200);
    const late = await changeInstructions(orderId, { note: 'Trop tard' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      'Les instructions de livraison ne peuvent plus être modifiées : la commande a quitté l’entrepôt.',
    );
    const own = (await get(shopper.token, `/api/orders/${orderId}`)).json();
    expect(own.deliveryInstructions).toEqual({ ...INSTRUCTIONS, note: 'Au fond de la cour.' });
    expect(own.instructionsLockReason).toBe('out_for_delivery');
  });

  it('refuses bad input with a 400 per field and changes nothing', async () => {
    const { orderId } = await checkout(shopper, 'instructions-bad', INSTRUCTIONS);
    for (const bad of [
      { note: 'x'.repeat(281) },
      { entryCode: '1'.repeat(21) },
      { accessDetails: 'a'.repeat(121) },
      { options: ['sing_a_song'] },
      { note: 'nul\u0000byte' },
    ]) {
      const res = await changeInstructions(orderId, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const tooLongAtCheckout = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...bearer(shopper.token), 'idempotency-key': 'instructions-bad-checkout' },
      payload: {
        paymentMethod: 'offline',
        acceptTerms: true,
        deliveryInstructions: { note: 'x'.repeat(281) },
      },
    });
    expect(tooLongAtCheckout.statusCode).toBe(400);
    const own = (await get(shopper.token, `/api/orders/${orderId}`)).json();
    expect(own.deliveryInstructions).toEqual(INSTRUCTIONS);
  });

  it('clearing every field leaves the order without instructions', async () => {
    const { orderId } = await checkout(shopper, 'instructions-clear', INSTRUCTIONS);
    const res = await changeInstructions(orderId, {
      accessDetails: '',
      entryCode: '',
      options: [],
      note: '',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().deliveryInstructions).toBeNull();
  });
});

describe('entry codes and the logs', () => {
  it('never reach a log line, whatever the API logs', () => {
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.join('\n')).not.toContain(CODE);
  });

  it('are masked by the redaction if a log call ever passes a body', () => {
    const before = logged.length;
    const logger = app.log;
    logger.info({ body: { deliveryInstructions: INSTRUCTIONS } }, 'checkout');
    logger.info({ body: { instructions: INSTRUCTIONS } }, 'edit');
    logger.info({ order: { deliveryInstructions: INSTRUCTIONS } }, 'order');
    logger.info({ deliveryInstructions: INSTRUCTIONS }, 'flat');
    logger.info({ entryCode: CODE }, 'bare');
    const lines = logged.slice(before);
    expect(lines).toHaveLength(5);
    expect(lines.join('\n')).not.toContain(CODE);
  });
});
