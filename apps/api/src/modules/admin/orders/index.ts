// The admin/orders module's front door: what other modules may use of it.
export { ordersAdminRoutes } from './routes.js';
export { isCancellableByStaff } from './service.js';
