// The admin/taxonomy module's front door: what other modules may use of it.
export { taxonomyAdminRoutes } from './routes.js';
