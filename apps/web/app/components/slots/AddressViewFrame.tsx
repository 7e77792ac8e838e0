import { useI18n } from '../../i18n';
import { ArrowLeftIcon, CloseIcon } from '../ui/icons';

/** The address sub-view's title between 'back to the slots' and 'close'. */
export function AddressViewHeader({
  titleId,
  onBack,
  onClose,
}: {
  titleId: string;
  onBack: () => void;
  onClose: () => void;
}) {
  const { t } = useI18n();
  return (
    <div className="flex items-center gap-2 px-3 pb-2 pt-4 sm:px-4">
      <button type="button" className="btn-icon" aria-label={t('slots.address.back')} onClick={onBack}>
        <ArrowLeftIcon />
      </button>
      <h2 id={titleId} className="flex-1 text-xl font-extrabold tracking-tight sm:text-2xl">
        {t('slots.address.title')}
      </h2>
      <button type="button" className="btn-icon" aria-label={t('slots.close')} onClick={onClose}>
        <CloseIcon />
      </button>
    </div>
  );
}

/** 'Valider mon adresse', with a hint while no address is chosen. */
export function AddressViewFooter({
  showNone,
  canValidate,
  onValidate,
}: {
  showNone: boolean;
  canValidate: boolean;
  onValidate: () => void;
}) {
  const { t } = useI18n();
  return (
    <div className="border-t border-line bg-white px-5 py-4 sm:px-6">
      {showNone && (
        <p className="mb-3 text-center text-sm text-ink-soft" data-testid="address-none">
          {t('slots.address.none')}
        </p>
      )}
      <button
        type="button"
        className="btn btn-primary w-full"
        disabled={!canValidate}
        data-testid="address-validate"
        onClick={onValidate}
      >
        {t('slots.address.validate')}
      </button>
    </div>
  );
}
