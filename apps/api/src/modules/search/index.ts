// The search module's front door (docs/search.md, ADR 0053): the synonyms staff keep, the expander
// the catalogue runs a shopper's search through, and the back-office's routes for the synonyms.
export { searchExpander, searchSynonyms, type SearchExpander } from './synonyms.js';
export { searchSynonymsAdminRoutes } from './routes.js';
