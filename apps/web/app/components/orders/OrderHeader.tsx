import type { OrderDetailDto } from '@consigne/api-client';
import { intlTag } from '@consigne/domain';
import { Link, useLocation, useNavigate } from 'react-router';
import { useI18n } from '../../i18n';
import type { OrdersListState } from '../../routes/mes-commandes';
import { ArrowLeftIcon } from '../ui/icons';
import { formatOrderDate } from './order-dates';
import { StatusBadge } from './StatusBadge';

type HeaderOrder = Pick<OrderDetailDto, 'orderId' | 'status' | 'placedAt' | 'cancelledAt' | 'deliveredAt'>;

/** 'Commande n° 12', its status, when it was placed (and cancelled or delivered); back to the list. */
export function OrderHeader({ order }: { order: HeaderOrder }) {
  const { t, locale } = useI18n();
  const tag = intlTag(locale);
  const dates = [t('orders.list.placedOn', { date: formatOrderDate(order.placedAt, tag) })];
  if (order.status === 'cancelled' && order.cancelledAt)
    dates.push(t('orders.detail.cancelledOn', { date: formatOrderDate(order.cancelledAt, tag) }));
  if (order.status === 'delivered' && order.deliveredAt)
    dates.push(t('orders.detail.deliveredOn', { date: formatOrderDate(order.deliveredAt, tag) }));
  return (
    <>
      <BackToList />
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <h2 className="text-2xl font-black">{t('orders.number', { id: order.orderId })}</h2>
        <StatusBadge status={order.status} />
      </div>
      <p className="mt-1 text-sm text-ink-soft">{dates.join(' · ')}</p>
    </>
  );
}

/** Back to mes-commandes: came from the list, going back restores it exactly as it was. */
function BackToList() {
  const { t, prefix } = useI18n();
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <Link
      to={`${prefix}/mes-commandes`}
      state={{ restoreScroll: true } satisfies OrdersListState}
      preventScrollReset
      onClick={(event) => {
        if ((location.state as { fromList?: boolean } | null)?.fromList) {
          event.preventDefault();
          void navigate(-1);
        }
      }}
      className="inline-flex items-center gap-1.5 text-sm font-semibold text-forest hover:underline"
      data-testid="order-back"
    >
      <ArrowLeftIcon className="h-4 w-4" />
      {t('orders.detail.back')}
    </Link>
  );
}
