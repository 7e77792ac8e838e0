import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  FallbackLookup,
  formatFullAddress,
  parseAddressQuery,
  type AddressLookup,
  type FetchFn,
} from './address-lookup.js';
import { BpostLookup, titleCase } from './adapters/bpost.js';
import { GeoplateformeLookup } from './adapters/geoplateforme.js';
import { createAddressLookup } from './adapters/index.js';
import { OfflineLookup } from './adapters/offline.js';
import { officialCommunes, type Commune } from '../zones/index.js';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

/** A recorded answer in place of the network: every call gets `body` with `status`, and is noted. */
function recorded(body: string, status = 200) {
  const calls: string[] = [];
  const fetch: FetchFn = async (url) => {
    calls.push(url);
    return new Response(body, { status, headers: { 'content-type': 'application/json' } });
  };
  return { fetch, calls };
}

/** A peer that never answers: only the timeout ends the call. */
const silent: FetchFn = (_url, init) =>
  new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)));

describe('parseAddressQuery', () => {
  it('reads French and Belgian ways of writing an address', () => {
    expect(parseAddressQuery('12 rue Nationale 59000 Lille')).toMatchObject({
      number: '12',
      street: 'rue Nationale',
      postalCode: '59000',
      city: 'Lille',
    });
    expect(parseAddressQuery('12 bis, avenue Foch, 75016 Paris')).toMatchObject({
      number: '12 bis',
      street: 'avenue Foch',
      postalCode: '75016',
      city: 'Paris',
    });
    expect(parseAddressQuery('Rue Neuve 12, 1000 Bruxelles')).toMatchObject({
      number: '12',
      street: 'Rue Neuve',
      postalCode: '1000',
      city: 'Bruxelles',
    });
    expect(parseAddressQuery('12 rue Nationale, Lille')).toMatchObject({
      number: '12',
      street: 'rue Nationale',
      postalCode: '',
      city: 'Lille',
    });
  });

  it('tells a leading house number from a Belgian postal code', () => {
    expect(parseAddressQuery('1200 route de Lyon')).toMatchObject({ number: '1200', postalCode: '' });
    expect(parseAddressQuery('1050 Ixelles')).toMatchObject({
      number: '',
      postalCode: '1050',
      city: 'Ixelles',
    });
  });

  it('takes digits alone as a postal code being typed, and words alone as a city', () => {
    expect(parseAddressQuery('590')).toMatchObject({ postalCode: '590', postalPrefixOnly: true });
    expect(parseAddressQuery('12 rue Nationale 590')).toMatchObject({
      number: '12',
      street: 'rue Nationale',
      postalCode: '590',
      postalPrefixOnly: true,
    });
    expect(parseAddressQuery('Lil')).toMatchObject({ city: 'Lil', street: '', number: '' });
    expect(parseAddressQuery('  ')).toMatchObject({ city: '', street: '', postalCode: '' });
  });

  it('formats the full address the way each country writes it', () => {
    const parts = { number: '12', street: 'rue Nationale', postalCode: '59000', city: 'Lille' };
    expect(formatFullAddress({ ...parts, country: 'FR' })).toBe('12 rue Nationale, 59000 Lille');
    expect(
      formatFullAddress({
        ...parts,
        street: 'Rue Neuve',
        postalCode: '1000',
        city: 'Bruxelles',
        country: 'BE',
      }),
    ).toBe('Rue Neuve 12, 1000 Bruxelles');
  });
});

