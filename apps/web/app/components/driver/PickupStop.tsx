import type { VanRoundStopDto } from '@consigne/api-client';
import { EMPTIES_PICKUP_FAILURE_REASONS } from '@consigne/domain';
import { Notice } from '../account/Notice';
import { PhoneIcon } from '../ui/icons';
import { useI18n } from '../../i18n';
import { EmptiesForm } from './EmptiesForm';
import { ReasonsForm } from './FailureForm';
import type { FailPickupPayload, Pending } from './types';

type Pickup = NonNullable<VanRoundStopDto['emptiesPickup']>;

/**
 * A pickup of empties without an order (ADR 0037): the customer's instructions and phone, then the
 * same empties form as at a delivery (the return closes the pickup), or "Reprise impossible".
 */
export function PickupStop({ pickup, pending }: { pickup: Pickup; pending: Pending | null }) {
  const { t } = useI18n();
  const { phone } = pickup.customer;
  return (
    <div className="mt-3 space-y-3" data-testid="pickup-stop">
      {pickup.instructions && (
        <p className="rounded-xl border border-line bg-white px-3 py-2 text-sm">
          {t('emptiesPickup.driver.instructions', { text: pickup.instructions })}
        </p>
      )}
      {phone && (
        <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className="btn btn-outline min-h-12 w-full">
          <PhoneIcon />
          {phone}
        </a>
      )}
      {pickup.status === 'collected' && (
        <Notice kind="success" testId="pickup-collected">
          {t('emptiesPickup.driver.collected')}
        </Notice>
      )}
      {pickup.status === 'failed' && pickup.failureReason && (
        <Notice kind="error" testId="pickup-failed">
          {t('emptiesPickup.driver.failed', { reason: t(`emptiesPickup.reason.${pickup.failureReason}`) })}
        </Notice>
      )}
      {pickup.status === 'booked' && (
        <>
          <EmptiesForm
            customerId={pickup.customer.id}
            pendingAmount={pending?.amount ?? 0}
            pickupId={pickup.pickupId}
          />
          <PickupFailureForm pickupId={pickup.pickupId} />
        </>
      )}
    </div>
  );
}

/** "Reprise impossible": one reason (a note for "Autre"), queued on the phone without network. */
function PickupFailureForm({ pickupId }: { pickupId: number }) {
  const { t } = useI18n();
  return (
    <ReasonsForm
      intent="failPickup"
      id={{ name: 'pickupId', value: pickupId }}
      reasons={EMPTIES_PICKUP_FAILURE_REASONS}
      texts={{
        open: t('emptiesPickup.driver.fail'),
        title: t('emptiesPickup.driver.failTitle'),
        reason: (r) => t(`emptiesPickup.reason.${r}`),
        note: t('emptiesPickup.driver.note'),
        submit: t('emptiesPickup.driver.failSubmit'),
      }}
      queue={(queue, reason, note) => {
        const payload: FailPickupPayload = { pickupId, reason, ...(note ? { note } : {}) };
        void queue.enqueue('failPickup', payload);
      }}
      testId="pickup-failure"
    />
  );
}
