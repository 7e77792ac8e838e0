import { type SearchFormat, isPackagingWord, sizeOf } from './format.js';
import { normaliseSearchText, searchTokens } from './normalise.js';
import { type SearchLanguage, searchLanguageOf, singularOf } from './plural.js';

/**
 * A search as the database runs it: every group must match (AND), by any of its alternatives (OR); an
 * alternative of several words (« sans alcool ») matches when all its words do.
 */
export interface ExpandedSearch {
  groups: string[][];
  format: SearchFormat;
}

/** The words a name holds that say nothing about the product (« de », « het », « con »…). */
const STOPWORDS: Record<SearchLanguage, ReadonlySet<string>> = {
  fr: new Set([
    'le',
    'la',
    'les',
    'l',
    'un',
    'une',
    'des',
    'de',
    'du',
    'd',
    'a',
    'au',
    'aux',
    'et',
    'en',
    'avec',
    'pour',
  ]),
  nl: new Set(['de', 'het', 'een', 'van', 'met', 'en', 'voor', 'in', 'uit']),
  es: new Set([
    'el',
    'la',
    'los',
    'las',
    'un',
    'una',
    'unos',
    'unas',
    'de',
    'del',
    'y',
    'con',
    'al',
    'a',
    'en',
    'para',
  ]),
};

/** At most this many groups reach the database (as many words as the search took before synonyms). */
export const MAX_SEARCH_GROUPS = 8;

interface Entry {
  /** The term's words, singular: what a shopper's words are compared with. */
  keys: string[];
  /** Every term equivalent to this one, normalised: the group's alternatives. */
  alternatives: string[];
}

/** Synonyms ready to expand searches with: built once per locale from the staff's sets of terms. */
export interface SynonymIndex {
  language: SearchLanguage;
  /** By the first word of a term (singular), longest terms first. */
  byFirstKey: Map<string, Entry[]>;
}

/** A text's meaningful words, singular: stopwords say nothing (« lait d’amande » is « lait amande »). */
const keysOf = (text: string, language: SearchLanguage) =>
  searchTokens(normaliseSearchText(text))
    .filter((word) => !STOPWORDS[language].has(word))
    .map((word) => singularOf(word, language));

/** Builds the index of a locale's synonym sets (each a list of equivalent terms, as staff typed them). */
export function compileSynonyms(sets: readonly (readonly string[])[], locale: string): SynonymIndex {
  const language = searchLanguageOf(locale);
  const alternativesByTerm = new Map<string, Set<string>>();
  for (const set of sets) {
    const terms = set.map(normaliseSearchText).filter(Boolean);
    for (const term of terms) {
      const key = keysOf(term, language).join(' ');
      if (!key) continue; // a term of stopwords only would match every search
      const alternatives = alternativesByTerm.get(key) ?? new Set<string>();
      for (const other of terms) alternatives.add(other);
      alternativesByTerm.set(key, alternatives);
    }
  }
  const byFirstKey = new Map<string, Entry[]>();
  for (const [key, alternatives] of alternativesByTerm) {
    const keys = key.split(' ');
    const entries = byFirstKey.get(keys[0]!) ?? [];
    entries.push({ keys, alternatives: [...alternatives] });
    byFirstKey.set(keys[0]!, entries);
  }
  for (const entries of byFirstKey.values()) entries.sort((a, b) => b.keys.length - a.keys.length);
  return { language, byFirstKey };
}

/** The longest synonym term starting at `at`, compared on singular words. */
function termAt(index: SynonymIndex, keys: readonly string[], at: number): Entry | undefined {
  return index.byFirstKey
    .get(keys[at]!)
    ?.find((entry) => entry.keys.every((key, offset) => keys[at + offset] === key));
}

/** « 6 x 33cl », « x 6 »: the count of a pack goes with its « x » (then a packaging word). */
function withoutPackCounts(tokens: string[]): string[] {
  const isCount = (token: string | undefined) => token !== undefined && /^\d+$/.test(token);
  return tokens.filter(
    (token, at) => !(isCount(token) && (tokens[at - 1] === 'x' || tokens[at + 1] === 'x')),
  );
}

const unique = (values: string[]) => [...new Set(values)];

/**
 * Expands a shopper's search into word groups (docs/search.md): normalised, format words and
 * stopwords set aside, the longest synonym term at each place replaced by its set, every other word
 * kept with its singular. A group's first alternative is always what the shopper typed.
 */
export function expandSearch(query: string, index: SynonymIndex): ExpandedSearch {
  const { language } = index;
  const format: SearchFormat = { volume: null, pack: false };
  const tokens = withoutPackCounts(searchTokens(normaliseSearchText(query))).filter((token) => {
    const size = sizeOf(token);
    if (size) format.volume = size;
    const pack = isPackagingWord(token);
    if (pack) format.pack = true;
    return !size && !pack;
  });
  // Where each meaningful word sits among the tokens: a synonym's typed form keeps its inner stopwords.
  const places = tokens.flatMap((token, place) => (STOPWORDS[language].has(token) ? [] : [place]));
  const keys = places.map((place) => singularOf(tokens[place]!, language));
  const groups: string[][] = [];
  for (let at = 0; at < places.length;) {
    const entry = termAt(index, keys, at);
    if (entry) {
      // From the end of the word before: « agua con gas » typed « con gas », not « gas ».
      const from = at === 0 ? 0 : places[at - 1]! + 1;
      const typed = tokens.slice(from, places[at + entry.keys.length - 1]! + 1).join(' ');
      groups.push(unique([typed, ...entry.alternatives]));
      at += entry.keys.length;
    } else {
      groups.push(unique([tokens[places[at]!]!, keys[at]!]));
      at += 1;
    }
  }
  // A search of stopwords only (« de ») still searches what was typed.
  const kept = groups.length ? groups : tokens.map((token) => [token]);
  return { groups: kept.slice(0, MAX_SEARCH_GROUPS), format };
}
