import { zoneCommunes } from '../../../db/schema/index.js';
import type { Db } from '../../../db/client.js';
import { centreOf, type Commune, officialCommunes } from '../../zones/index.js';
import {
  formatFullAddress,
  normalize,
  parseAddressQuery,
  SUGGESTION_LIMIT,
  type AddressLookup,
  type AddressSuggestion,
  type Country,
} from '../address-lookup.js';

export type CommuneSource = () => Promise<readonly Commune[]>;

/**
 * Delivered communes (zone_communes, which may hold communes outside the official list) merged with
 * the official list; re-read from the database every `ttlMs`.
 */
export function dbCommuneSource(db: Db, ttlMs = 10 * 60_000): CommuneSource {
  let cached: { at: number; list: Promise<Commune[]> } | undefined;
  return () => {
    if (!cached || Date.now() - cached.at > ttlMs) {
      const list = db
        .select({
          code: zoneCommunes.code,
          name: zoneCommunes.name,
          postalCode: zoneCommunes.postalCode,
          country: zoneCommunes.country,
          population: zoneCommunes.population,
        })
        .from(zoneCommunes)
        .then((rows) => {
          const seen = new Set(rows.map((r) => `${r.code}|${r.postalCode}`));
          const delivered = rows.map((r) => ({ ...r, country: r.country === 'BE' ? 'BE' : 'FR' }) as Commune);
          return [...delivered, ...officialCommunes().filter((c) => !seen.has(`${c.code}|${c.postalCode}`))];
        });
      cached = { at: Date.now(), list };
      list.catch(() => {
        cached = undefined;
      });
    }
    return cached.list;
  };
}

const LINKING_WORDS = new Set([
  'de',
  'du',
  'des',
  'la',
  'le',
  'les',
  'l',
  'd',
  'au',
  'aux',
  'sur',
  'en',
  'van',
  'der',
  'den',
  'het',
]);

interface Indexed {
  commune: Commune;
  /** Normalized names: the whole name and, for bilingual names, each language. */
  names: string[];
  parts: string[];
}

const indexes = new WeakMap<readonly Commune[], Indexed[]>();
function indexOf(list: readonly Commune[]): Indexed[] {
  let index = indexes.get(list);
  if (!index) {
    index = list.map((commune) => {
      const parts = commune.name.split('/').map((p) => p.trim());
      return { commune, parts, names: parts.map(normalize) };
    });
    indexes.set(list, index);
  }
  return index;
}

/** 0 exact, 1 prefix, 2 word prefix, -1 no match: how a commune's name matches a typed city. */
function cityRank(entry: Indexed, city: string): number {
  let best = -1;
  for (const name of entry.names) {
    const rank = name === city ? 0 : name.startsWith(city) ? 1 : ` ${name}`.includes(` ${city}`) ? 2 : -1;
    if (rank >= 0 && (best < 0 || rank < best)) best = rank;
  }
  return best;
}

/** The language of a bilingual name the shopper typed, else the first one. */
function displayName(entry: Indexed, city: string): string {
  if (city) {
    const i = entry.names.findIndex((n) => n.startsWith(city) || ` ${n}`.includes(` ${city}`));
    if (i >= 0) return entry.parts[i]!;
  }
  return entry.parts[0]!;
}

/**
 * The default lookup, without network: it knows communes, not streets. It completes the postal code
 * and city of what the shopper typed and keeps the typed number and street as they are.
 */
export class OfflineLookup implements AddressLookup {
  readonly code = 'offline';
  constructor(
    private readonly source: CommuneSource,
    private readonly limit = SUGGESTION_LIMIT,
  ) {}

  async search(query: string, country?: Country): Promise<AddressSuggestion[]> {
    const parsed = parseAddressQuery(query);
    const { number } = parsed;
    let { street } = parsed;
    let city = normalize(parsed.city);
    const index = indexOf(await this.source()).filter((e) => !country || e.commune.country === country);

    let ranked: Array<{ entry: Indexed; rank: number }> = [];
    if (parsed.postalCode) {
      const prefixOf = (e: Indexed) => e.commune.postalCode.startsWith(parsed.postalCode);
      let byPostal = index.filter((e) =>
        parsed.postalPrefixOnly ? prefixOf(e) : e.commune.postalCode === parsed.postalCode,
      );
      // '5900' is a Belgian postal code, or a French one being typed.
      if (!byPostal.length && parsed.postalCode.length < 5) byPostal = index.filter(prefixOf);
      const withCity = city
        ? byPostal.map((entry) => ({ entry, rank: cityRank(entry, city) })).filter((r) => r.rank >= 0)
        : [];
      ranked = withCity.length ? withCity : byPostal.map((entry) => ({ entry, rank: 3 }));
    } else if (city) {
      ranked = index.map((entry) => ({ entry, rank: cityRank(entry, city) })).filter((r) => r.rank >= 0);
    } else if (street) {
      // '12 rue Nationale Lille' (or 'Lil', being typed): the last words may be the city, unless
      // they follow a linking word ('12 rue de Paris' is a street).
      const words = street.split(' ');
      for (let k = Math.min(3, words.length - 1); k >= 1 && !ranked.length; k--) {
        if (LINKING_WORDS.has(normalize(words[words.length - k - 1] ?? ''))) continue;
        const candidate = normalize(words.slice(-k).join(' '));
        ranked = index.filter((e) => e.names.includes(candidate)).map((entry) => ({ entry, rank: 0 }));
        if (!ranked.length && k === 1 && candidate.length >= 3) {
          ranked = index
            .filter((e) => e.names.some((n) => n.startsWith(candidate)))
            .map((entry) => ({ entry, rank: 1 }));
        }
        if (ranked.length) {
          street = words.slice(0, -k).join(' ');
          city = candidate;
        }
      }
    }

    ranked.sort(
      (a, b) =>
        a.rank - b.rank ||
        b.entry.commune.population - a.entry.commune.population ||
        a.entry.commune.postalCode.localeCompare(b.entry.commune.postalCode),
    );
    const seen = new Set<string>();
    const suggestions: AddressSuggestion[] = [];
    for (const { entry } of ranked) {
      const name = displayName(entry, city);
      const key = `${name}|${entry.commune.postalCode}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const base = {
        number,
        street,
        postalCode: entry.commune.postalCode,
        city: name,
        country: entry.commune.country,
      };
      // The data knows communes, not streets: the commune's centre, and no claim about the street.
      suggestions.push({
        ...base,
        fullAddress: formatFullAddress(base),
        coordinates: centreOf(entry.commune),
        precision: 'commune',
      });
      if (suggestions.length >= this.limit) break;
    }
    return suggestions;
  }
}
