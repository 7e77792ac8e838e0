import { apiHref, type OrderDetailDto } from '@consigne/api-client';
import { toApiLocale } from '@consigne/domain';
import { getInvoicePdf } from '@consigne/contract/routes';
import { useI18n } from '../../i18n';
import { OrderTotals } from './OrderTotals';

/** The order's totals (VAT per rate as recorded), how it is paid, and its invoice once issued. */
export function OrderAside({
  order,
}: {
  order: Pick<OrderDetailDto, 'totals' | 'promoCode' | 'paymentMethod' | 'invoiceId'>;
}) {
  const { t, locale } = useI18n();
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
      {order.invoiceId !== null && (
        <a
          href={apiHref(getInvoicePdf, toApiLocale(locale), { params: { invoiceId: order.invoiceId } })}
          className="btn btn-outline w-full text-sm"
          data-testid="order-invoice"
          download
        >
          {t('orders.detail.invoice')}
        </a>
      )}
    </aside>
  );
}
