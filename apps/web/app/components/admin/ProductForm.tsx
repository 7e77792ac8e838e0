import type { CallResponse } from '@consigne/contract';
import { DEPOSIT_CLASSES, LOCALES, PRODUCT_UNITS, VAT_CLASSES } from '@consigne/domain';
import { useI18n } from '../../i18n';
import type { FormAnswer } from '../../lib/admin-form';
import {
  AdminForm,
  ChoicesField,
  Field,
  SelectField,
  SubmitButton,
  TextAreaField,
  useFieldError,
} from './AdminForm';

export type ProductSheet = CallResponse<'getAdminProduct'>;
export type ProductOptions = CallResponse<'getAdminProductOptions'>;

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

const SELECT = 'field-input h-11 w-full';
const SECTION = 'rounded-card border border-line bg-white p-4 sm:p-6';

/**
 * The shared product sheet: four locales side by side (missing ones flagged), then the product's
 * facts; each field shows what the action refused of it. Read-only (fieldset disabled) for managers.
 */
export function ProductForm({
  sheet,
  options,
  result,
  readOnly,
  submitLabel,
  notice = true,
}: {
  sheet: ProductSheet | null;
  options: ProductOptions;
  /** The action's answer to this form, if any. */
  result: FormAnswer | undefined;
  readOnly: boolean;
  submitLabel: string;
  /** false: the page says the refusal itself. */
  notice?: boolean;
}) {
  const { t } = useI18n();
  return (
    <AdminForm
      intent="save"
      result={result}
      summary="adminCatalog.fixErrors"
      notice={notice}
      className="space-y-6"
    >
      {sheet && <input type="hidden" name="version" value={sheet.version} />}
      <fieldset disabled={readOnly} className="min-w-0 space-y-6">
        <section aria-labelledby="texts-title" className={SECTION}>
          <h2 id="texts-title" className="mb-4 text-lg font-bold">
            {t('adminCatalog.texts')}
          </h2>
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
            {LOCALES.map((l) => (
              <LocaleTexts key={l} locale={l} sheet={sheet} />
            ))}
          </div>
        </section>
        <section aria-labelledby="sheet-title" className={SECTION}>
          <h2 id="sheet-title" className="mb-4 text-lg font-bold">
            {t('adminCatalog.sheet')}
          </h2>
          <SheetFields sheet={sheet} options={options} />
          <div className="mt-4">
            <ChoicesField
              name="tagIds"
              legend={t('adminCatalog.tags')}
              options={options.tags.map((tag) => ({ value: String(tag.id), label: tag.name }))}
              checked={(sheet?.tagIds ?? []).map(String)}
            />
          </div>
        </section>
        {!readOnly && <SubmitButton>{submitLabel}</SubmitButton>}
      </fieldset>
    </AdminForm>
  );
}

/** The product's facts: brand, category, format, volume, VAT and deposit classes, alcohol, visibility. */
function SheetFields({ sheet, options }: { sheet: ProductSheet | null; options: ProductOptions }) {
  const { t } = useI18n();
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <Field id="brand" name="brand" label={t('adminCatalog.brand')} defaultValue={sheet?.brand} required />
      <CategorySelect options={options} value={sheet?.categoryId} />
      <SelectField
        id="packageTypeId"
        name="packageTypeId"
        label={t('adminCatalog.format')}
        defaultValue={sheet?.packageTypeId}
        className={SELECT}
        options={options.packageTypes.map((p) => [String(p.id), p.name] as const)}
      />
      <div className="grid grid-cols-2 gap-3">
        <Field
          id="volume"
          name="volume"
          inputMode="decimal"
          label={t('adminCatalog.volume')}
          defaultValue={sheet?.volume}
        />
        <SelectField
          id="unit"
          name="unit"
          label={t('adminCatalog.unit')}
          defaultValue={sheet?.unit ?? 'cl'}
          className={SELECT}
          options={PRODUCT_UNITS.map((u) => [u, t(`adminCatalog.unit.${u}`)] as const)}
        />
      </div>
      <SelectField
        id="vatClass"
        name="vatClass"
        label={t('adminCatalog.vatClass')}
        defaultValue={sheet?.vatClass ?? 'food'}
        className={SELECT}
        options={VAT_CLASSES.map((v) => [v, t(`adminCatalog.vat.${v}`)] as const)}
      />
      <SelectField
        id="depositClass"
        name="depositClass"
        label={t('adminCatalog.depositClass')}
        defaultValue={sheet?.depositClass ?? 'none'}
        className={SELECT}
        options={DEPOSIT_CLASSES.map((d) => [d, t(`adminCatalog.deposit.${d}`)] as const)}
      />
      <Field
        id="alcoholLevel"
        name="alcoholLevel"
        inputMode="decimal"
        label={t('adminCatalog.alcohol')}
        hint={t('adminCatalog.alcoholHelp')}
        defaultValue={sheet?.alcoholLevel ?? ''}
      />
      <label className="inline-flex min-h-11 items-center gap-2 self-end">
        <input type="checkbox" name="isHidden" defaultChecked={sheet?.isHidden ?? false} />
        {t('adminCatalog.isHidden')}
      </label>
    </div>
  );
}

/** The category, grouped by Rayon (a select the field blocks do not draw: its options are in groups). */
function CategorySelect({ options, value }: { options: ProductOptions; value: number | undefined }) {
  const { t } = useI18n();
  const error = useFieldError('categoryId');
  return (
    <div>
      <label htmlFor="categoryId" className="field-label">
        {t('adminCatalog.category')}
      </label>
      <select
        id="categoryId"
        name="categoryId"
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'categoryId-error' : undefined}
        className={SELECT}
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
      {error && (
        <p id="categoryId-error" className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/** One locale's name and description; the API names their errors `translations.<locale>.…`. */
function LocaleTexts({ locale, sheet }: { locale: (typeof LOCALES)[number]; sheet: ProductSheet | null }) {
  const { t } = useI18n();
  const text = sheet?.translations[locale] ?? null;
  const missing = sheet !== null && text === null;
  const lang = locale === 'be' ? 'fr-BE' : locale;
  const nameError = useFieldError(`translations.${locale}.name`);
  const descriptionError = useFieldError(`translations.${locale}.description`);
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
      <Field
        id={`name-${locale}`}
        name={`name.${locale}`}
        label={t('adminCatalog.name')}
        defaultValue={text?.name ?? ''}
        error={nameError}
        lang={lang}
        required={locale === 'fr'}
      />
      <TextAreaField
        id={`description-${locale}`}
        name={`description.${locale}`}
        label={t('adminCatalog.description')}
        defaultValue={text?.description ?? ''}
        error={descriptionError}
        rows={5}
        lang={lang}
        className="field-input h-auto min-h-28 w-full"
      />
    </fieldset>
  );
}
