import type { ReactNode } from 'react';
import { useI18n } from '../../i18n';

export type ListState<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; items: T[] };

/** A list of the address sub-view: skeletons while it loads, a retry when it failed, else its options. */
export function AddressList<T>({
  state,
  empty,
  legend,
  render,
  onRetry,
}: {
  state: ListState<T> | null;
  empty: string;
  legend: string;
  onRetry: () => void;
  render: (items: T[]) => ReactNode;
}) {
  const { t } = useI18n();
  if (!state || state.status === 'loading')
    return (
      <div aria-busy="true" className="grid gap-2">
        <span role="status" className="sr-only">
          {t('slots.address.loading')}
        </span>
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-[72px] animate-pulse rounded-xl bg-sand" />
        ))}
      </div>
    );
  if (state.status === 'error')
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-danger-soft px-4 py-3 text-sm font-medium text-danger"
      >
        <p>{t('slots.address.loadError')}</p>
        <button type="button" className="btn btn-outline min-h-9 py-1" onClick={onRetry}>
          {t('slots.retry')}
        </button>
      </div>
    );
  if (state.items.length === 0)
    return <p className="rounded-xl bg-cream px-4 py-6 text-center text-ink-soft">{empty}</p>;
  return (
    <fieldset className="grid gap-2" data-testid="address-options">
      <legend className="sr-only">{legend}</legend>
      {render(state.items)}
    </fieldset>
  );
}

/** One address or pickup point as a radio option, 'Actuelle' on the one in use. */
export function AddressOption({
  name,
  checked,
  disabled = false,
  onChoose,
  title,
  line,
  extra,
  aside,
  current,
}: {
  name: string;
  checked: boolean;
  disabled?: boolean;
  onChoose: () => void;
  title: string;
  line: string;
  extra?: string;
  aside?: string;
  current: boolean;
}) {
  const { t } = useI18n();
  return (
    <label
      data-testid="address-option"
      className={`flex items-start gap-3 rounded-xl border-2 px-4 py-3 transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-forest ${
        disabled
          ? 'cursor-not-allowed border-line bg-sand/60 text-ink-soft'
          : checked
            ? 'cursor-pointer border-forest bg-leaf-soft'
            : 'cursor-pointer border-line bg-white hover:border-forest/50'
      }`}
    >
      <input
        type="radio"
        name={name}
        checked={checked}
        disabled={disabled}
        onChange={onChoose}
        className="mt-1 h-5 w-5 shrink-0 accent-forest focus-visible:outline-none"
      />
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-semibold">{title}</span>
          {current && (
            <span className="rounded-full bg-brand-yellow px-2 py-0.5 text-xs font-bold text-ink">
              {t('slots.address.current')}
            </span>
          )}
        </span>
        {line && <span className="block text-sm text-ink-soft">{line}</span>}
        {extra && <span className="mt-0.5 block text-xs text-ink-soft">{extra}</span>}
      </span>
      {aside && <span className="shrink-0 text-sm font-semibold tabular-nums text-forest">{aside}</span>}
    </label>
  );
}
