import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  channelsFor,
  isAllowedPushEndpoint,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENTS,
  preferenceGrid,
  validPushKeys,
  wantsChannel,
  type NotificationChoice,
} from './notifications.js';

const choice = fc.record({
  event: fc.constantFrom(...NOTIFICATION_EVENTS),
  channel: fc.constantFrom(...NOTIFICATION_CHANNELS),
  enabled: fc.boolean(),
});

describe('notification preferences', () => {
  it('defaults: e-mail on, push on, SMS off', () => {
    for (const event of NOTIFICATION_EVENTS) {
      expect(wantsChannel([], event, 'email')).toBe(true);
      expect(wantsChannel([], event, 'push')).toBe(true);
      expect(wantsChannel([], event, 'sms')).toBe(false);
    }
  });

  it('push needs a device and SMS a phone, whatever the shopper chose', () => {
    const all: NotificationChoice[] = [{ event: 'delivered', channel: 'sms', enabled: true }];
    expect(channelsFor(all, 'delivered', { devices: 0, phone: false })).toEqual(['email']);
    expect(channelsFor(all, 'delivered', { devices: 2, phone: true })).toEqual(['email', 'push', 'sms']);
    expect(channelsFor(all, 'orderPlaced', { devices: 1, phone: true })).toEqual(['email', 'push']);
  });

  it('a choice decides its own event and channel only (the last word is the stored one)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(choice, { selector: (c) => `${c.event}/${c.channel}` }), (choices) => {
        const grid = preferenceGrid(choices);
        expect(grid).toHaveLength(NOTIFICATION_EVENTS.length * NOTIFICATION_CHANNELS.length);
        for (const cell of grid) {
          const chosen = choices.find((c) => c.event === cell.event && c.channel === cell.channel);
          expect(cell.enabled).toBe(chosen ? chosen.enabled : cell.channel !== 'sms');
          const reached = channelsFor(choices, cell.event, { devices: 1, phone: true });
          expect(reached.includes(cell.channel)).toBe(cell.enabled);
        }
      }),
    );
  });
});

describe('push endpoints', () => {
  it('takes the push services over HTTPS', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAA',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
      'https://web.push.apple.com/QGxq',
    ])
      expect(isAllowedPushEndpoint(endpoint), endpoint).toBe(true);
  });

  it('refuses any other host, plain HTTP, a port, credentials or a look-alike', () => {
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com:8443/fcm/send/x',
      'https://evil.example/fcm.googleapis.com',
      'https://fcm.googleapis.com.evil.example/x',
      'https://user:pw@fcm.googleapis.com/x',
      'https://169.254.169.254/latest/meta-data',
      'https://notify.windows.com.evil/x',
      'file:///etc/passwd',
      'not a url',
    ])
      expect(isAllowedPushEndpoint(endpoint), endpoint).toBe(false);
  });

  it('takes a test host only when named, HTTP included', () => {
    expect(isAllowedPushEndpoint('http://127.0.0.1:4893/push/1')).toBe(false);
    expect(isAllowedPushEndpoint('http://127.0.0.1:4893/push/1', ['127.0.0.1:4893'])).toBe(true);
    expect(isAllowedPushEndpoint('http://127.0.0.1:4894/push/1', ['127.0.0.1:4893'])).toBe(false);
  });

  it('takes keys of the sizes the encryption fixes, base64url', () => {
    const p256dh = 'B'.repeat(87);
    const auth = 'A'.repeat(22);
    expect(validPushKeys({ p256dh, auth })).toBe(true);
    expect(validPushKeys({ p256dh: p256dh + 'AAAA', auth })).toBe(false);
    expect(validPushKeys({ p256dh, auth: 'A'.repeat(5000) })).toBe(false);
    expect(validPushKeys({ p256dh: p256dh.slice(0, 86) + '+', auth })).toBe(false);
    expect(validPushKeys({ p256dh, auth: 'AAAA=AAAAAAAAAAAAAAAAA' })).toBe(false);
  });
});
