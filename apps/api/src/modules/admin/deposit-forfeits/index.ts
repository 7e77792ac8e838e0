// The admin/deposit-forfeits module's front door: what other modules may use of it.
export { forfeitUnreturnedDeposits } from './service.js';
