import { useEffect } from 'react';
import { Link, useRevalidator } from 'react-router';
import { useI18n, type MessageKey } from '../../i18n';

/** How often the confirmation page asks again while Stripe's webhook has not confirmed the payment. */
const PAYMENT_POLL_MS = 2_000;
/** It stops asking after this long (the page says to come back; the order list shows the outcome). */
const PAYMENT_POLL_LIMIT_MS = 3 * 60_000;

/** While a card order waits for its payment, the page's data is asked again every few seconds. */
export function useAwaitPayment(pending: boolean) {
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    if (!pending || state !== 'idle') return;
    const started = Date.now();
    const timer = window.setTimeout(() => {
      if (Date.now() - started < PAYMENT_POLL_LIMIT_MS) void revalidate();
    }, PAYMENT_POLL_MS);
    return () => window.clearTimeout(timer);
  }, [pending, state, revalidate]);
}

/** Which of the card payment's states the page shows, from the order's status and payment status. */
type CardPaymentView = 'pending' | 'processing' | 'failed' | 'refunded';

const viewOf = (status: 'payment_pending' | 'cancelled', paymentStatus: string): CardPaymentView => {
  if (status === 'payment_pending') return paymentStatus === 'processing' ? 'processing' : 'pending';
  // Cancelled, yet paid: a payment that came too late, refunded by the shop (docs/payments.md).
  return paymentStatus === 'paid' ? 'refunded' : 'failed';
};

/** Each state's title and text; a bank debit (SEPA) is answered in days, not seconds. */
const MESSAGES: Record<CardPaymentView, [title: MessageKey, text: MessageKey]> = {
  pending: ['orders.confirmation.paymentPendingTitle', 'orders.confirmation.paymentPendingText'],
  processing: ['orders.confirmation.paymentPendingTitle', 'orders.confirmation.paymentProcessingText'],
  failed: ['orders.confirmation.paymentFailedTitle', 'orders.confirmation.paymentFailedText'],
  refunded: ['orders.confirmation.paymentRefundedTitle', 'orders.confirmation.paymentRefundedText'],
};

/**
 * A card order not (yet) confirmed: "paiement en cours de confirmation" (a bank debit: for days), or
 * that it did not go through, or that it was cancelled and the payment that came is refunded.
 */
export function CardPaymentState({
  orderId,
  status,
  paymentStatus,
}: {
  orderId: number;
  status: 'payment_pending' | 'cancelled';
  paymentStatus: string;
}) {
  const { t, prefix } = useI18n();
  const view = viewOf(status, paymentStatus);
  const waiting = view === 'pending' || view === 'processing';
  const [titleKey, textKey] = MESSAGES[view];
  const title = t(titleKey);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 text-center sm:px-6">
      <title>{t('meta.titleSuffix', { title })}</title>
      <span
        aria-hidden="true"
        className={`mx-auto grid h-16 w-16 place-items-center rounded-full text-3xl font-black ${
          waiting ? 'bg-sand text-ink' : 'bg-danger-soft text-danger'
        }`}
      >
        {waiting ? '…' : '!'}
      </span>
      <h1 className="mt-4 text-3xl font-black sm:text-4xl">{title}</h1>
      <p className="mt-2 text-lg font-bold">{t('orders.number', { id: orderId })}</p>
      <p className="mt-2 text-ink-soft" role="status" data-testid="payment-state">
        {t(textKey, { id: orderId })}
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Link to={`${prefix}/mon-compte/mes-commandes/order-detail/${orderId}`} className="btn btn-outline">
          {t('orders.confirmation.viewOrder')}
        </Link>
        {!waiting && (
          <Link to={`${prefix}/cart`} className="btn btn-primary">
            {t('orders.confirmation.backToCart')}
          </Link>
        )}
      </div>
    </div>
  );
}
