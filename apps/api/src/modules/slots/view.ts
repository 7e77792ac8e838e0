import type { slots } from '../../db/schema/index.js';

/** A slot is 'soon full' once three quarters of its places are taken. */
const SOON_FULL_RATIO = 0.75;

/** Spec §3 "Slot"; the marketing fields are empty until a marketing operation sets them. */
export function slotView(slot: typeof slots.$inferSelect) {
  return {
    id: slot.id,
    startAt: slot.startAt.toISOString(),
    endAt: slot.endAt.toISOString(),
    isFull: slot.reserved >= slot.capacity,
    isSoonFull: slot.reserved < slot.capacity && slot.reserved >= slot.capacity * SOON_FULL_RATIO,
    marketingOperationText: null,
    marketingDescription: null,
    icon: null,
    backgroundColor: null,
    textColor: null,
  };
}
