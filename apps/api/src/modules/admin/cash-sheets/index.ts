// The admin/cash-sheets module's front door: what other modules may use of it (the home board).
export { openCashSheetCount } from './service.js';
