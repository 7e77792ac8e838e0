// The account module's front door: what other modules may use of it.
export { accountRoutes } from './routes.js';
