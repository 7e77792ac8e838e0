import type { AddressDto, ApiClient, ApiResult, SlotDto, SlotGroupDto } from '@consigne/api-client';
import * as routes from '@consigne/contract/routes';
import { formatSlotLabel, SHOP_TIME_ZONE, dateTimeFormat } from '@consigne/domain';
import { SLOT_LOAD_ERROR, SLOT_SAVE_ERROR } from '../../stores/slots';

/** Pure rules of the slot modal, kept out of the components to be tested alone. */

/**
 * The day shown when the modal opens: the first date is preselected. When the shopper already
 * holds a slot of the list, its day is shown instead, so that the selection is visible.
 */
export function initialDate(groups: SlotGroupDto[], selectedSlotId?: number | null): string | null {
  if (selectedSlotId != null) {
    const group = groups.find((g) => g.slots.some((s) => s.id === selectedSlotId));
    if (group) return group.date;
  }
  return groups[0]?.date ?? null;
}

/** The slots of one day ([] for an unknown day). */
export const slotsOfDate = (groups: SlotGroupDto[], date: string | null): SlotDto[] =>
  groups.find((g) => g.date === date)?.slots ?? [];

/** Full slots cannot be chosen. */
export const isChoosable = (slot: Pick<SlotDto, 'isFull'>) => !slot.isFull;

export type SlotBadge = 'full' | 'soonFull' | null;
export const slotBadge = (slot: Pick<SlotDto, 'isFull' | 'isSoonFull'>): SlotBadge =>
  slot.isFull ? 'full' : slot.isSoonFull ? 'soonFull' : null;

/** '09:00-11:00': the time part of 'Day number · start-end' (docs/rules.md#slots) (24-hour fr-FR). */
export function slotTimeRange(slot: Pick<SlotDto, 'startAt' | 'endAt'>, intlLocale = 'fr-FR'): string {
  const label = formatSlotLabel(slot, intlLocale);
  return label.slice(label.indexOf(' · ') + 3);
}

export interface DayLabel {
  /** 'today', 'tomorrow', or the weekday in the locale's words ('lun.', 'ma', 'lun'). */
  relative: 'today' | 'tomorrow' | null;
  weekday: string;
  /** Long weekday and date, over the shown day's slots: 'lundi 23 novembre'. */
  long: string;
  day: string;
  month: string;
}

const noon = (date: string) => new Date(`${date}T12:00:00Z`);

/** A day button's wording in the page's locale; `today` is the shop's local date (YYYY-MM-DD). */
export function dayLabel(date: string, intlLocale: string, today: string): DayLabel {
  const at = noon(date);
  const format = (options: Intl.DateTimeFormatOptions) =>
    dateTimeFormat(intlLocale, { ...options, timeZone: 'UTC' }).format(at);
  const days = Math.round((at.getTime() - noon(today).getTime()) / 86_400_000);
  const weekday = format({ weekday: 'short' });
  return {
    relative: days === 0 ? 'today' : days === 1 ? 'tomorrow' : null,
    weekday: weekday.charAt(0).toUpperCase() + weekday.slice(1),
    long: format({ weekday: 'long', day: 'numeric', month: 'long' }),
    day: format({ day: 'numeric' }),
    month: format({ month: 'short' }),
  };
}

/** Today's date in the shop's time zone. */
export const shopToday = (now: Date = new Date()) =>
  dateTimeFormat('en-CA', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);

/** '19:45': a time of day in the shop's time zone, 24-hour. */
export const formatShopTime = (iso: string) =>
  dateTimeFormat('fr-FR', {
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: SHOP_TIME_ZONE,
  }).format(new Date(iso));

/** Saving a slot fails: the server's text, else 'Impossible d'enregistrer le créneau' (translated). */
export const saveErrorText = (error: string, fallback: string) =>
  error && error !== SLOT_SAVE_ERROR ? error : fallback;

/** Loading the slots fails: the server's text, else 'Erreur lors du chargement des créneaux' (translated). */
export const loadErrorText = (error: string, fallback: string) =>
  error && error !== SLOT_LOAD_ERROR ? error : fallback;

/** Marketing banners dismissed in this page (per slot). */
export function dismissBanner(dismissed: ReadonlySet<number>, slotId: number): Set<number> {
  const next = new Set(dismissed);
  next.add(slotId);
  return next;
}

/** A marketing icon the modal can show as text (an emoji or a short symbol); anything else is ignored. */
export const textIcon = (icon: string | null | undefined): string | null =>
  icon && [...icon].length <= 4 && !/^[\w-]+:/.test(icon) ? icon : null;

/* ------------------------------------------------------------------------------------------------
 * Address sub-view.
 * ---------------------------------------------------------------------------------------------- */

export type AddressTab = 'home' | 'pickup';

/** The default tab follows whether the current address is a pickup point. */
export const defaultAddressTab = (isDeliveryPoint: boolean): AddressTab =>
  isDeliveryPoint ? 'pickup' : 'home';

/** An address change request: id and type (address or pdr). */
export interface AddressChange {
  type: 'address' | 'pdr';
  id: number;
}

/** Choosing what is already in use changes nothing: no confirmation, no reload. */
export function isCurrentChoice(
  change: AddressChange,
  current: { isDeliveryPoint: boolean; zoneId: number | null; addressId: number | null },
): boolean {
  return change.type === 'pdr'
    ? current.isDeliveryPoint && current.zoneId === change.id
    : !current.isDeliveryPoint && current.addressId === change.id;
}

/** 'streetNumber address, cp city' (displayed address). */
export const addressLine = (a: Pick<AddressDto, 'streetNumber' | 'address' | 'cp' | 'city'>) =>
  `${a.streetNumber} ${a.address}, ${a.cp} ${a.city}`.trim();

/** The calls of a confirmed address change (the typed API client fits). */
export interface AddressChangeApi {
  selectAddress(id: number): Promise<ApiResult<unknown>>;
  choosePickupPoint(zoneId: number): Promise<ApiResult<unknown>>;
}

/** The address change's calls over the page's API client. */
export const addressChangeCalls = (api: Pick<ApiClient, 'call'>): AddressChangeApi => ({
  selectAddress: (id) => api.call(routes.selectAddress, { params: { id } }),
  choosePickupPoint: (zoneId) => api.call(routes.choosePickupPoint, { body: { zone_id: zoneId } }),
});

/**
 * Confirm runs PATCH /user/addresses/setSelected/{id} (address) or POST /user/delivery
 * {zone_id} (pickup point). True on success; a failure shows no message (handled as cancel).
 */
export async function applyAddressChange(api: AddressChangeApi, change: AddressChange): Promise<boolean> {
  try {
    const result =
      change.type === 'pdr' ? await api.choosePickupPoint(change.id) : await api.selectAddress(change.id);
    return result.error === null;
  } catch {
    return false;
  }
}
