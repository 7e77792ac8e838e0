import type { AddressSuggestionDto, ApiClient } from '@consigne/api-client';
import { normalizeName, type AddressFields } from './address';
import * as routes from '@consigne/contract/routes';

const sameCity = (a: string, b: string) => {
  const x = normalizeName(a);
  const y = normalizeName(b);
  return x === y || x.includes(y) || y.includes(x);
};

/**
 * Eligibility of an address the shopper confirmed, from the API's address search: the suggestion
 * with the same postal code (and city) for the full address, else for the commune alone. null when
 * no suggestion has that postal code (not delivered); 'error' when the API cannot answer.
 */
export async function eligibilityOf(
  api: ApiClient,
  fields: Pick<AddressFields, 'postalCode' | 'city'>,
  fullAddress: string,
): Promise<AddressSuggestionDto | null | 'error'> {
  let samePostalCode: AddressSuggestionDto | null = null;
  for (const q of [fullAddress, `${fields.postalCode} ${fields.city}`]) {
    const result = await api.call(routes.searchAddresses, { query: { q }, skipAuth: true });
    if (result.error !== null) return 'error';
    const candidates = result.data.suggestions.filter((s) => s.postalCode === fields.postalCode);
    const match = candidates.find((s) => sameCity(s.city, fields.city));
    if (match) return match;
    samePostalCode ??= candidates[0] ?? null;
  }
  return samePostalCode;
}
