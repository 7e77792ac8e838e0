import type { CallResponse } from '@consigne/contract';
import { DEPOSIT_CLASSES, LOCALES, PRODUCT_UNITS, VAT_CLASSES } from '@consigne/domain';
import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { fieldMessage } from '../account/Notice';
import { TextField } from '../ui/TextField';
import { useI18n } from '../../i18n';

export type ProductSheet = CallResponse<'getAdminProduct'>;
export type ProductOptions = CallResponse<'getAdminProductOptions'>;
type FieldErrors = ReadonlyArray<{ field: string; message: string }> | undefined;

/** The body of a product form, as the API's adminProductBody expects it (the API validates it). */
export function productBodyOf(form: FormData) {
  const text = (name: string) => String(form.get(name) ?? '');
  const number = (name: string) => {
    const raw = text(name).trim().replace(',', '.');
    return raw === '' ? null : Number(raw);
  };
  return {
    brand: text('brand'),
    categoryId: number('categoryId'),
    packageTypeId: number('packageTypeId'),
    volume: number('volume'),
    unit: text('unit'),
    vatClass: text('vatClass'),
    depositClass: text('depositClass'),
    alcoholLevel: number('alcoholLevel'),
    isHidden: form.get('isHidden') === 'on',
    tagIds: form.getAll('tagIds').map(Number),
    translations: Object.fromEntries(
      LOCALES.map((l) => [l, { name: text(`name.${l}`), description: text(`description.${l}`) }]),
    ),
  };
}

/** A field's message without the API's "field : " prefix (the label already names the field). */
const fieldText = (errors: FieldErrors, field: string) =>
  fieldMessage(errors, field)?.replace(/^[\w.-]+ : /, '');

/**
 * The shared product sheet: four locales side by side (missing ones flagged), then the product's
 * facts. Read-only (fieldset disabled) for managers.
 */
