import { formatSlotLabel, intlTag } from '@consigne/domain';
import { useI18n } from '../../i18n';
import type { SelectedSlot } from '../../stores/slots';
import { prefetchSlotModal } from '../slots/LazySlotModal';
import { ClockIcon } from '../ui/icons';

/** The chosen slot, or a warning and 'Choisir un créneau' when there is none yet. */
export function SlotCard({ slot, onChange }: { slot: SelectedSlot | null; onChange: () => void }) {
  const { t, locale } = useI18n();
  return (
    <div
      data-testid="checkout-slot"
      className={`flex gap-3 rounded-2xl p-4 ${slot ? 'bg-cream' : 'bg-warning-soft'}`}
    >
      <ClockIcon className={`mt-0.5 h-5 w-5 shrink-0 ${slot ? 'text-forest' : 'text-warning'}`} />
      <div className="min-w-0 flex-1">
        <h3 className="text-sm font-bold">{t('orders.slot')}</h3>
        {slot ? (
          <p className="mt-1 text-sm font-semibold" data-testid="checkout-slot-label">
            {formatSlotLabel(slot, intlTag(locale))}
          </p>
        ) : (
          <p className="mt-1 text-sm text-warning" data-testid="checkout-no-slot">
            {t('orders.checkout.noSlot')}
          </p>
        )}
        <button
          type="button"
          onClick={onChange}
          onPointerEnter={prefetchSlotModal}
          className={
            slot
              ? 'mt-2 text-sm font-semibold text-forest underline underline-offset-4'
              : 'btn btn-primary mt-3 min-h-10 text-sm'
          }
        >
          {t(slot ? 'orders.checkout.changeSlot' : 'orders.checkout.chooseSlot')}
        </button>
      </div>
    </div>
  );
}
