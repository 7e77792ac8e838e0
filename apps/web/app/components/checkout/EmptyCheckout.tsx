import { Link } from 'react-router';
import { useI18n } from '../../i18n';

/** Nothing to order: the cart is empty, the Rayons are one click away. */
export function EmptyCheckout() {
  const { t, prefix } = useI18n();
  return (
    <div data-testid="checkout-empty" className="card mt-6 grid justify-items-center gap-3 p-10 text-center">
      <p className="text-lg font-bold">{t('orders.checkout.empty')}</p>
      <Link to={`${prefix}/categories`} className="btn btn-primary mt-2">
        {t('cart.browse')}
      </Link>
    </div>
  );
}
