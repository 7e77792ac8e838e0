import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginAs, testApp } from '../../../test/app.js';
import { addresses, users } from '../../db/schema/index.js';

const { app, db } = await testApp();
const demo = await loginAs(app);
const pro = await loginAs(app, 'pro@example.com');

type Headers = Record<string, string>;
const as = (token: string): Headers => ({ authorization: `Bearer ${token}` });
const tamper = (token: string) => token.slice(0, -4) + (token.endsWith('AAAA') ? 'BBBB' : 'AAAA');
const list = async (token = demo.token) =>
  (await app.inject({ url: '/api/user/addresses', headers: as(token) })).json() as Array<{
    id: number;
    name: string;
    isSelected: boolean;
    isEligible: boolean;
    zone: { id: number; name: string } | null;
  }>;
const create = (payload: Record<string, unknown>, token = demo.token) =>
  app.inject({ method: 'POST', url: '/api/user/addresses', headers: as(token), payload });
const userRow = async (email: string) => (await db.select().from(users).where(eq(users.email, email)))[0]!;

const brest = { name: 'Vacances', streetNumber: '3', address: 'rue de Siam', cp: '29200', city: 'Brest' };
const lilleFlat = {
  name: 'Appartement',
  streetNumber: '7',
  address: 'place du Général de Gaulle',
  cp: '59000',
  city: 'Lille',
  houseType: 'apartment',
  apartmentDetails: '3e étage, porte B, code 1234',
};

describe('GET /api/user/addresses', () => {
  it('lists the user’s addresses, the selected one first, with zone and eligibility', async () => {
    const rows = await list();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      name: 'Maison',
      streetNumber: '12',
      address: 'rue Nationale',
      cp: '59000',
      city: 'Lille',
      country: 'FR',
      houseType: 'house',
      apartmentDetails: null,
      companyName: null,
      isSelected: true,
      zone: { name: 'Nord (59)' },
      isEligible: true,
    });
    expect(rows[1]).toMatchObject({
      name: 'Bureau',
      houseType: 'company',
      companyName: 'Atelier Martin',
      isSelected: false,
    });
    // Each user sees only their own.
    expect((await list(pro.token)).map((a) => a.name)).toEqual(['Café des Pentes']);
  });
});

describe('POST /api/user/addresses', () => {
  it('saves an eligible address with its zone, not selected when another is', async () => {
    const res = await create(lilleFlat);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      ...lilleFlat,
      companyName: null,
      isSelected: false,
      isEligible: true,
      zone: { name: 'Nord (59)' },
    });
  });

  it('saves an address outside the zones, which cannot be selected', async () => {
    const res = await create(brest);
    expect(res.statusCode).toBe(201);
    const address = res.json();
    expect(address).toMatchObject({ isEligible: false, zone: null, isSelected: false });
    const select = await app.inject({
      method: 'PATCH',
      url: `/api/user/addresses/setSelected/${address.id}`,
      headers: as(demo.token),
    });
    expect(select.statusCode).toBe(400);
    expect(select.json().message).toBe('Nous ne livrons pas encore cette adresse.');
  });

  it('refuses an incomplete address, naming the missing fields', async () => {
    const res = await create({ streetNumber: '', address: 'rue Nationale', cp: '59000', city: ' ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'address_incomplete',
      message: 'Adresse incomplète : numéro, rue, code postal et ville sont requis.',
      errors: [
        { field: 'streetNumber', message: 'Ce champ est requis.' },
        { field: 'city', message: 'Ce champ est requis.' },
      ],
    });
    expect((await create({ ...lilleFlat, cp: '5900', country: 'FR' })).statusCode).toBe(400);
  });

  it('names an unnamed address after its street; keeps a company name for a company only', async () => {
    const res = await create({ ...lilleFlat, name: '', houseType: 'house', companyName: 'Ignored' });
    expect(res.json()).toMatchObject({ name: '7 place du Général de Gaulle', companyName: null });
  });

  it('selects the first eligible address of a user who has none selected', async () => {
    const { id } = (await list(pro.token))[0]!;
    await app.inject({ method: 'DELETE', url: `/api/user/addresses/${id}`, headers: as(pro.token) });
    expect(await list(pro.token)).toEqual([]);
    const out = await create(brest, pro.token);
    expect(out.json().isSelected).toBe(false);
    const lyon = await create(
      { streetNumber: '1', address: 'place Bellecour', cp: '69002', city: 'Lyon' },
      pro.token,
    );
    expect(lyon.json()).toMatchObject({ isSelected: true, isEligible: true });
  });
});