describe('OfflineLookup', () => {
  const communes: Commune[] = [
    { code: '59350', name: 'Lille', postalCode: '59000', country: 'FR', population: 238_000 },
    { code: '59350', name: 'Lille', postalCode: '59800', country: 'FR', population: 238_000 },
    { code: '59599', name: 'Lys-lez-Lannoy', postalCode: '59390', country: 'FR', population: 13_000 },
    { code: '59360', name: 'Lomme', postalCode: '59160', country: 'FR', population: 28_000 },
    { code: '48095', name: 'Mende', postalCode: '48000', country: 'FR', population: 12_000 },
    { code: '21009', name: 'Ixelles / Elsene', postalCode: '1050', country: 'BE', population: 87_000 },
  ];
  const lookup = new OfflineLookup(async () => communes);

  it('completes the city of a typed postal code and keeps the typed number and street', async () => {
    expect(await lookup.search('12 rue Nationale 59000 Lille')).toEqual([
      {
        fullAddress: '12 rue Nationale, 59000 Lille',
        number: '12',
        street: 'rue Nationale',
        postalCode: '59000',
        city: 'Lille',
        country: 'FR',
        // The commune's centre: the data knows communes, not streets.
        coordinates: { lat: 50.6366, lng: 3.0635 },
        precision: 'commune',
      },
    ]);
  });

  it('claims no street: every suggestion of a street typed without its postal code is a commune', async () => {
    const found = await lookup.search('3 rue Esquermoise Lille');
    expect(found.map((s) => `${s.postalCode} ${s.city}`)).toEqual(['59000 Lille', '59800 Lille']);
    expect(found.every((s) => s.precision === 'commune')).toBe(true);
  });

  it('completes the postal codes of a typed city, most populous first', async () => {
    const found = await lookup.search('12 rue Nationale, Lil');
    expect(found.map((s) => `${s.postalCode} ${s.city}`)).toEqual(['59000 Lille', '59800 Lille']);
    expect(found[0]!.fullAddress).toBe('12 rue Nationale, 59000 Lille');
  });

  it('finds the city at the end of an address typed without a comma or postal code', async () => {
    const [first] = await lookup.search('12 rue Nationale Lille');
    expect(first).toMatchObject({
      number: '12',
      street: 'rue Nationale',
      city: 'Lille',
      postalCode: '59000',
    });
    // A city being typed, and a street named after a city.
    expect((await lookup.search('12 rue Nationale Lil'))[0]).toMatchObject({
      street: 'rue Nationale',
      city: 'Lille',
    });
    expect(await lookup.search('12 rue de Mende')).toEqual([]);
  });

  it('answers postal code prefixes, bilingual names in the language typed, and filters by country', async () => {
    expect((await lookup.search('591')).map((s) => s.city)).toEqual(['Lomme']);
    expect((await lookup.search('12 rue Nationale 5900'))[0]).toMatchObject({
      postalCode: '59000',
      number: '12',
    });
    expect((await lookup.search('Rue du Bailli 5, 1050 Elsene'))[0]).toMatchObject({
      city: 'Elsene',
      street: 'Rue du Bailli',
      number: '5',
      fullAddress: 'Rue du Bailli 5, 1050 Elsene',
    });
    expect((await lookup.search('1050'))[0]!.city).toBe('Ixelles');
    expect(await lookup.search('Lille', 'BE')).toEqual([]);
    expect(await lookup.search('Zzyzx')).toEqual([]);
  });

  it('knows every French commune of the official list, and Brussels', async () => {
    const official = new OfflineLookup(async () => officialCommunes());
    expect((await official.search('3 place du Foirail 48000 Mende'))[0]).toMatchObject({
      city: 'Mende',
      postalCode: '48000',
    });
    expect((await official.search('Schaerbeek'))[0]).toMatchObject({ postalCode: '1030', country: 'BE' });
  });
});

describe('GeoplateformeLookup (recorded answers)', () => {
  it('reads house numbers, streets and coordinates', async () => {
    const { fetch, calls } = recorded(fixture('geoplateforme-12-rue-nationale-lille.json'));
    const found = await new GeoplateformeLookup({ fetch }).search('12 rue Nationale 59000 Lille');
    expect(calls).toEqual(['https://data.geopf.fr/geocodage/search?q=12+rue+Nationale+59000+Lille&limit=5']);
    expect(found[0]).toEqual({
      fullAddress: '12 Rue Nationale, 59000 Lille',
      number: '12',
      street: 'Rue Nationale',
      postalCode: '59000',
      city: 'Lille',
      country: 'FR',
      coordinates: { lat: 50.636329, lng: 3.057063 },
    });
    // A street-level answer keeps the typed number.
    expect(found[2]).toMatchObject({ number: '12', street: 'Rue Nationale', city: 'Lens' });
  });

  it('keeps the typed number and street when only the municipality is known', async () => {
    const { fetch } = recorded(fixture('geoplateforme-mende.json'));
    const [mende] = await new GeoplateformeLookup({ fetch }).search('3 place du Foirail 48000 Mende');
    expect(mende).toMatchObject({
      number: '3',
      street: 'place du Foirail',
      postalCode: '48000',
      city: 'Mende',
      fullAddress: '3 place du Foirail, 48000 Mende',
    });
  });

  it('asks nothing for Belgium or a too short query; fails on an error answer or a timeout', async () => {
    const { fetch, calls } = recorded(fixture('geoplateforme-error.json'), 400);
    const lookup = new GeoplateformeLookup({ fetch });
    expect(await lookup.search('Rue Neuve 12, 1000 Bruxelles', 'BE')).toEqual([]);
    expect(await lookup.search('ab')).toEqual([]);
    expect(calls).toEqual([]);
    await expect(lookup.search('12 rue Nationale')).rejects.toThrow(/HTTP 400/);
    await expect(
      new GeoplateformeLookup({ fetch: silent, timeoutMs: 20 }).search('12 rue Nationale'),
    ).rejects.toThrow();
  });
});

