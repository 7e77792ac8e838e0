import { useEffect, useId, useRef, useState } from 'react';
import { useI18n } from '../../i18n';
import { useWarehouseStore } from '../../stores/warehouse';
import { applyAddressChange, type AddressChange, type AddressChangeApi } from './slot-modal-logic';

/**
 * The confirmed change: applied, then the app reloads (the new zone may be served by another
 * warehouse: its amounts are fetched again); `onFailed` when the API refused it.
 */
export async function confirmZoneChange(
  api: AddressChangeApi,
  change: AddressChange,
  onFailed: () => void,
): Promise<void> {
  if (!(await applyAddressChange(api, change))) return onFailed();
  useWarehouseStore.getState().clearWarehouse();
  window.location.reload();
}

/**
 * The address-change confirmation (docs/rules.md#zones): 'Changement de zone géographique'; the cart will be emptied
 * and the app reloaded. Cancel or close clears the pending change.
 */
export function ZoneChangeDialog({
  change,
  onCancel,
  onConfirm,
}: {
  change: AddressChange | null;
  onCancel: () => void;
  onConfirm: (change: AddressChange) => Promise<void>;
}) {
  const { t } = useI18n();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (change && !dialog.open) dialog.showModal();
    if (!change && dialog.open) dialog.close();
    if (!change) setBusy(false);
  }, [change]);

  return (
    <dialog
      ref={ref}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      data-testid="zone-change-dialog"
      onClose={(event) => {
        if (event.target === event.currentTarget && !busy) onCancel();
      }}
      onCancel={(event) => {
        if (busy) event.preventDefault();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget && !busy) event.currentTarget.close();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-[440px] rounded-2xl bg-white p-6 text-ink shadow-xl backdrop:bg-ink/50"
    >
      <h3 id={titleId} className="text-xl font-bold">
        {t('slots.zone.title')}
      </h3>
      <p id={textId} className="mt-2 text-ink-soft">
        {t('slots.zone.text')}
      </p>
      <div className="mt-6 grid grid-cols-2 gap-3">
        <button
          type="button"
          className="btn btn-outline"
          disabled={busy}
          onClick={() => ref.current?.close()}
        >
          {t('slots.zone.cancel')}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          disabled={busy}
          aria-busy={busy}
          onClick={() => {
            if (!change) return;
            setBusy(true);
            void onConfirm(change).finally(() => setBusy(false));
          }}
        >
          {t('slots.zone.confirm')}
        </button>
      </div>
    </dialog>
  );
}
