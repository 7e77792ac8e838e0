import { useI18n } from '../../i18n';

/**
 * What the age notices read of a product: the age the API gives for the country of the warehouse
 * the shopper is served by (docs/rules.md#alcohol), never one worked out from the page's language —
 * a Lille shopper reading Dutch is sold beer at 18.
 */
export interface AgeRatedProduct {
  minimumAge: number | null;
}

/**
 * An alcoholic product's notices: its minimum age in the warehouse's country, and the
 * mandatory health warning ('L'abus d'alcool est dangereux pour la santé, à consommer avec modération').
 */
export function AlcoholNotices({ product }: { product: AgeRatedProduct }) {
  const { t } = useI18n();
  const age = product.minimumAge;
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
