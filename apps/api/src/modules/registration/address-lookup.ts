/**
 * Address lookup, as a strategy (the shape of Vendure's configurable strategies): one interface, a
 * few interchangeable implementations, and one of them chosen once at start-up (env ADDRESS_LOOKUP).
 *
 * - `offline` (default): needs no network. Knows communes (delivered ones from zone_communes and
 *   the official list), not streets: it completes the postal code / city part of what the shopper
 *   types and keeps the typed number and street.
 * - `geoplateforme`: the French national geocoder (IGN Géoplateforme), France only.
 * - `bpost`: bpost's address autocomplete, Belgium only.
 *
 * Remote lookups fall back to the offline one when they fail or time out, so registration never
 * depends on a third party being up.
 */

import { ADDRESS_COUNTRIES } from '@consigne/contract';
import { formatFullAddress, normalizePlaceName } from '@consigne/domain';
export type Country = (typeof ADDRESS_COUNTRIES)[number];
export const COUNTRIES = ADDRESS_COUNTRIES;

export interface Coordinates {
  lat: number;
  lng: number;
}

/** One proposed address: what the registration form needs to fill its four fields. */
export interface AddressSuggestion {
  fullAddress: string;
  number: string;
  street: string;
  postalCode: string;
  city: string;
  country: Country;
  coordinates: Coordinates | null;
  /**
   * 'commune' when only the postal code and city are known (number and street are the shopper's own
   * words, not known to exist there); absent or 'street' when the lookup knows the street.
   */
  precision?: 'street' | 'commune';
}

export interface AddressLookup {
  /** Short name for logs and the OpenAPI description. */
  readonly code: string;
  /** At most `limit` (default 5) suggestions for a free-text query, best first; [] when nothing fits. */
  search(query: string, country?: Country): Promise<AddressSuggestion[]>;
}

export type FetchFn = (input: string, init?: RequestInit) => Promise<Response>;

export const SUGGESTION_LIMIT = 5;
export const LOOKUP_TIMEOUT_MS = 2500;

/** Place-name comparison, shared with the storefront. */
const normalize = normalizePlaceName;
export { formatFullAddress, normalize };

const STREET_WORDS = new Set(
  [
    'rue',
    'r',
    'avenue',
    'av',
    'ave',
    'boulevard',
    'bd',
    'bld',
    'chemin',
    'che',
    'place',
    'pl',
    'impasse',
    'imp',
    'allee',
    'route',
    'rte',
    'quai',
    'cours',
    'square',
    'sq',
    'passage',
    'voie',
    'sentier',
    'chaussee',
    'rond',
    'residence',
    'lotissement',
    'cite',
    'faubourg',
    'fbg',
    'parvis',
    'promenade',
    'esplanade',
    'drève',
    'dreve',
    'straat',
    'laan',
    'steenweg',
    'plein',
    'lei',
    'dreef',
    'weg',
    'kaai',
    'calle',
    'avenida',
  ].map(normalize),
);

export interface ParsedQuery {
  number: string;
  street: string;
  postalCode: string;
  city: string;
  /** True when the query carries only a (possibly partial) postal code, e.g. '590'. */
  postalPrefixOnly: boolean;
}

const NUMBER = /^\d{1,4}(?:[a-z]|-\d{1,4})?$/i;
const SUFFIX = /^(bis|ter|quater|[a-z])$/i;

/** House number and street from '12 bis rue X' (France) or 'Rue X 12' (Belgium). */
function splitStreet(part: string): { number: string; street: string } {
  const tokens = part.split(/\s+/).filter(Boolean);
  if (tokens.length && NUMBER.test(tokens[0]!)) {
    const next = tokens[1];
    const withSuffix = next !== undefined && SUFFIX.test(next) && tokens.length > 2;
    const number = withSuffix ? `${tokens[0]} ${next}` : tokens[0]!;
    return { number, street: tokens.slice(withSuffix ? 2 : 1).join(' ') };
  }
  const last = tokens[tokens.length - 1];
  if (tokens.length > 1 && last !== undefined && NUMBER.test(last)) {
    return { number: last, street: tokens.slice(0, -1).join(' ') };
  }
  return { number: '', street: tokens.join(' ') };
}

