import { Notice } from '../account/Notice';
import { useI18n } from '../../i18n';
import { GIVE_UP_PAYMENT, ORDER_PARAM, SESSION_PARAM, type AbandonedPayment } from './card-return';

const MESSAGES = {
  pending: 'orders.checkout.paymentLeft',
  cancelled: 'orders.checkout.paymentCancelled',
  paid: 'orders.checkout.paymentPaidMeanwhile',
  failed: 'orders.checkout.paymentCancelFailed',
} as const;

/**
 * Back from Stripe's page without paying: what became of the order. While it waits for its payment,
 * a form (a plain document POST, so it works before hydration and every store reloads after it)
 * gives it up with its Stripe session; opening the page alone never does.
 */
export function AbandonedPaymentNotice({
  abandoned,
  giveUpFailed = false,
}: {
  abandoned: AbandonedPayment;
  /** The form was posted and the API refused: said, and the form stays for another try. */
  giveUpFailed?: boolean;
}) {
  const { t } = useI18n();
  const { orderId, sessionId } = abandoned;
  const outcome = giveUpFailed ? 'failed' : abandoned.outcome;
  return (
    <div className="mt-4 grid justify-items-start gap-3" data-testid="payment-abandoned">
      <Notice kind={outcome === 'failed' ? 'error' : 'info'} className="w-full">
        {t(MESSAGES[outcome], { id: orderId })}
      </Notice>
      {abandoned.outcome === 'pending' && sessionId && (
        <form method="post">
          <input type="hidden" name="intent" value={GIVE_UP_PAYMENT} />
          <input type="hidden" name={ORDER_PARAM} value={orderId} />
          <input type="hidden" name={SESSION_PARAM} value={sessionId} />
          <button type="submit" className="btn btn-outline" data-testid="payment-give-up">
            {t('orders.checkout.paymentGiveUp')}
          </button>
        </form>
      )}
    </div>
  );
}
