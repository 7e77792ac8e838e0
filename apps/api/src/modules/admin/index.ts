// The admin module's front door: what other modules may use of it.
export { adminRoutes } from './routes.js';
