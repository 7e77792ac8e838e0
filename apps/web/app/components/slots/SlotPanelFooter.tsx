import { useI18n } from '../../i18n';
import { ClockIcon } from '../ui/icons';
import { formatShopTime } from './slot-modal-logic';

/** Until when the current slot is held, the save error, and 'Valider mon créneau'. */
export function SlotPanelFooter({
  showHold,
  holdExpiresAt,
  error,
  saving,
  canSave,
  onSave,
}: {
  /** The chosen slot is the held one, and its hold is known. */
  showHold: boolean;
  holdExpiresAt?: string | null;
  error: string | null;
  saving: boolean;
  canSave: boolean;
  onSave: () => void;
}) {
  const { t } = useI18n();
  return (
    <div className="border-t border-line bg-white px-5 py-4 sm:px-6">
      {showHold && (
        <p data-testid="slot-hold" className="mb-3 flex items-center gap-2 text-sm text-ink-soft">
          <ClockIcon width={16} height={16} className="shrink-0" />
          {holdExpiresAt
            ? t('slots.heldUntil', { time: formatShopTime(holdExpiresAt) })
            : t('slots.holdExpired')}
        </p>
      )}
      {error && (
        <p
          role="alert"
          data-testid="slot-error"
          className="mb-3 rounded-xl bg-danger-soft px-4 py-3 text-sm font-medium text-danger"
        >
          {error}
        </p>
      )}
      <button
        type="button"
        className="btn btn-primary w-full"
        disabled={!canSave || saving}
        aria-busy={saving}
        data-testid="slot-validate"
        onClick={onSave}
      >
        {saving ? t('slots.saving') : t('slots.validate')}
      </button>
    </div>
  );
}
