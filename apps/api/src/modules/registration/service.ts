import { pgErrorOf } from '../../lib/pg-errors.js';
import { fromApiLocale, isAddressComplete, type ApiLocale } from '@consigne/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  addresses,
  nonEligibleLeads,
  users,
  warehouses,
  zoneCommunes,
  zones,
} from '../../db/schema/index.js';
import { hashPassword } from '../auth/password.js';
import { issueTokenPair, type TokenPair, type TokenSettings } from '../auth/service.js';
import { assignNewCode, attachGodson, sponsorOfCode } from '../sponsorship/service.js';
import {
  countryOfPostalCode,
  formatFullAddress,
  normalize,
  type AddressLookup,
  type AddressSuggestion,
  type Country,
} from './address-lookup.js';
import { addressInput, leadBody, type HouseType } from '@consigne/contract';
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

const ADDRESS_NAMES: Record<ApiLocale, Record<HouseType, string>> = {
  fr_FR: { house: 'Maison', apartment: 'Appartement', company: 'Bureau', other: 'Adresse' },
  fr_BE: { house: 'Maison', apartment: 'Appartement', company: 'Bureau', other: 'Adresse' },
  es_ES: { house: 'Casa', apartment: 'Piso', company: 'Oficina', other: 'Dirección' },
  nl_BE: { house: 'Huis', apartment: 'Appartement', company: 'Kantoor', other: 'Adres' },
};

/** A PostgreSQL unique violation (23505), whichever driver raised it and however it was wrapped. */
export function isUniqueViolation(error: unknown): boolean {
  return pgErrorOf(error)?.code === '23505';
}

/**
 * POST /register: validates every field (errors in form order), requires a complete and delivered
 * address, creates the user with the selected address in its zone, and logs them in.
 *
 * The e-mail is not looked up beforehand: the password is hashed first and the unique index decides,
 * so a taken e-mail answers like any other invalid field, after the same work as a success (no
 * account enumeration by message or timing), and two simultaneous registrations cannot both win.
 */
export async function register(
  db: Db,
  body: unknown,
  locale: ApiLocale,
  tokens: TokenSettings,
): Promise<TokenPair> {
  const parsed = registrationBody.safeParse(body ?? {});
  const keys = parsed.success ? [] : issuesToKeys(parsed.error.issues);

  let eligibility = NOT_ELIGIBLE;
  const rawAddress = (body as { address?: unknown } | null)?.address;
  const address = keys.some((k) => k.field === 'address') ? null : addressInput.safeParse(rawAddress).data;
  let fullAddress = '';
  let country: Country = 'FR';
  if (address) {
    country = address.country ?? countryOfPostalCode(address.postalCode) ?? 'FR';
    fullAddress = address.fullAddress || formatFullAddress({ ...address, country });
    if (!isAddressComplete({ ...address, fullAddress })) {
      keys.push({ field: 'address', key: 'addressIncomplete' });
    } else {
      eligibility = (await eligibilityOf(db, [address]))[0] ?? NOT_ELIGIBLE;
      if (!eligibility.isEligible) keys.push({ field: 'address', key: 'addressNotEligible' });
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

  const input = parsed.data;
  const passwordHash = await hashPassword(input.password);
  let userId: number;
  try {
    userId = await db.transaction(async (tx) => {
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
          zoneId: eligibility.zoneId,
        })
        .returning({ id: users.id });
      await tx.insert(addresses).values({
        userId: user!.id,
        name: ADDRESS_NAMES[locale][input.houseType],
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
        zoneId: eligibility.zoneId,
        isSelected: true,
      });
      await assignNewCode(tx, user!.id, input.firstname);
      await attachGodson(tx, { id: user!.id, email: input.email, locale: fromApiLocale(locale) }, sponsorId);
      return user!.id;
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw validationError(locale, [{ field: 'email', key: 'emailUnavailable' }]);
    throw error;
  }
  return issueTokenPair(db, userId, tokens);
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
