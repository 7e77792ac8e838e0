import { defaultAddressName } from '../../lib/address-names.js';
import { pgErrorOf } from '../../lib/pg-errors.js';
import { randomBytes } from 'node:crypto';
import {
  fromApiLocale,
  isAddressComplete,
  isLocale,
  isPointInCommune,
  type ApiLocale,
} from '@consigne/domain';
import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import {
  addresses,
  nonEligibleLeads,
  registrationRequests,
  users,
  warehouses,
  zoneCommunes,
  zones,
} from '../../db/schema/index.js';
import { hashPassword, issueTokenPair, type TokenPair, type TokenSettings } from '../auth/index.js';
import type { MailTransport } from '../mail/index.js';
import { hashToken } from '../password/index.js';
import { registrationConfirmMail, registrationTakenMail } from './mail.js';
import { assignNewCode, attachGodson, sponsorOfCode } from '../sponsorship/index.js';
import { communeCentre } from '../zones/index.js';
import {
  countryOfPostalCode,
  formatFullAddress,
  normalize,
  type AddressLookup,
  type AddressSuggestion,
  type Country,
} from './address-lookup.js';
import { addressInput, leadBody, type RegistrationInput } from '@consigne/contract';
import { FIELD_ORDER, issuesToKeys, parseBody, registrationBody, validationError } from './validation.js';

export interface Eligibility {
  isEligible: boolean;
  zoneId: number | null;
  zoneName: string | null;
  warehouseId: number | null;
}

const NOT_ELIGIBLE: Eligibility = { isEligible: false, zoneId: null, zoneName: null, warehouseId: null };

/**
 * Is each (postal code, city) delivered? A postal code is delivered when a delivery zone (not a pickup
 * point) holds one of its communes; when the postal code's communes belong to several zones, the city
 * picks the zone (accents, case and 'St'/'Saint' aside; either language of a Brussels name).
 */
export async function eligibilityOf(
  db: Db,
  places: ReadonlyArray<{ postalCode: string; city: string }>,
): Promise<Eligibility[]> {
  const postalCodes = [...new Set(places.map((p) => p.postalCode).filter(Boolean))];
  if (!postalCodes.length) return places.map(() => NOT_ELIGIBLE);
  const rows = await db
    .select({
      postalCode: zoneCommunes.postalCode,
      name: zoneCommunes.name,
      population: zoneCommunes.population,
      zoneId: zones.id,
      zoneName: zones.name,
      warehouseId: warehouses.id,
    })
    .from(zoneCommunes)
    .innerJoin(zones, eq(zones.id, zoneCommunes.zoneId))
    .innerJoin(warehouses, eq(warehouses.id, zones.warehouseId))
    .where(and(inArray(zoneCommunes.postalCode, postalCodes), eq(zones.isDeliveryPoint, false)));
  return places.map(({ postalCode, city }) => {
    const candidates = rows
      .filter((r) => r.postalCode === postalCode)
      .sort((a, b) => b.population - a.population);
    if (!candidates.length) return NOT_ELIGIBLE;
    const wanted = normalize(city);
    const sameCity = wanted
      ? candidates.filter((r) =>
          r.name.split('/').some((part) => {
            const name = normalize(part);
            return name === wanted || name.includes(wanted) || wanted.includes(name);
          }),
        )
      : [];
    // Several communes (and maybe zones) share a postal code: the city decides, else the largest.
    const pick = sameCity[0] ?? candidates[0]!;
    return { isEligible: true, zoneId: pick.zoneId, zoneName: pick.zoneName, warehouseId: pick.warehouseId };
  });
}

export type SuggestionWithEligibility = AddressSuggestion & Eligibility;

/** GET /address/search: the lookup's suggestions, each with its delivery eligibility. */
export async function searchAddresses(
  db: Db,
  lookup: AddressLookup,
  query: string,
  country?: Country,
): Promise<SuggestionWithEligibility[]> {
  if (query.trim().length < 2) return [];
  const suggestions = await lookup.search(query, country);
  const eligibility = await eligibilityOf(db, suggestions);
  return suggestions.map((s, i) => ({ ...s, ...eligibility[i]! }));
}

