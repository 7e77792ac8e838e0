import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs, testApp } from '../../../test/app.js';
import { atDoor, placeLilleOrder } from '../../../test/orders.js';
import { createShoppers, type Shopper } from '../../../test/shoppers.js';
import { depositDescription, type DepositMovement } from './deposit-text.js';
import { statusBody } from '../../../test/door.js';

// The orders are booked for a later day: the driver records them delivered ahead (EARLY_DELIVERY_DAYS).
const { app, db } = await testApp({ EARLY_DELIVERY_DAYS: '7' });
const as = (token: string) => ({ authorization: `Bearer ${token}` });
let driver: string;
let shopper: Shopper;
let orderId: number;

const entries = async (locale: string) =>
  (
    await app.inject({
      url: `/api/user/pendingDeposit/entries?locale=${locale}`,
      headers: as(shopper.token),
    })
  ).json() as Array<Record<string, unknown>>;
const collect = (crates: number, largeBottles: number, smallBottles: number) =>
  app.inject({
    method: 'POST',
    url: '/api/operator/collections',
    headers: as(driver),
    payload: { userId: shopper.id, crates, largeBottles, smallBottles },
  });

beforeAll(async () => {
  driver = (await loginAs(app, 'livreur@example.com')).token;
  [shopper] = (await createShoppers(db, 1)) as [Shopper];
  // One large and one small bottle: two started crates.
  const prices = { large: 1500, small: 1500 };
  ({ orderId } = await placeLilleOrder(app, db, shopper, { large: 1, small: 1 }, 'deposit-texts', prices));
  for (const status of ['preparing', 'out_for_delivery', 'delivered']) {
    const res = await app.inject({
      method: 'POST',
      url: `/api/operator/orders/${orderId}/status`,
      headers: as(driver),
      payload: { ...statusBody(status), ...(await atDoor(db, orderId, status)) },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
});

describe('pending deposit history, in the reader’s language', () => {
  it('describes a delivery with its crates and bottles by format', async () => {
    const [delivery] = await entries('fr_FR');
    expect(delivery).toMatchObject({
      kind: 'delivery',
      orderId,
      crates: 2,
      largeBottles: 1,
      smallBottles: 1,
      amount: 6.3,
      description: `Commande n° ${orderId} : 2 caisses, 1 grande bouteille et 1 petite bouteille`,
    });
    expect((await entries('nl_BE'))[0]!.description).toBe(
      `Bestelling nr. ${orderId}: 2 bakken, 1 grote fles en 1 kleine fles`,
    );
  });

  it('describes collections, singular and plural', async () => {
    expect((await collect(1, 1, 0)).statusCode).toBe(200);
    expect((await collect(0, 0, 2)).statusCode).toBe(200);
    const fr = await entries('fr_FR');
    expect(fr.map((e) => e.description)).toEqual([
      'Vides récupérés : 2 petites bouteilles',
      'Vides récupérés : 1 caisse et 1 grande bouteille',
      `Commande n° ${orderId} : 2 caisses, 1 grande bouteille et 1 petite bouteille`,
    ]);
    expect(fr[0]).toMatchObject({
      kind: 'collection',
      orderId: null,
      crates: 0,
      largeBottles: 0,
      smallBottles: 2,
    });
    expect((await entries('nl_BE')).map((e) => e.description)).toEqual([
      'Leeggoed opgehaald: 2 kleine flessen',
      'Leeggoed opgehaald: 1 bak en 1 grote fles',
      `Bestelling nr. ${orderId}: 2 bakken, 1 grote fles en 1 kleine fles`,
    ]);
    expect((await entries('fr_BE'))[1]!.description).toBe(
      'Vidanges récupérées : 1 caisse et 1 grande bouteille',
    );
    expect((await entries('es_ES'))[1]!.description).toBe('Envases recogidos: 1 caja y 1 botella grande');
  });
});

describe('depositDescription', () => {
  const row = (over: Partial<DepositMovement>): DepositMovement => ({
    kind: 'delivery',
    orderId: 12,
    crates: 2,
    largeBottles: 24,
    smallBottles: 0,
    description: null,
    ...over,
  });
  it('words each locale with its plural rule', () => {
    expect(depositDescription(row({}), 'es_ES')).toBe('Pedido n.º 12: 2 cajas y 24 botellas grandes');
    expect(depositDescription(row({ crates: 1, largeBottles: 0, smallBottles: 1 }), 'nl_BE')).toBe(
      'Bestelling nr. 12: 1 bak en 1 kleine fles',
    );
    expect(depositDescription(row({ orderId: null, crates: 1, largeBottles: 12 }), 'fr_FR')).toBe(
      'Consignes : 1 caisse et 12 grandes bouteilles',
    );
    // Nothing counted: the crates alone (0 is singular in French, plural in Dutch).
    const none = row({ kind: 'collection', crates: 0, largeBottles: 0, smallBottles: 0 });
    expect(depositDescription(none, 'fr_FR')).toBe('Vides récupérés : 0 caisse');
    expect(depositDescription(none, 'nl_BE')).toBe('Leeggoed opgehaald: 0 bakken');
  });
  it('keeps the French text of a legacy row without counts', () => {
    const legacy = row({ kind: 'delivery', crates: null, largeBottles: null, smallBottles: null });
    expect(depositDescription({ ...legacy, description: 'Ancien texte' }, 'nl_BE')).toBe('Ancien texte');
    expect(depositDescription(legacy, 'nl_BE')).toBe('Leeggoed');
  });
});
