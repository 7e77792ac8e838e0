import { useI18n } from '../../i18n';
import { loadErrorText } from './slot-modal-logic';

/** Skeletons of the day buttons and slots while the first load runs. */
export function SlotsLoading() {
  const { t } = useI18n();
  return (
    <div aria-busy="true" className="mt-6 grid gap-3" data-testid="slots-loading">
      <span role="status" className="sr-only">
        {t('slots.loading')}
      </span>
      <div className="flex gap-2 overflow-hidden">
        {[0, 1, 2, 3, 4].map((i) => (
          <div key={i} className="h-[84px] w-[112px] shrink-0 animate-pulse rounded-2xl bg-sand" />
        ))}
      </div>
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="h-14 animate-pulse rounded-xl bg-sand" />
      ))}
    </div>
  );
}

/** The load failed; 'Réessayer' loads again. */
export function SlotsLoadError({ error, onRetry }: { error: string; onRetry: () => void }) {
  const { t } = useI18n();
  return (
    <div
      role="alert"
      className="mt-6 grid justify-items-start gap-3 rounded-xl bg-danger-soft px-4 py-3 text-danger"
    >
      <p className="font-medium">{loadErrorText(error, t('slots.loadError'))}</p>
      <button type="button" className="btn btn-outline min-h-9 py-1" onClick={onRetry}>
        {t('slots.retry')}
      </button>
    </div>
  );
}

/** 'Aucun créneau disponible' and what to do about it. */
export function EmptySlots() {
  const { t } = useI18n();
  return (
    <div
      data-testid="slots-empty"
      className="mt-6 grid justify-items-center gap-1 rounded-2xl bg-cream px-4 py-10 text-center"
    >
      <p className="text-lg font-bold">{t('slots.empty')}</p>
      <p className="text-sm text-ink-soft">{t('slots.emptyHint')}</p>
    </div>
  );
}
