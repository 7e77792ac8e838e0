import { useI18n } from '../../i18n';
import type { CartDto } from '../../stores/cart';
import { OrderTotals } from '../orders/OrderTotals';

/**
 * The server's totals of the cart, as they are: VAT per rate, wallet and amount to pay come from
 * the cart's answer (the page computes no money).
 */
export function CheckoutTotals({
  cart,
  showHt,
}: {
  cart: Pick<CartDto, 'totals' | 'appliedPromoCode' | 'vatByRate'>;
  showHt: boolean;
}) {
  const { t } = useI18n();
  return (
    <>
      <h2 id="checkout-totals" className="text-xl font-bold">
        {t('orders.totals.title')}
      </h2>
      <OrderTotals
        totals={cart.totals}
        vatByRate={cart.vatByRate}
        showHt={showHt}
        promoCode={cart.appliedPromoCode}
      />
      {cart.totals.walletUsage > 0 && (
        <p className="-mt-3 text-xs text-ink-soft">{t('orders.checkout.walletEstimate')}</p>
      )}
    </>
  );
}
