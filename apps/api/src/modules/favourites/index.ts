// The favourites module's front door: what other modules may use of it.
export { favouriteRoutes } from './routes.js';
