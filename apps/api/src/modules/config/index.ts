// The config module's front door: what other modules may use of it.
export { configRoutes } from './routes.js';
