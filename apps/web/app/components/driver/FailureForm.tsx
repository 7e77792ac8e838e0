import type { VanRoundOrderDto } from '@consigne/api-client';
import { FAILURE_NOTE_MAX, FAILURE_REASONS, type FailureReason } from '@consigne/domain';
import { useState } from 'react';
import { useFetcher } from 'react-router';
import { Notice } from '../account/Notice';
import { useI18n } from '../../i18n';
import { shouldQueue, useDriverOffline, type FailPayload } from './offline';
import type { DriverActionResult } from './types';

/**
 * "Livraison impossible": closed behind one big button; open, one big choice per reason and a note
 * (required for "Autre"), then one button. Without network it is kept on the phone and sent later,
 * under its Idempotency-Key, like a status change.
 */
export function FailureForm({ order }: { order: VanRoundOrderDto }) {
  const { t } = useI18n();
  const fetcher = useFetcher<DriverActionResult>();
  const offline = useDriverOffline();
  const [reason, setReason] = useState<FailureReason | null>(null);
  const [note, setNote] = useState('');
  const noteMissing = reason === 'other' && note.trim() === '';
  const error = fetcher.state === 'idle' && fetcher.data?.intent === 'fail' ? fetcher.data.error : null;
  const id = `failure-${order.orderId}`;
  return (
    <details className="mt-3" data-testid="failure">
      <summary className="btn btn-outline min-h-12 w-full list-none border-danger text-base text-danger">
        {t('deliveryFailure.open')}
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
          const payload: FailPayload = {
            orderId: order.orderId,
            reason,
            ...(note.trim() ? { note: note.trim() } : {}),
          };
          void offline.queue.enqueue('fail', payload, { orderId: order.orderId });
        }}
      >
        <input type="hidden" name="intent" value="fail" />
        <input type="hidden" name="orderId" value={order.orderId} />
        <fieldset>
          <legend className="text-base font-bold">{t('deliveryFailure.title')}</legend>
          <div className="mt-2 grid grid-cols-1 gap-2 min-[420px]:grid-cols-2">
            {FAILURE_REASONS.map((r) => (
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
                {t(`deliveryFailure.reason.${r}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <label htmlFor={`${id}-note`} className="mt-3 block text-sm font-bold">
          {t('deliveryFailure.note')}
        </label>
        <textarea
          id={`${id}-note`}
          name="note"
          rows={2}
          maxLength={FAILURE_NOTE_MAX}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          required={reason === 'other'}
          aria-describedby={`${id}-hint`}
          className="input mt-1 w-full text-base"
        />
        <p id={`${id}-hint`} className="mt-1 text-xs text-ink-soft">
          {t('deliveryFailure.noteHint')}
        </p>
        <p className="mt-2 text-sm">{t('deliveryFailure.consequence')}</p>
        <button
          type="submit"
          className="btn mt-3 min-h-12 w-full bg-danger text-base text-white"
          disabled={!reason || noteMissing || fetcher.state !== 'idle'}
        >
          {t('deliveryFailure.submit')}
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
