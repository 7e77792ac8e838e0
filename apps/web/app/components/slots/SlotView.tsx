import { useMemo, useState } from 'react';
import { useI18n } from '../../i18n';
import { useBrowserApi } from '../../lib/browser-api';
import { slotCalls, useSlotStore, type SelectedSlot } from '../../stores/slots';
import type { SlotModalDelivery } from './slot-delivery';
import { saveErrorText, shopToday } from './slot-modal-logic';
import { SlotPanel } from './SlotPanel';

interface SlotViewProps {
  titleId: string;
  focusAddressRow?: boolean;
  locale: string;
  orderId?: number | string | null;
  allowAddressChange: boolean;
  delivery: SlotModalDelivery | null;
  onAddress: () => void;
  onClose: () => void;
  onSaved: (slot: SelectedSlot) => void;
}

/** The slot view bound to the slot store. */
export function SlotView({ orderId, onSaved, onAddress, onClose, ...props }: SlotViewProps) {
  const { t } = useI18n();
  const api = useBrowserApi();
  const groups = useSlotStore((s) => s.groups);
  const loading = useSlotStore((s) => s.loading);
  const loadError = useSlotStore((s) => s.error);
  const saving = useSlotStore((s) => s.saving);
  const selectedSlot = useSlotStore((s) => s.selectedSlot);
  const [error, setError] = useState<string | null>(null);
  const today = useMemo(() => shopToday(), []);

  const store = useSlotStore.getState;
  return (
    <SlotPanel
      {...props}
      today={today}
      slots={{
        groups,
        loading,
        loadError,
        saving,
        selectedSlotId: selectedSlot?.id ?? null,
        holdExpiresAt: selectedSlot?.holdExpiresAt,
        error,
      }}
      actions={{
        onAddress,
        onClose,
        onChoose: () => setError(null),
        onRetry: () => void store().fetchSlots(slotCalls(api), { force: true }),
        onSave: async (slot) => {
          setError(null);
          const result = await store().saveSlot(slotCalls(api), slot, orderId);
          if (result.success) onSaved(result.slot);
          else {
            setError(saveErrorText(result.error, t('slots.saveError')));
            // The slot may have filled up meanwhile: show the current places.
            void store().fetchSlots(slotCalls(api), { force: true });
          }
        },
      }}
    />
  );
}
