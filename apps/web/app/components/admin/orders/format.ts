import { SHOP_TIME_ZONE, dateTimeFormat } from '@consigne/domain';
import type { MessageKey, Translate } from '../../../i18n';

/** A slot as '24/11 10:00–12:00' in the shop's time zone. */
export function slotLabel(slot: { startAt: string; endAt: string }, tag: string, withDay = true): string {
  const time = dateTimeFormat(tag, { hour: '2-digit', minute: '2-digit', timeZone: SHOP_TIME_ZONE });
  const day = dateTimeFormat(tag, { day: '2-digit', month: '2-digit', timeZone: SHOP_TIME_ZONE });
  const hours = `${time.format(new Date(slot.startAt))}–${time.format(new Date(slot.endAt))}`;
  return withDay ? `${day.format(new Date(slot.startAt))} ${hours}` : hours;
}

export const statusKey = (status: string) => `adminOrders.status.${status}` as MessageKey;
export const paymentKey = (method: string) => `adminOrders.payment.${method}` as MessageKey;

/** The badge's colours of a status: the day's work stands out, what is over fades. */
export function statusTone(status: string): string {
  if (status === 'cancelled' || status === 'delivery_failed') return 'bg-danger-soft text-danger';
  if (status === 'delivered') return 'bg-sand text-ink-soft';
  if (status === 'payment_pending') return 'bg-warning-soft text-warning';
  return 'bg-leaf-soft text-forest';
}

/** A customer's name as staff read it; an erased account (GDPR) has none: 'Client effacé'. */
export function customerName(customer: { firstname: string; lastname: string }, t: Translate): string {
  const name = `${customer.firstname} ${customer.lastname}`.trim();
  return name || t('adminOrders.erasedName');
}
