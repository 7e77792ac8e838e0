// The admin/deposits module's front door: what other modules may use of it.
export { depositsAdminRoutes } from './routes.js';
