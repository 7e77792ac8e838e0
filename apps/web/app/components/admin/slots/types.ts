import { dateParam } from '../../../lib/date-param';
import type { CallResponse } from '@consigne/contract';
import { SHOP_TIME_ZONE, dateTimeFormat } from '@consigne/domain';

export type SlotWeek = CallResponse<'getAdminSlotWeek'>;
export type SlotDay = SlotWeek['days'][number];
export type AdminSlot = SlotDay['slots'][number];
export type BookedOrder = CallResponse<'listSlotBookedOrders'>[number];
export type SlotSettings = CallResponse<'getSlotSettings'>;

/** What the page is asked to confirm: closing or reopening some slots, or a whole day. */
export interface PendingChange {
  kind: 'close' | 'reopen';
  slotIds: number[];
  date: string | null;
}

/** '10:00' in the shop's time zone. */
export const clock = (iso: string, tag: string) =>
  dateTimeFormat(tag, { hour: '2-digit', minute: '2-digit', timeZone: SHOP_TIME_ZONE }).format(new Date(iso));

/** '10:00–12:00'. */
export const hours = (slot: { startAt: string; endAt: string }, tag: string) =>
  `${clock(slot.startAt, tag)}–${clock(slot.endAt, tag)}`;

/** 'sam. 28 nov.' for a calendar date. */
export const dayLabel = (date: string, tag: string, weekday: 'short' | 'long' = 'short') =>
  dateTimeFormat(tag, { weekday, day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );

/** The calendar's rows: every start time of the week, in order ('09:00', '10:00'…). */
export function rowTimes(days: SlotDay[], tag: string): string[] {
  const times = new Set(days.flatMap((d) => d.slots.map((s) => clock(s.startAt, tag))));
  return [...times].sort();
}

/** The link to a slot's orders in the order list. */
export const ordersLink = (warehouseId: number, date: string, slotId: number) =>
  `/admin/commandes?warehouseId=${warehouseId}&date=${date}&slotId=${slotId}`;

/** The change the URL asks to confirm: `faire=fermer|rouvrir` with `creneaux`, or `faire=fermer-jour|rouvrir-jour` with `jour`. */
export function pendingOf(url: URL): PendingChange | null {
  const what = url.searchParams.get('faire');
  const day = dateParam(url.searchParams, 'jour');
  if ((what === 'fermer-jour' || what === 'rouvrir-jour') && day)
    return { kind: what === 'fermer-jour' ? 'close' : 'reopen', slotIds: [], date: day };
  if (what !== 'fermer' && what !== 'rouvrir') return null;
  const slotIds = url.searchParams
    .getAll('creneaux')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0)
    .slice(0, 48);
  return slotIds.length ? { kind: what === 'fermer' ? 'close' : 'reopen', slotIds, date: null } : null;
}
