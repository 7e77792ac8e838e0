import { describe, expect, it } from 'vitest';
import {
  ADDRESS_POINT_MAX_KM,
  displayUserAddress,
  isAddressComplete,
  isPointInCommune,
  isStopNearWarehouse,
} from './address.js';

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

describe('isPointInCommune', () => {
  const lille = { lat: 50.6366, lng: 3.0635 };
  it('accepts a point in the commune or near it, refuses one in another town or at 0,0', () => {
    expect(isPointInCommune({ lat: 50.6292, lng: 3.0573 }, lille)).toBe(true);
    // Roubaix, 11 km away: a plausible error for a big commune, accepted.
    expect(isPointInCommune({ lat: 50.6901, lng: 3.1817 }, lille)).toBe(true);
    // Brussels (95 km), Paris, 0,0 and the antipode: refused.
    for (const far of [
      { lat: 50.8467, lng: 4.3525 },
      { lat: 48.8566, lng: 2.3522 },
      { lat: 0, lng: 0 },
      { lat: -50.6366, lng: -176.9365 },
    ])
      expect(isPointInCommune(far, lille)).toBe(false);
  });
  it('draws the line at ADDRESS_POINT_MAX_KM from the centre, in every direction', () => {
    const at = (km: number, angle: number) => ({
      lat: lille.lat + (km / 111.2) * Math.cos(angle),
      lng: lille.lng + (km / (111.2 * Math.cos((lille.lat * Math.PI) / 180))) * Math.sin(angle),
    });
    for (let k = 0; k < 8; k++) {
      const angle = (k * Math.PI) / 4;
      expect(isPointInCommune(at(ADDRESS_POINT_MAX_KM - 0.5, angle), lille)).toBe(true);
      expect(isPointInCommune(at(ADDRESS_POINT_MAX_KM + 0.5, angle), lille)).toBe(false);
    }
  });
  it('accepts any point when the commune has no known centre', () => {
    expect(isPointInCommune({ lat: 0, lng: 0 }, null)).toBe(true);
  });
});

describe('isStopNearWarehouse', () => {
  it('keeps the towns around a warehouse, not a point across the country', () => {
    const warehouse = { lat: 50.6292, lng: 3.0573 };
    expect(isStopNearWarehouse({ lat: 50.7239, lng: 3.1612 }, warehouse)).toBe(true);
    expect(isStopNearWarehouse({ lat: 48.8566, lng: 2.3522 }, warehouse)).toBe(false);
    expect(isStopNearWarehouse({ lat: 0, lng: 0 }, warehouse)).toBe(false);
  });
});
