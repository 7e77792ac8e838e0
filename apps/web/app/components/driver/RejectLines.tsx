import { EMPTIES_UNITS, REJECT_REASONS, type EmptiesUnit, type RejectReason } from '@consigne/domain';
import { useId, useRef } from 'react';
import { useI18n } from '../../i18n';
import { clampCount, isReason, isUnit } from './form-values';

export interface RejectDraft {
  /** Stable across removals, so React keeps each line's inputs. */
  key: number;
  unit: EmptiesUnit;
  reason: RejectReason;
  count: number;
}

/** The refused empties: a line per unit and reason, added as the driver finds them. */
export function RejectLines({
  lines,
  onChange,
}: {
  lines: RejectDraft[];
  onChange: (lines: RejectDraft[]) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const nextKey = useRef(lines.length);
  const update = (key: number, change: Partial<RejectDraft>) =>
    onChange(lines.map((l) => (l.key === key ? { ...l, ...change } : l)));
  return (
    <fieldset className="mt-3 border-t border-line pt-3">
      <legend className="font-semibold">{t('driver.empties.rejects')}</legend>
      <ul className="space-y-3">
        {lines.map((line, index) => (
          <RejectLine
            key={line.key}
            idPrefix={`${id}-`}
            n={index + 1}
            line={line}
            onChange={(change) => update(line.key, change)}
            onRemove={() => onChange(lines.filter((l) => l.key !== line.key))}
          />
        ))}
      </ul>
      <button
        type="button"
        className="btn btn-outline mt-3 min-h-12 w-full"
        onClick={() =>
          onChange([...lines, { key: ++nextKey.current, unit: 'largeBottle', reason: 'broken', count: 1 }])
        }
      >
        {t('driver.empties.addReject')}
      </button>
    </fieldset>
  );
}

/** One refused line: its unit, reason and count, numbered so each field's label stays unique. */
function RejectLine({
  idPrefix,
  n,
  line,
  onChange,
  onRemove,
}: {
  idPrefix: string;
  n: number;
  line: RejectDraft;
  onChange: (change: Partial<RejectDraft>) => void;
  onRemove: () => void;
}) {
  const { t } = useI18n();
  const fieldId = (field: string) => `${idPrefix}${field}-${line.key}`;
  return (
    <li className="grid grid-cols-2 gap-2 sm:grid-cols-[1fr_1fr_6rem_auto]" data-testid="reject-line">
      <ChoiceField
        id={fieldId('unit')}
        name="rejectUnit"
        label={t('driver.empties.rejectUnit', { n })}
        value={line.unit}
        choices={EMPTIES_UNITS.map((unit) => [unit, t(`driver.empties.unit.${unit}`)])}
        onChange={(unit) => isUnit(unit) && onChange({ unit })}
      />
      <ChoiceField
        id={fieldId('reason')}
        name="rejectReason"
        label={t('driver.empties.rejectReason', { n })}
        value={line.reason}
        choices={REJECT_REASONS.map((reason) => [reason, t(`driver.empties.reason.${reason}`)])}
        onChange={(reason) => isReason(reason) && onChange({ reason })}
      />
      <div>
        <label htmlFor={fieldId('count')} className="field-label">
          {t('driver.empties.rejectCount', { n })}
        </label>
        <input
          id={fieldId('count')}
          name="rejectCount"
          type="number"
          inputMode="numeric"
          min={0}
          max={2000}
          value={line.count}
          onChange={(e) => onChange({ count: clampCount(Number(e.target.value)) })}
          className="field-input h-12 text-center font-bold tabular-nums"
        />
      </div>
      <button type="button" className="btn btn-outline min-h-12 self-end" onClick={onRemove}>
        {t('driver.empties.removeReject', { n })}
      </button>
    </li>
  );
}

/** A labelled drop-down of a reject line; the caller checks the value it gets back. */
function ChoiceField({
  id,
  name,
  label,
  value,
  choices,
  onChange,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  /** Value and label of each option. */
  choices: (readonly [string, string])[];
  onChange: (value: string) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="field-input h-12"
      >
        {choices.map(([choice, text]) => (
          <option key={choice} value={choice}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}