/** A PostgreSQL unique violation (23505), whichever driver raised it and however it was wrapped. */
export function isUniqueViolation(error: unknown): boolean {
  return pgErrorOf(error)?.code === '23505';
}

/** A registration's link works once, within a day. */
export const REGISTRATION_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

/** What a registration request keeps until its link is followed: the validated form, the password hashed. */
interface PendingAccount {
  input: Omit<RegistrationInput, 'password'>;
  passwordHash: string;
  address: z.output<typeof addressInput>;
  country: Country;
  zoneId: number | null;
  sponsorId: number | null;
  locale: ApiLocale;
}

/** Validates every field (errors in form order), requires a complete and delivered address. */
async function validRegistration(db: Db, body: unknown, locale: ApiLocale) {
  const parsed = registrationBody.safeParse(body ?? {});
  const keys = parsed.success ? [] : issuesToKeys(parsed.error.issues);

  let eligibility = NOT_ELIGIBLE;
  const rawAddress = (body as { address?: unknown } | null)?.address;
  const address = keys.some((k) => k.field === 'address') ? null : addressInput.safeParse(rawAddress).data;
  let country: Country = 'FR';
  if (address) {
    country = address.country ?? countryOfPostalCode(address.postalCode) ?? 'FR';
    const fullAddress = address.fullAddress || formatFullAddress({ ...address, country });
    if (!isAddressComplete({ ...address, fullAddress })) {
      keys.push({ field: 'address', key: 'addressIncomplete' });
    } else {
      eligibility = (await eligibilityOf(db, [address]))[0] ?? NOT_ELIGIBLE;
      if (!eligibility.isEligible) keys.push({ field: 'address', key: 'addressNotEligible' });
      // The point is stored with the account and drives the van there: it must be in the commune.
      else if (
        address.coordinates &&
        !isPointInCommune(address.coordinates, communeCentre(address.postalCode, address.city))
      )
        keys.push({ field: 'address', key: 'addressPointTooFar' });
    }
  }
  // An unknown sponsorship code is a field error like any other (codes compare without case).
  const typed = (body as { sponsorshipCode?: unknown } | null)?.sponsorshipCode;
  const code = typeof typed === 'string' && !keys.some((k) => k.field === 'sponsorshipCode') ? typed : '';
  const sponsorId = code.trim() ? await sponsorOfCode(db, code) : null;
  if (code.trim() && sponsorId === null)
    keys.push({ field: 'sponsorshipCode', key: 'sponsorshipCodeUnknown' });
  if (keys.length || !parsed.success || !address || !eligibility.isEligible) {
    const ordered = [...keys].sort((a, b) => FIELD_ORDER.indexOf(a.field) - FIELD_ORDER.indexOf(b.field));
    throw validationError(locale, ordered.length ? ordered : [{ field: 'body', key: 'invalidRequest' }]);
  }
  return { input: parsed.data, address, country, zoneId: eligibility.zoneId, sponsorId };
}

/**
 * POST /register: validates the form, then e-mails the address, and answers the same whether or not
 * it already has an account (no account enumeration by answer or timing): the password is hashed and
 * an e-mail queued in both cases. A new address gets the single-use link that creates the account
 * (confirmRegistration); an address with an account gets a word to its owner: sign in, or choose a
 * new password. The form waits in registration_requests, its link's token stored as its SHA-256.
 */
