import { describe, expect, it } from 'vitest';
import {
  businessIdentityProblems,
  frenchVatNumberOf,
  isValidBelgianEnterpriseNumber,
  isValidEuVatNumber,
  isValidPeppolEndpoint,
  isValidSiren,
  normalizeBusinessIdentity,
} from './identity.js';

describe('business identifiers', () => {
  it('checks a SIREN by Luhn, spaces allowed', () => {
    expect(isValidSiren('732 829 320')).toBe(true);
    expect(isValidSiren('732829321')).toBe(false);
    expect(isValidSiren('000000000')).toBe(false);
    expect(isValidSiren('73282932')).toBe(false);
  });

  it('derives and checks French VAT numbers from the SIREN', () => {
    expect(frenchVatNumberOf('732829320')).toBe('FR44732829320');
    expect(isValidEuVatNumber('FR 44 732829320')).toBe(true);
    expect(isValidEuVatNumber('FR45732829320')).toBe(false);
    expect(isValidEuVatNumber('FR44732829321')).toBe(false);
  });

  it('checks Belgian enterprise and VAT numbers by their mod-97 key', () => {
    expect(isValidBelgianEnterpriseNumber('0417.497.106')).toBe(true);
    expect(isValidBelgianEnterpriseNumber('0417497107')).toBe(false);
    expect(isValidEuVatNumber('BE0417497106')).toBe(true);
    expect(isValidEuVatNumber('BE0417497107')).toBe(false);
    expect(isValidEuVatNumber('DE123456789')).toBe(true);
    expect(isValidEuVatNumber('DE000')).toBe(false);
  });

  it('checks an electronic address against its scheme', () => {
    expect(isValidPeppolEndpoint('0208', '0417497106')).toBe(true);
    expect(isValidPeppolEndpoint('0208', '732829320')).toBe(false);
    expect(isValidPeppolEndpoint('0009', '73282932000074')).toBe(true);
    expect(isValidPeppolEndpoint('0225', '732829320')).toBe(true);
    expect(isValidPeppolEndpoint('0225', '732829320_ACHATS')).toBe(true);
    expect(isValidPeppolEndpoint('9999', '732829320')).toBe(false);
  });
});

describe('businessIdentityProblems', () => {
  const valid = {
    companyName: 'Bistrot du Coin',
    siren: '732829320',
    vatNumber: null,
    peppolScheme: null,
    peppolId: null,
  };

  it('accepts a company with a SIREN, or with a VAT number only', () => {
    expect(businessIdentityProblems(valid)).toEqual({});
    expect(businessIdentityProblems({ ...valid, siren: null, vatNumber: 'BE0417497106' })).toEqual({});
  });

  it('says what is wrong, field by field', () => {
    expect(
      businessIdentityProblems({
        companyName: '  ',
        siren: '123',
        vatNumber: 'FR00',
        peppolScheme: '0208',
        peppolId: '123',
      }),
    ).toEqual({
      companyName: 'companyNameRequired',
      siren: 'sirenInvalid',
      vatNumber: 'vatNumberInvalid',
      peppolId: 'peppolEndpointInvalid',
    });
    expect(businessIdentityProblems({ ...valid, siren: '' })).toEqual({
      siren: 'businessIdentifierRequired',
    });
    expect(businessIdentityProblems({ ...valid, peppolScheme: null, peppolId: '0417497106' })).toEqual({
      peppolId: 'peppolEndpointInvalid',
    });
  });

  it('stores identifiers compacted, upper-case, and no scheme without an id', () => {
    expect(
      normalizeBusinessIdentity({
        companyName: ' Bistrot  du Coin ',
        siren: '732 829 320',
        vatNumber: 'fr44 732829320',
        peppolScheme: '0225',
        peppolId: '',
      }),
    ).toEqual({
      companyName: 'Bistrot du Coin',
      siren: '732829320',
      vatNumber: 'FR44732829320',
      peppolScheme: null,
      peppolId: null,
    });
  });
});
