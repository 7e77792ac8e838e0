import type { OrderDetailDto } from '@consigne/api-client';
import { isOpenOrderStatus } from '@consigne/domain';
import { useI18n } from '../../i18n';
import { ConfirmAction } from '../account/ConfirmAction';
import { prefetchSlotModal } from '../slots/LazySlotModal';

/**
 * What the shopper may still do to an order: move it to another slot or cancel it (behind a
 * confirmation) until the cut-off; an open order past it says it can no longer change.
 */
export function OrderActions({
  order,
  onChangeSlot,
}: {
  order: Pick<OrderDetailDto, 'orderId' | 'status' | 'isCancellable'>;
  onChangeSlot: () => void;
}) {
  const { t } = useI18n();
  if (!order.isCancellable)
    return isOpenOrderStatus(order.status) ? (
      <p className="border-t border-line pt-4 text-sm text-ink-soft sm:col-span-2">
        {t('orders.detail.locked')}
      </p>
    ) : null;
  return (
    <div className="flex flex-col gap-2 border-t border-line pt-4 sm:col-span-2 sm:flex-row sm:items-center">
      <button
        type="button"
        className="btn btn-outline min-h-10 text-sm"
        data-testid="order-change-slot"
        onPointerEnter={prefetchSlotModal}
        onClick={onChangeSlot}
      >
        {t('orders.detail.changeSlot')}
      </button>
      <ConfirmAction
        fields={{ intent: 'cancel' }}
        label={t('orders.detail.cancel')}
        title={t('orders.detail.cancelTitle', { id: order.orderId })}
        confirmLabel={t('orders.detail.cancelConfirm')}
        cancelLabel={t('orders.detail.cancelKeep')}
        className="btn min-h-10 border-2 border-transparent text-sm text-danger hover:bg-danger-soft"
        danger
      >
        <p>{t('orders.detail.cancelText')}</p>
      </ConfirmAction>
      <p className="text-xs text-ink-soft sm:ml-auto sm:max-w-56 sm:text-right">{t('orders.cutoffRule')}</p>
    </div>
  );
}
