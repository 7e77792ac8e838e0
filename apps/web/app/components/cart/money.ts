import { formatEuros, intlTag, toCents } from '@consigne/domain';
import { useI18n } from '../../i18n';

/** Amounts with 2 decimals and a euro sign, in the page's locale. */
export function useMoney() {
  const { locale } = useI18n();
  const tag = intlTag(locale);
  return (euros: number) => formatEuros(toCents(euros), tag);
}

/** Warehouse amounts of the cart rules (GET /warehouse/), in euros. */
export interface CartWarehouse {
  deliveryFreeThreshold: number;
  deliveryFee: number;
  orderMinimumAmount: number;
}
