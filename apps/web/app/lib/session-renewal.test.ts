import { describe, expect, it } from 'vitest';
import { needsRenewal } from '../../session-renewal.js';

const NOW = 1_800_000_000_000;
const token = (claims: Record<string, unknown>) =>
  `e30.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.signature`;
const sid = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';

describe('needsRenewal (server-rendered pages renew the session first)', () => {
  it('keeps a token of a login that expires later', () => {
    expect(needsRenewal(token({ sub: '1', sid, exp: NOW / 1000 + 600 }), NOW)).toBe(false);
  });

  it('renews a missing, unreadable or expiring token', () => {
    expect(needsRenewal(undefined, NOW)).toBe(true);
    expect(needsRenewal('not-a-jwt', NOW)).toBe(true);
    expect(needsRenewal(token({ sub: '1', sid, exp: NOW / 1000 + 10 }), NOW)).toBe(true);
  });

  it('renews a token issued before access tokens named their login (no sid): the API refuses it', () => {
    expect(needsRenewal(token({ sub: '1', exp: NOW / 1000 + 600 }), NOW)).toBe(true);
  });
});
