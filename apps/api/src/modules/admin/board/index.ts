// The admin/board module's front door: nothing other modules use yet (admin/routes.ts mounts its routes.ts).
export { boardAdminRoutes } from './routes.js';
