import type { CallResponse } from '@consigne/contract';
import { intlTag } from '@consigne/domain';
import { useI18n, useMoney } from '../../../i18n';
import { formatDateTime } from '../../../lib/admin';
import { Notice } from '../../account/Notice';
import type { FormAnswer } from '../../../lib/admin-form';
import { AdminForm, Field, SubmitButton, TextAreaField } from '../AdminForm';
import { Panel } from '../AdminPage';

type AdminOrder = CallResponse<'getAdminOrder'>;
type OrderRefund = AdminOrder['refunds'][number];
/** An order's refunds, what may still be refunded (the server's figures), and the refund form. */
export function RefundPanel({ order, result }: { order: AdminOrder; result: FormAnswer | undefined }) {
  const { t, locale } = useI18n();
  const tag = intlTag(locale);
  const { euros: money } = useMoney();
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
        <AdminForm intent="refund" result={result} className="mt-4 grid gap-3">
          <p className="text-sm">
            {t('adminOrders.refundable', {
              total: money(order.refundable.total),
              card: money(order.refundable.card),
            })}
          </p>
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
            <Field
              name="amount"
              id="refund-amount"
              label={t('adminOrders.refundAmount')}
              type="text"
              inputMode="decimal"
              defaultValue={order.refundDue > 0 ? String(order.refundDue) : ''}
            />
          </div>
          <TextAreaField name="reason" id="refund-reason" label={t('adminOrders.refundReason')} rows={2} />
          <div>
            <SubmitButton>{t('adminOrders.refundSubmit')}</SubmitButton>
          </div>
        </AdminForm>
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
