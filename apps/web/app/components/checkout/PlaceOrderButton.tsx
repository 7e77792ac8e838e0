import { useI18n, useMoney } from '../../i18n';
import { Notice } from '../account/Notice';
import type { CheckoutFailure } from './checkout-errors';

/**
 * 'Commander · 42,50 €' ('Payer par carte · 42,50 €' when the card is chosen), with why it waits
 * (cart not valid) or why the order was refused.
 */
export function PlaceOrderButton({
  amountToPay,
  validable,
  canOrder,
  busy,
  failure,
  byCard = false,
}: {
  amountToPay: number;
  validable: boolean;
  canOrder: boolean;
  busy: boolean;
  failure: CheckoutFailure | null;
  byCard?: boolean;
}) {
  const { t } = useI18n();
  const money = useMoney().euros;
  const general = failure?.retry ? t('orders.checkout.error') : failure?.general;
  return (
    <>
      {!validable && <Notice kind="warning">{t('orders.checkout.notValidable')}</Notice>}
      {general && (
        <Notice kind="error" testId="checkout-error">
          {general}
        </Notice>
      )}
      <button
        type="submit"
        data-testid="checkout-submit"
        disabled={busy || !canOrder}
        aria-busy={busy || undefined}
        className="btn btn-primary w-full text-base"
      >
        {busy
          ? t('orders.checkout.submitting')
          : t(byCard ? 'orders.checkout.submitCard' : 'orders.checkout.submit', {
              amount: money(amountToPay),
            })}
      </button>
    </>
  );
}
