import type { OrderDetailDto } from '@consigne/api-client';
import { Form } from 'react-router';
import { useI18n, useMoney } from '../../i18n';
import { Notice } from '../account/Notice';

/** The form's intent: the route's action opens the difference's hosted payment (Stripe). */
export const PAY_TOP_UP_INTENT = 'pay-top-up';

/** A card-paid order an edit made dearer: "Payer la différence" (Stripe's page), or that it is paid. */
export function TopUpNotice({ order }: { order: Pick<OrderDetailDto, 'topUp' | 'status'> }) {
  const { t } = useI18n();
  const money = useMoney().euros;
  if (!order.topUp || order.status === 'cancelled') return null;
  if (order.topUp.state === 'paid')
    return (
      <Notice kind="success" testId="order-top-up-paid">
        {t('orders.topUp.paid', { amount: money(order.topUp.amount) })}
      </Notice>
    );
  // A form cannot sit in the Notice's paragraph: the same look, as a block.
  return (
    <Form
      method="post"
      role="status"
      data-testid="order-top-up"
      className="flex flex-wrap items-center gap-3 rounded-xl bg-sand px-4 py-3 text-sm font-medium text-ink"
    >
      <span className="min-w-0 flex-1">{t('orders.topUp.due', { amount: money(order.topUp.amount) })}</span>
      <input type="hidden" name="intent" value={PAY_TOP_UP_INTENT} />
      <button type="submit" className="btn btn-primary text-sm" data-testid="order-top-up-pay">
        {t('orders.topUp.pay')}
      </button>
    </Form>
  );
}
