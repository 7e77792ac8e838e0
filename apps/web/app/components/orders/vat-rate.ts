/** 0.055 → '5,5 %' in the page's language. */
export function formatRate(rate: number, intlLocale: string): string {
  return numberFormat(intlLocale, { style: 'percent', maximumFractionDigits: 1 }).format(rate);
}
import { numberFormat } from '@consigne/domain';
