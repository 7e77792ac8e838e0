/**
 * Proof of delivery: a photo taken at the door or the name of who took the order, with the time the
 * driver took it and, when the phone gives it, where. One proof per order; a new one replaces it.
 */
import type { OrderStatus } from './order-status.js';

/** The statuses at which a driver may record a proof: on the way, and once delivered (a late one). */
const PROOF_STATUSES: readonly OrderStatus[] = ['out_for_delivery', 'delivered'];

export const canRecordProof = (status: string): boolean =>
  (PROOF_STATUSES as readonly string[]).includes(status);

/** The recipient's name: at most this many characters once tidied. */
export const RECIPIENT_NAME_MAX = 80;

/** Control characters (C0, DEL, C1), bidi overrides and isolates, zero-width and line separators. */
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2066-\u2069\ufeff]/;

/**
 * The recipient's name as it is kept: NFC, trimmed, inner runs of spaces made one. Null when it is
 * empty, longer than RECIPIENT_NAME_MAX or holds a control or invisible direction character (a name
 * typed on a phone never does; one that does would mislead whoever reads it).
 */
export function cleanRecipientName(raw: string): string | null {
  if (FORBIDDEN.test(raw)) return null;
  const name = raw.normalize('NFC').trim().replace(/\s+/g, ' ');
  if (name.length === 0 || [...name].length > RECIPIENT_NAME_MAX) return null;
  return name;
}

/** How far back a proof's time may go: the phone's queue may send it the next morning. */
export const PROOF_MAX_AGE_MS = 48 * 60 * 60 * 1000;
/** How far ahead of the server's clock a phone's may be. */
export const PROOF_CLOCK_SKEW_MS = 5 * 60 * 1000;

/**
 * The time of a proof: the phone's (taken offline, it is sent later), none given meaning now. Null
 * when it is further back than PROOF_MAX_AGE_MS or ahead of `now` by more than PROOF_CLOCK_SKEW_MS.
 */
export function proofTakenAt(claimed: Date | undefined, now: Date): Date | null {
  if (claimed === undefined) return now;
  const ms = claimed.getTime();
  if (!Number.isFinite(ms)) return null;
  if (ms > now.getTime() + PROOF_CLOCK_SKEW_MS || ms < now.getTime() - PROOF_MAX_AGE_MS) return null;
  return claimed;
}

/** Who sees what of a proof: the warehouse's staff everything; the shopper neither place nor driver. */
export type ProofReader = 'staff' | 'shopper';
export const proofShowsPosition = (reader: ProofReader): boolean => reader === 'staff';
