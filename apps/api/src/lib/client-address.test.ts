import { describe, expect, it } from 'vitest';
import { addressBucket, clientAddressKey, signClientAddress, verifyClientAddress } from './client-address.js';

describe('addressBucket', () => {
  it('keeps IPv4 addresses, IPv4-mapped ones included', () => {
    expect(addressBucket('203.0.113.7')).toBe('203.0.113.7');
    expect(addressBucket('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressBucket('::FFFF:cb00:7107')).toBe('203.0.113.7');
  });

  it('counts an IPv6 client as its /64, however it writes its address', () => {
    const bucket = '2001:db8:85a3:12::/64';
    for (const address of [
      '2001:db8:85a3:12::1',
      '2001:0db8:85a3:0012:ffff:ffff:ffff:ffff',
      '2001:DB8:85A3:12:1:2:3:4',
      '2001:db8:85a3:12:0:0:1.2.3.4',
      '2001:db8:85a3:12::5%eth0',
    ])
      expect(addressBucket(address)).toBe(bucket);
    expect(addressBucket('2001:db8:85a3:13::1')).not.toBe(bucket);
    expect(addressBucket('::1')).toBe('0:0:0:0::/64');
  });
});

describe('the signed client address', () => {
  const key = clientAddressKey(new TextEncoder().encode('k'.repeat(40)));

  it('is believed when fresh and intact', () => {
    expect(verifyClientAddress(key, signClientAddress(key, '203.0.113.7'))).toBe('203.0.113.7');
    expect(verifyClientAddress(key, signClientAddress(key, '2001:db8::1'))).toBe('2001:db8::1');
  });

  it('is ignored when stale, from the future, tampered, malformed or unsigned', () => {
    const now = Date.now();
    const signed = signClientAddress(key, '203.0.113.7', now);
    expect(verifyClientAddress(key, signed, now + 61_000)).toBeUndefined();
    expect(verifyClientAddress(key, signed, now - 61_000)).toBeUndefined();
    expect(
      verifyClientAddress(key, { ...signed, 'x-consigne-client-address': '203.0.113.8' }),
    ).toBeUndefined();
    const [timestamp] = signed['x-consigne-client-signature']!.split('.');
    for (const signature of [`${timestamp}.`, `${timestamp}`, 'x.y', `${timestamp}.${'A'.repeat(43)}`, ''])
      expect(
        verifyClientAddress(key, { ...signed, 'x-consigne-client-signature': signature }),
      ).toBeUndefined();
    expect(verifyClientAddress(key, { 'x-consigne-client-address': '203.0.113.7' })).toBeUndefined();
    const notAnAddress = signClientAddress(key, 'evil.example', now);
    expect(verifyClientAddress(key, notAnAddress, now)).toBeUndefined();
  });
});
