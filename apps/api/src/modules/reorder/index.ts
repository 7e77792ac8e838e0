// The reorder module's front door: what other modules may use of it.
export { reorderRoutes } from './routes.js';
