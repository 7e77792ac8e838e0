// The admin/slot-marketing module's front door: what other modules may use of it.
export { slotMarketingAdminRoutes } from './routes.js';
