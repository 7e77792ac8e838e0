import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.js';
import { testApp } from '../../../test/app.js';
import { placeLilleOrder } from '../../../test/orders.js';
import { createShoppers, type Shopper } from '../../../test/shoppers.js';
import { bearer, staffTokens, type StaffTokens } from '../../../test/staff.js';

/*
 * An order keeps the names of the language it was placed in; a reader of another language sees the
 * product names and an address's default name ("Huis") in theirs, where a translation exists. Reported:
 * French product names on a Spanish order page, "Huis" on French and Spanish pages.
 */
const { app, db } = await testApp();
let shopper: Shopper;
let tokens: StaffTokens;
let orderId: number;

const WATER = 'eau-minerale-naturelle-plate-100cl';
const BEER = 'biere-blonde-bio-33cl';

async function productName(slug: string, locale: string) {
  const [row] = await db
    .select({ name: t.productTranslations.name, productId: t.products.id })
    .from(t.products)
    .innerJoin(t.productWarehouses, eq(t.productWarehouses.productId, t.products.id))
    .innerJoin(
      t.productTranslations,
      and(eq(t.productTranslations.productId, t.products.id), eq(t.productTranslations.locale, locale)),
    )
    .where(eq(t.productWarehouses.slug, slug))
    .limit(1);
  return row!;
}

const lineNames = async (locale: string) => {
  const res = await app.inject({
    url: `/api/orders/${orderId}?locale=${locale}`,
    headers: bearer(shopper.token),
  });
  expect(res.statusCode, res.body).toBe(200);
  const detail = res.json() as { deliveryName: string; packages: Array<{ lines: Array<{ name: string }> }> };
  return {
    deliveryName: detail.deliveryName,
    names: detail.packages.flatMap((p) => p.lines.map((l) => l.name)),
  };
};

beforeAll(async () => {
  [shopper] = (await createShoppers(db, 1)) as [Shopper];
  tokens = await staffTokens(db);
  // Registered from the Flemish shop: the address got the Dutch default name.
  await db.update(t.addresses).set({ name: 'Huis' }).where(eq(t.addresses.userId, shopper.id));
  ({ orderId } = await placeLilleOrder(app, db, shopper, { large: 12, small: 20 }, `reader-${Date.now()}`));
});

describe('an order read in another language', () => {
  it('shows the product names in the reader’s language, the stored name where none exists', async () => {
    const [waterFr, waterEs, beerFr] = [
      await productName(WATER, 'fr'),
      await productName(WATER, 'es'),
      await productName(BEER, 'fr'),
    ];
    expect(waterEs.name).not.toBe(waterFr.name);
    expect((await lineNames('fr_FR')).names).toEqual([waterFr.name, beerFr.name]);
    // The beer has no Spanish translation any more: its line keeps the name it was ordered under.
    await db
      .delete(t.productTranslations)
      .where(
        and(eq(t.productTranslations.productId, beerFr.productId), eq(t.productTranslations.locale, 'es')),
      );
    expect((await lineNames('es_ES')).names).toEqual([waterEs.name, beerFr.name]);
  });

  it('names a default-named address in the reader’s language, for the shopper and the staff', async () => {
    expect((await lineNames('es_ES')).deliveryName).toBe('Casa');
    expect((await lineNames('fr_FR')).deliveryName).toBe('Maison');
    expect((await lineNames('nl_BE')).deliveryName).toBe('Huis');
    const list = await app.inject({ url: '/api/orders?locale=es_ES', headers: bearer(shopper.token) });
    expect(list.json().find((o: { orderId: number }) => o.orderId === orderId).deliveryName).toBe('Casa');

    const staff = await app.inject({
      url: `/api/admin/orders/${orderId}?locale=fr_FR`,
      headers: bearer(tokens.admin),
    });
    expect(staff.statusCode, staff.body).toBe(200);
    expect(staff.json().deliveryName).toBe('Maison');
    const rows = await app.inject({
      url: `/api/admin/orders?q=${orderId}&locale=fr_FR`,
      headers: bearer(tokens.admin),
    });
    expect(rows.json().rows.find((r: { id: number }) => r.id === orderId).deliveryName).toBe('Maison');
    const [{ slotId }] = (await db
      .select({ slotId: t.orders.slotId })
      .from(t.orders)
      .where(eq(t.orders.id, orderId))) as [{ slotId: number }];
    const picking = await app.inject({
      url: `/api/admin/picking/slots/${slotId}?locale=fr_FR`,
      headers: bearer(tokens.admin),
    });
    expect(picking.statusCode, picking.body).toBe(200);
    const picked = picking.json().orders.find((o: { id: number }) => o.id === orderId);
    expect(picked.deliveryName).toBe('Maison');

    const addresses = await app.inject({
      url: '/api/user/addresses?locale=es_ES',
      headers: bearer(shopper.token),
    });
    expect(addresses.json()[0].name).toBe('Casa');
    const me = await app.inject({ url: '/api/user?locale=fr_FR', headers: bearer(shopper.token) });
    expect(me.json().address.name).toBe('Maison');
  });

  it('leaves a name the shopper chose as it is', async () => {
    await db.update(t.addresses).set({ name: 'Chez Mamie' }).where(eq(t.addresses.userId, shopper.id));
    const addresses = await app.inject({
      url: '/api/user/addresses?locale=es_ES',
      headers: bearer(shopper.token),
    });
    expect(addresses.json()[0].name).toBe('Chez Mamie');
  });
});
