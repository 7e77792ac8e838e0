// The admin/content module's front door: what other modules may use of it.
export { contentAdminRoutes } from './routes.js';
