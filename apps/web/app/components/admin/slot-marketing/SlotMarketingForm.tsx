import type { SlotDto } from '@consigne/api-client';
import { API_LOCALES, intlTag } from '@consigne/domain';
import { useState, type ReactNode } from 'react';
import { SlotBanner } from '../../slots/SlotBanner';
import { SlotOption } from '../../slots/SlotList';
import { useI18n } from '../../../i18n';
import type { FormAnswer } from '../../../lib/admin-form';
import type { AdminAccount } from '../../../lib/admin.server';
import {
  apiLocaleLabel,
  reachOf,
  weekdayNames,
  type SlotOperation,
  type SlotReach,
} from '../../../lib/admin-slot-marketing';
import { AdminForm, Field, SelectField, useFieldError } from '../AdminForm';
import { Panel } from '../AdminPage';

/** The colours' error: both pickers share one message, under them. */
function ColorsError() {
  const text = useFieldError('textColor');
  const background = useFieldError('backgroundColor');
  const message = text ?? background;
  return message ? (
    <p className="mt-1 text-sm text-danger" role="alert">
      {message}
    </p>
  ) : null;
}

function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Panel>
      <fieldset className="min-w-0 space-y-4">
        <legend className="mb-2 text-lg font-bold">{legend}</legend>
        {children}
      </fieldset>
    </Panel>
  );
}

/** How the slot shows on the storefront: its own option and banner components, with the form's French. */
function Preview({
  text,
  description,
  icon,
  colors,
}: {
  text: string;
  description: string;
  icon: string;
  colors: [string, string] | null;
}) {
  const { t } = useI18n();
  const start = new Date(Date.UTC(2030, 0, 7, 8));
  const slot: SlotDto = {
    id: 0,
    startAt: start.toISOString(),
    endAt: new Date(start.getTime() + 2 * 3600_000).toISOString(),
    isFull: false,
    isSoonFull: false,
    isGreen: false,
    greenDiscount: 0,
    reservedForYou: false,
    marketingOperationText: text || null,
    marketingDescription: description || null,
    icon: icon || null,
    backgroundColor: colors?.[0] ?? null,
    textColor: colors?.[1] ?? null,
  };
  return (
    <section
      aria-labelledby="slot-preview"
      className="rounded-card border border-dashed border-line bg-sand/40 p-4"
    >
      <h2 id="slot-preview" className="mb-3 text-sm font-semibold text-ink-soft">
        {t('admin.slotMarketing.preview')}
      </h2>
      <div className="grid max-w-md gap-1" data-testid="slot-marketing-preview" inert>
        <SlotOption slot={slot} checked={false} onChoose={() => undefined} />
        {slot.marketingDescription && <SlotBanner slot={slot} onDismiss={() => undefined} />}
      </div>
    </section>
  );
}

