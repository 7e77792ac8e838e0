// The zones module's front door: what other modules may use of it.
export { zoneRoutes } from './routes.js';
export { eligibility } from './service.js';
