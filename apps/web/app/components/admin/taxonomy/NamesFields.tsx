import { LOCALES, type Locale } from '@consigne/domain';
import { fieldMessage } from '../../account/Notice';
import { useI18n } from '../../../i18n';

export type TaxonomyNames = Record<Locale, string>;
type FieldErrors = ReadonlyArray<{ field: string; message: string }> | undefined;

/** The locales a name lacks (French is required, so never among them). */
export const missingLocales = (names: TaxonomyNames): Locale[] =>
  LOCALES.filter((locale) => locale !== 'fr' && !names[locale]?.trim());

/** The four names of a form, as the API wants them. */
export const namesFromForm = (form: FormData): TaxonomyNames =>
  Object.fromEntries(
    LOCALES.map((locale) => [locale, String(form.get(`name-${locale}`) ?? '')]),
  ) as TaxonomyNames;

/** The four locales' names side by side, each empty translation flagged. */
export function NamesFields({
  idPrefix,
  names,
  errors,
}: {
  idPrefix: string;
  names?: TaxonomyNames;
  errors?: FieldErrors;
}) {
  const { t } = useI18n();
  return (
    <fieldset className="md:col-span-2">
      <legend className="field-label">{t('adminTaxonomy.namesLegend')}</legend>
      <p className="mb-2 text-xs text-ink-soft">{t('adminTaxonomy.namesHint')}</p>
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {LOCALES.map((locale) => {
          const id = `${idPrefix}-name-${locale}`;
          const error = fieldMessage(errors, `names.${locale}`);
          const missing = locale !== 'fr' && names !== undefined && !names[locale]?.trim();
          return (
            <div key={locale}>
              <label htmlFor={id} className="field-label flex flex-wrap items-center gap-2">
                {t(`adminTaxonomy.locale.${locale}`)}
                {missing && (
                  <span className="rounded-full bg-warning-soft px-2 py-0.5 text-xs font-semibold text-warning">
                    {t('adminTaxonomy.toTranslate')}
                  </span>
                )}
              </label>
              <input
                id={id}
                name={`name-${locale}`}
                lang={locale === 'be' ? 'fr-BE' : locale}
                defaultValue={names?.[locale] ?? ''}
                required={locale === 'fr'}
                maxLength={80}
                className="field-input"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
              />
              {error && (
                <p id={`${id}-error`} className="mt-1 text-sm text-danger">
                  {error}
                </p>
              )}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
