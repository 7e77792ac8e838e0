import { and, eq, sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.js';
import { loginAs, testApp } from '../../../test/app.js';
import { atDoor, placeLilleOrder } from '../../../test/orders.js';
import { createShoppers, type Shopper } from '../../../test/shoppers.js';
import { statusBody } from '../../../test/door.js';

/**
 * Empties recorded with rejects: the refused ones are kept for the ledger and never
 * credited; two collections at once never credit more than is pending. The race proves something on
 * the PostgreSQL server (TEST_DATABASE_URL: a pool runs the transactions in parallel); on embedded
 * PGlite they run one after the other and the same invariant is checked.
 */
const { app, db } = await testApp({ EARLY_DELIVERY_DAYS: '7' });
const onServer = Boolean(process.env.TEST_DATABASE_URL);
const as = (token: string) => ({ authorization: `Bearer ${token}` });
let driver: string;

const collect = (body: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/operator/collections', headers: as(driver), payload: body });
const deliver = async (orderId: number) => {
  for (const status of ['preparing', 'out_for_delivery', 'delivered'])
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/operator/orders/${orderId}/status`,
          headers: as(driver),
          payload: { ...statusBody(status), ...(await atDoor(db, orderId, status)) },
        })
      ).statusCode,
    ).toBe(200);
};
const sumOf = async (table: typeof t.pendingDeposits | typeof t.walletEntries, where: SQL) => {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${table.amountCents}), 0)::int` })
    .from(table)
    .where(where);
  return Number(row!.total);
};
const pendingOf = (userId: number) => sumOf(t.pendingDeposits, eq(t.pendingDeposits.userId, userId));
const walletRefundsOf = (userId: number) =>
  sumOf(
    t.walletEntries,
    and(eq(t.walletEntries.userId, userId), eq(t.walletEntries.reason, 'deposit_refund'))!,
  );

/** A shopper of Lille whose order of 24 large and 7 small bottles was delivered (deposits pending). */
async function deliveredShopper(key: string): Promise<{ shopper: Shopper; orderId: number }> {
  const [shopper] = (await createShoppers(db, 1)) as [Shopper];
  const { orderId } = await placeLilleOrder(app, db, shopper, { large: 24, small: 7 }, key);
  await deliver(orderId);
  return { shopper, orderId };
}

beforeAll(async () => {
  driver = (await loginAs(app, 'livreur@example.com')).token;
});

