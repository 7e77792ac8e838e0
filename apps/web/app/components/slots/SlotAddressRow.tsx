import { useEffect, useRef } from 'react';
import { useI18n } from '../../i18n';
import { ChevronRightIcon, MapPinIcon, StoreIcon } from '../ui/icons';
import type { SlotModalDelivery } from './slot-delivery';

/** The address row: where the slot is for; it opens the address sub-view unless the page forbids it. */
export function SlotAddressRow({
  delivery,
  allowAddressChange,
  focus,
  onAddress,
}: {
  delivery: SlotModalDelivery | null;
  allowAddressChange: boolean;
  /** Take the focus (coming back from the address sub-view). */
  focus: boolean;
  onAddress: () => void;
}) {
  const { t } = useI18n();
  const row = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focus) row.current?.focus();
  }, [focus]);
  return (
    <button
      ref={row}
      type="button"
      data-testid="slot-address-row"
      disabled={!allowAddressChange}
      title={allowAddressChange ? undefined : t('slots.addressLocked')}
      onClick={onAddress}
      className="group mt-2 flex w-full items-center gap-3 rounded-2xl border border-line bg-cream px-4 py-3 text-left transition hover:border-forest/40 hover:bg-sand disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:border-line disabled:hover:bg-cream"
    >
      <span className="grid h-10 w-10 shrink-0 place-items-center rounded-full bg-brand-yellow text-ink">
        {delivery?.isDeliveryPoint ? (
          <StoreIcon width={20} height={20} />
        ) : (
          <MapPinIcon width={20} height={20} />
        )}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-xs font-semibold uppercase tracking-wide text-ink-soft">
          {delivery?.isDeliveryPoint ? t('slots.pickupPoint') : t('slots.deliveryAddress')}
        </span>
        <span className="line-clamp-2 block font-semibold" data-testid="slot-address-text">
          {delivery?.address ?? t('slots.addAddress')}
        </span>
      </span>
      {allowAddressChange && (
        <span className="flex shrink-0 items-center gap-1 text-sm font-semibold text-forest">
          {delivery?.address ? <span className="hidden sm:inline">{t('slots.changeAddress')}</span> : null}
          <ChevronRightIcon width={18} height={18} />
        </span>
      )}
    </button>
  );
}
