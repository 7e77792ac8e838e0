import type { ApiLocale } from '@consigne/domain';
import type { slots } from '../../db/schema/index.js';

/** A slot is 'soon full' once three quarters of its places are taken. */
const SOON_FULL_RATIO = 0.75;

type SlotRow = typeof slots.$inferSelect;

/**
 * A slot (docs/rules.md#slots). `taken` counts the places already used: bookings (reserved) plus live holds of
 * other shoppers; a closed slot is full. The marketing fields are empty unless a marketing operation is set on the slot.
 */
export function slotView(slot: SlotRow, { taken = slot.reserved, locale = 'fr_FR' as ApiLocale } = {}) {
  const marketing = slot.marketing;
  const localized = (texts: Record<string, string> | undefined) =>
    texts ? (texts[locale] ?? texts.fr_FR ?? null) : null;
  return {
    id: slot.id,
    startAt: slot.startAt.toISOString(),
    endAt: slot.endAt.toISOString(),
    // A slot closed by the back-office is offered as full (full slots cannot be chosen).
    isFull: slot.closedAt !== null || taken >= slot.capacity,
    isSoonFull: slot.closedAt === null && taken < slot.capacity && taken >= slot.capacity * SOON_FULL_RATIO,
    marketingOperationText: localized(marketing?.text),
    marketingDescription: localized(marketing?.description),
    icon: marketing?.icon ?? null,
    backgroundColor: marketing?.backgroundColor ?? null,
    textColor: marketing?.textColor ?? null,
    // Green for the shopper asking: marked by the green-slots module on the slot list only.
    isGreen: false,
    greenDiscount: 0,
    // A week of the asking shopper's reserved slot (ADR 0040): marked by the slot list only.
    reservedForYou: false,
  };
}

export type SlotView = ReturnType<typeof slotView>;
