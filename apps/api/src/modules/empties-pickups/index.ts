// The empties-pickups module's front door: what other modules may use of it.
export {
  closePickupByCollection,
  erasePickups,
  failPickup,
  pickupsOf,
  slotPickups,
  type SlotPickup,
} from './service.js';
