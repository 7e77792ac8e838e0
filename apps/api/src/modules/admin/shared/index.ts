// What every back-office area shares: the staff member and its scope, the audit log, the message
// catalogs' helper and the icon check.
export { audit, changedFields, type AuditChange } from './audit.js';
export { defineApiMessages } from './define-messages.js';
export { assertKnownIcon } from './icons.js';
export {
  actorOf,
  assertWarehouse,
  loadStaff,
  requestActor,
  requireAdmin,
  staffActor,
  staffOf,
  warehouseFilter,
  type Actor,
  type Db,
  type Staff,
  type Tx,
} from './staff.js';
export { assertWholeShop, scopedWarehouses, warehouseInScope } from './warehouses.js';
