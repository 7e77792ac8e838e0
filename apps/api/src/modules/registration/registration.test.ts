import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testApp } from '../../../test/app.js';
import { LILLE_ADDRESS, registerConfirmed, registrationTokenOf } from '../../../test/registration.js';
import { addresses, nonEligibleLeads, registrationRequests, users } from '../../db/schema/index.js';

const { app, db } = await testApp();

let counter = 0;
const uniqueEmail = () => `new-${Date.now()}-${++counter}@example.com`;

const lille = LILLE_ADDRESS;

const valid = () => ({
  address: lille,
  houseType: 'apartment',
  apartmentDetails: '3e étage, porte gauche',
  firstname: 'Léa',
  lastname: 'Dubois',
  phone: '06 12 34 56 78',
  email: uniqueEmail(),
  password: 'verre-consigné-2026',
  newsletterOptIn: true,
  isAdult: true,
});

const register = (payload: unknown, locale?: string) =>
  app.inject({
    method: 'POST',
    url: `/api/register${locale ? `?locale=${locale}` : ''}`,
    payload: payload as Record<string, unknown>,
  });

const search = (q: string, extra = '') =>
  app.inject({ url: `/api/address/search?q=${encodeURIComponent(q)}${extra}` });

describe('GET /api/address/search', () => {
  it('suggests a Lille address as delivered, with its zone and warehouse', async () => {
    const res = await search('12 rue Nationale 59000 Lille');
    expect(res.statusCode).toBe(200);
    const [first] = res.json().suggestions;
    expect(first).toMatchObject({
      fullAddress: '12 rue Nationale, 59000 Lille',
      number: '12',
      street: 'rue Nationale',
      postalCode: '59000',
      city: 'Lille',
      country: 'FR',
      coordinates: { lat: 50.6366, lng: 3.0635 },
      precision: 'commune',
      isEligible: true,
      zoneName: 'Nord (59)',
    });
    expect(first.zoneId).toBeTypeOf('number');
    const warehouses = (await app.inject({ url: '/api/warehouses' })).json() as Array<{
      id: number;
      key: string;
    }>;
    expect(warehouses.find((w) => w.id === first.warehouseId)?.key).toBe('lille');
  });

  it('finds communes that are not delivered, marked so', async () => {
    const [mende] = (await search('3 place du Foirail 48000 Mende')).json().suggestions;
    expect(mende).toMatchObject({
      city: 'Mende',
      isEligible: false,
      zoneId: null,
      zoneName: null,
      warehouseId: null,
    });
  });

  it('knows Brussels, filters by country, and answers [] to a too short query', async () => {
    const [ixelles] = (await search('Rue du Bailli 5, 1050 Ixelles', '&country=be')).json().suggestions;
    expect(ixelles).toMatchObject({
      city: 'Ixelles',
      country: 'BE',
      isEligible: true,
      zoneName: 'Bruxelles-Capitale',
    });
    // The zone in Dutch for nl-BE.
    const [elsene] = (await search('Rue du Bailli 5, 1050 Ixelles', '&country=BE&locale=nl_BE')).json()
      .suggestions;
    expect(elsene.zoneName).toBe('Brussel-Hoofdstad');
    expect((await search('Lille', '&country=BE')).json().suggestions).toEqual([]);
    expect((await search('L')).json()).toEqual({ suggestions: [] });
    const bad = await search('Lille', '&country=DE');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('country');
  });
});

