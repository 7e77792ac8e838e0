// The empties-pickups module's front door: what other modules may use of it.
export {
  closePickupByCollection,
  failPickup,
  slotPickupCountSql,
  slotPickups,
  type SlotPickup,
} from './service.js';
