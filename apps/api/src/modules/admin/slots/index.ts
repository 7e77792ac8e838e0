// The admin/slots module's front door: what other modules may use of it.
export { slotsAdminRoutes } from './routes.js';
