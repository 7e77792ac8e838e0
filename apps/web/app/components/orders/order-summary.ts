import type { OrderDetailDto, OrderSummaryDto } from '@consigne/api-client';

/** The summary fields of a detail, to keep a cached list in step with what the detail shows. */
export function summaryOf(detail: OrderDetailDto): OrderSummaryDto {
  return {
    orderId: detail.orderId,
    status: detail.status,
    placedAt: detail.placedAt,
    slot: detail.slot,
    deliveryType: detail.deliveryType,
    deliveryName: detail.deliveryName,
    deliveryAddress: detail.deliveryAddress,
    itemCount: detail.itemCount,
    amountToPay: detail.amountToPay,
    paymentMethod: detail.paymentMethod,
    paymentStatus: detail.paymentStatus,
    isCancellable: detail.isCancellable,
    lockReason: detail.lockReason,
    invoiceId: detail.invoiceId,
  };
}
