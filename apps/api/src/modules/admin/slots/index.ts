// The admin/slots module's front door: what other modules may use of it (app.ts mounts its routes.ts).
export { moveOrderToSlot } from './moves.js';
