import type { OrderSummaryDto, SlotReservationDto } from '@consigne/api-client';
import { dateTimeFormat, isOpenOrderStatus, nextReservedWeek } from '@consigne/domain';
import { slotTimeRange } from '../slots/slot-modal-logic';

/** The weekday's name in the locale, from its ISO number (1 Monday … 7 Sunday): 'mardi', 'dinsdag'. */
export function weekdayName(weekday: number, intlLocale: string): string {
  // 1 January 2024 was a Monday.
  return dateTimeFormat(intlLocale, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, weekday, 12)),
  );
}

/**
 * A reservation's weekday and time, 'mardi · 10:00-12:00': the time range of its weeks' slots, or its
 * start hour when it has no week to show.
 */
export function reservationLabel(
  reservation: Pick<SlotReservationDto, 'weekday' | 'hour' | 'weeks'>,
  intlLocale: string,
): string {
  const slot = reservation.weeks[0]?.slot;
  const time = slot ? slotTimeRange(slot, intlLocale) : `${String(reservation.hour).padStart(2, '0')}:00`;
  return `${weekdayName(reservation.weekday, intlLocale)} · ${time}`;
}

/** What the block shows: the next open order (its slot soonest) and the reservation's next week. */
export function nextDeliveryView(orders: readonly OrderSummaryDto[], reservation: SlotReservationDto | null) {
  const next =
    orders
      .filter((o) => isOpenOrderStatus(o.status))
      .sort((a, b) => a.slot.startAt.localeCompare(b.slot.startAt))[0] ?? null;
  return {
    next,
    reservation: reservation && { ...reservation, nextWeek: nextReservedWeek(reservation.weeks) },
  };
}

export type NextDeliveryView = ReturnType<typeof nextDeliveryView>;