describe('BpostLookup (recorded answers)', () => {
  it('reads the documented shape, title-cases names, adds the box number', async () => {
    const { fetch, calls } = recorded(fixture('bpost-rue-neuve.json'));
    const found = await new BpostLookup({ fetch }).search('Rue Neuve 12 Bruxelles', 'BE');
    expect(calls[0]).toBe(
      'https://webservices-pub.bpost.be/ws/ExternalMailingAddressProofingCSREST_v1/address/autocomplete?id=1&q=Rue+Neuve+12+Bruxelles&maxNumberOfSuggestions=5',
    );
    expect(found).toEqual([
      {
        fullAddress: 'Rue Neuve 12, 1000 Bruxelles',
        number: '12',
        street: 'Rue Neuve',
        postalCode: '1000',
        city: 'Bruxelles',
        country: 'BE',
        coordinates: { lat: 50.852742, lng: 4.354927 },
      },
      expect.objectContaining({ street: 'Nieuwstraat', city: 'Brussel', coordinates: null }),
      expect.objectContaining({
        street: 'Chaussée de Wavre',
        number: '12 bte 3',
        fullAddress: 'Chaussée de Wavre 12 bte 3, 1050 Ixelles',
      }),
    ]);
  });

  it('gives [] for no suggestion and for France; fails on a malformed answer', async () => {
    expect(await new BpostLookup(recorded(fixture('bpost-no-suggestion.json'))).search('Nowhere 1')).toEqual(
      [],
    );
    expect(await new BpostLookup(recorded('{}')).search('12 rue Nationale', 'FR')).toEqual([]);
    await expect(new BpostLookup(recorded('{"unexpected": true}')).search('Rue Neuve')).rejects.toThrow(
      /topSuggestions/,
    );
  });

  it('title-cases Belgian names', () => {
    expect(titleCase("RUE DE L'ÉTUVE")).toBe("Rue de l'Étuve");
    expect(titleCase('SINT-JANS-MOLENBEEK')).toBe('Sint-Jans-Molenbeek');
    expect(titleCase('DE WANDELING')).toBe('De Wandeling');
  });
});

describe('FallbackLookup and the start-up choice', () => {
  const offline: AddressLookup = {
    code: 'stub',
    search: async () => [
      {
        fullAddress: '12 rue Nationale, 59000 Lille',
        number: '12',
        street: 'rue Nationale',
        postalCode: '59000',
        city: 'Lille',
        country: 'FR',
        coordinates: null,
      },
    ],
  };

  it('uses the offline lookup when the remote one fails or finds nothing', async () => {
    const errors: unknown[] = [];
    const failing = new FallbackLookup(
      new GeoplateformeLookup({ fetch: silent, timeoutMs: 10 }),
      offline,
      (e) => errors.push(e),
    );
    expect((await failing.search('12 rue Nationale 59000 Lille'))[0]!.city).toBe('Lille');
    expect(errors).toHaveLength(1);
    const empty = new FallbackLookup(new BpostLookup(recorded(fixture('bpost-no-suggestion.json'))), offline);
    expect(await empty.search('12 rue Nationale 59000 Lille')).toHaveLength(1);
  });

  it('chooses the implementation from ADDRESS_LOOKUP and refuses an unknown one', () => {
    const db = {} as never;
    expect(createAddressLookup(undefined, { db }).code).toBe('offline');
    expect(createAddressLookup('geoplateforme', { db }).code).toBe('geoplateforme+offline');
    expect(createAddressLookup('bpost', { db }).code).toBe('bpost+offline');
    expect(() => createAddressLookup('google', { db })).toThrow(/offline, geoplateforme, bpost/);
  });
});
