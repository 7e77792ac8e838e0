import { HABIT_BOUNDS, type HabitSetting } from '@consigne/contract';
import { SLOT_RULE_BOUNDS, type SlotRules } from '@consigne/domain';
import { Notice } from '../../account/Notice';
import { useI18n, type MessageKey } from '../../../i18n';
import type { FormAnswer } from '../../../lib/admin-form';
import { AdminForm, Field, SubmitButton } from '../AdminForm';
import { Panel } from '../AdminPage';
import type { SlotSettings } from './types';

/** The warehouse's slot rules, in the form's order (the calendar's action reads the same fields). */
export const SLOT_RULE_FIELDS: ReadonlyArray<keyof SlotRules> = [
  'firstStartHour',
  'lastStartHour',
  'widthHours',
  'capacity',
  'sameDayCutoffHour',
  'leadMinutes',
  'daysAhead',
];

/** The shoppers' weekly habits the warehouse sets: reserved weeks held, hours before the cutoff a usual basket goes. */
export const HABIT_FIELDS: ReadonlyArray<HabitSetting> = ['reservationWeeks', 'usualBasketHours'];

/** The warehouse's slot rules, saved with the version read (a concurrent save is refused). */
export function SettingsForm({
  settings,
  error,
  saved,
  week,
}: {
  week: string;
  settings: SlotSettings;
  /** The action's refusal of this form, if any. */
  error: FormAnswer | undefined;
  saved: boolean;
}) {
  const { t } = useI18n();
  return (
    <Panel className="mt-6">
      <h2 className="text-lg font-bold" id="rules-title">
        {t('adminSlots.rulesTitle')}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-ink-soft">{t('adminSlots.rulesIntro')}</p>
      {saved && (
        <Notice kind="success" className="mt-3">
          {t('adminSlots.rulesSaved')}
        </Notice>
      )}
      <AdminForm intent="settings" result={error} className="mt-4" labelledBy="rules-title">
        <input type="hidden" name="version" value={settings.version} />
        <input type="hidden" name="warehouseId" value={settings.warehouseId} />
        <input type="hidden" name="week" value={week} />
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {SLOT_RULE_FIELDS.map((field) => (
            <Field
              key={field}
              label={t(`adminSlots.rule.${field}` as MessageKey)}
              id={`rule-${field}`}
              name={field}
              type="number"
              min={SLOT_RULE_BOUNDS[field].min}
              max={SLOT_RULE_BOUNDS[field].max}
              defaultValue={settings[field]}
            />
          ))}
        </div>
        <h3 className="mt-6 font-bold" id="habits-title">
          {t('adminSlots.habitsTitle')}
        </h3>
        <p className="mt-1 max-w-3xl text-sm text-ink-soft">{t('adminSlots.habitsIntro')}</p>
        <div className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {HABIT_FIELDS.map((field) => (
            <Field
              key={field}
              label={t(`adminSlots.rule.${field}` as MessageKey)}
              id={`rule-${field}`}
              name={field}
              type="number"
              min={HABIT_BOUNDS[field].min}
              max={HABIT_BOUNDS[field].max}
              defaultValue={settings[field]}
            />
          ))}
        </div>
        <SubmitButton className="btn btn-primary mt-4">{t('adminSlots.saveRules')}</SubmitButton>
      </AdminForm>
    </Panel>
  );
}
