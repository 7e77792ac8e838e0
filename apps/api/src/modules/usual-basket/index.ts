// The usual basket module's front door: what other modules may use of it.
export { eraseUsualBasket, usualBasketOf } from './service.js';
export { usualBasketJob } from './jobs.js';
