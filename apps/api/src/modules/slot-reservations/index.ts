// The slot reservations module's front door: what other modules may use of it.
export { eraseReservations, reservationsOf } from './service.js';
