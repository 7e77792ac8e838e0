// The orders module's front door: what other modules may use of it.
export { actAsOrderActor } from './events.js';
export { instructionLines } from './instructions-text.js';
export { sendOrderConfirmation } from './mail.js';
export { cardPaymentReceived, createPaymentLink, type Settlement } from './card-payment.js';
export {
  type PaymentProvider,
  type SavedCard,
  paymentProviderFromEnv,
  STRIPE_API_VERSION,
  StripePayments,
} from './payment.js';
export { releaseSlotPlace, takeSlotPlace } from './place-order/book-slot.js';
export { placeOrderIn, type CheckoutInput } from './place-order/index.js';
export { releasePromoUse } from './place-order/record-promo.js';
export { requestHash, storeAnswer, storedAnswer } from './place-order/store-answer.js';
export { recordSold, returnEntryStock, takeStock } from './place-order/take-stock.js';
export {
  cancellationCardCents,
  refundDueCents,
  refundLimitsOf,
  refundRows,
  refundView,
  type RefundRow,
} from './refund-limits.js';
export { sendCardRefund } from './card-refund.js';
export { recordRefund, recordRefundRow, refundCardDifference, type Refund } from './refunds.js';
export { refundWallet } from './place-order/debit-wallet.js';
export { crateCapacities, repriceLockedOrder } from './reprice.js';
export {
  cancelLockedOrder,
  CHANGEABLE_STATUSES,
  editLockOf,
  lockOrderRound,
  isOrderChangeable,
  orderDetail,
  ownOrder,
} from './service.js';
export { cardRefundJob, orderConfirmationJob } from './jobs.js';
export { doorTopUp, payOrderTopUp, settleEditMoney } from './top-up.js';
