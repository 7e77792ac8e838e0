// The redirects module's front door: what other modules may use of it.
export { redirectRoutes } from './routes.js';
