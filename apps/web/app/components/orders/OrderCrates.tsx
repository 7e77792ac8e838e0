import type { OrderDetailDto } from '@consigne/api-client';
import { useI18n } from '../../i18n';
import { CrateList } from '../cart/CrateSummary';
import { formatKey, orderCrateRows } from './order-crates';

/** The order's crates: 'Caisse Grand format : complète (12/12)', then the started ones. */
export function OrderCrates({ crates }: { crates: OrderDetailDto['crates'] }) {
  const { t } = useI18n();
  const rows = orderCrateRows(crates);
  if (!rows.length) return null;
  return (
    <div className="mt-4 rounded-2xl bg-cream p-4" data-testid="order-crates">
      <h4 className="text-sm font-bold uppercase tracking-wide text-ink-soft">{t('orders.detail.crates')}</h4>
      <CrateList
        rows={rows.map((row) => ({
          key: row.key,
          complete: row.complete,
          text: t(row.complete ? 'orders.detail.crateComplete' : 'orders.detail.cratePartial', {
            name: t(formatKey(row.packageType)),
            items: row.items,
            capacity: row.capacity,
          }),
        }))}
      />
    </div>
  );
}
