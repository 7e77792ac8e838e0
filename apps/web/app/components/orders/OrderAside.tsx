import { Link } from 'react-router';
import type { OrderDetailDto } from '@consigne/api-client';
import { useI18n } from '../../i18n';
import { OrderTotals } from './OrderTotals';

/** The order's totals (VAT per rate as recorded), how it is paid, and its invoice once issued. */
export function OrderAside({
  order,
  invoiceHref,
}: {
  order: Pick<OrderDetailDto, 'orderId' | 'totals' | 'promoCode' | 'paymentMethod'>;
  /** The invoice's PDF address, once one is issued (built by the loader). */
  invoiceHref: string | null;
}) {
  const { t, prefix } = useI18n();
  return (
    <aside aria-labelledby="order-totals-title" className="card grid gap-4 p-5 lg:sticky lg:top-24">
      <h3 id="order-totals-title" className="text-xl font-bold">
        {t('orders.totals.title')}
      </h3>
      <OrderTotals
        totals={order.totals}
        vatByRate={order.totals.vatByRate}
        showHt
        promoCode={order.promoCode}
      />
      <div className="rounded-2xl bg-cream p-4 text-sm">
        <p className="font-bold">{t('orders.payment')}</p>
        <p className="mt-1">
          {order.paymentMethod === 'offline' ? t('orders.paymentOffline') : t('orders.paymentStripe')}
        </p>
      </div>
      {invoiceHref !== null && (
        <a href={invoiceHref} className="btn btn-outline w-full text-sm" data-testid="order-invoice" download>
          {t('orders.detail.invoice')}
        </a>
      )}
      {/* The usual basket's page makes a basket of this order's products (the API checks the owner). */}
      <Link
        to={`${prefix}/mon-compte/mon-panier-habituel?commande=${order.orderId}`}
        className="text-center text-sm font-semibold text-forest underline-offset-4 hover:underline"
        data-testid="order-make-usual"
      >
        {t('orders.detail.makeUsual')}
      </Link>
    </aside>
  );
}
