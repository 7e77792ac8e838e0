import { createHmac, timingSafeEqual } from 'node:crypto';
import { addDays, localDate, zonedInstant } from '@consigne/domain';

/**
 * The tracking link's token: the order id and an expiry, signed (HMAC-SHA-256 cut to 128 bits) with a
 * key derived from TRACKING_SECRET (else JWT_SECRET). 24 bytes, 32 base64url characters; opaque to
 * the shopper and to whoever they forward it to. Nothing is stored: the key decides (docs/security.md).
 */
const BODY_BYTES = 8;
const MAC_BYTES = 16;
const TOKEN = /^[A-Za-z0-9_-]{32}$/;

/** The key of the tracking links, derived so that it never equals the secret it comes from. */
export function trackingKey(secret: Uint8Array): Buffer {
  return createHmac('sha256', secret).update('consigne/tracking-link/v1').digest();
}

const macOf = (key: Buffer, body: Buffer) =>
  createHmac('sha256', key).update(body).digest().subarray(0, MAC_BYTES);

export function signTrackingToken(key: Buffer, orderId: number, expiresAt: Date): string {
  const body = Buffer.alloc(BODY_BYTES);
  body.writeUInt32BE(orderId, 0);
  body.writeUInt32BE(Math.floor(expiresAt.getTime() / 1000), 4);
  return Buffer.concat([body, macOf(key, body)]).toString('base64url');
}

/** The order a token opens, or null: forged, truncated, altered or expired alike (no oracle). */
export function readTrackingToken(key: Buffer, token: string, now = new Date()): number | null {
  if (!TOKEN.test(token)) return null;
  const raw = Buffer.from(token, 'base64url');
  const body = raw.subarray(0, BODY_BYTES);
  if (!timingSafeEqual(macOf(key, body), raw.subarray(BODY_BYTES))) return null;
  if (body.readUInt32BE(4) * 1000 <= now.getTime()) return null;
  return body.readUInt32BE(0);
}

/** A link lives until the end of the day after its slot's day (shop time): the day after delivery. */
export const trackingExpiry = (slotStartAt: Date) => zonedInstant(addDays(localDate(slotStartAt), 2), 0);

/** What the links are made of: the shop's public origin and the key. */
export interface TrackingLinks {
  publicUrl: string;
  key: Buffer;
}

/** The tracking page of an order, in a locale of the shop (`/fr/suivi/<token>`). */
export function trackingUrl(
  links: TrackingLinks,
  locale: string,
  orderId: number,
  slotStartAt: Date,
): string {
  return `${links.publicUrl}/${locale}/suivi/${signTrackingToken(links.key, orderId, trackingExpiry(slotStartAt))}`;
}
