// Search that understands shoppers (docs/search.md, ADR 0053): normalising, plurals, format words and
// synonyms, with no SQL; the API matches the word groups against the catalogue.
export { normaliseSearchText, searchTokens } from './normalise.js';
export { type SearchLanguage, searchLanguageOf, singularOf } from './plural.js';
export { type SearchFormat, isPackagingWord, sizeOf } from './format.js';
export {
  type ExpandedSearch,
  type SynonymIndex,
  MAX_SEARCH_GROUPS,
  compileSynonyms,
  expandSearch,
} from './expand.js';
