import { intlTag } from '@consigne/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { useI18n } from '../../i18n';
import { useBrowserApi } from '../../lib/browser-api';
import { slotCalls, useSlotStore, type SelectedSlot } from '../../stores/slots';
import { AddressView } from './AddressView';
import type { SlotModalDelivery } from './slot-delivery';
import { SlotView } from './SlotView';

export type { SlotModalDelivery };

export interface SlotModalProps {
  open: boolean;
  onClose: () => void;
  /** When an order exists, saving moves the order (PATCH /order/{orderId}/slot) instead of selecting. */
  orderId?: number | string | null;
  /** The header always allows it; otherwise the address row is disabled and dimmed. */
  allowAddressChange: boolean;
  delivery: SlotModalDelivery | null;
  /** On success the slot is emitted as selected. */
  onSelected?: (slot: SelectedSlot) => void;
}

/**
 * The slot modal: a native modal <dialog> (640 × 804 on desktop, a sheet from the bottom on
 * phones) with the day buttons, the day's slots and 'Valider mon créneau'; the address row opens the
 * address sub-view. Native dialog: focus trap, Escape and the top layer for free.
 */
export function SlotModal({
  open,
  onClose,
  orderId,
  allowAddressChange,
  delivery,
  onSelected,
}: SlotModalProps) {
  const { t, locale } = useI18n();
  const api = useBrowserApi();
  const ref = useRef<HTMLDialogElement>(null);
  // useId is safe here only because the modal is mounted in the browser (on first opening, never
  // server-rendered): the dialog's aria-labelledby and the titles rendered later share one runtime's
  // id (docs/adr/0002-preact-client-runtime.md, Risks).
  const titleId = useId();
  const [view, setView] = useState<'slots' | 'address'>('slots');
  // Back from the address sub-view, focus returns to the address row.
  const [returning, setReturning] = useState(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    setView('slots');
    setReturning(false);
    // On opening, slots load, and the selected slot too if there is no order id.
    const store = useSlotStore.getState();
    void store.fetchSlots(slotCalls(api));
    if (orderId == null || orderId === '') void store.fetchSelectedSlot(slotCalls(api));
  }, [open, api, orderId]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      data-testid="slot-modal"
      onClose={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop (outside the box) closes the modal.
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
      className="fixed inset-x-0 bottom-0 top-auto m-0 mt-auto h-[92dvh] max-h-none w-full max-w-none overflow-hidden rounded-t-3xl bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/50 sm:inset-0 sm:m-auto sm:h-[804px] sm:max-h-[calc(100dvh-2rem)] sm:w-[640px] sm:max-w-[calc(100vw-2rem)] sm:rounded-2xl"
    >
      {open &&
        (view === 'slots' ? (
          <SlotView
            titleId={titleId}
            locale={intlTag(locale)}
            orderId={orderId}
            allowAddressChange={allowAddressChange}
            delivery={delivery}
            focusAddressRow={returning}
            onAddress={() => setView('address')}
            onClose={() => ref.current?.close()}
            onSaved={(slot) => {
              onSelected?.(slot);
              ref.current?.close();
            }}
          />
        ) : (
          <AddressView
            titleId={titleId}
            delivery={delivery}
            onBack={() => {
              setReturning(true);
              setView('slots');
            }}
            onClose={() => ref.current?.close()}
          />
        ))}
      {!open && (
        <h2 id={titleId} className="sr-only">
          {t('slots.title')}
        </h2>
      )}
    </dialog>
  );
}
