// The admin/promo module's front door: what other modules may use of it.
export { promoAdminRoutes } from './routes.js';
