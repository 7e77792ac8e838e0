import { useI18n } from '../../i18n';
import type { SelectedSlot } from '../../stores/slots';
import { DeliveryCard, type CheckoutDelivery } from './DeliveryCard';
import { SlotCard } from './SlotCard';

/** 'Livraison': the address and the slot side by side, and the cut-off rule. */
export function DeliverySection({
  delivery,
  slot,
  onChange,
}: {
  delivery: CheckoutDelivery;
  slot: SelectedSlot | null;
  /** Opens the slot modal (its address row changes the address). */
  onChange: () => void;
}) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="checkout-delivery" className="card p-5">
      <h2 id="checkout-delivery" className="text-xl font-bold">
        {t('orders.checkout.delivery')}
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <DeliveryCard delivery={delivery} onChange={onChange} />
        <SlotCard slot={slot} onChange={onChange} />
      </div>
      <p className="mt-4 text-sm text-ink-soft">{t('orders.cutoffRule')}</p>
    </section>
  );
}
