// The zones module's front door: what other modules may use of it.
export { eligibility } from './service.js';
