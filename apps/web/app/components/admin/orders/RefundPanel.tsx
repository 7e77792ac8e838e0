import type { CallResponse } from '@consigne/contract';
import { intlTag } from '@consigne/domain';
import { Form, useNavigation } from 'react-router';
import { useI18n } from '../../../i18n';
import { formatDateTime } from '../../../lib/admin';
import { useMoney } from '../../../lib/money';
import { fieldMessage, Notice } from '../../account/Notice';
import { Panel } from '../AdminPage';
import { ReasonField } from './ReasonField';

type AdminOrder = CallResponse<'getAdminOrder'>;
type OrderRefund = AdminOrder['refunds'][number];
type Failure = { error: string; errors?: { field: string; message: string }[] } | null;

/** An order's refunds, what may still be refunded (the server's figures), and the refund form. */
export function RefundPanel({ order, failed }: { order: AdminOrder; failed: Failure }) {
  const { t, locale } = useI18n();
  const tag = intlTag(locale);
  const { euros: money } = useMoney();
  const busy = useNavigation().state === 'submitting';
  const amountError = fieldMessage(failed?.errors, 'amount');
  const reasonError = fieldMessage(failed?.errors, 'reason');
  return (
    <Panel className="mt-4">
      <h2 className="text-lg font-bold">{t('adminOrders.refundsTitle')}</h2>
      {order.refunds.length === 0 ? (
        <p className="mt-1 text-sm text-ink-soft">{t('adminOrders.noRefunds')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-line text-sm">
          {order.refunds.map((r) => (
            <li key={r.id} className="py-2">
              <p className="font-semibold tabular-nums">
                {money(r.amount)} · {t(`adminOrders.refundMethod.${r.method}`)}
              </p>
              <p className="text-ink-soft">
                {formatDateTime(r.createdAt, tag)}
                {r.by ? ` · ${r.by}` : ''}
              </p>
              <p>{t('adminOrders.reasonShown', { reason: r.reason })}</p>
              {r.method === 'card' && <CardRefundState refund={r} />}
            </li>
          ))}
        </ul>
      )}
      {order.refundDue > 0 && (
        <Notice kind="info" className="mt-3">
          {t('adminOrders.refundDue', { amount: money(order.refundDue) })}
        </Notice>
      )}
      {order.refundable.total > 0 && (
        <Form method="post" className="mt-4 grid gap-3">
          <input type="hidden" name="intent" value="refund" />
          <p className="text-sm">
            {t('adminOrders.refundable', {
              total: money(order.refundable.total),
              card: money(order.refundable.card),
            })}
          </p>
          {failed && !amountError && !reasonError && <Notice kind="error">{failed.error}</Notice>}
          <fieldset>
            <legend className="field-label">{t('adminOrders.refundTo')}</legend>
            <div className="flex flex-wrap gap-4">
              <label className="flex items-center gap-2">
                <input type="radio" name="method" value="wallet" defaultChecked />
                {t('adminOrders.refundToWallet')}
              </label>
              {order.refundable.card > 0 && (
                <label className="flex items-center gap-2">
                  <input type="radio" name="method" value="card" />
                  {t('adminOrders.refundToCard')}
                </label>
              )}
            </div>
          </fieldset>
          <div className="max-w-xs">
            <label htmlFor="refund-amount" className="field-label">
              {t('adminOrders.refundAmount')}
            </label>
            <input
              id="refund-amount"
              name="amount"
              type="text"
              inputMode="decimal"
              required
              defaultValue={order.refundDue > 0 ? String(order.refundDue) : ''}
              className="field-input"
              aria-invalid={amountError ? true : undefined}
              aria-describedby={amountError ? 'refund-amount-error' : undefined}
            />
            {amountError && (
              <p id="refund-amount-error" className="mt-1 text-sm text-danger">
                {amountError}
              </p>
            )}
          </div>
          <ReasonField
            id="refund-reason"
            label={t('adminOrders.refundReason')}
            error={reasonError}
            rows={2}
          />
          <div>
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {t('adminOrders.refundSubmit')}
            </button>
          </div>
        </Form>
      )}
    </Panel>
  );
}

const STATE_CLASSES: Record<OrderRefund['state'], string> = {
  pending: 'text-warning',
  succeeded: 'text-forest',
  failed: 'text-danger',
};

/** Where a card refund is: made by a job after it was recorded, it may still be on its way or refused. */
function CardRefundState({ refund }: { refund: OrderRefund }) {
  const { t, locale } = useI18n();
  const when = refund.settledAt ? formatDateTime(refund.settledAt, intlTag(locale)) : '';
  return (
    <div className={STATE_CLASSES[refund.state]} data-testid="refund-state">
      <p className="font-semibold">{t(`adminOrders.refundState.${refund.state}`, { when })}</p>
      {refund.failureReason && (
        <p className="text-ink-soft">
          {t('adminOrders.refundFailureReason', { reason: refund.failureReason })}
        </p>
      )}
    </div>
  );
}
