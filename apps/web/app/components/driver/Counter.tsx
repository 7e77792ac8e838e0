import { useId } from 'react';
import { useI18n } from '../../i18n';
import { clampCount } from './form-values';

const ROUND_BUTTON =
  'grid size-12 shrink-0 place-items-center rounded-full border-2 border-forest text-2xl font-bold text-forest hover:bg-leaf-soft disabled:opacity-40';

/** A count of empties with big − and + buttons: the driver taps with gloves on, at the door. */
export function Counter({
  name,
  label,
  value,
  onChange,
}: {
  name: string;
  label: string;
  value: number;
  onChange: (value: number) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <button
          type="button"
          className={ROUND_BUTTON}
          aria-label={t('driver.empties.less', { what: label })}
          disabled={value <= 0}
          onClick={() => onChange(Math.max(0, value - 1))}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          name={name}
          type="number"
          inputMode="numeric"
          min={0}
          max={2000}
          value={value}
          onChange={(e) => onChange(clampCount(Number(e.target.value)))}
          className="field-input h-12 w-20 px-2 text-center text-lg font-bold tabular-nums"
        />
        <button
          type="button"
          className={ROUND_BUTTON}
          aria-label={t('driver.empties.more', { what: label })}
          onClick={() => onChange(Math.min(2000, value + 1))}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}