describe('POST /api/register', () => {
  it('creates the account at its delivered address once the e-mailed link is followed, and logs the new user in', async () => {
    const body = { ...valid(), email: `  Lea.${Date.now()}@Example.COM ` };
    const res = await registerConfirmed(app, body, 'fr_FR');
    expect(res.statusCode).toBe(201);
    const { token, refresh_token } = res.json();
    expect(token).toBeTypeOf('string');
    expect(refresh_token.length).toBeGreaterThanOrEqual(40);

    const me = await app.inject({ url: '/api/user', headers: { authorization: `Bearer ${token}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      firstname: 'Léa',
      lastname: 'Dubois',
      email: body.email.trim().toLowerCase(),
      newsletterOptIn: true,
      zone: { name: 'Nord (59)', isDeliveryPoint: false },
      address: {
        name: 'Appartement',
        streetNumber: '12',
        address: 'rue Nationale',
        cp: '59000',
        city: 'Lille',
        isSelected: true,
      },
    });

    const [user] = await db.select().from(users).where(eq(users.email, body.email.trim().toLowerCase()));
    expect(user!.adultDeclaredAt).toBeInstanceOf(Date);
    expect(user!.locale).toBe('fr');
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    const [address] = await db.select().from(addresses).where(eq(addresses.userId, user!.id));
    expect(address).toMatchObject({
      houseType: 'apartment',
      apartmentDetails: '3e étage, porte gauche',
      companyName: null,
      country: 'FR',
      lat: 50.6363,
      lng: 3.0571,
      zoneId: user!.zoneId,
    });

    // The new account can log in with its password.
    const login = await app.inject({
      method: 'POST',
      url: '/api/login_check',
      payload: { username: body.email, password: body.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('registers in Brussels in Dutch, the full address composed when not given', async () => {
    const body = {
      ...valid(),
      houseType: 'company',
      companyName: 'Brasserie Flagey',
      address: { number: '5', street: 'Rue du Bailli', postalCode: '1050', city: 'Elsene' },
    };
    const res = await registerConfirmed(app, body, 'nl_BE');
    expect(res.statusCode).toBe(201);
    const [row] = await db
      .select({
        locale: users.locale,
        name: addresses.name,
        country: addresses.country,
        company: addresses.companyName,
      })
      .from(users)
      .innerJoin(addresses, eq(addresses.userId, users.id))
      .where(eq(users.email, body.email));
    expect(row).toEqual({ locale: 'nl-BE', name: 'Kantoor', country: 'BE', company: 'Brasserie Flagey' });
  });

  it("requires the e-mail with the spec's message", async () => {
    const { email: _, ...body } = valid();
    const res = await register(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'email_required',
      message: "L'email est requis",
      errors: [{ field: 'email', message: "L'email est requis" }],
    });
    expect((await register({ ...valid(), email: '   ' })).json().errors).toEqual([
      { field: 'email', message: "L'email est requis" },
    ]);
  });

  it.each([
    ['email', { email: 'not-an-email' }, 'Adresse e-mail invalide.'],
    ['password', { password: 'court' }, 'Le mot de passe doit contenir au moins 8 caractères.'],
    ['password', { password: 'x'.repeat(129) }, 'Le mot de passe ne peut pas dépasser 128 caractères.'],
    ['password', { password: 'Password1' }, 'Ce mot de passe est trop courant : choisissez-en un autre.'],
    ['password', { password: 'azertyuiop' }, 'Ce mot de passe est trop courant : choisissez-en un autre.'],
    ['isAdult', { isAdult: false }, 'Vous devez déclarer avoir 18 ans ou plus.'],
    ['isAdult', { isAdult: undefined }, 'Vous devez déclarer avoir 18 ans ou plus.'],
    ['firstname', { firstname: '  ' }, 'Ce champ est requis.'],
    ['lastname', { lastname: undefined }, 'Ce champ est requis.'],
    ['phone', { phone: 'call me' }, 'Valeur invalide.'],
    ['houseType', { houseType: 'castle' }, 'Valeur invalide.'],
    [
      'address',
      { address: { ...lille, number: '' } },
      'Adresse incomplète : numéro, rue, code postal et ville sont requis.',
    ],
    [
      'address',
      { address: { ...lille, fullAddress: '1 r, Lille' } },
      'Adresse incomplète : numéro, rue, code postal et ville sont requis.',
    ],
    [
      'address',
      { address: undefined },
      'Adresse incomplète : numéro, rue, code postal et ville sont requis.',
    ],
    [
      'address',
      { address: { number: '3', street: 'place du Foirail', postalCode: '48000', city: 'Mende' } },
      'Nous ne livrons pas encore cette adresse.',
    ],
    [
      'address',
      { address: { ...lille, coordinates: { lat: 0, lng: 0 } } },
      'Ce point sur la carte est trop loin de la commune de l’adresse.',
    ],
  ])('refuses an invalid %s: %j', async (field, change, text) => {
    const res = await register({ ...valid(), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: expect.stringMatching(/^[a-z_]+$/),
      message: text,
      errors: [{ field, message: text }],
    });
  });

  it('lists every invalid field in the order of the form, in the request language', async () => {
    const res = await register(
      {
        address: { number: '3', street: 'place du Foirail', postalCode: '48000', city: 'Mende' },
        houseType: 'house',
        firstname: 'Ana',
        lastname: 'García',
        phone: '+34 600 000 000',
        email: 'nope',
        password: '123',
        isAdult: false,
      },
      'es_ES',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'address_not_eligible',
      message: 'Todavía no entregamos en esta dirección.',
      errors: [
        { field: 'address', message: 'Todavía no entregamos en esta dirección.' },
        { field: 'email', message: 'Dirección de correo electrónico no válida.' },
        { field: 'password', message: 'La contraseña debe tener al menos 8 caracteres.' },
        { field: 'isAdult', message: 'Debes declarar que tienes 18 años o más.' },
      ],
    });
  });

  it('refuses a point far from the address’s commune, in the request language, and keeps nothing', async () => {
    // From an address of its own: the registration's rate limit counts per client.
    const register = (payload: unknown, locale = 'fr_FR') =>
      app.inject({
        method: 'POST',
        url: `/api/register?locale=${locale}`,
        payload: payload as Record<string, unknown>,
        remoteAddress: '203.0.113.77',
      });
    const body = { ...valid(), address: { ...lille, coordinates: { lat: -50.6, lng: -176.9 } } };
    const res = await register(body, 'nl_BE');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'address_point_too_far',
      errors: [
        { field: 'address', message: 'Dit punt op de kaart ligt te ver van de gemeente van het adres.' },
      ],
    });
    const paris = { ...valid(), address: { ...lille, coordinates: { lat: 48.8566, lng: 2.3522 } } };
    expect((await register(paris)).json().code).toBe('address_point_too_far');
    const kept = await db
      .select()
      .from(registrationRequests)
      .where(inArray(registrationRequests.email, [body.email, paris.email]));
    expect(kept).toEqual([]);
    // Out of range: the schema's 400 (never a 500); in the commune, or no point at all: registered.
    const outOfRange = await register({
      ...valid(),
      address: { ...lille, coordinates: { lat: 95, lng: 3 } },
    });
    expect(outOfRange.statusCode).toBe(400);
    const near = { ...valid(), address: { ...lille, coordinates: { lat: 50.65, lng: 3.08 } } };
    expect((await register(near)).statusCode).toBe(202);
    expect((await register({ ...valid(), address: { ...lille, coordinates: null } })).statusCode).toBe(202);
  });

  it('lets exactly one of two simultaneous registrations of the same e-mail create the account', async () => {
    const email = uniqueEmail();
    const asked = await Promise.all([
      register({ ...valid(), email }),
      register({ ...valid(), email, firstname: 'Twin' }),
    ]);
    expect(asked.map((r) => r.statusCode)).toEqual([202, 202]);
    await app.jobs.drain();
    const mails = (await app.inject({ url: `/api/dev/outbox?to=${email}` })).json() as Array<{
      text: string;
    }>;
    const tokens = mails.map((m) => /\?token=([A-Za-z0-9_-]+)/.exec(m.text)![1]!);
    expect(tokens).toHaveLength(2);
    const results = await Promise.all(
      tokens.map((token) => app.inject({ method: 'POST', url: '/api/register/confirm', payload: { token } })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    const loser = results.find((r) => r.statusCode === 400)!;
    expect(loser.json().errors).toEqual([
      { field: 'token', message: expect.stringMatching(/^Impossible de créer un compte/) },
    ]);
    const rows = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
    expect(await db.select().from(addresses).where(eq(addresses.userId, rows[0]!.id))).toHaveLength(1);
  });

  it('a link works once: followed again, it is refused in the request language', async () => {
    const body = valid();
    expect((await registerConfirmed(app, body)).statusCode).toBe(201);
    const token = await registrationTokenOf(app, body.email);
    const again = await app.inject({
      method: 'POST',
      url: '/api/register/confirm?locale=nl_BE',
      payload: { token },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(
      'Deze bevestigingslink is niet meer geldig (hij werkt één keer, 24 uur lang). Begin je registratie opnieuw.',
    );
    const empty = await app.inject({ method: 'POST', url: '/api/register/confirm', payload: {} });
    expect(empty.statusCode).toBe(400);
  });

  it('answers 400, never 500, to malformed bodies', async () => {
    const broken = await app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(broken.statusCode).toBe(400);
    expect((await register([1, 2])).statusCode).toBe(400);
    expect((await register({ ...valid(), address: 'Lille' })).json().errors[0].field).toBe('address');
    expect((await register({ ...valid(), locale: 'de_DE' })).statusCode).toBe(400);
  });
});

describe('POST /api/non-eligible', () => {
  const lead = {
    email: 'someone@example.com',
    fullAddress: '3 place du Foirail, 48000 Mende',
    postalCode: '48000',
    city: 'Mende',
  };
  const post = (payload: Record<string, unknown>, locale = 'fr_FR') =>
    app.inject({ method: 'POST', url: `/api/non-eligible?locale=${locale}`, payload });

  it("requires the e-mail ('L'email est requis') and a valid one", async () => {
    const missing = await post({ ...lead, email: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      code: 'email_required',
      message: "L'email est requis",
      errors: [{ field: 'email', message: "L'email est requis" }],
    });
    const { email: _, ...withoutEmail } = lead;
    expect((await post(withoutEmail)).json().message).toBe("L'email est requis");
    expect((await post({ ...lead, email: 'nope' })).json().errors).toEqual([
      { field: 'email', message: 'Adresse e-mail invalide.' },
    ]);
    expect((await post({ ...lead, email: '' }, 'nl_BE')).json().message).toBe('E-mailadres is verplicht');
  });

  it('keeps one lead per e-mail and postal code, however many times it is sent', async () => {
    const first = await post(lead);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ ok: true });
    expect((await post({ ...lead, email: ' SomeOne@Example.com ' })).statusCode).toBe(201);
    const rows = await db
      .select()
      .from(nonEligibleLeads)
      .where(
        and(eq(nonEligibleLeads.email, 'someone@example.com'), eq(nonEligibleLeads.postalCode, '48000')),
      );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      city: 'Mende',
      country: 'FR',
      locale: 'fr',
      fullAddress: lead.fullAddress,
    });

    expect(
      (
        await post({
          ...lead,
          postalCode: '1400',
          city: 'Nivelles',
          fullAddress: 'Rue de Namur 1, 1400 Nivelles',
        })
      ).statusCode,
    ).toBe(201);
    const other = await db.select().from(nonEligibleLeads).where(eq(nonEligibleLeads.postalCode, '1400'));
    expect(other[0]).toMatchObject({ country: 'BE' });
  });
});
