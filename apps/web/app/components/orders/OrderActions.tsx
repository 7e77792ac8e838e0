import type { OrderDetailDto } from '@consigne/api-client';
import type { OrderChangeLock } from '@consigne/domain';
import { useI18n, type MessageKey } from '../../i18n';
import { ConfirmAction } from '../account/ConfirmAction';
import { prefetchSlotModal } from '../slots/LazySlotModal';

/**
 * Why an open order can no longer change, as the shopper reads it (the API's lockReason). A delivered,
 * cancelled or unpaid order says nothing here: its status and the page's other notices tell it.
 */
const LOCK_TEXT: Partial<Record<OrderChangeLock, MessageKey>> = {
  out_for_delivery: 'orders.detail.lockedOnItsWay',
  cutoff: 'orders.detail.locked',
};

/**
 * What the shopper may still do to an order: move it to another slot or cancel it (behind a
 * confirmation) until the cut-off; an open order that can no longer change says why.
 */
export function OrderActions({
  order,
  onChangeSlot,
}: {
  order: Pick<OrderDetailDto, 'orderId' | 'status' | 'isCancellable' | 'lockReason'>;
  onChangeSlot: () => void;
}) {
  const { t } = useI18n();
  if (!order.isCancellable) {
    const reason = order.lockReason && LOCK_TEXT[order.lockReason];
    return reason ? (
      <p className="border-t border-line pt-4 text-sm text-ink-soft sm:col-span-2" data-testid="order-locked">
        {t(reason)}
      </p>
    ) : null;
  }
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
