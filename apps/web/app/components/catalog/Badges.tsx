import { useI18n } from '../../i18n';
import type { CardEntry } from './card';

/**
 * Corner badges of a product: anti-waste discount, new, its legal age for alcohol (16+ or 18+) in the
 * country of the warehouse the shopper is served by.
 */
export function Badges({ entry, size = 'md' }: { entry: CardEntry; size?: 'md' | 'lg' }) {
  const { t } = useI18n();
  const pad = size === 'lg' ? 'px-2.5 py-1 text-sm' : 'px-2 py-0.5 text-xs';
  const discount = entry.discountAntiWastePercent > 0;
  const age = entry.product.minimumAge;
  if (!discount && !entry.product.isNew && age === null) return null;
  return (
    <ul className="flex flex-wrap gap-1.5">
      {discount && (
        <li
          data-testid="badge-discount"
          className={`whitespace-nowrap rounded-md bg-danger font-extrabold text-white ${pad}`}
          title={t('catalog.antiWaste')}
        >
          {t('catalog.discount', { percent: entry.discountAntiWastePercent })}
          <span className="sr-only"> {t('catalog.antiWaste')}</span>
        </li>
      )}
      {entry.product.isNew && (
        <li data-testid="badge-new" className={`rounded-md bg-forest font-bold text-white ${pad}`}>
          {t('catalog.new')}
        </li>
      )}
      {age !== null && (
        <li
          data-testid="badge-adults"
          className={`rounded-md bg-ink font-bold text-white ${pad}`}
          title={t('shell.age.product', { age })}
        >
          {t('shell.age.badge', { age })}
        </li>
      )}
    </ul>
  );
}
