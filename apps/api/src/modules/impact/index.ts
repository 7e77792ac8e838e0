// The impact module's front door: what other modules may use of it.
export { impactRoutes } from './routes.js';
