import type { OrderSummaryDto, SlotReservationDto } from '@consigne/api-client';
import type { UsualBasketDto } from '@consigne/contract';
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

/**
 * The usual basket's tile: how many products, its pause, and its next date still to be ordered
 * (scheduled or reminded; a skipped, placed or failed date is not 'next').
 */
export function usualBasketTile(basket: UsualBasketDto | null) {
  if (!basket) return null;
  const nextDate = basket.occurrences.find((o) => o.status === 'scheduled' || o.status === 'reminded');
  return {
    productCount: basket.lines.length,
    pausedUntil: basket.pausedUntil,
    next: nextDate ? { slot: nextDate.slot, placeAt: nextDate.placeAt } : null,
  };
}

/**
 * What the block shows: the next open order (its slot soonest), the reservation's next week and the
 * usual basket's next date.
 */
export function nextDeliveryView(
  orders: readonly OrderSummaryDto[],
  reservation: SlotReservationDto | null,
  usualBasket: UsualBasketDto | null = null,
) {
  const next =
    orders
      .filter((o) => isOpenOrderStatus(o.status))
      .sort((a, b) => a.slot.startAt.localeCompare(b.slot.startAt))[0] ?? null;
  return {
    next,
    reservation: reservation && { ...reservation, nextWeek: nextReservedWeek(reservation.weeks) },
    usualBasket: usualBasketTile(usualBasket),
  };
}

export type NextDeliveryView = ReturnType<typeof nextDeliveryView>;
