import type { VanRoundStopDto } from '@consigne/api-client';
import {
  EMPTIES_PICKUP_FAILURE_REASONS,
  FAILURE_NOTE_MAX,
  type EmptiesPickupFailureReason,
} from '@consigne/domain';
import { useState } from 'react';
import { useFetcher } from 'react-router';
import { Notice } from '../account/Notice';
import { PhoneIcon } from '../ui/icons';
import { useI18n } from '../../i18n';
import { EmptiesForm } from './EmptiesForm';
import { shouldQueue, useDriverOffline } from './offline';
import type { DriverActionResult, FailPickupPayload, Pending } from './types';

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
  const fetcher = useFetcher<DriverActionResult>();
  const offline = useDriverOffline();
  const [reason, setReason] = useState<EmptiesPickupFailureReason | null>(null);
  const [note, setNote] = useState('');
  const noteMissing = reason === 'other' && note.trim() === '';
  const error = fetcher.state === 'idle' && fetcher.data?.intent === 'failPickup' ? fetcher.data.error : null;
  const id = `pickup-failure-${pickupId}`;
  return (
    <details data-testid="pickup-failure">
      <summary className="btn btn-outline min-h-12 w-full list-none border-danger text-base text-danger">
        {t('emptiesPickup.driver.fail')}
      </summary>
      <fetcher.Form
        method="post"
        className="mt-3 rounded-xl border-2 border-danger/40 bg-danger-soft/40 p-3"
        onSubmit={(event) => {
          if (!reason || noteMissing) {
            event.preventDefault();
            return;
          }
          if (!shouldQueue(offline)) return;
          event.preventDefault();
          const payload: FailPickupPayload = {
            pickupId,
            reason,
            ...(note.trim() ? { note: note.trim() } : {}),
          };
          void offline.queue.enqueue('failPickup', payload);
        }}
      >
        <input type="hidden" name="intent" value="failPickup" />
        <input type="hidden" name="pickupId" value={pickupId} />
        <fieldset>
          <legend className="text-base font-bold">{t('emptiesPickup.driver.failTitle')}</legend>
          <div className="mt-2 grid grid-cols-1 gap-2 min-[420px]:grid-cols-3">
            {EMPTIES_PICKUP_FAILURE_REASONS.map((r) => (
              <label
                key={r}
                className={`flex min-h-12 cursor-pointer items-center gap-2 rounded-xl border-2 bg-white px-3 py-2 font-semibold ${reason === r ? 'border-danger ring-2 ring-danger/30' : 'border-line'}`}
              >
                <input
                  type="radio"
                  name="reason"
                  value={r}
                  checked={reason === r}
                  onChange={() => setReason(r)}
                  className="size-5 accent-danger"
                  required
                />
                {t(`emptiesPickup.reason.${r}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <label htmlFor={`${id}-note`} className="mt-3 block text-sm font-bold">
          {t('emptiesPickup.driver.note')}
        </label>
        <textarea
          id={`${id}-note`}
          name="note"
          rows={2}
          maxLength={FAILURE_NOTE_MAX}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          required={reason === 'other'}
          className="input mt-1 w-full text-base"
        />
        <button
          type="submit"
          className="btn mt-3 min-h-12 w-full bg-danger text-base text-white"
          disabled={!reason || noteMissing || fetcher.state !== 'idle'}
        >
          {t('emptiesPickup.driver.failSubmit')}
        </button>
        {error && (
          <Notice kind="error" className="mt-3">
            {error}
          </Notice>
        )}
      </fetcher.Form>
    </details>
  );
}
