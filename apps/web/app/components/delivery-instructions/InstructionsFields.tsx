import { DELIVERY_INSTRUCTION_LIMITS, DELIVERY_OPTIONS, type DeliveryInstructions } from '@consigne/domain';
import { useId } from 'react';
import { useI18n } from '../../i18n';
import { INSTRUCTION_FIELDS as F } from './instructions-form';

/**
 * The delivery instructions' fields (checkout and the shopper's order page): door details, entry
 * code, the fixed options and a note, bounded as the API bounds them.
 */
export function InstructionsFields({ initial }: { initial: DeliveryInstructions | null }) {
  const { t } = useI18n();
  const id = useId();
  const ticked = new Set(initial?.options ?? []);
  return (
    <div className="grid gap-4" data-testid="instructions-fields">
      <input type="hidden" name={F.asked} value="1" />
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-access`} className="field-label">
            {t('instructions.accessDetails')}
          </label>
          <input
            id={`${id}-access`}
            name={F.accessDetails}
            className="field-input"
            maxLength={DELIVERY_INSTRUCTION_LIMITS.accessDetails}
            placeholder={t('instructions.accessDetailsPlaceholder')}
            defaultValue={initial?.accessDetails ?? ''}
          />
        </div>
        <div>
          <label htmlFor={`${id}-code`} className="field-label">
            {t('instructions.entryCode')}
          </label>
          <input
            id={`${id}-code`}
            name={F.entryCode}
            className="field-input"
            maxLength={DELIVERY_INSTRUCTION_LIMITS.entryCode}
            autoComplete="off"
            spellCheck={false}
            aria-describedby={`${id}-code-hint`}
            defaultValue={initial?.entryCode ?? ''}
          />
          <p id={`${id}-code-hint`} className="mt-1 text-xs text-ink-soft">
            {t('instructions.entryCodeHint')}
          </p>
        </div>
      </div>
      <fieldset>
        <legend className="field-label">{t('instructions.options')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {DELIVERY_OPTIONS.map((option) => (
            <label
              key={option}
              className="flex min-h-12 cursor-pointer items-center gap-2 rounded-xl border border-line bg-white px-3 py-2 text-sm font-semibold has-[:checked]:border-forest has-[:checked]:bg-leaf-soft has-[:checked]:text-forest"
            >
              <input
                type="checkbox"
                name={F.options}
                value={option}
                defaultChecked={ticked.has(option)}
                className="h-5 w-5 shrink-0 accent-forest"
              />
              {t(`instructions.option.${option}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={`${id}-note`} className="field-label">
          {t('instructions.note')}
        </label>
        <textarea
          id={`${id}-note`}
          name={F.note}
          rows={3}
          className="field-input"
          maxLength={DELIVERY_INSTRUCTION_LIMITS.note}
          aria-describedby={`${id}-note-hint`}
          defaultValue={initial?.note ?? ''}
        />
        <p id={`${id}-note-hint`} className="mt-1 text-xs text-ink-soft">
          {t('instructions.noteHint', { max: DELIVERY_INSTRUCTION_LIMITS.note })}
        </p>
      </div>
    </div>
  );
}
