import type { ProductWarehouseDto } from '@consigne/api-client';
import { useI18n, formatMoney as euros } from '../../i18n';
import { useRootData } from '../../lib/root-data';

type PriceEntry = Pick<
  ProductWarehouseDto,
  | 'price'
  | 'priceHt'
  | 'originalPrice'
  | 'discountAntiWastePercent'
  | 'customPricePerUnit'
  | 'pricePerUnitUnit'
> & { product: { bottleDeposit: number } };

/** Whether the shopper sees prices excl. VAT beside prices incl. VAT (docs/rules.md#vat). */
function useShowHt(force?: boolean): boolean {
  const eligible = useRootData()?.user?.isPriceHtEligible ?? false;
  return force ?? eligible;
}

/**
 * Price incl. VAT, prominent; the original price struck through under an anti-waste discount; the
 * price excl. VAT beside it for isPriceHtEligible users.
 */
export function Price({ entry, size = 'md', ht }: { entry: PriceEntry; size?: 'md' | 'lg'; ht?: boolean }) {
  const { t, locale } = useI18n();
  const showHt = useShowHt(ht);
  const discounted = entry.discountAntiWastePercent > 0 && entry.originalPrice > entry.price;
  return (
    <div className="min-w-0">
      <p className="flex flex-wrap items-baseline gap-x-1.5 leading-tight">
        <span
          data-testid="price"
          className={`font-extrabold tabular-nums tracking-tight ${size === 'lg' ? 'text-3xl' : 'text-lg'} ${discounted ? 'text-danger' : 'text-ink'}`}
        >
          {euros(entry.price, locale)}
        </span>
        {showHt && <span className="text-xs font-bold text-ink-soft">{t('catalog.ttc')}</span>}
        {discounted && (
          <s className={`tabular-nums text-ink-soft ${size === 'lg' ? 'text-base' : 'text-xs'}`}>
            <span className="sr-only">{t('catalog.before')} </span>
            {euros(entry.originalPrice, locale)}
          </s>
        )}
      </p>
      {showHt && (
        <p
          data-testid="price-ht"
          className={`font-semibold tabular-nums text-ink-soft ${size === 'lg' ? 'text-base' : 'text-xs'}`}
        >
          {euros(entry.priceHt, locale)} {t('catalog.ht')}
        </p>
      )}
    </div>
  );
}

/** Small print under a price: '2,65 €/l' and '+ 0,20 € de consigne'. */
export function UnitPriceAndDeposit({
  entry,
  stacked = false,
  className = '',
}: {
  entry: PriceEntry;
  /** One line each (narrow cards) instead of one line with a separator. */
  stacked?: boolean;
  className?: string;
}) {
  const { t, locale } = useI18n();
  const perUnit =
    entry.customPricePerUnit !== null && entry.pricePerUnitUnit
      ? `${euros(entry.customPricePerUnit, locale)}/${entry.pricePerUnitUnit}`
      : null;
  const deposit = entry.product.bottleDeposit > 0 ? euros(entry.product.bottleDeposit, locale) : null;
  if (!perUnit && !deposit) return null;
  return (
    <p className={`text-xs leading-snug text-ink-soft ${className}`}>
      {perUnit && (
        <span data-testid="unit-price" className={`whitespace-nowrap tabular-nums ${stacked ? 'block' : ''}`}>
          {perUnit}
        </span>
      )}
      {perUnit && deposit && !stacked && <span aria-hidden="true"> · </span>}
      {deposit && (
        <span data-testid="deposit" className={`whitespace-nowrap ${stacked ? 'block' : ''}`}>
          {t('catalog.deposit', { amount: deposit })}
        </span>
      )}
    </p>
  );
}
