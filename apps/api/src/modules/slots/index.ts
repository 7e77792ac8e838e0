// The slots module's front door: what other modules may use of it.
export { ensureSlots, plannedSlots } from './generate.js';
export { applySlotMarketing } from './marketing.js';
export { rulesOf } from './rules.js';
export {
  lockActiveReservation,
  lockSlotPlaces,
  placesTaken,
  returnReservedPlace,
  selectSlot,
  useReservedPlace,
} from './service.js';
export { warehouseSlotRules } from './rules.js';
export { slotView } from './view.js';