describe('empties recorded with rejects', () => {
  it('credits the accepted empties only and keeps the two broken bottles apart, with the order', async () => {
    const { shopper, orderId } = await deliveredShopper('empties-rejects');
    const before = await pendingOf(shopper.id);
    const res = await collect({
      userId: shopper.id,
      orderId,
      crates: 1,
      largeBottles: 10,
      smallBottles: 0,
      rejects: [
        { unit: 'largeBottle', reason: 'broken', count: 2 },
        { unit: 'smallBottle', reason: 'foreign', count: 1 },
      ],
    });
    expect(res.statusCode).toBe(200);
    // 1 crate (3 €) + 10 large bottles (2 €): the 2 broken and 1 foreign bottles are worth nothing;
    // the broken ones are no longer pending either (0,40 €, kept).
    expect(res.json()).toMatchObject({ credited: 5, rejected: 3, pendingDepositTotal: (before - 540) / 100 });
    expect(await pendingOf(shopper.id)).toBe(before - 540);
    expect(await walletRefundsOf(shopper.id)).toBe(500);
    const [collection] = await db
      .select()
      .from(t.pendingDeposits)
      .where(and(eq(t.pendingDeposits.userId, shopper.id), eq(t.pendingDeposits.kind, 'collection')));
    expect(collection).toMatchObject({ amountCents: -500, orderId, crates: 1, largeBottles: 10 });
    expect(collection!.warehouseId).not.toBeNull();
    expect(collection!.walletEntryId).not.toBeNull();
    const rejects = await db
      .select()
      .from(t.collectionRejects)
      .where(eq(t.collectionRejects.userId, shopper.id))
      .orderBy(t.collectionRejects.unit);
    expect(rejects.map((r) => [r.unit, r.reason, r.count, r.collectionId, r.orderId])).toEqual([
      ['largeBottle', 'broken', 2, collection!.id, orderId],
      ['smallBottle', 'foreign', 1, collection!.id, orderId],
    ]);
    const [refusal] = await db
      .select()
      .from(t.pendingDeposits)
      .where(and(eq(t.pendingDeposits.userId, shopper.id), eq(t.pendingDeposits.kind, 'refused')));
    expect(refusal).toMatchObject({ amountCents: -40, orderId, crates: 0, largeBottles: 2, smallBottles: 0 });
    expect(refusal!.walletEntryId).toBeNull();
    expect(rejects.every((r) => r.refusalId === refusal!.id)).toBe(true);
  });

  it('records rejects alone without a credit; a broken crate leaves the pending deposits, uncredited', async () => {
    const { shopper } = await deliveredShopper('empties-rejects-only');
    const before = await pendingOf(shopper.id);
    const res = await collect({
      userId: shopper.id,
      crates: 0,
      largeBottles: 0,
      smallBottles: 0,
      rejects: [{ unit: 'crate', reason: 'broken', count: 1 }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ credited: 0, rejected: 1, pendingDepositTotal: (before - 300) / 100 });
    expect(await pendingOf(shopper.id)).toBe(before - 300);
    expect(await walletRefundsOf(shopper.id)).toBe(0);
    const [reject] = await db
      .select()
      .from(t.collectionRejects)
      .where(eq(t.collectionRejects.userId, shopper.id));
    expect(reject).toMatchObject({ unit: 'crate', reason: 'broken', count: 1, collectionId: null });
    expect(reject!.refusalId).not.toBeNull();
  });

  it('refuses an empty return, a repeated reject line, another customer’s order, and too much', async () => {
    const { shopper } = await deliveredShopper('empties-refusals');
    const { orderId: otherOrder } = await deliveredShopper('empties-refusals-other');
    const none = { userId: shopper.id, crates: 0, largeBottles: 0, smallBottles: 0 };
    const nothing = await collect({ ...none, rejects: [] });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toBe('Indiquez au moins un vide récupéré ou refusé.');
    const twice = await collect({
      ...none,
      rejects: [
        { unit: 'crate', reason: 'broken', count: 1 },
        { unit: 'crate', reason: 'broken', count: 2 },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toMatch(/indiqué deux fois/);
    const badReason = await collect({ ...none, rejects: [{ unit: 'crate', reason: 'lost', count: 1 }] });
    expect(badReason.statusCode).toBe(400);
    const notTheirs = await collect({ ...none, crates: 1, orderId: otherOrder });
    expect(notTheirs.statusCode).toBe(404);
    const tooMuch = await collect({
      ...none,
      crates: 100,
      rejects: [{ unit: 'crate', reason: 'foreign', count: 1 }],
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(
      await db.select().from(t.collectionRejects).where(eq(t.collectionRejects.userId, shopper.id)),
    ).toEqual([]);
  });
});

describe('two collections for one customer at once', () => {
  const RACERS = onServer ? 12 : 4;
  it('never credit more than is pending (the advisory lock serializes them)', async () => {
    const { shopper } = await deliveredShopper('empties-race');
    const pending = await pendingOf(shopper.id);
    // Each racer's empties are worth more than half of what is pending: one alone fits, two do not.
    const crates = Math.floor(pending / 2 / 300) + 1;
    expect(crates * 300 + 20).toBeLessThanOrEqual(pending);
    const results = await Promise.all(
      Array.from({ length: RACERS }, () =>
        collect({
          userId: shopper.id,
          crates,
          largeBottles: 0,
          smallBottles: 0,
          rejects: [{ unit: 'largeBottle', reason: 'broken', count: 1 }],
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(RACERS - 1);
    // The winner's broken bottle left the pending deposits too (0,20 €, not credited).
    expect(await pendingOf(shopper.id)).toBe(pending - crates * 300 - 20);
    expect(await walletRefundsOf(shopper.id)).toBe(crates * 300);
    const rejects = await db
      .select()
      .from(t.collectionRejects)
      .where(eq(t.collectionRejects.userId, shopper.id));
    expect(rejects).toHaveLength(1);
  }, 120_000);
});

const search = (q: string, token = driver) =>
  app.inject({ url: `/api/operator/customers?q=${encodeURIComponent(q)}`, headers: as(token) });
const idsFound = async (q: string) => {
  const res = await search(q);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as Array<{ id: number }>).map((c) => c.id);
};
const userByEmail = async (email: string) =>
  (await db.select().from(t.users).where(eq(t.users.email, email)))[0]!;

describe('the driver’s search for a pickup of empties without an order', () => {
  it('finds the demo shopper (10,40 € pending, never ordered) by name, postcode, e-mail and phone', async () => {
    const demo = await userByEmail('demo@example.com');
    for (const q of [
      'Martin',
      'Camille',
      'camille martin',
      'MARTIN Camille',
      '59000',
      'demo@example.com',
      'Demo@Example.com',
      '06 12 34 56 78',
      '+33 6 12 34 56 78',
      '0612345678',
    ])
      expect(await idsFound(q), q).toContain(demo.id);
    const [found] = (await search('Camille Martin')).json();
    // What the driver needs, nothing more: no street, no e-mail, no phone.
    expect(Object.keys(found).sort()).toEqual([
      'city',
      'firstname',
      'id',
      'lastname',
      'pending',
      'postalCode',
    ]);
    expect(found).toMatchObject({
      firstname: 'Camille',
      lastname: 'Martin',
      postalCode: '59000',
      city: 'Lille',
      pending: { amount: 10.4, crates: 2, largeBottles: 12, smallBottles: 20 },
    });
  });

  it('ignores accents and case, and only finds the warehouse’s customers with deposits pending', async () => {
    const { shopper } = await deliveredShopper('empties-search-accents');
    await db
      .update(t.users)
      .set({ firstname: 'Hélène', lastname: 'Lefèvre' })
      .where(eq(t.users.id, shopper.id));
    for (const q of ['lefevre', 'LEFÈVRE', 'helene', 'Hélène Lefevre'])
      expect(await idsFound(q), q).toContain(shopper.id);
    // Lyon's pro customer, Julien Lefèvre, has deposits pending too: not the Lille driver's to see.
    const pro = await userByEmail('pro@example.com');
    const [lyon] = await db.select().from(t.warehouses).where(eq(t.warehouses.key, 'lyon'));
    await db.insert(t.pendingDeposits).values({
      userId: pro.id,
      amountCents: 300,
      kind: 'delivery',
      crates: 1,
      largeBottles: 0,
      smallBottles: 0,
      warehouseId: lyon!.id,
    });
    expect(await idsFound('Lefèvre')).not.toContain(pro.id);
    expect(await idsFound('pro@example.com')).toEqual([]);
    // A Lille customer with nothing out is no one to collect from.
    const [idle] = (await createShoppers(db, 1)) as [Shopper];
    await db.update(t.users).set({ firstname: 'Hélène', lastname: 'Lefèvre' }).where(eq(t.users.id, idle.id));
    expect(await idsFound('Lefevre')).not.toContain(idle.id);
  });

  it('needs 3 characters, and a whole e-mail or phone number: no fishing by a domain or a few digits', async () => {
    expect((await search('Ma')).statusCode).toBe(400);
    const demo = await userByEmail('demo@example.com');
    for (const q of ['example.com', '@example.com', 'demo@', '5678', '345678'])
      expect(await idsFound(q), q).not.toContain(demo.id);
  });

  it('is for operators only', async () => {
    const [shopper] = (await createShoppers(db, 1)) as [Shopper];
    expect((await search('Martin', shopper.token)).statusCode).toBe(403);
  });

  it('records the demo shopper’s empties, though the shopper never ordered', async () => {
    const demo = await userByEmail('demo@example.com');
    const res = await collect({ userId: demo.id, crates: 1, largeBottles: 0, smallBottles: 0 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ credited: 3, pendingDepositTotal: 7.4 });
  });
});

describe('refused empties', () => {
  it('leave the pending list at once when broken, stay when another brand’s, and the history says why', async () => {
    const { shopper } = await deliveredShopper('empties-refused-history');
    const { email } = (await db.select().from(t.users).where(eq(t.users.id, shopper.id)))[0]!;
    const pendingFound = async () => (await search(email)).json()[0].pending;
    const before = await pendingFound();
    const res = await collect({
      userId: shopper.id,
      crates: 0,
      largeBottles: 0,
      smallBottles: 0,
      rejects: [
        { unit: 'largeBottle', reason: 'broken', count: 2 },
        { unit: 'smallBottle', reason: 'foreign', count: 1 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    // The two broken bottles are no longer asked for; the foreign one stood for none of ours.
    expect(await pendingFound()).toEqual({
      ...before,
      largeBottles: before.largeBottles - 2,
      amount: Math.round(before.amount * 100 - 40) / 100,
    });
    expect(await walletRefundsOf(shopper.id)).toBe(0);
    const entries = async (locale: string) =>
      (
        await app.inject({
          url: `/api/user/pendingDeposit/entries?locale=${locale}`,
          headers: as(shopper.token),
        })
      ).json() as Array<Record<string, unknown>>;
    const [refused] = await entries('fr_FR');
    expect(refused).toMatchObject({
      kind: 'refused',
      amount: -0.4,
      crates: 0,
      largeBottles: 2,
      smallBottles: 0,
      refused: [
        { unit: 'largeBottle', reason: 'broken', count: 2 },
        { unit: 'smallBottle', reason: 'foreign', count: 1 },
      ],
      description: 'Vides refusés : 2 grandes bouteilles cassées ; 1 petite bouteille d’une autre marque',
    });
    expect((await entries('fr_BE'))[0]!.description).toBe(
      'Vidanges refusées : 2 grandes bouteilles cassées ; 1 petite bouteille d’une autre marque',
    );
    expect((await entries('nl_BE'))[0]!.description).toBe(
      'Leeggoed geweigerd: 2 grote flessen kapot; 1 kleine fles van een ander merk',
    );
    expect((await entries('es_ES'))[0]!.description).toBe(
      'Envases rechazados: 2 botellas grandes rotas; 1 botella pequeña de otra marca',
    );
  });
});
