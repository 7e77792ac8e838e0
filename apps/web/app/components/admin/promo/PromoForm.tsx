import type { AdminPromoCode } from '@consigne/contract';
import { LOCALES, PROMO_KINDS } from '@consigne/domain';
import { useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { fieldMessage, Notice } from '../../account/Notice';
import { TextField } from '../../ui/TextField';
import { useI18n } from '../../../i18n';
import { isoToShopTime } from '../../../lib/admin-promo';
import type { AdminAccount } from '../../../lib/admin.server';
import { Panel } from '../AdminPage';

export interface PromoFormResult {
  ok: boolean;
  error?: string | null;
  errors?: ReadonlyArray<{ field: string; message: string }>;
}

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
  const busy = useNavigation().state === 'submitting';
  const failed = result && !result.ok ? result : null;
  // The API's schema errors read 'field : message'; under the field itself, the message is enough.
  const field = (name: string) => fieldMessage(failed?.errors, name)?.replace(`${name} : `, '');
  const summary = failed?.errors?.length ? t('admin.promo.checkFields') : failed?.error;
  const number = (value: number | null | undefined) => (value == null ? '' : String(value));
  return (
    <Panel>
      {summary && (
        <Notice kind="error" className="mb-4" testId="promo-form-error">
          {summary}
        </Notice>
      )}
      <Form method="post" className="grid gap-4 md:grid-cols-2" noValidate>
        <input type="hidden" name="intent" value="save" />
        {code && <input type="hidden" name="version" value={code.version} />}
        <TextField
          label={t('admin.promo.code')}
          id="promo-code"
          name="code"
          required
          autoComplete="off"
          defaultValue={code?.code}
          error={field('code')}
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
        {kind === 'amount' && (
          <TextField
            label={t('admin.promo.amount')}
            id="promo-amount"
            name="amount"
            inputMode="decimal"
            defaultValue={number(code?.amount)}
            error={field('amount')}
          />
        )}
        {kind === 'percent' && (
          <TextField
            label={t('admin.promo.percent')}
            id="promo-percent"
            name="percent"
            inputMode="numeric"
            defaultValue={number(code?.percent)}
            error={field('percent')}
          />
        )}
        {kind === 'gift' && (
          <TextField
            label={t('admin.promo.gift')}
            id="promo-gift"
            name="giftProductKey"
            autoComplete="off"
            defaultValue={code?.giftProductKey ?? ''}
            error={field('giftProductKey')}
          />
        )}
        <TextField
          label={t('admin.promo.minSubtotal')}
          id="promo-min"
          name="minSubtotal"
          inputMode="decimal"
          defaultValue={number(code?.minSubtotal ?? 0)}
          error={field('minSubtotal')}
        />
        <TextField
          label={t('admin.promo.maxUsesTotal')}
          id="promo-max-total"
          name="maxUsesTotal"
          inputMode="numeric"
          defaultValue={number(code?.maxUsesTotal)}
          error={field('maxUsesTotal')}
        />
        <TextField
          label={t('admin.promo.maxUsesPerCustomer')}
          id="promo-max-customer"
          name="maxUsesPerCustomer"
          inputMode="numeric"
          defaultValue={number(code?.maxUsesPerCustomer ?? 1)}
          error={field('maxUsesPerCustomer')}
        />
        <TextField
          label={t('admin.promo.startsAt')}
          id="promo-starts"
          name="startsAt"
          type="datetime-local"
          defaultValue={isoToShopTime(code?.startsAt ?? null)}
          error={field('startsAt')}
        />
        <TextField
          label={t('admin.promo.endsAt')}
          id="promo-ends"
          name="endsAt"
          type="datetime-local"
          defaultValue={isoToShopTime(code?.endsAt ?? null)}
          error={field('endsAt')}
        />
        <Choices
          legend={t('admin.promo.locales')}
          hint={t('admin.promo.everywhere')}
          name="locales"
          options={LOCALES.map((l) => ({ value: l, label: t(`admin.promo.locale.${l}`) }))}
          checked={code?.locales ?? []}
          error={field('locales')}
        />
        <Choices
          legend={t('admin.promo.warehouses')}
          hint={t('admin.promo.everywhere')}
          name="warehouseIds"
          options={warehouses.map((w) => ({ value: String(w.id), label: w.name }))}
          checked={(code?.warehouseIds ?? []).map(String)}
          error={field('warehouseIds')}
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
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {code ? t('admin.save') : t('admin.promo.create')}
          </button>
        </div>
      </Form>
    </Panel>
  );
}

function Choices({
  legend,
  hint,
  name,
  options,
  checked,
  error,
}: {
  legend: string;
  hint: string;
  name: string;
  options: { value: string; label: string }[];
  checked: readonly string[];
  error: string | undefined;
}) {
  return (
    <fieldset aria-describedby={`${name}-hint`}>
      <legend className="field-label">{legend}</legend>
      <p id={`${name}-hint`} className="mb-1 text-xs text-ink-soft">
        {hint}
      </p>
      <div className="grid grid-cols-2 gap-x-4 gap-y-1">
        {options.map((o) => (
          <label key={o.value} className="inline-flex min-h-8 items-center gap-1.5">
            <input type="checkbox" name={name} value={o.value} defaultChecked={checked.includes(o.value)} />
            {o.label}
          </label>
        ))}
      </div>
      {error && <p className="mt-1 text-sm text-danger">{error}</p>}
    </fieldset>
  );
}
