import type { Cents } from './money.js';

/** The sponsor's reward per referral (docs/rules.md#sponsorship), credited when the godson's first order is delivered. */
export const SPONSORSHIP_REWARD_CENTS: Cents = 1000;

/** A sponsor may remind one godson at most once per this many days. */
export const SPONSORSHIP_REMINDER_INTERVAL_DAYS = 7;
const REMINDER_INTERVAL_MS = SPONSORSHIP_REMINDER_INTERVAL_DAYS * 24 * 60 * 60 * 1000;

/** Rewards per sponsor and calendar year when SPONSORSHIP_YEARLY_CAP does not say otherwise. */
export const SPONSORSHIP_DEFAULT_YEARLY_CAP = 10;

/** Query parameter of the share link: /{locale}/inscription/step1?parrain=CODE. */
export const SPONSORSHIP_LINK_PARAM = 'parrain';

/** Codes are stored upper-case: letters and digits, 4 to 20 of them. */
const CODE = /^[A-Z0-9]{4,20}$/;

/**
 * A code as a shopper typed it (any case, spaces, a dash) → the stored form, or null when it cannot
 * be a code at all. Codes are compared case-insensitively through this.
 */
export function normalizeSponsorshipCode(input: string | null | undefined): string | null {
  if (typeof input !== 'string') return null;
  const code = input.replace(/[\s-]+/g, '').toUpperCase();
  return CODE.test(code) ? code : null;
}

/** The readable start of a new code: the first name's letters, accents removed, at most 8 (else 'AMI'). */
export function sponsorshipCodePrefix(firstname: string): string {
  const letters = firstname
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z]/g, '')
    .slice(0, 8);
  return letters.length >= 2 ? letters : 'AMI';
}

/** No 0/O, 1/I/L: a code read aloud or copied by hand stays right. */
const SUFFIX_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A new code: the prefix and `length` characters drawn from `random` (0 ≤ r < 1). */
export function newSponsorshipCode(
  firstname: string,
  random: () => number = Math.random,
  length = 4,
): string {
  let suffix = '';
  for (let i = 0; i < length; i++) suffix += SUFFIX_ALPHABET[Math.floor(random() * SUFFIX_ALPHABET.length)];
  return `${sponsorshipCodePrefix(firstname)}${suffix}`;
}

/** Whether a godson was reminded. */
export type ReminderState = 'notReminded' | 'reminded';

/** When a godson may be reminded again (null: now). */
export function nextReminderAt(remindedAt: Date | null): Date | null {
  return remindedAt ? new Date(remindedAt.getTime() + REMINDER_INTERVAL_MS) : null;
}

/** At most one reminder per godson per 7 days. */
export function canRemind(remindedAt: Date | null, now: Date = new Date()): boolean {
  const next = nextReminderAt(remindedAt);
  return next === null || now.getTime() >= next.getTime();
}

/** An address as text, compared without case, accents, punctuation or repeated spaces. */
export function addressKey(address: string): string {
  return address
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export const emailDomain = (email: string): string => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

export interface ReferralParty {
  email: string;
  /** Every address the person has (formatted 'number street, postcode city'). */
  addresses: readonly string[];
}

/**
 * No reward for referring oneself (docs/rules.md#sponsorship): the same e-mail domain and a shared address, or the
 * godson's order delivered to one of the sponsor's addresses. A pickup-point order (deliveryAddress
 * null) is no evidence: strangers share pickup points.
 */
export function isSelfReferral(
  sponsor: ReferralParty,
  godson: ReferralParty,
  deliveryAddress: string | null,
): boolean {
  const sponsorKeys = new Set(sponsor.addresses.map(addressKey).filter(Boolean));
  if (deliveryAddress !== null && sponsorKeys.has(addressKey(deliveryAddress))) return true;
  if (emailDomain(sponsor.email) !== emailDomain(godson.email)) return false;
  return godson.addresses.some((a) => sponsorKeys.has(addressKey(a)));
}
