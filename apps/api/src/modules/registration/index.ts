// The registration module's front door: what other modules may use of it.
export { officialCommunes } from './adapters/offline.js';
