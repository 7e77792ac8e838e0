import { useEffect } from 'react';
import { Link, useRevalidator } from 'react-router';
import { useI18n } from '../../i18n';

/** How often the confirmation page asks again while Stripe's webhook has not confirmed the payment. */
export const PAYMENT_POLL_MS = 2_000;
/** It stops asking after this long (the page says to come back; the order list shows the outcome). */
export const PAYMENT_POLL_LIMIT_MS = 3 * 60_000;

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

/** A card order not (yet) confirmed: "paiement en cours de confirmation", or that it did not go through. */
export function CardPaymentState({
  orderId,
  status,
}: {
  orderId: number;
  status: 'payment_pending' | 'cancelled';
}) {
  const { t, prefix } = useI18n();
  const pending = status === 'payment_pending';
  const title = t(
    pending ? 'orders.confirmation.paymentPendingTitle' : 'orders.confirmation.paymentFailedTitle',
  );
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 text-center sm:px-6">
      <title>{t('meta.titleSuffix', { title })}</title>
      <span
        aria-hidden="true"
        className={`mx-auto grid h-16 w-16 place-items-center rounded-full text-3xl font-black ${
          pending ? 'bg-sand text-ink' : 'bg-danger-soft text-danger'
        }`}
      >
        {pending ? '…' : '!'}
      </span>
      <h1 className="mt-4 text-3xl font-black sm:text-4xl">{title}</h1>
      <p className="mt-2 text-lg font-bold">{t('orders.number', { id: orderId })}</p>
      <p className="mt-2 text-ink-soft" role="status" data-testid="payment-state">
        {pending
          ? t('orders.confirmation.paymentPendingText')
          : t('orders.confirmation.paymentFailedText', { id: orderId })}
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Link to={`${prefix}/mon-compte/mes-commandes/order-detail/${orderId}`} className="btn btn-outline">
          {t('orders.confirmation.viewOrder')}
        </Link>
        {!pending && (
          <Link to={`${prefix}/cart`} className="btn btn-primary">
            {t('orders.confirmation.backToCart')}
          </Link>
        )}
      </div>
    </div>
  );
}
