import { describe, expect, it } from 'vitest';
import { displayUserAddress, isAddressComplete } from './address.js';

const full = {
  fullAddress: '12 rue de Paris, 59000 Lille',
  street: 'rue de Paris',
  number: '12',
  postalCode: '59000',
  city: 'Lille',
};

describe('isAddressComplete', () => {
  it('needs every part and a fullAddress longer than 10 characters', () => {
    expect(isAddressComplete(full)).toBe(true);
    expect(isAddressComplete({ ...full, number: '' })).toBe(false);
    expect(isAddressComplete({ ...full, fullAddress: '1 r, Lille' })).toBe(false); // exactly 10
    expect(isAddressComplete({ ...full, fullAddress: '1 r., Lille' })).toBe(true); // 11
    expect(isAddressComplete(null)).toBe(false);
  });
});

describe('displayUserAddress', () => {
  it('shows the zone name for a delivery point, else the postal address', () => {
    const address = { streetNumber: '3', address: 'rue Nationale', cp: '59000', city: 'Lille' };
    expect(
      displayUserAddress({ zone: { isDeliveryPoint: true, name: 'Épicerie du Vieux-Lille' }, address }),
    ).toBe('Épicerie du Vieux-Lille');
    expect(displayUserAddress({ zone: { isDeliveryPoint: false, name: 'Nord' }, address })).toBe(
      '3 rue Nationale, 59000 Lille',
    );
  });
});

import { countryOfPostalCode, formatFullAddress, normalizePlaceName } from './address.js';
describe('address formatting', () => {
  it('writes the number where each country puts it', () => {
    expect(
      formatFullAddress({
        number: '12',
        street: 'rue Nationale',
        postalCode: '59000',
        city: 'Lille',
        country: 'FR',
      }),
    ).toBe('12 rue Nationale, 59000 Lille');
    expect(
      formatFullAddress({
        number: '12',
        street: 'Rue Neuve',
        postalCode: '1000',
        city: 'Bruxelles',
        country: 'BE',
      }),
    ).toBe('Rue Neuve 12, 1000 Bruxelles');
  });
  it('tells countries by postal code and compares names loosely', () => {
    expect(countryOfPostalCode('1050')).toBe('BE');
    expect(countryOfPostalCode('59000')).toBe('FR');
    expect(normalizePlaceName('St-Étienne')).toBe('saint etienne');
  });
});