export function ProductForm({
  sheet,
  options,
  errors,
  readOnly,
  submitLabel,
  pending,
}: {
  sheet: ProductSheet | null;
  options: ProductOptions;
  errors: FieldErrors;
  readOnly: boolean;
  submitLabel: string;
  pending: boolean;
}) {
  const { t } = useI18n();
  const err = (field: string) => fieldText(errors, field);
  return (
    <Form method="post" noValidate className="space-y-6">
      <input type="hidden" name="intent" value="save" />
      {sheet && <input type="hidden" name="version" value={sheet.version} />}
      <fieldset disabled={readOnly} className="space-y-6">
        <section
          aria-labelledby="texts-title"
          className="rounded-card border border-line bg-white p-4 sm:p-6"
        >
          <h2 id="texts-title" className="mb-4 text-lg font-bold">
            {t('adminCatalog.texts')}
          </h2>
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
            {LOCALES.map((l) => (
              <LocaleTexts key={l} locale={l} sheet={sheet} errors={errors} />
            ))}
          </div>
        </section>
        <section
          aria-labelledby="sheet-title"
          className="rounded-card border border-line bg-white p-4 sm:p-6"
        >
          <h2 id="sheet-title" className="mb-4 text-lg font-bold">
            {t('adminCatalog.sheet')}
          </h2>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <TextField
              id="brand"
              name="brand"
              label={t('adminCatalog.brand')}
              defaultValue={sheet?.brand}
              error={err('brand')}
              required
            />
            <Choice id="categoryId" label={t('adminCatalog.category')} error={err('categoryId')}>
              <select
                id="categoryId"
                name="categoryId"
                defaultValue={sheet?.categoryId}
                className="field-input h-11 w-full"
              >
                {options.masters.map((m) => (
                  <optgroup key={m.id} label={m.name}>
                    {m.categories.map((c) => (
                      <option key={c.id} value={c.id}>
                        {m.name} › {c.name}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </select>
            </Choice>
            <Choice id="packageTypeId" label={t('adminCatalog.format')} error={err('packageTypeId')}>
              <select
                id="packageTypeId"
                name="packageTypeId"
                defaultValue={sheet?.packageTypeId}
                className="field-input h-11 w-full"
              >
                {options.packageTypes.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
              </select>
            </Choice>
            <div className="grid grid-cols-2 gap-3">
              <TextField
                id="volume"
                name="volume"
                inputMode="decimal"
                label={t('adminCatalog.volume')}
                defaultValue={sheet?.volume}
                error={err('volume')}
              />
              <Choice id="unit" label={t('adminCatalog.unit')} error={err('unit')}>
                <select
                  id="unit"
                  name="unit"
                  defaultValue={sheet?.unit ?? 'cl'}
                  className="field-input h-11 w-full"
                >
                  {PRODUCT_UNITS.map((u) => (
                    <option key={u} value={u}>
                      {t(`adminCatalog.unit.${u}`)}
                    </option>
                  ))}
                </select>
              </Choice>
            </div>
            <Choice id="vatClass" label={t('adminCatalog.vatClass')} error={err('vatClass')}>
              <select
                id="vatClass"
                name="vatClass"
                defaultValue={sheet?.vatClass ?? 'food'}
                className="field-input h-11 w-full"
              >
                {VAT_CLASSES.map((v) => (
                  <option key={v} value={v}>
                    {t(`adminCatalog.vat.${v}`)}
                  </option>
                ))}
              </select>
            </Choice>
            <Choice id="depositClass" label={t('adminCatalog.depositClass')} error={err('depositClass')}>
              <select
                id="depositClass"
                name="depositClass"
                defaultValue={sheet?.depositClass ?? 'none'}
                className="field-input h-11 w-full"
              >
                {DEPOSIT_CLASSES.map((d) => (
                  <option key={d} value={d}>
                    {t(`adminCatalog.deposit.${d}`)}
                  </option>
                ))}
              </select>
            </Choice>
            <div>
              <TextField
                id="alcoholLevel"
                name="alcoholLevel"
                inputMode="decimal"
                label={t('adminCatalog.alcohol')}
                defaultValue={sheet?.alcoholLevel ?? ''}
                error={err('alcoholLevel')}
                aria-describedby="alcohol-help"
              />
              <p id="alcohol-help" className="mt-1 text-xs text-ink-soft">
                {t('adminCatalog.alcoholHelp')}
              </p>
            </div>
            <label className="inline-flex min-h-11 items-center gap-2 self-end">
              <input type="checkbox" name="isHidden" defaultChecked={sheet?.isHidden ?? false} />
              {t('adminCatalog.isHidden')}
            </label>
          </div>
          <fieldset className="mt-4">
            <legend className="field-label">{t('adminCatalog.tags')}</legend>
            <div className="flex flex-wrap gap-x-4 gap-y-1">
              {options.tags.map((tag) => (
                <label key={tag.id} className="inline-flex min-h-9 items-center gap-1.5 text-sm">
                  <input
                    type="checkbox"
                    name="tagIds"
                    value={tag.id}
                    defaultChecked={sheet?.tagIds.includes(tag.id) ?? false}
                  />
                  {tag.name}
                </label>
              ))}
            </div>
            {err('tagIds') && <p className="mt-1 text-sm text-danger">{err('tagIds')}</p>}
          </fieldset>
        </section>
        {!readOnly && (
          <button type="submit" className="btn btn-primary" disabled={pending}>
            {submitLabel}
          </button>
        )}
      </fieldset>
    </Form>
  );
}

function Choice({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

function LocaleTexts({
  locale,
  sheet,
  errors,
}: {
  locale: (typeof LOCALES)[number];
  sheet: ProductSheet | null;
  errors: FieldErrors;
}) {
  const { t } = useI18n();
  const text = sheet?.translations[locale] ?? null;
  const missing = sheet !== null && text === null;
  const nameError = fieldText(errors, `translations.${locale}.name`);
  return (
    <fieldset className="min-w-0 space-y-2 rounded-xl border border-line p-3">
      <legend className="px-1 font-semibold">
        {t(`adminCatalog.locale.${locale}`)}
        {missing && (
          <span className="ml-2 rounded bg-warning-soft px-1.5 py-0.5 text-xs font-semibold text-warning">
            {t('adminCatalog.missingTranslation')}
          </span>
        )}
      </legend>
      <TextField
        id={`name-${locale}`}
        name={`name.${locale}`}
        label={t('adminCatalog.name')}
        defaultValue={text?.name ?? ''}
        error={nameError}
        lang={locale === 'be' ? 'fr-BE' : locale}
        required={locale === 'fr'}
      />
      <div>
        <label htmlFor={`description-${locale}`} className="field-label">
          {t('adminCatalog.description')}
        </label>
        <textarea
          id={`description-${locale}`}
          name={`description.${locale}`}
          defaultValue={text?.description ?? ''}
          rows={5}
          lang={locale === 'be' ? 'fr-BE' : locale}
          className="field-input h-auto min-h-28 w-full"
        />
      </div>
    </fieldset>
  );
}
