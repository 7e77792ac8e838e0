// The admin/stock module's front door: what other modules may use of it.
export { stockAdminRoutes } from './routes.js';
