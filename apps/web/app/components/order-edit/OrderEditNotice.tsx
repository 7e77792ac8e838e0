import { useI18n, useMoney } from '../../i18n';
import { Notice } from '../account/Notice';

/** What a confirmed edit did: done, with the card's refund when the order became cheaper. */
export function OrderEditNotice({
  outcome,
}: {
  outcome: { done: string | null; edit?: { cardRefund: number } | null } | undefined;
}) {
  const { t } = useI18n();
  const money = useMoney().euros;
  if (outcome?.done !== 'edited' || !outcome.edit) return null;
  return (
    <Notice kind="success" testId="order-notice">
      {outcome.edit.cardRefund > 0
        ? t('orders.edit.doneRefund', { amount: money(outcome.edit.cardRefund) })
        : t('orders.edit.done')}
    </Notice>
  );
}
