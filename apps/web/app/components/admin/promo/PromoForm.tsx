import type { AdminPromoCode } from '@consigne/contract';
import { LOCALES, PROMO_KINDS } from '@consigne/domain';
import { useState } from 'react';
import { useI18n, type MessageKey } from '../../../i18n';
import type { FormAnswer } from '../../../lib/admin-form';
import { isoToShopTime } from '../../../lib/admin-promo';
import type { AdminAccount } from '../../../lib/admin.server';
import { AdminForm, ChoicesField, Field, SubmitButton } from '../AdminForm';
import { Panel } from '../AdminPage';

export type PromoFormResult = FormAnswer;

/** Create or edit a promo code; the API validates (field errors shown under each field). */
export function PromoForm({
  code,
  warehouses,
  result,
}: {
  code: AdminPromoCode | null;
  warehouses: AdminAccount['warehouses'];
  result: PromoFormResult | undefined;
}) {
  const { t } = useI18n();
  const [kind, setKind] = useState<string>(code?.kind ?? 'amount');
  return (
    <Panel>
      <AdminForm
        intent="save"
        result={result}
        summary="admin.promo.checkFields"
        testId="promo-form-error"
        className="grid gap-4 md:grid-cols-2"
      >
        {code && <input type="hidden" name="version" value={code.version} />}
        <Field
          label={t('admin.promo.code')}
          id="promo-code"
          name="code"
          required
          autoComplete="off"
          defaultValue={code?.code}
          className="field-input uppercase"
        />
        <fieldset>
          <legend className="field-label">{t('admin.promo.kind')}</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-1">
            {PROMO_KINDS.map((k) => (
              <label key={k} className="inline-flex min-h-10 items-center gap-1.5">
                <input type="radio" name="kind" value={k} checked={kind === k} onChange={() => setKind(k)} />
                {t(`admin.promo.kind.${k}`)}
              </label>
            ))}
          </div>
        </fieldset>
        {[...kindFields[kind as keyof typeof kindFields], ...limitFields].map(
          ({ name, label, value, ...input }) => (
            <Field
              key={name}
              label={t(label)}
              id={`promo-${name}`}
              name={name}
              defaultValue={value(code)}
              {...input}
            />
          ),
        )}
        <ChoicesField
          legend={t('admin.promo.locales')}
          hint={t('admin.promo.everywhere')}
          name="locales"
          options={LOCALES.map((l) => ({ value: l, label: t(`admin.promo.locale.${l}`) }))}
          checked={code?.locales ?? []}
        />
        <ChoicesField
          legend={t('admin.promo.warehouses')}
          hint={t('admin.promo.everywhere')}
          name="warehouseIds"
          options={warehouses.map((w) => ({ value: String(w.id), label: w.name }))}
          checked={(code?.warehouseIds ?? []).map(String)}
        />
        <div className="flex flex-col gap-1 md:col-span-2">
          <label className="inline-flex min-h-10 items-center gap-2">
            <input type="checkbox" name="firstOrderOnly" defaultChecked={code?.firstOrderOnly ?? false} />
            {t('admin.promo.firstOrderOnly')}
          </label>
          <label className="inline-flex min-h-10 items-center gap-2">
            <input type="checkbox" name="active" defaultChecked={code?.active ?? true} />
            {t('admin.promo.activeField')}
          </label>
        </div>
        <div className="md:col-span-2">
          <SubmitButton>{code ? t('admin.save') : t('admin.promo.create')}</SubmitButton>
        </div>
      </AdminForm>
    </Panel>
  );
}

const number = (value: number | null | undefined) => (value == null ? '' : String(value));

interface SimpleField {
  name: string;
  label: MessageKey;
  value: (code: AdminPromoCode | null) => string;
  inputMode?: 'decimal' | 'numeric';
  type?: 'datetime-local';
  autoComplete?: 'off';
}

/** The value field of each kind of code: the one shown is the chosen kind's. */
const kindFields: Record<(typeof PROMO_KINDS)[number], SimpleField[]> = {
  amount: [
    { name: 'amount', label: 'admin.promo.amount', inputMode: 'decimal', value: (c) => number(c?.amount) },
  ],
  percent: [
    { name: 'percent', label: 'admin.promo.percent', inputMode: 'numeric', value: (c) => number(c?.percent) },
  ],
  gift: [
    {
      name: 'giftProductKey',
      label: 'admin.promo.gift',
      autoComplete: 'off',
      value: (c) => c?.giftProductKey ?? '',
    },
  ],
};

/** Minimum basket, limits and dates (times on the shop's clock). */
const limitFields: SimpleField[] = [
  {
    name: 'minSubtotal',
    label: 'admin.promo.minSubtotal',
    inputMode: 'decimal',
    value: (c) => number(c?.minSubtotal ?? 0),
  },
  {
    name: 'maxUsesTotal',
    label: 'admin.promo.maxUsesTotal',
    inputMode: 'numeric',
    value: (c) => number(c?.maxUsesTotal),
  },
  {
    name: 'maxUsesPerCustomer',
    label: 'admin.promo.maxUsesPerCustomer',
    inputMode: 'numeric',
    value: (c) => number(c?.maxUsesPerCustomer ?? 1),
  },
  {
    name: 'startsAt',
    label: 'admin.promo.startsAt',
    type: 'datetime-local',
    value: (c) => isoToShopTime(c?.startsAt ?? null),
  },
  {
    name: 'endsAt',
    label: 'admin.promo.endsAt',
    type: 'datetime-local',
    value: (c) => isoToShopTime(c?.endsAt ?? null),
  },
];
