import type { OrderDetailDto } from '@consigne/api-client';
import { Link } from 'react-router';
import { useI18n } from '../../i18n';

/** The order's page once its delivery failed: why, in plain words, and the one-click new slot. */
export function OrderFailure({ order }: { order: Pick<OrderDetailDto, 'orderId' | 'failure'> }) {
  const { t, prefix } = useI18n();
  const { failure } = order;
  if (!failure) return null;
  const orderPath = (id: number) => `${prefix}/mon-compte/mes-commandes/order-detail/${id}`;
  return (
    <section
      className="mt-4 rounded-2xl border-2 border-danger/40 bg-danger-soft/40 p-4 sm:p-5"
      data-testid="order-failure"
    >
      <h2 className="text-lg font-bold">{t('deliveryFailure.shopper.title')}</h2>
      <p className="mt-1">
        {t('deliveryFailure.shopper.reason', {
          reason: t(`deliveryFailure.shopper.reason.${failure.reason}`),
        })}
      </p>
      <p className="mt-1 text-sm text-ink-soft">{t('deliveryFailure.shopper.nothingToPay')}</p>
      {failure.rebookedOrderId === null ? (
        <Link
          to={`${orderPath(order.orderId)}/nouveau-creneau`}
          className="btn btn-primary mt-3 min-h-12 w-full sm:w-auto"
          data-testid="order-rebook"
        >
          {t('deliveryFailure.shopper.rebook')}
        </Link>
      ) : (
        <p className="mt-3 font-semibold" data-testid="order-rebooked">
          {t('deliveryFailure.shopper.rebooked', { id: failure.rebookedOrderId })}{' '}
          <Link to={orderPath(failure.rebookedOrderId)} className="underline">
            {t('deliveryFailure.shopper.seeOrder', { id: failure.rebookedOrderId })}
          </Link>
        </p>
      )}
    </section>
  );
}
