// The operator module's front door: what other modules may use of it.
export { orderPlace, pendingEmpties, stopsOf, vanRound } from './round.js';
export { advanceOrder, recordCollection } from './service.js';
export { sheetRowView, sheetView } from './door-payment.js';
