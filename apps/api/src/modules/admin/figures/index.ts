// The admin/figures module's front door: what other modules may use of it.
export { figuresScope } from './service.js';
