/**
 * The proof of delivery's actions in the driver's offline queue (driver-queue.ts): the photo (its Blob
 * kept in IndexedDB with the action) or the recipient's name, each sent once under its key.
 */
import type { Locale } from '@consigne/domain';
import * as routes from '@consigne/contract/routes';
import { methodAndPath } from '@consigne/contract/routes';
import { browserApiFor, browserUpload } from '../../lib/browser-api';
import { outcomeOf, type SendAction } from '../../lib/driver-queue';

export interface ProofPosition {
  latitude: number;
  longitude: number;
  accuracy: number | null;
}

interface ProofContext {
  orderId: number;
  /** When the driver took it, on the phone (sent later when offline). */
  takenAt: string;
  position: ProofPosition | null;
}
export interface ProofPhotoPayload extends ProofContext {
  photo: Blob;
}
export interface ProofNamePayload extends ProofContext {
  recipientName: string;
}

export const PROOF_KINDS = ['proofPhoto', 'proofName'] as const;

export function proofKinds(locale: Locale): Record<string, SendAction<never>> {
  const proofPhoto: SendAction<ProofPhotoPayload> = async ({ orderId, photo, takenAt, position }, key) => {
    const form = new FormData();
    form.set('takenAt', takenAt);
    if (position) {
      form.set('latitude', String(position.latitude));
      form.set('longitude', String(position.longitude));
      if (position.accuracy !== null) form.set('accuracy', String(Math.round(position.accuracy)));
    }
    // The file last: the API reads the text fields in any order, but a stream needs no buffering so.
    form.set('photo', photo, 'preuve.jpg');
    return outcomeOf(
      await browserUpload(locale, methodAndPath(routes.recordDeliveryProofPhoto), { orderId }, form, {
        'idempotency-key': key,
      }),
    );
  };
  const proofName: SendAction<ProofNamePayload> = async (
    { orderId, recipientName, takenAt, position },
    key,
  ) =>
    outcomeOf(
      await browserApiFor(locale).call(routes.recordDeliveryProofName, {
        params: { orderId },
        body: { recipientName, takenAt, ...(position ? { position } : {}) },
        headers: { 'idempotency-key': key },
      }),
    );
  return { proofPhoto, proofName } as Record<string, SendAction<never>>;
}

/**
 * Where the phone is, if it says so within a few seconds (the driver is not kept waiting at the
 * door): null when refused, unavailable or too slow.
 */
export function currentPosition(timeoutMs = 4000): Promise<ProofPosition | null> {
  if (typeof navigator === 'undefined' || !('geolocation' in navigator)) return Promise.resolve(null);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), timeoutMs + 500);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        clearTimeout(timer);
        resolve({
          latitude: coords.latitude,
          longitude: coords.longitude,
          accuracy: coords.accuracy ?? null,
        });
      },
      () => {
        clearTimeout(timer);
        resolve(null);
      },
      { enableHighAccuracy: true, timeout: timeoutMs, maximumAge: 120_000 },
    );
  });
}
