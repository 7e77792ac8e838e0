// The admin/rounds module's front door: what other modules may use of it.
export { roundsAdminRoutes } from './routes.js';
export { warehouseInScope } from './service.js';
