// The password module's front door: what other modules may use of it.
export { assertAcceptablePassword, fieldError } from './policy.js';
export { hashToken } from './service.js';
