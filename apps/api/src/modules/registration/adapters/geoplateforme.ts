import {
  fetchJson,
  formatFullAddress,
  LOOKUP_TIMEOUT_MS,
  parseAddressQuery,
  SUGGESTION_LIMIT,
  type AddressLookup,
  type AddressSuggestion,
  type Country,
  type FetchFn,
} from '../address-lookup.js';

/**
 * The French national geocoder (IGN Géoplateforme, successor of api-adresse.data.gouv.fr):
 * `GET https://data.geopf.fr/geocodage/search?q=…&limit=5` answers a GeoJSON FeatureCollection whose
 * features carry `properties { label, type, housenumber?, street?, name, postcode, citycode, city }`
 * and `geometry.coordinates [lng, lat]`. `type` is housenumber, street, locality or municipality;
 * for the last ones the typed number (and street) are kept. France only.
 */
export class GeoplateformeLookup implements AddressLookup {
  readonly code = 'geoplateforme';
  private readonly fetch: FetchFn;
  private readonly baseUrl: string;
  private readonly timeoutMs: number;

  constructor(options: { fetch: FetchFn; baseUrl?: string; timeoutMs?: number }) {
    this.fetch = options.fetch;
    this.baseUrl = options.baseUrl ?? 'https://data.geopf.fr/geocodage';
    this.timeoutMs = options.timeoutMs ?? LOOKUP_TIMEOUT_MS;
  }

  async search(query: string, country?: Country): Promise<AddressSuggestion[]> {
    const q = query.trim();
    if (country === 'BE' || q.length < 3) return [];
    const url = `${this.baseUrl}/search?${new URLSearchParams({ q, limit: String(SUGGESTION_LIMIT) })}`;
    return parseGeoplateforme(await fetchJson(this.fetch, url, this.timeoutMs), query);
  }
}

interface GeoFeature {
  geometry?: { coordinates?: unknown };
  properties?: Record<string, unknown>;
}

const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Suggestions from a Géoplateforme answer; throws when the answer is not a FeatureCollection. */
export function parseGeoplateforme(body: unknown, query: string): AddressSuggestion[] {
  const features = (body as { features?: unknown })?.features;
  if (!Array.isArray(features)) throw new Error('geoplateforme: no features in the answer');
  const typed = parseAddressQuery(query);
  const out: AddressSuggestion[] = [];
  for (const feature of features as GeoFeature[]) {
    const p = feature.properties ?? {};
    const postalCode = str(p.postcode);
    const city = str(p.city);
    if (!postalCode || !city) continue;
    const type = str(p.type);
    const street = type === 'housenumber' || type === 'street' ? str(p.street) || str(p.name) : typed.street;
    const number = type === 'housenumber' ? str(p.housenumber) : typed.number;
    const [lng, lat] = Array.isArray(feature.geometry?.coordinates) ? feature.geometry.coordinates : [];
    const base = { number, street, postalCode, city, country: 'FR' as const };
    out.push({
      ...base,
      fullAddress: formatFullAddress(base),
      coordinates: typeof lat === 'number' && typeof lng === 'number' ? { lat, lng } : null,
      ...(type === 'housenumber' || type === 'street' ? {} : { precision: 'commune' as const }),
    });
  }
  return out.slice(0, SUGGESTION_LIMIT);
}
