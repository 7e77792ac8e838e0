import { distanceKm, type GeoPoint } from './rounds.js';

/** The shopper's selected address, kept in the browser (docs/rules.md#zones). */
export interface SelectedAddress {
  fullAddress: string;
  street: string;
  number: string;
  postalCode: string;
  city: string;
  country: string;
  coordinates: { lat: number; lng: number } | null;
  zoneId: number | null;
  zoneName: string | null;
  isEligible: boolean;
}

export const ADDRESS_MIN_FULL_LENGTH = 10;

/** docs/rules.md#zones: complete only when all parts are present and fullAddress is longer than 10 characters. */
export function isAddressComplete(address: Partial<SelectedAddress> | null | undefined): boolean {
  if (!address) return false;
  const { fullAddress, street, postalCode, city, number } = address;
  return Boolean(
    fullAddress && street && postalCode && city && number && fullAddress.length > ADDRESS_MIN_FULL_LENGTH,
  );
}

/** The displayed address is the zone name for a delivery point, else 'streetNumber address, cp city'. */
export function displayUserAddress(user: {
  zone?: { isDeliveryPoint: boolean; name: string } | null;
  address?: { streetNumber: string; address: string; cp: string; city: string } | null;
}): string | null {
  if (user.zone?.isDeliveryPoint) return user.zone.name;
  const a = user.address;
  if (!a) return null;
  return `${a.streetNumber} ${a.address}, ${a.cp} ${a.city}`.trim();
}

export type AddressCountry = 'FR' | 'BE';

/** Belgian postal codes have 4 digits, French ones 5. */
export const countryOfPostalCode = (postalCode: string): AddressCountry =>
  /^\d{4}$/.test(postalCode.trim()) ? 'BE' : 'FR';

/** '12 rue Nationale, 59000 Lille' in France; 'Rue Neuve 12, 1000 Bruxelles' in Belgium. */
export function formatFullAddress(a: {
  number: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
}): string {
  const line1 = (a.country === 'BE' ? `${a.street} ${a.number}` : `${a.number} ${a.street}`).trim();
  const line2 = `${a.postalCode} ${a.city}`.trim();
  return [line1, line2].filter(Boolean).join(', ');
}

/** For comparing place names: lower case, no accents, punctuation as spaces, 'St'/'Ste' spelled out. */
export function normalizePlaceName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/\b(st|ste)\b/g, (s) => (s === 'st' ? 'saint' : 'sainte'))
    .trim();
}

/**
 * How far (km, great circle) an address's point on the map may be from the centre of its commune.
 * The largest commune served with a known centre, Aix-en-Provence (186 km²), reaches about 15 km from
 * its town hall; 20 km leaves room for that and for the centre's own error (±1 km), while a point in
 * another town, or at 0,0, is refused.
 */
export const ADDRESS_POINT_MAX_KM = 20;

/**
 * Whether a shopper's point is plausible for the address's commune: true when the commune's centre is
 * unknown (nothing to compare with) or the point is within ADDRESS_POINT_MAX_KM of it.
 */
export function isPointInCommune(point: GeoPoint, centre: GeoPoint | null): boolean {
  return centre === null || distanceKm(point, centre) <= ADDRESS_POINT_MAX_KM;
}

/**
 * How far (km) a stop may be from its warehouse before a plan treats its point as wrong. A
 * warehouse's zones are its town and the towns around (Tourcoing is 13 km from the Lille warehouse):
 * 60 km is beyond any round a van drives in a slot. Addresses are checked against their commune when
 * saved; older rows were not, and one point across the country must not wreck a van's round.
 */
export const STOP_MAX_KM_FROM_WAREHOUSE = 60;

export const isStopNearWarehouse = (point: GeoPoint, warehouse: GeoPoint): boolean =>
  distanceKm(point, warehouse) <= STOP_MAX_KM_FROM_WAREHOUSE;
