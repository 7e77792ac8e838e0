import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addressKey,
  canRemind,
  isSelfReferral,
  newSponsorshipCode,
  normalizeSponsorshipCode,
  SPONSORSHIP_REWARD_CENTS,
  sponsorshipCodePrefix,
} from './sponsorship.js';

describe('sponsorship codes', () => {
  it('the reward is the spec’s 10 euros', () => expect(SPONSORSHIP_REWARD_CENTS).toBe(1000));

  it('compares codes without case, spaces or dashes', () => {
    expect(normalizeSponsorshipCode(' camille10 ')).toBe('CAMILLE10');
    expect(normalizeSponsorshipCode('Cam-ille 10')).toBe('CAMILLE10');
    expect(normalizeSponsorshipCode('ab')).toBeNull();
    expect(normalizeSponsorshipCode('CAMILLE10<script>')).toBeNull();
    expect(normalizeSponsorshipCode('x'.repeat(21))).toBeNull();
    expect(normalizeSponsorshipCode(undefined)).toBeNull();
  });

  it('builds new codes from the first name, accents removed', () => {
    expect(sponsorshipCodePrefix('Élodie-Anne')).toBe('ELODIEAN');
    expect(sponsorshipCodePrefix('李')).toBe('AMI');
    expect(newSponsorshipCode('Zoé', () => 0)).toBe('ZOE2222');
  });

  it('every new code is a valid code, in its own normal form', () => {
    fc.assert(
      fc.property(fc.string(), fc.double({ min: 0, max: 0.999999, noNaN: true }), (name, r) => {
        const code = newSponsorshipCode(name, () => r);
        expect(normalizeSponsorshipCode(code)).toBe(code);
        expect(normalizeSponsorshipCode(code.toLowerCase())).toBe(code);
      }),
    );
  });
});

describe('reminders', () => {
  const now = new Date('2026-11-24T10:00:00Z');
  it('allow one reminder per godson per 7 days', () => {
    expect(canRemind(null, now)).toBe(true);
    expect(canRemind(new Date('2026-11-17T10:00:01Z'), now)).toBe(false);
    expect(canRemind(new Date('2026-11-17T10:00:00Z'), now)).toBe(true);
  });
});

describe('isSelfReferral', () => {
  const sponsor = { email: 'marie@famille.fr', addresses: ['12 rue Nationale, 59000 Lille'] };
  it('refuses an order delivered to the sponsor’s address, whatever the e-mails', () => {
    const godson = { email: 'paul@gmail.com', addresses: ['3 rue Gambetta, 59000 Lille'] };
    expect(isSelfReferral(sponsor, godson, '12 Rue  Nationale, 59000 LILLE')).toBe(true);
    expect(isSelfReferral(sponsor, godson, '3 rue Gambetta, 59000 Lille')).toBe(false);
  });
  it('refuses the same e-mail domain with a shared address', () => {
    const godson = {
      email: 'marie2@FAMILLE.fr',
      addresses: ['3 rue Gambetta, 59000 Lille', '12 rue nationale 59000 lille'],
    };
    expect(isSelfReferral(sponsor, godson, '3 rue Gambetta, 59000 Lille')).toBe(true);
    expect(isSelfReferral(sponsor, { ...godson, email: 'marie2@autre.fr' }, null)).toBe(false);
  });
  it('a pickup-point order alone is no evidence', () => {
    expect(isSelfReferral(sponsor, { email: 'p@x.fr', addresses: [] }, null)).toBe(false);
  });
  it('addressKey ignores case, accents and punctuation', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(addressKey(s.toUpperCase())).toBe(addressKey(s.toUpperCase().toLowerCase()));
      }),
    );
    expect(addressKey('3, Rue de l’Église')).toBe(addressKey('3 rue de l eglise'));
  });
});
