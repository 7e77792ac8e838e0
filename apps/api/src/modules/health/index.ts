// The health module's front door: what other modules may use of it.
export { healthRoutes, probeRoutes } from './routes.js';