/** Create or edit a slot marketing operation: what it says in four locales, how it looks, which slots. */
export function SlotMarketingForm({
  operation,
  account,
  result,
  busy,
  readOnly = false,
}: {
  operation: SlotOperation | null;
  account: AdminAccount;
  /** The action's answer (useActionData): its refusal is said above the form and beside each field. */
  result: FormAnswer | undefined;
  busy: boolean;
  readOnly?: boolean;
}) {
  const { t, locale } = useI18n();
  const [reach, setReach] = useState<SlotReach>(operation ? reachOf(operation) : 'any');
  const [look, setLook] = useState({
    text: operation?.texts.fr_FR.text ?? '',
    description: operation?.texts.fr_FR.description ?? '',
    icon: operation?.icon ?? '',
    own: Boolean(operation?.backgroundColor),
    background: operation?.backgroundColor ?? '#e8f5e9',
    color: operation?.textColor ?? '#1b5e20',
  });
  const days = weekdayNames(intlTag(locale));
  const today = new Date().toISOString().slice(0, 10);
  return (
    <AdminForm result={result} summary="admin.slotMarketing.checkFields" className="space-y-6">
      <fieldset disabled={readOnly || busy} className="min-w-0 space-y-6">
        {operation && <input type="hidden" name="version" value={operation.version} />}
        <Fieldset legend={t('admin.slotMarketing.sectionGeneral')}>
          <div className="grid gap-4 md:grid-cols-2">
            <Field
              id="op-name"
              name="name"
              label={t('admin.slotMarketing.name')}
              defaultValue={operation?.name ?? ''}
              maxLength={80}
            />
            <SelectField
              id="op-warehouse"
              name="warehouseId"
              label={t('admin.slotMarketing.warehouse')}
              defaultValue={
                operation?.warehouseId ?? (account.role === 'admin' ? '' : account.warehouses[0]?.id)
              }
              options={[
                ...(account.role === 'admin' ? [['', t('admin.slotMarketing.allWarehouses')] as const] : []),
                ...account.warehouses.map((w) => [String(w.id), w.name] as const),
              ]}
            />
          </div>
          <label className="inline-flex min-h-10 items-center gap-2 font-semibold">
            <input type="checkbox" name="active" defaultChecked={operation?.active ?? true} />
            {t('admin.slotMarketing.active')}
          </label>
        </Fieldset>

        <Fieldset legend={t('admin.slotMarketing.sectionReach')}>
          <fieldset>
            <legend className="field-label">{t('admin.slotMarketing.weekdays')}</legend>
            <div className="flex flex-wrap gap-x-4 gap-y-2">
              {days.map((name, i) => (
                <label key={name} className="inline-flex min-h-10 items-center gap-2">
                  <input
                    type="checkbox"
                    name="weekdays"
                    value={i + 1}
                    defaultChecked={operation?.weekdays.includes(i + 1) ?? false}
                  />
                  {name}
                </label>
              ))}
            </div>
            <p className="mt-1 text-sm text-ink-soft">{t('admin.slotMarketing.weekdaysHint')}</p>
          </fieldset>
          <fieldset>
            <legend className="field-label">{t('admin.slotMarketing.slot')}</legend>
            <div className="grid gap-2">
              {(['any', 'first', 'time'] as const).map((value) => (
                <label key={value} className="inline-flex min-h-10 items-center gap-2">
                  <input
                    type="radio"
                    name="reach"
                    value={value}
                    checked={reach === value}
                    onChange={() => setReach(value)}
                  />
                  {t(`admin.slotMarketing.slot.${value}`)}
                </label>
              ))}
            </div>
          </fieldset>
          {reach === 'time' && (
            <Field
              id="op-start-time"
              name="startTime"
              type="time"
              step={3600}
              label={t('admin.slotMarketing.startTime')}
              defaultValue={operation?.startTime ?? '09:00'}
              className="field-input w-40"
            />
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              id="op-starts-on"
              name="startsOn"
              type="date"
              label={t('admin.slotMarketing.startsOn')}
              defaultValue={operation?.startsOn ?? today}
            />
            <Field
              id="op-ends-on"
              name="endsOn"
              type="date"
              label={t('admin.slotMarketing.endsOn')}
              defaultValue={operation?.endsOn ?? ''}
            />
          </div>
        </Fieldset>

        <Fieldset legend={t('admin.slotMarketing.sectionLook')}>
          <div className="grid gap-6 lg:grid-cols-2">
            <div className="space-y-4">
              <Field
                id="op-icon"
                name="icon"
                label={t('admin.slotMarketing.icon')}
                hint={t('admin.slotMarketing.iconHint')}
                value={look.icon}
                onChange={(e) => setLook({ ...look, icon: e.target.value })}
                maxLength={16}
                className="field-input w-40"
              />
              <fieldset>
                <legend className="field-label">{t('admin.slotMarketing.colors')}</legend>
                <div className="flex flex-wrap gap-x-6 gap-y-2">
                  {(['shop', 'own'] as const).map((mode) => (
                    <label key={mode} className="inline-flex min-h-10 items-center gap-2">
                      <input
                        type="radio"
                        name="colors"
                        value={mode}
                        checked={look.own === (mode === 'own')}
                        onChange={() => setLook({ ...look, own: mode === 'own' })}
                      />
                      {t(`admin.slotMarketing.colors.${mode}`)}
                    </label>
                  ))}
                </div>
                {look.own && (
                  <div className="mt-2 flex flex-wrap gap-6">
                    {(
                      [
                        ['backgroundColor', 'background', 'admin.slotMarketing.background'],
                        ['textColor', 'color', 'admin.slotMarketing.textColor'],
                      ] as const
                    ).map(([name, key, label]) => (
                      <label key={name} className="inline-flex items-center gap-2">
                        <input
                          type="color"
                          name={name}
                          value={look[key]}
                          onChange={(e) => setLook({ ...look, [key]: e.target.value })}
                          className="h-10 w-14 rounded border border-line"
                        />
                        {t(label)}
                      </label>
                    ))}
                  </div>
                )}
                <ColorsError />
              </fieldset>
            </div>
            <Preview
              text={look.text}
              description={look.description}
              icon={look.icon}
              colors={look.own ? [look.background, look.color] : null}
            />
          </div>
        </Fieldset>

        <Fieldset legend={t('admin.slotMarketing.sectionTexts')}>
          <p className="text-sm text-ink-soft">{t('admin.slotMarketing.textsHint')}</p>
          <div className="grid gap-4 lg:grid-cols-2">
            {API_LOCALES.map((l) => (
              <fieldset key={l} className="min-w-0 rounded-card border border-line p-4">
                <legend className="px-1 font-bold">{t(apiLocaleLabel(l))}</legend>
                <div className="space-y-3">
                  <Field
                    id={`op-${l}-text`}
                    name={`texts.${l}.text`}
                    label={t('admin.slotMarketing.tag')}
                    defaultValue={operation?.texts[l].text ?? ''}
                    maxLength={40}
                    onChange={l === 'fr_FR' ? (e) => setLook({ ...look, text: e.target.value }) : undefined}
                  />
                  <Field
                    id={`op-${l}-description`}
                    name={`texts.${l}.description`}
                    label={t('admin.slotMarketing.description')}
                    defaultValue={operation?.texts[l].description ?? ''}
                    maxLength={300}
                    onChange={
                      l === 'fr_FR' ? (e) => setLook({ ...look, description: e.target.value }) : undefined
                    }
                  />
                </div>
              </fieldset>
            ))}
          </div>
        </Fieldset>
        {!readOnly && (
          <div className="flex justify-end">
            <button type="submit" name="intent" value="save" className="btn btn-primary min-h-11 px-6">
              {t('admin.save')}
            </button>
          </div>
        )}
      </fieldset>
    </AdminForm>
  );
}
