import { countryOf, minimumAge, type AlcoholAgeProduct } from '@consigne/domain';
import { useI18n } from '../../i18n';

/** The age a product may be sold at in the shopper's catalogue (16 or 18 in Belgium, 18 in France). */
export function useMinimumAge(product: AlcoholAgeProduct): number | null {
  const { locale } = useI18n();
  return minimumAge(product, countryOf(locale));
}

/**
 * An alcoholic product's notices: its minimum age in the shopper's country, and the
 * mandatory health warning ('L'abus d'alcool est dangereux pour la santé, à consommer avec modération').
 */
export function AlcoholNotices({ product }: { product: AlcoholAgeProduct }) {
  const { t } = useI18n();
  const age = useMinimumAge(product);
  if (age === null) return null;
  return (
    <div data-testid="alcohol-notice" className="mt-4 flex gap-3 rounded-2xl bg-ink p-4 text-sm text-white">
      <span
        aria-hidden="true"
        className="grid h-9 w-9 shrink-0 place-items-center rounded-full bg-brand-yellow text-xs font-black text-ink"
      >
        {t('shell.age.badge', { age })}
      </span>
      <div>
        <p data-testid="age-notice" className="font-bold">
          {t('shell.age.product', { age })}
        </p>
        <p data-testid="health-warning" className="mt-1">
          {t('shell.health')}
        </p>
      </div>
    </div>
  );
}