/**
 * Reads what a shopper typed: '12 rue Nationale 59000 Lille', '12 rue Nationale, Lille',
 * 'Rue Neuve 12, 1000 Bruxelles', '1050 Ixelles', '590', 'Lil'. A 5-digit token is a French
 * postal code; a 4-digit one is a Belgian postal code unless it leads a street ('1200 route …').
 */
export function parseAddressQuery(query: string): ParsedQuery {
  const text = query.replace(/\s+/g, ' ').trim();
  const empty = { number: '', street: '', postalCode: '', city: '', postalPrefixOnly: false };
  if (!text) return empty;
  if (/^\d{2,5}$/.test(text)) return { ...empty, postalCode: text, postalPrefixOnly: text.length < 4 };

  const tokens = text.replace(/,/g, ' , ').split(' ').filter(Boolean);
  let postalIndex = -1;
  for (let i = tokens.length - 1; i >= 0; i--) {
    if (/^\d{5}$/.test(tokens[i]!)) {
      postalIndex = i;
      break;
    }
  }
  if (postalIndex < 0) {
    for (let i = tokens.length - 1; i >= 0; i--) {
      if (!/^\d{4}$/.test(tokens[i]!)) continue;
      const next = tokens[i + 1];
      const leadsStreet = i === 0 && next !== undefined && STREET_WORDS.has(normalize(next));
      if (!leadsStreet) postalIndex = i;
      break;
    }
  }

  if (postalIndex >= 0) {
    const before = tokens
      .slice(0, postalIndex)
      .filter((t) => t !== ',')
      .join(' ');
    const city = tokens
      .slice(postalIndex + 1)
      .filter((t) => t !== ',')
      .join(' ');
    return { ...empty, ...splitStreet(before), postalCode: tokens[postalIndex]!, city };
  }

  // '12 rue Nationale 590': a French postal code being typed after the street.
  const last = tokens[tokens.length - 1]!;
  if (tokens.length > 2 && /^\d{2,3}$/.test(last) && NUMBER.test(tokens[0]!)) {
    const street = tokens
      .slice(0, -1)
      .filter((t) => t !== ',')
      .join(' ');
    return { ...empty, ...splitStreet(street), postalCode: last, postalPrefixOnly: true };
  }

  const parts = text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length > 1) {
    return { ...empty, ...splitStreet(parts.slice(0, -1).join(' ')), city: parts[parts.length - 1]! };
  }
  const { number, street } = splitStreet(text);
  // No number and no street word: the shopper is typing a city.
  const firstWord = normalize(street.split(' ')[0] ?? '');
  if (!number && !STREET_WORDS.has(firstWord)) return { ...empty, city: text };
  return { ...empty, number, street };
}

export function countryOfPostalCode(postalCode: string): Country | undefined {
  if (/^\d{5}$/.test(postalCode)) return 'FR';
  if (/^\d{4}$/.test(postalCode)) return 'BE';
  return undefined;
}

/** Tries the remote lookup first; on failure (network, timeout, bad answer) uses the offline one. */
export class FallbackLookup implements AddressLookup {
  readonly code: string;
  constructor(
    private readonly primary: AddressLookup,
    private readonly fallback: AddressLookup,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {
    this.code = `${primary.code}+${fallback.code}`;
  }

  async search(query: string, country?: Country): Promise<AddressSuggestion[]> {
    try {
      const found = await this.primary.search(query, country);
      if (found.length) return found;
    } catch (error) {
      this.onError(error);
    }
    return this.fallback.search(query, country);
  }
}

/** fetch with a timeout, JSON body, and an error for any non-2xx answer. */
export async function fetchJson(fetchFn: FetchFn, url: string, timeoutMs: number): Promise<unknown> {
  const response = await fetchFn(url, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(`address lookup ${new URL(url).host}: HTTP ${response.status}`);
  return response.json();
}
