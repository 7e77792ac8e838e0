import type { OrderStatus } from '@consigne/api-client';
import { useI18n } from '../../i18n';
import { statusLabelKey, statusTone } from './order-status-view';

/** The status of an order as a pill ('Commande confirmée', 'Livrée', 'Annulée'…). */
export function StatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useI18n();
  return (
    <span
      data-testid="order-status"
      data-status={status}
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-1 text-xs font-bold ${statusTone(status)}`}
    >
      {t(statusLabelKey(status))}
    </span>
  );
}