describe('PATCH /api/user/addresses/setSelected/:id', () => {
  it('selects one address (one selected per user) and moves the user to its zone', async () => {
    const rows = await list();
    const flat = rows.find((a) => a.name === 'Appartement')!;
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/user/addresses/setSelected/${flat.id}`,
      headers: as(demo.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: flat.id, isSelected: true });
    const after = await list();
    expect(after.filter((a) => a.isSelected).map((a) => a.id)).toEqual([flat.id]);
    expect(after[0]!.id).toBe(flat.id);
    expect((await userRow('demo@example.com')).zoneId).toBe(flat.zone!.id);
    // GET /user shows it as the address.
    const user = (await app.inject({ url: '/api/user', headers: as(demo.token) })).json();
    expect(user.address).toMatchObject({ id: flat.id, isSelected: true });
  });

  it('changes zone (and forgets the slot of the old warehouse) when the address is elsewhere', async () => {
    const brussels = await create({
      streetNumber: '10',
      address: 'Avenue Louise',
      cp: '1050',
      city: 'Ixelles',
    });
    expect(brussels.json()).toMatchObject({ country: 'BE', isEligible: true });
    await db.update(users).set({ selectedSlotId: null }).where(eq(users.email, 'demo@example.com'));
    // A cart of the old warehouse: emptied by the change of zone.
    const entry = (
      await app.inject({ url: '/api/products/cross-sell?limit=1', headers: as(demo.token) })
    ).json().products[0];
    const filled = await app.inject({
      method: 'PATCH',
      url: '/api/user/cart',
      headers: as(demo.token),
      payload: { product_warehouse_id: entry.id, quantity: 3 },
    });
    expect(filled.json().itemCount).toBe(3);
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/user/addresses/setSelected/${brussels.json().id}`,
      headers: as(demo.token),
    });
    expect(res.statusCode).toBe(200);
    const user = (await app.inject({ url: '/api/user', headers: as(demo.token) })).json();
    expect(user.zone.id).toBe(brussels.json().zone.id);
    expect(user.selectedSlot).toBeNull();
    const cart = (await app.inject({ url: '/api/cart', headers: as(demo.token) })).json();
    expect(cart.itemCount).toBe(0);
    expect(cart.unavailableItems).toEqual([]);
  });
});

