// The delivery module's front door: what other modules may use of it (app.ts mounts its routes.ts).
export { communeCentre } from './service.js';
