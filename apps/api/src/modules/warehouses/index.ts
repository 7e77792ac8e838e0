// The warehouses module's front door: what other modules may use of it.
export { resolveWarehouse, userWarehouseIdText, type WarehouseRow } from './service.js';