describe('PATCH /api/user/addresses/:id', () => {
  it('edits an address and recomputes its eligibility', async () => {
    const bureau = (await list()).find((a) => a.name === 'Bureau')!;
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/user/addresses/${bureau.id}`,
      headers: as(demo.token),
      payload: { name: 'Atelier', cp: '29200', city: 'Brest' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Atelier',
      streetNumber: '45',
      address: 'rue de la Monnaie',
      cp: '29200',
      city: 'Brest',
      companyName: 'Atelier Martin',
      isEligible: false,
      zone: null,
    });
  });

  it('keeps the selected address deliverable', async () => {
    const selected = (await list()).find((a) => a.isSelected)!;
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/user/addresses/${selected.id}`,
      headers: as(demo.token),
      payload: { cp: '29200', city: 'Brest' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Nous ne livrons pas encore cette adresse.');
  });
});

describe('the point on the map of an address', () => {
  // The pro user's addresses: the demo user's are counted by the cases above.
  const lilleHome = { streetNumber: '12', address: 'rue Nationale', cp: '59000', city: 'Lille' };
  const inLille = { lat: 50.6363, lng: 3.0572 };
  const patch = (id: number, payload: Record<string, unknown>) =>
    app.inject({ method: 'PATCH', url: `/api/user/addresses/${id}`, headers: as(pro.token), payload });
  const rowsOfPro = async () =>
    db
      .select()
      .from(addresses)
      .where(eq(addresses.userId, (await userRow('pro@example.com')).id))
      .orderBy(addresses.id);

  it('keeps a point in the commune, or near it, and one in a commune whose centre is unknown', async () => {
    const res = await create({ ...lilleHome, ...inLille }, pro.token);
    expect(res.statusCode, res.body).toBe(201);
    // Tourcoing's town hall, 13 km from Lille's: within the reach of a big commune.
    expect((await create({ ...lilleHome, lat: 50.7239, lng: 3.1612 }, pro.token)).statusCode).toBe(201);
    // Brest has no known centre: nothing to compare with, kept as before.
    expect((await create({ ...brest, lat: 0, lng: 0 }, pro.token)).statusCode).toBe(201);
    // Half a point is not a point: kept as given, as before.
    expect((await create({ ...lilleHome, lat: 0, lng: null }, pro.token)).statusCode).toBe(201);
    const rows = await rowsOfPro();
    expect(rows.some((r) => r.lat === inLille.lat && r.lng === inLille.lng)).toBe(true);
  });

  it('refuses (422) a point far from the commune — 0,0, Paris, the antipode — and stores nothing', async () => {
    const before = await rowsOfPro();
    for (const point of [
      { lat: 0, lng: 0 },
      { lat: 48.8566, lng: 2.3522 },
      { lat: -50.6366, lng: -176.9365 },
      { lat: 90, lng: 180 },
    ]) {
      const res = await create({ ...lilleHome, ...point }, pro.token);
      expect(res.statusCode, JSON.stringify(point)).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'address_point_too_far',
        message: 'Ce point sur la carte est trop loin de la commune de l’adresse.',
      });
    }
    const nl = await create({ ...lilleHome, lat: 0, lng: 0, locale: 'nl_BE' }, pro.token);
    expect(nl.json().message).toBe('Dit punt op de kaart ligt te ver van de gemeente van het adres.');
    const es = await create({ ...lilleHome, lat: 0, lng: 0, locale: 'es_ES' }, pro.token);
    expect(es.json().message).toBe('Este punto del mapa está demasiado lejos del municipio de la dirección.');
    // A Brussels commune, named in Dutch, with a point in Lille.
    const elsene = { streetNumber: '1', address: 'Elsensesteenweg', cp: '1050', city: 'Elsene' };
    expect((await create({ ...elsene, ...inLille }, pro.token)).statusCode).toBe(422);
    expect((await create({ ...elsene, lat: 50.8333, lng: 4.3667 }, pro.token)).statusCode).toBe(201);
    // Out of range or not a number: the schema's 400, never a 500.
    for (const bad of [
      { lat: 91, lng: 0 },
      { lat: 50.6, lng: -181 },
      { lat: '50.6', lng: '3.06' },
    ])
      expect((await create({ ...lilleHome, ...bad }, pro.token)).statusCode).toBe(400);
    expect((await rowsOfPro()).length).toBe(before.length + 1);
  });

  it('checks the point on PATCH when the point or the commune changes, and stores nothing refused', async () => {
    const created = (await create({ ...lilleHome, ...inLille }, pro.token)).json() as { id: number };
    const row = async () => (await rowsOfPro()).find((r) => r.id === created.id)!;
    const before = await row();
    const far = await patch(created.id, { lat: 0, lng: 0 });
    expect(far.statusCode).toBe(422);
    expect(far.json().code).toBe('address_point_too_far');
    // The commune moved to Lyon, the point left in Lille: refused too.
    expect((await patch(created.id, { cp: '69001', city: 'Lyon' })).statusCode).toBe(422);
    expect(await row()).toEqual(before);
    // Both together, consistent: fine.
    const moved = await patch(created.id, { cp: '69001', city: 'Lyon', lat: 45.7676, lng: 4.8344 });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await row()).toMatchObject({ postalCode: '69001', lat: 45.7676, lng: 4.8344 });
    // An older row with a wrong point (saved before the check) may still be renamed, not given another.
    await db.update(addresses).set({ lat: 0, lng: 0 }).where(eq(addresses.id, created.id));
    expect((await patch(created.id, { name: 'Chez moi' })).statusCode).toBe(200);
    expect((await patch(created.id, { lat: 1, lng: 1 })).statusCode).toBe(422);
    expect((await patch(created.id, { lat: null, lng: null })).statusCode).toBe(200);
    expect(await row()).toMatchObject({ name: 'Chez moi', lat: null, lng: null });
  });
});

