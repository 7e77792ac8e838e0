import { SHOP_TIME_ZONE, dateTimeFormat } from '@consigne/domain';

/** A date like '22 novembre 2026' in the shop's time zone. */
export function formatOrderDate(iso: string, intlLocale: string): string {
  return dateTimeFormat(intlLocale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: SHOP_TIME_ZONE,
  }).format(new Date(iso));
}
