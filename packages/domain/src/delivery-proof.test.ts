import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canRecordProof,
  cleanRecipientName,
  PROOF_CLOCK_SKEW_MS,
  PROOF_MAX_AGE_MS,
  proofShowsPosition,
  proofTakenAt,
  RECIPIENT_NAME_MAX,
} from './delivery-proof.js';

describe('canRecordProof', () => {
  it('from out for delivery on, never before nor on a cancelled order', () => {
    expect(canRecordProof('out_for_delivery')).toBe(true);
    expect(canRecordProof('delivered')).toBe(true);
    for (const status of ['payment_pending', 'placed', 'preparing', 'cancelled', 'unknown'])
      expect(canRecordProof(status)).toBe(false);
  });
});

describe('cleanRecipientName', () => {
  it('trims, makes runs of spaces one and keeps accents (NFC)', () => {
    expect(cleanRecipientName('  Zoë   De\u00a0Smet ')).toBe('Zoë De Smet');
    expect(cleanRecipientName('Jose\u0301')).toBe('José');
  });

  it('refuses an empty name, a too long one and control or direction characters', () => {
    expect(cleanRecipientName('   ')).toBeNull();
    expect(cleanRecipientName('a'.repeat(RECIPIENT_NAME_MAX + 1))).toBeNull();
    expect(cleanRecipientName('a'.repeat(RECIPIENT_NAME_MAX))).toHaveLength(RECIPIENT_NAME_MAX);
    expect(cleanRecipientName('Marie\nDupont')).toBeNull();
    expect(cleanRecipientName('Marie\u0000')).toBeNull();
    expect(cleanRecipientName('Marie\u202eeirap')).toBeNull();
    expect(cleanRecipientName('Ma\u200brie')).toBeNull();
  });

  it('a kept name is tidy and kept as is a second time', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), (raw) => {
        const name = cleanRecipientName(raw);
        if (name === null) return;
        expect(name).toBe(name.trim());
        expect(name).not.toMatch(/\s\s|[\n\r\t]/);
        expect(name.length).toBeGreaterThan(0);
        expect([...name].length).toBeLessThanOrEqual(RECIPIENT_NAME_MAX);
        expect(cleanRecipientName(name)).toBe(name);
      }),
    );
  });
});

describe('proofTakenAt', () => {
  const now = new Date('2026-11-29T12:00:00Z');
  it('now when the phone gives none, the phone’s time within the window', () => {
    expect(proofTakenAt(undefined, now)).toBe(now);
    const earlier = new Date(now.getTime() - 3 * 3600_000);
    expect(proofTakenAt(earlier, now)).toBe(earlier);
  });

  it('refuses a time too far back or ahead', () => {
    expect(proofTakenAt(new Date(now.getTime() - PROOF_MAX_AGE_MS - 1), now)).toBeNull();
    expect(proofTakenAt(new Date(now.getTime() + PROOF_CLOCK_SKEW_MS + 1), now)).toBeNull();
    expect(proofTakenAt(new Date(Number.NaN), now)).toBeNull();
  });
});

it('only staff see where a proof was taken', () => {
  expect(proofShowsPosition('staff')).toBe(true);
  expect(proofShowsPosition('shopper')).toBe(false);
});
