/**
 * The operationIds of the back-office's calls, one object per area (each area's file owns its own), merged
 * into the API's OPERATION_IDS.
 */
import { catalogAdminOperations } from './catalog.js';
import { contentAdminOperations } from './content.js';
import { depositForfeitsAdminOperations } from './deposit-forfeits.js';
import { depositsAdminOperations } from './deposits.js';
import { roundsAdminOperations } from './rounds.js';
import { figuresAdminOperations } from './figures.js';
import { ordersAdminOperations } from './orders.js';
import { pickingAdminOperations } from './picking.js';
import { promoAdminOperations } from './promo.js';
import { slotMarketingAdminOperations } from './slot-marketing.js';
import { slotsAdminOperations } from './slots.js';
import { stockAdminOperations } from './stock.js';
import { taxonomyAdminOperations } from './taxonomy.js';

export const coreAdminOperations = {
  'GET /admin/me': 'getBackOfficeAccount',
  'GET /admin/warehouses': 'listBackOfficeWarehouses',
  'GET /admin/audit': 'listAuditEntries',
  'GET /admin/staff': 'listStaff',
  'POST /admin/staff': 'createStaffMember',
  'PATCH /admin/staff/:id': 'updateStaffMember',
} as const;

export const ADMIN_OPERATION_IDS = {
  ...coreAdminOperations,
  ...catalogAdminOperations,
  ...stockAdminOperations,
  ...promoAdminOperations,
  ...contentAdminOperations,
  ...taxonomyAdminOperations,
  ...ordersAdminOperations,
  ...slotMarketingAdminOperations,
  ...pickingAdminOperations,
  ...slotsAdminOperations,
  ...figuresAdminOperations,
  ...depositForfeitsAdminOperations,
  ...roundsAdminOperations,
  ...depositsAdminOperations,
} as const;
