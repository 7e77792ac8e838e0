import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.js';
import { testApp } from '../../../test/app.js';
import { createShoppers, type Shopper } from '../../../test/shoppers.js';
import { communeCentre } from '../zones/index.js';

// Distances from the shopper's address, not from the zone's centre.
const { app, db } = await testApp();

async function livingIn(shopper: Shopper, place: { postalCode: string; city: string; zoneKey: string }) {
  const [zone] = await db.select().from(t.zones).where(eq(t.zones.key, place.zoneKey));
  await db.update(t.users).set({ zoneId: zone!.id }).where(eq(t.users.id, shopper.id));
  // An address saved by the offline lookup before it knew commune centres: no coordinates.
  await db
    .update(t.addresses)
    .set({
      postalCode: place.postalCode,
      city: place.city,
      street: 'rue Francis de Pressensé',
      streetNumber: '10',
      lat: null,
      lng: null,
      zoneId: zone!.id,
    })
    .where(eq(t.addresses.userId, shopper.id));
}

describe('GET /api/user/delivery from an address without coordinates', () => {
  it('measures from the commune’s centre: a Villeurbanne address lists the Villeurbanne point first, nearest first', async () => {
    const [shopper] = (await createShoppers(db, 1)) as [Shopper];
    await livingIn(shopper, { postalCode: '69100', city: 'Villeurbanne', zoneKey: 'zone-69' });
    const res = await app.inject({
      url: '/api/user/delivery',
      headers: { authorization: `Bearer ${shopper.token}` },
    });
    expect(res.statusCode).toBe(200);
    const points = res.json() as Array<{ zone: { name: string; address: string }; distance: number }>;
    expect(points[0]!.zone.address).toContain('Villeurbanne');
    expect(points[0]!.distance).toBeLessThan(1.5);
    const distances = points.map((p) => p.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('knows communes by postal code and name, in either language for Brussels', () => {
    expect(communeCentre('69100', 'Villeurbanne')).toEqual({ lat: 45.7667, lng: 4.8803 });
    expect(communeCentre('1050', 'Elsene')).toEqual(communeCentre('1050', 'Ixelles'));
    expect(communeCentre('1050', 'Ixelles')).not.toBeNull();
    // Côte-d'Or shares Brussels' commune numbers (21009 is Allerey there): never mixed up.
    expect(communeCentre('21230', 'Allerey')).toBeNull();
    expect(communeCentre('75011', 'Paris')!.lng).toBeGreaterThan(communeCentre('75016', 'Paris')!.lng);
  });
});