export async function requestRegistration(
  db: Db,
  mailer: MailTransport,
  publicUrl: string,
  body: unknown,
  locale: ApiLocale,
): Promise<void> {
  const { input, ...form } = await validRegistration(db, body, locale);
  const { password, ...kept } = input;
  const passwordHash = await hashPassword(password);
  const [owner] = await db
    .select({ firstname: users.firstname, locale: users.locale })
    .from(users)
    .where(eq(users.email, input.email));
  if (owner) {
    const ownerLocale = isLocale(owner.locale) ? owner.locale : fromApiLocale(locale);
    const prefix = `${publicUrl}/${ownerLocale}`;
    await mailer.send({
      to: input.email,
      ...registrationTakenMail(ownerLocale, {
        firstname: owner.firstname,
        loginLink: `${prefix}/login`,
        resetLink: `${prefix}/reset-password`,
      }),
      template: 'registration-taken',
      locale: ownerLocale,
    });
    return;
  }
  const token = randomBytes(32).toString('base64url');
  const account: PendingAccount = { ...form, input: kept, passwordHash, locale };
  await db.delete(registrationRequests).where(lt(registrationRequests.expiresAt, sql`now()`));
  await db.insert(registrationRequests).values({
    email: input.email,
    tokenHash: hashToken(token),
    account,
    expiresAt: new Date(Date.now() + REGISTRATION_TOKEN_TTL_MS),
  });
  const lang = fromApiLocale(locale);
  await mailer.send({
    to: input.email,
    ...registrationConfirmMail(lang, {
      firstname: input.firstname,
      link: `${publicUrl}/${lang}/inscription/success?token=${encodeURIComponent(token)}`,
    }),
    template: 'registration-confirm',
    locale: lang,
    secrets: [token],
  });
}

/**
 * POST /register/confirm: the e-mailed link, once and within a day, creates the account with the
 * selected address in its zone (the request is deleted in the same transaction) and logs the new user
 * in. Following it proves the address: an account created meanwhile for it may be named.
 */
export async function confirmRegistration(
  db: Db,
  token: string,
  locale: ApiLocale,
  tokens: TokenSettings,
): Promise<TokenPair> {
  let userId: number;
  try {
    userId = await db.transaction(async (tx) => {
      const [request] = await tx
        .delete(registrationRequests)
        .where(
          and(
            eq(registrationRequests.tokenHash, hashToken(token)),
            gt(registrationRequests.expiresAt, sql`now()`),
          ),
        )
        .returning({ account: registrationRequests.account });
      if (!request) throw validationError(locale, [{ field: 'token', key: 'registrationLinkInvalid' }]);
      return createAccount(tx, request.account as PendingAccount);
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw validationError(locale, [{ field: 'token', key: 'emailUnavailable' }]);
    throw error;
  }
  return issueTokenPair(db, userId, tokens);
}

/** The account of a followed registration link: the user, its selected address, its sponsorship. */
async function createAccount(
  tx: Db,
  { input, passwordHash, address, country, zoneId, sponsorId, locale }: PendingAccount,
) {
  const [user] = await tx
    .insert(users)
    .values({
      email: input.email,
      passwordHash,
      firstname: input.firstname,
      lastname: input.lastname,
      phone: input.phone,
      newsletterOptIn: input.newsletterOptIn,
      adultDeclaredAt: new Date(),
      locale: fromApiLocale(locale),
      zoneId,
    })
    .returning({ id: users.id });
  await tx.insert(addresses).values({
    userId: user!.id,
    name: defaultAddressName(input.houseType, locale),
    streetNumber: address.number,
    street: address.street,
    postalCode: address.postalCode,
    city: address.city,
    country,
    houseType: input.houseType,
    apartmentDetails: input.houseType === 'apartment' ? input.apartmentDetails : null,
    companyName: input.houseType === 'company' ? input.companyName : null,
    lat: address.coordinates?.lat ?? null,
    lng: address.coordinates?.lng ?? null,
    zoneId,
    isSelected: true,
  });
  await assignNewCode(tx, user!.id, input.firstname);
  await attachGodson(tx, { id: user!.id, email: input.email, locale: fromApiLocale(locale) }, sponsorId);
  return user!.id;
}

/**
 * POST /non-eligible: keeps the e-mail of a shopper whose address is not delivered yet. The same
 * e-mail and postal code twice is one lead (unique index; the second call succeeds without a row).
 */
export async function saveLead(db: Db, body: unknown, locale: ApiLocale): Promise<void> {
  const lead = parseBody(leadBody, body, locale);
  await db
    .insert(nonEligibleLeads)
    .values({
      email: lead.email,
      fullAddress: lead.fullAddress,
      postalCode: lead.postalCode,
      city: lead.city,
      country: lead.country ?? countryOfPostalCode(lead.postalCode) ?? 'FR',
      locale: fromApiLocale(locale),
    })
    .onConflictDoNothing();
}
