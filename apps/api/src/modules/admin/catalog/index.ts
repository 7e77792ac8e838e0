// The admin/catalog module's front door: what other modules may use of it.
export { catalogAdminRoutes } from './routes.js';
