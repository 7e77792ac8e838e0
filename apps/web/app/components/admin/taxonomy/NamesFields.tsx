import { LOCALES, type Locale } from '@consigne/domain';
import { useI18n } from '../../../i18n';
import { Field, useFieldError } from '../AdminForm';

export type TaxonomyNames = Record<Locale, string>;

/** The locales a name lacks (French is required, so never among them). */
export const missingLocales = (names: TaxonomyNames): Locale[] =>
  LOCALES.filter((locale) => locale !== 'fr' && !names[locale]?.trim());

/** The four names of a form, as the API wants them. */
export const namesFromForm = (form: FormData): TaxonomyNames =>
  Object.fromEntries(
    LOCALES.map((locale) => [locale, String(form.get(`name-${locale}`) ?? '')]),
  ) as TaxonomyNames;

/** A flag of what still has to be done (a translation, a missing locale). */
export const WARNING_BADGE = 'rounded-full bg-warning-soft px-2 py-0.5 text-xs font-semibold text-warning';

/**
 * The four locales' names side by side, each empty translation flagged; inside an AdminForm, each
 * shows its error from the action (`names.<locale>`).
 */
export function NamesFields({ idPrefix, names }: { idPrefix: string; names?: TaxonomyNames }) {
  const { t } = useI18n();
  return (
    <fieldset className="md:col-span-2">
      <legend className="field-label">{t('adminTaxonomy.namesLegend')}</legend>
      <p className="mb-2 text-xs text-ink-soft">{t('adminTaxonomy.namesHint')}</p>
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {LOCALES.map((locale) => (
          <NameField key={locale} idPrefix={idPrefix} locale={locale} names={names} />
        ))}
      </div>
    </fieldset>
  );
}

/** One locale's name: the form sends `name-<locale>`, the API refuses `names.<locale>`. */
function NameField({ idPrefix, locale, names }: { idPrefix: string; locale: Locale; names?: TaxonomyNames }) {
  const { t } = useI18n();
  const missing = locale !== 'fr' && names !== undefined && !names[locale]?.trim();
  return (
    <Field
      id={`${idPrefix}-name-${locale}`}
      name={`name-${locale}`}
      error={useFieldError(`names.${locale}`)}
      label={
        <>
          {t(`adminTaxonomy.locale.${locale}`)}
          {missing && <span className={WARNING_BADGE}>{t('adminTaxonomy.toTranslate')}</span>}
        </>
      }
      labelClassName="field-label flex flex-wrap items-center gap-2"
      lang={locale === 'be' ? 'fr-BE' : locale}
      defaultValue={names?.[locale] ?? ''}
      required={locale === 'fr'}
      maxLength={80}
    />
  );
}
