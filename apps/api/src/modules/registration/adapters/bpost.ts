import {
  fetchJson,
  formatFullAddress,
  LOOKUP_TIMEOUT_MS,
  SUGGESTION_LIMIT,
  type AddressLookup,
  type AddressSuggestion,
  type Country,
  type FetchFn,
} from '../address-lookup.js';

/**
 * Belgian addresses from bpost's address autocomplete (Belgium only).
 *
 * Request: `GET {baseUrl}/address/autocomplete?id=1&q={query}&maxNumberOfSuggestions=5`.
 * Response (the shape this adapter reads; see fixtures/bpost-rue-neuve.json):
 *
 * ```json
 * { "response": { "sequenceNumber": 1, "topSuggestions": [
 *   { "address": { "string": "RUE NEUVE 12, 1000 BRUXELLES", "streetName": "RUE NEUVE",
 *       "streetNumber": "12", "boxNumber": "", "postalCode": "1000", "municipalityName": "BRUXELLES",
 *       "latitude": 50.8527, "longitude": 4.3549 } } ] } }
 * ```
 *
 * Names come upper-cased and are title-cased here; `streetNumber`, `latitude` and `longitude` may be
 * missing (then the typed number is kept, and coordinates are null).
 */
export class BpostLookup implements AddressLookup {
  readonly code = 'bpost';
  private readonly fetch: FetchFn;
  private readonly baseUrl: string;
  private readonly timeoutMs: number;

  constructor(options: { fetch: FetchFn; baseUrl?: string; timeoutMs?: number }) {
    this.fetch = options.fetch;
    this.baseUrl =
      options.baseUrl ?? 'https://webservices-pub.bpost.be/ws/ExternalMailingAddressProofingCSREST_v1';
    this.timeoutMs = options.timeoutMs ?? LOOKUP_TIMEOUT_MS;
  }

  async search(query: string, country?: Country): Promise<AddressSuggestion[]> {
    const q = query.trim();
    if (country === 'FR' || q.length < 3) return [];
    const params = new URLSearchParams({ id: '1', q, maxNumberOfSuggestions: String(SUGGESTION_LIMIT) });
    return parseBpost(
      await fetchJson(this.fetch, `${this.baseUrl}/address/autocomplete?${params}`, this.timeoutMs),
    );
  }
}

const SMALL_WORDS = new Set([
  'de',
  'du',
  'des',
  'la',
  'le',
  'les',
  'van',
  'der',
  'den',
  'het',
  'ten',
  'ter',
  'sur',
  'lez',
  'et',
]);

/** 'CHAUSSÉE DE WAVRE' → 'Chaussée de Wavre', 'SINT-GILLIS' → 'Sint-Gillis', "RUE DE L'ÉTUVE" → "Rue de l'Étuve". */
export function titleCase(text: string): string {
  return text
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .map((word, i) => {
      if (i > 0 && SMALL_WORDS.has(word)) return word;
      const cased = word.replace(
        /(^|[-'’])(\p{L})/gu,
        (_, sep: string, letter: string) => sep + letter.toUpperCase(),
      );
      return i > 0
        ? cased.replace(/^([LD])(['’])/, (_, article: string, quote: string) => article.toLowerCase() + quote)
        : cased;
    })
    .join(' ');
}

const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Suggestions from a bpost answer; throws when the answer does not have the documented shape. */
export function parseBpost(body: unknown): AddressSuggestion[] {
  const suggestions = (body as { response?: { topSuggestions?: unknown } })?.response?.topSuggestions;
  if (!Array.isArray(suggestions)) throw new Error('bpost: no topSuggestions in the answer');
  const out: AddressSuggestion[] = [];
  for (const item of suggestions as Array<{ address?: Record<string, unknown> }>) {
    const a = item.address ?? {};
    const postalCode = str(a.postalCode);
    const city = titleCase(str(a.municipalityName) || str(a.localityName));
    if (!/^\d{4}$/.test(postalCode) || !city) continue;
    const base = {
      number: [str(a.streetNumber), str(a.boxNumber) && `bte ${str(a.boxNumber)}`].filter(Boolean).join(' '),
      street: titleCase(str(a.streetName)),
      postalCode,
      city,
      country: 'BE' as const,
    };
    out.push({
      ...base,
      fullAddress: formatFullAddress(base),
      coordinates:
        typeof a.latitude === 'number' && typeof a.longitude === 'number'
          ? { lat: a.latitude, lng: a.longitude }
          : null,
    });
  }
  return out.slice(0, SUGGESTION_LIMIT);
}
