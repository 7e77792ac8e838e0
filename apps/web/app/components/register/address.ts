import type { AddressSuggestionDto } from '@consigne/api-client';
import type { SelectedAddress } from '@consigne/domain';

/** The chosen delivery address of a guest (the selected address) and the warehouse of its zone. */
export interface ChosenAddress extends SelectedAddress {
  warehouseId: number | null;
}

export {
  countryOfPostalCode,
  formatFullAddress,
  normalizePlaceName as normalizeName,
} from '@consigne/domain';

const str = (v: unknown, max = 300) => (typeof v === 'string' ? v.slice(0, max) : '');
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** A ChosenAddress from untrusted JSON (a cookie), or null when it does not have the shape. */
export function toChosenAddress(value: unknown): ChosenAddress | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  const coordinates = v.coordinates as Record<string, unknown> | null | undefined;
  const lat = num(coordinates?.lat);
  const lng = num(coordinates?.lng);
  const address: ChosenAddress = {
    fullAddress: str(v.fullAddress),
    street: str(v.street, 200),
    number: str(v.number, 20),
    postalCode: str(v.postalCode, 10),
    city: str(v.city, 100),
    country: v.country === 'BE' ? 'BE' : 'FR',
    coordinates: lat !== null && lng !== null ? { lat, lng } : null,
    zoneId: num(v.zoneId),
    zoneName: typeof v.zoneName === 'string' ? v.zoneName.slice(0, 100) : null,
    isEligible: v.isEligible === true,
    warehouseId: num(v.warehouseId),
  };
  return address.postalCode || address.city ? address : null;
}

/** The step-1 form's fields (strings, as posted). */
export interface AddressFields {
  number: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
  lat: string;
  lng: string;
}

export const EMPTY_FIELDS: AddressFields = {
  number: '',
  street: '',
  postalCode: '',
  city: '',
  country: '',
  lat: '',
  lng: '',
};

export function fieldsOfSuggestion(s: AddressSuggestionDto): AddressFields {
  return {
    number: s.number,
    street: s.street,
    postalCode: s.postalCode,
    city: s.city,
    country: s.country,
    lat: s.coordinates ? String(s.coordinates.lat) : '',
    lng: s.coordinates ? String(s.coordinates.lng) : '',
  };
}

/**
 * Response headers of the registration pages: they show a guest's address, so no shared cache.
 */
export const REGISTER_PAGE_HEADERS = {
  'Cache-Control': 'private, no-store',
};
