/**
 * Web Push (RFC 8030/8291/8292) through the `web-push` library: it encrypts the payload for the
 * device's keys and signs the request with the shop's VAPID keys; the request itself is sent here
 * with fetch, so that the test's fake push service may be plain HTTP (web-push's own sender is
 * HTTPS only). Only endpoints of the allow-list are ever stored (preferences.ts), so the shop's
 * server never POSTs where a client chose.
 */
import webpush from 'web-push';
import type { Config } from '../../config.js';

export interface PushDevice {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushMessage {
  title: string;
  body: string;
  url: string;
  /** The notification's id: a second copy of it replaces the first on the device (and at the push service). */
  tag: string;
  /** Seconds the push service keeps it for a device that is off. */
  ttl: number;
  urgency: 'normal' | 'high';
}

/** What the push service answered: taken, or the device is gone (404/410: forget it), or an error. */
export type PushAnswer = { status: 'sent' } | { status: 'gone' } | { status: 'error'; error: string };

export interface PushSender {
  readonly publicKey: string;
  send(device: PushDevice, message: PushMessage): Promise<PushAnswer>;
}

/** The push services answer within seconds; a hung one must not hold the job past its expiry. */
const PUSH_TIMEOUT_MS = 15_000;

export function createPushSender(vapid: Config['vapid']): PushSender {
  return {
    publicKey: vapid.publicKey,
    async send(device, message) {
      const details = webpush.generateRequestDetails(
        { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
        JSON.stringify({ title: message.title, body: message.body, url: message.url, tag: message.tag }),
        {
          vapidDetails: vapid,
          TTL: message.ttl,
          urgency: message.urgency,
          topic: message.tag,
          contentEncoding: 'aes128gcm',
        },
      );
      let response: Response;
      try {
        response = await fetch(details.endpoint, {
          method: details.method,
          headers: details.headers as Record<string, string>,
          body: details.body,
          redirect: 'error',
          signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
        });
      } catch (error) {
        return { status: 'error', error: error instanceof Error ? error.message : String(error) };
      }
      await response.body?.cancel();
      if (response.status === 404 || response.status === 410) return { status: 'gone' };
      if (response.ok) return { status: 'sent' };
      return { status: 'error', error: `push service answered ${response.status}` };
    },
  };
}
