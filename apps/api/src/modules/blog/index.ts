// The blog module's front door: what other modules may use of it.
export { blogRoutes } from './routes.js';
