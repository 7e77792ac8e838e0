// The content module's front door: what other modules may use of it.
export { contentRoutes } from './routes.js';
