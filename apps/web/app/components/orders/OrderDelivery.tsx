import type { OrderDetailDto } from '@consigne/api-client';
import { formatSlotLabel, intlTag } from '@consigne/domain';
import { useI18n } from '../../i18n';
import { ClockIcon, MapPinIcon, StoreIcon } from '../ui/icons';
import { OrderActions } from './OrderActions';

/** The order's slot and where it goes, with what may still change. */
export function OrderDelivery({ order, onChangeSlot }: { order: OrderDetailDto; onChangeSlot: () => void }) {
  const { t, locale } = useI18n();
  const pdr = order.deliveryType === 'pdr';
  const DeliveryIcon = pdr ? StoreIcon : MapPinIcon;
  return (
    <section className="card grid gap-4 p-5 sm:grid-cols-2" aria-label={t('orders.checkout.delivery')}>
      <div className="flex gap-3">
        <ClockIcon className="mt-0.5 h-5 w-5 shrink-0 text-forest" />
        <div>
          <h3 className="text-sm font-bold">{t('orders.slot')}</h3>
          <p className="mt-1 text-sm font-semibold" data-testid="order-slot">
            {formatSlotLabel(order.slot, intlTag(locale))}
          </p>
        </div>
      </div>
      <div className="flex min-w-0 gap-3">
        <DeliveryIcon className="mt-0.5 h-5 w-5 shrink-0 text-forest" />
        <div className="min-w-0">
          <h3 className="text-sm font-bold">{t(pdr ? 'orders.pickupPoint' : 'orders.deliveryAddress')}</h3>
          <p className="mt-1 break-words text-sm">{order.deliveryName}</p>
          {order.deliveryAddress && order.deliveryAddress !== order.deliveryName && (
            <p className="break-words text-sm text-ink-soft">{order.deliveryAddress}</p>
          )}
        </div>
      </div>
      <OrderActions order={order} onChangeSlot={onChangeSlot} />
    </section>
  );
}
