// The admin/rounds module's front door: what other modules may use of it.
export { warehouseInScope } from './service.js';
