import type { CallResponse } from '@consigne/contract';
import { API_LOCALES, SLOT_WEEKDAYS, fromApiLocale, type ApiLocale, dateTimeFormat } from '@consigne/domain';
import type { MessageKey } from '../i18n';

export type SlotOperation = CallResponse<'getSlotMarketingOperation'>;
export type SlotReach = 'any' | 'first' | 'time';

/** The catalog key naming an API locale's language (its storefront locale's name). */
export const apiLocaleLabel = (apiLocale: ApiLocale): MessageKey =>
  `admin.content.locale.${fromApiLocale(apiLocale)}`;

export const reachOf = (op: Pick<SlotOperation, 'firstOfDay' | 'startTime'>): SlotReach =>
  op.firstOfDay ? 'first' : op.startTime ? 'time' : 'any';

/** The form's fields as the API's body (the API validates and says what is wrong, field by field). */
export function slotOperationBodyOf(form: FormData) {
  const text = (name: string) => String(form.get(name) ?? '');
  const reach = text('reach') as SlotReach;
  const ownColors = text('colors') === 'own';
  const warehouse = text('warehouseId');
  return {
    name: text('name'),
    warehouseId: warehouse ? Number(warehouse) : null,
    texts: Object.fromEntries(
      API_LOCALES.map((l) => [
        l,
        { text: text(`texts.${l}.text`), description: text(`texts.${l}.description`) },
      ]),
    ),
    icon: text('icon') || null,
    backgroundColor: ownColors ? text('backgroundColor') : null,
    textColor: ownColors ? text('textColor') : null,
    weekdays: form
      .getAll('weekdays')
      .map(Number)
      .filter((d) => (SLOT_WEEKDAYS as readonly number[]).includes(d)),
    firstOfDay: reach === 'first',
    startTime: reach === 'time' ? text('startTime') || '' : null,
    startsOn: text('startsOn'),
    endsOn: text('endsOn') || null,
    active: form.get('active') === 'on',
  };
}

/** Weekday names, Monday first, in the reader's language (a Monday in 2030 as the anchor). */
export const weekdayNames = (tag: string, width: 'long' | 'short' = 'long') =>
  SLOT_WEEKDAYS.map((d) =>
    dateTimeFormat(tag, { weekday: width, timeZone: 'UTC' }).format(new Date(Date.UTC(2030, 0, 6 + d, 12))),
  );
