import { useI18n } from '../../i18n';
import type { CardEntry } from './card';

/** Corner badges of a product: anti-waste discount, new, 18+ for alcohol. */
export function Badges({ entry, size = 'md' }: { entry: CardEntry; size?: 'md' | 'lg' }) {
  const { t } = useI18n();
  const pad = size === 'lg' ? 'px-2.5 py-1 text-sm' : 'px-2 py-0.5 text-xs';
  const discount = entry.discountAntiWastePercent > 0;
  const alcohol = entry.product.alcoholLevel !== null;
  if (!discount && !entry.product.isNew && !alcohol) return null;
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
      {alcohol && (
        <li data-testid="badge-adults" className={`rounded-md bg-ink font-bold text-white ${pad}`}>
          {t('catalog.adults')}
        </li>
      )}
    </ul>
  );
}
