// The stock module's front door: what other modules may use of it.
export { recordMovements } from './movements.js';
