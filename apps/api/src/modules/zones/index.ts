// The zones module's front door: what other modules may use of it.
export { brusselsCommunes, type CommuneRecord } from './brussels-communes.js';
export { centreOf, communeCentre } from './commune-centres.js';
export { type Commune, officialCommunes } from './official-communes.js';
export { eligibility, localizedPoint, pointAddress } from './service.js';
