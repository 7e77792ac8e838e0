import { useI18n } from '../../i18n';
import { prefetchSlotModal } from '../slots/LazySlotModal';
import { MapPinIcon, StoreIcon } from '../ui/icons';

export interface CheckoutDelivery {
  isDeliveryPoint: boolean;
  zoneId: number | null;
  /** The displayed address, or null when the shopper has none. */
  address: string | null;
  /** A pickup point's street address, shown under its name. */
  detail: string | null;
}

/** Where the order goes: the delivery address or the pickup point, with 'Modifier'. */
export function DeliveryCard({ delivery, onChange }: { delivery: CheckoutDelivery; onChange: () => void }) {
  const { t } = useI18n();
  const Icon = delivery.isDeliveryPoint ? StoreIcon : MapPinIcon;
  return (
    <div data-testid="checkout-address" className="flex gap-3 rounded-2xl bg-cream p-4">
      <Icon className="mt-0.5 h-5 w-5 shrink-0 text-forest" />
      <div className="min-w-0 flex-1">
        <h3 className="text-sm font-bold">
          {t(delivery.isDeliveryPoint ? 'orders.pickupPoint' : 'orders.deliveryAddress')}
        </h3>
        <p className="mt-1 break-words text-sm">{delivery.address ?? t('orders.noAddress')}</p>
        {delivery.detail && <p className="text-sm text-ink-soft">{delivery.detail}</p>}
        <button
          type="button"
          onClick={onChange}
          onPointerEnter={prefetchSlotModal}
          aria-label={t('orders.checkout.changeAddress')}
          className="mt-2 text-sm font-semibold text-forest underline underline-offset-4"
        >
          {t('orders.checkout.change')}
        </button>
      </div>
    </div>
  );
}
