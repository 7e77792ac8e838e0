/** Spec §3 "Selected address". */
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

/** Spec §4: complete only when all parts are present and fullAddress is longer than 10 characters. */
export function isAddressComplete(address: Partial<SelectedAddress> | null | undefined): boolean {
  if (!address) return false;
  const { fullAddress, street, postalCode, city, number } = address;
  return Boolean(
    fullAddress && street && postalCode && city && number && fullAddress.length > ADDRESS_MIN_FULL_LENGTH,
  );
}

/** Spec §3 "User": the displayed address is the zone name for a delivery point, else 'streetNumber address, cp city'. */
export function displayUserAddress(user: {
  zone?: { isDeliveryPoint: boolean; name: string } | null;
  address?: { streetNumber: string; address: string; cp: string; city: string } | null;
}): string | null {
  if (user.zone?.isDeliveryPoint) return user.zone.name;
  const a = user.address;
  if (!a) return null;
  return `${a.streetNumber} ${a.address}, ${a.cp} ${a.city}`.trim();
}
