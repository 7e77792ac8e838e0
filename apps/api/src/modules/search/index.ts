// The search module's front door (docs/search.md, ADR 0053): the synonyms staff keep, and the
// expander the catalogue runs a shopper's search through.
export { searchExpander, searchSynonyms, type SearchExpander } from './synonyms.js';