describe('DELETE /api/user/addresses/:id', () => {
  it('deletes an address that is not selected', async () => {
    const before = await list();
    const victim = before.find((a) => !a.isSelected)!;
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/user/addresses/${victim.id}`,
      headers: as(demo.token),
    });
    expect(res.statusCode).toBe(204);
    expect((await list()).map((a) => a.id)).not.toContain(victim.id);
  });

  it('moves the selection to the newest other deliverable address when the selected one goes', async () => {
    const before = await list();
    const selected = before.find((a) => a.isSelected)!;
    const next = before.filter((a) => !a.isSelected && a.isEligible).sort((a, b) => b.id - a.id)[0]!;
    await app.inject({
      method: 'DELETE',
      url: `/api/user/addresses/${selected.id}`,
      headers: as(demo.token),
    });
    const after = await list();
    expect(after.filter((a) => a.isSelected).map((a) => a.id)).toEqual([next.id]);
    expect((await userRow('demo@example.com')).zoneId).toBe(next.zone!.id);
  });

  it('leaves no selected address (zone kept) when no deliverable one remains', async () => {
    for (const a of (await list()).filter((x) => x.isEligible))
      await app.inject({ method: 'DELETE', url: `/api/user/addresses/${a.id}`, headers: as(demo.token) });
    const after = await list();
    expect(after.every((a) => !a.isSelected && !a.isEligible)).toBe(true);
    expect((await userRow('demo@example.com')).zoneId).not.toBeNull();
  });
});

describe('owner checks on every address route', () => {
  const routes = (id: number) =>
    [
      { method: 'GET', url: '/api/user/addresses' },
      { method: 'POST', url: '/api/user/addresses', payload: brest },
      { method: 'PATCH', url: `/api/user/addresses/${id}`, payload: { name: 'Piraté' } },
      { method: 'DELETE', url: `/api/user/addresses/${id}` },
      { method: 'PATCH', url: `/api/user/addresses/setSelected/${id}` },
    ] as const;

  it('another user’s address is 404, and stays untouched', async () => {
    const proAddress = (await list(pro.token)).find((a) => a.isSelected)!;
    for (const route of routes(proAddress.id).slice(2)) {
      const res = await app.inject({ ...route, headers: as(demo.token) });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(404);
      expect(res.json().message).toBe('Ressource introuvable.');
    }
    expect((await list(pro.token)).find((a) => a.id === proAddress.id)).toMatchObject({
      name: proAddress.name,
      isSelected: true,
    });
    // The demo user's selection did not move to the pro's address.
    expect((await list()).some((a) => a.id === proAddress.id)).toBe(false);
  });

  it('the owner gets through on each route', async () => {
    const own = (await create(lilleFlat)).json();
    const expected = [200, 201, 200, 204] as const;
    const [get, post, patch, del] = routes(own.id);
    for (const [route, status] of [get, post, patch, del].map((r, i) => [r, expected[i]] as const)) {
      const res = await app.inject({ ...route, headers: as(demo.token) });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(status);
    }
    const another = (await create(lilleFlat)).json();
    const [, , , , select] = routes(another.id);
    expect((await app.inject({ ...select, headers: as(demo.token) })).statusCode).toBe(200);
  });

  it('a guest and a tampered token get 401 on every route', async () => {
    const own = (await list()).find((a) => a.isSelected)!;
    for (const route of routes(own.id)) {
      const guest = await app.inject({ ...route });
      expect(guest.statusCode, `guest ${route.method} ${route.url}`).toBe(401);
      expect(guest.json().message).toBe('Vous devez être connecté pour accéder à cette ressource.');
      const tampered = await app.inject({ ...route, headers: as(tamper(demo.token)) });
      expect(tampered.statusCode, `tampered ${route.method} ${route.url}`).toBe(401);
    }
    expect((await list()).find((a) => a.id === own.id)).toMatchObject({ isSelected: true });
  });

  it('an unknown or malformed id is 404 or 400, never 500', async () => {
    const unknown = await app.inject({
      method: 'DELETE',
      url: '/api/user/addresses/999999',
      headers: as(demo.token),
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await app.inject({
      method: 'DELETE',
      url: '/api/user/addresses/abc',
      headers: as(demo.token),
    });
    expect(malformed.statusCode).toBe(400);
  });
});
