import { intlTag, toCents } from '@consigne/domain';
import { useI18n } from '../../i18n';
import { formatEurosCached } from '../catalog/format';

/** Spec §9: amounts with 2 decimals and a euro sign, in the page's locale. */
export function useMoney() {
  const { locale } = useI18n();
  const tag = intlTag(locale);
  return (euros: number) => formatEurosCached(toCents(euros), tag);
}

/** Warehouse amounts of the cart rules (GET /warehouse/), in euros. */
export interface CartWarehouse {
  deliveryFreeThreshold: number;
  deliveryFee: number;
  orderMinimumAmount: number;
}
