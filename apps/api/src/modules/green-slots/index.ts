// The green-slots module's front door (docs/rules.md#green-slots): what other modules may use of it.
export { greenSettingsOf, slotTours, stopPoint } from './measure.js';
export { greenDecision, markGreenSlots, selectedSlotGreenDiscount } from './service.js';
