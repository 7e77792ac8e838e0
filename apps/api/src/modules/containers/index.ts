// The containers module's front door (ADR 0049): the hooks the shop's events call in their own
// transaction, and the back-office's routes (mounted by admin/routes.ts, under its staff check).
export { containersCollected, containersDelivered } from './ledger.js';
export { containersAdminRoutes } from './routes.js';
