import { describe, expect, it } from 'vitest';
import { countryOfPostalCode, formatFullAddress, toChosenAddress } from './address';

describe('chosen address helpers', () => {
  it('formats like the API, per country', () => {
    const parts = { number: '12', street: 'rue Nationale', postalCode: '59000', city: 'Lille' };
    expect(formatFullAddress({ ...parts, country: 'FR' })).toBe('12 rue Nationale, 59000 Lille');
    expect(
      formatFullAddress({
        ...parts,
        postalCode: '1000',
        city: 'Bruxelles',
        street: 'Rue Neuve',
        country: 'BE',
      }),
    ).toBe('Rue Neuve 12, 1000 Bruxelles');
    expect([countryOfPostalCode('1050'), countryOfPostalCode('59000')]).toEqual(['BE', 'FR']);
  });

  it('reads a cookie value defensively', () => {
    expect(toChosenAddress(null)).toBeNull();
    expect(toChosenAddress('x')).toBeNull();
    expect(toChosenAddress({ fullAddress: 'x' })).toBeNull();
    expect(
      toChosenAddress({
        fullAddress: '12 rue Nationale, 59000 Lille',
        number: '12',
        street: 'rue Nationale',
        postalCode: '59000',
        city: 'Lille',
        country: 'XX',
        coordinates: { lat: 'a', lng: 3 },
        zoneId: 3,
        zoneName: 'Nord (59)',
        isEligible: 'yes',
        warehouseId: 1,
      }),
    ).toEqual({
      fullAddress: '12 rue Nationale, 59000 Lille',
      number: '12',
      street: 'rue Nationale',
      postalCode: '59000',
      city: 'Lille',
      country: 'FR',
      coordinates: null,
      zoneId: 3,
      zoneName: 'Nord (59)',
      isEligible: false,
      warehouseId: 1,
    });
  });
});
