import { describe, expect, it } from 'vitest';
import { defaultAddressName, localizedAddressName, withReaderDeliveryName } from './address-names.js';

describe('address names', () => {
  it('gives a kind of home its default name in each language', () => {
    expect(defaultAddressName('house', 'nl_BE')).toBe('Huis');
    expect(defaultAddressName('apartment', 'es_ES')).toBe('Piso');
    expect(defaultAddressName('company', 'fr_FR')).toBe('Bureau');
  });

  it('reads a default name in the reader’s language, whatever language it was stored in', () => {
    expect(localizedAddressName('Huis', 'fr_FR')).toBe('Maison');
    expect(localizedAddressName('Huis', 'es_ES')).toBe('Casa');
    expect(localizedAddressName('Casa', 'nl_BE')).toBe('Huis');
    expect(localizedAddressName('Kantoor', 'fr_BE')).toBe('Bureau');
    expect(localizedAddressName('Appartement', 'es_ES')).toBe('Piso');
    expect(localizedAddressName('maison', 'es_ES')).toBe('Casa');
  });

  it('keeps a name the owner chose', () => {
    expect(localizedAddressName('Chez Mamie', 'es_ES')).toBe('Chez Mamie');
    expect(localizedAddressName('12 rue Nationale', 'nl_BE')).toBe('12 rue Nationale');
  });

  it('leaves a pickup point’s name to the zone names', () => {
    expect(withReaderDeliveryName({ deliveryType: 'pdr', deliveryName: 'Huis' }, 'fr_FR').deliveryName).toBe(
      'Huis',
    );
    expect(
      withReaderDeliveryName({ deliveryType: 'address', deliveryName: 'Huis' }, 'fr_FR').deliveryName,
    ).toBe('Maison');
  });
});
