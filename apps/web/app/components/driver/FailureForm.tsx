import type { VanRoundOrderDto } from '@consigne/api-client';
import { FAILURE_NOTE_MAX, FAILURE_REASONS } from '@consigne/domain';
import { useState, type ReactNode } from 'react';
import { useFetcher } from 'react-router';
import { Notice } from '../account/Notice';
import { useI18n } from '../../i18n';
import { shouldQueue, useDriverOffline } from './offline';
import type { DriverActionResult, FailPayload } from './types';

/**
 * "Livraison impossible": closed behind one big button; open, one big choice per reason and a note
 * (required for "Autre"), then one button. Without network it is kept on the phone and sent later,
 * under its Idempotency-Key, like a status change.
 */
export function FailureForm({ order }: { order: VanRoundOrderDto }) {
  const { t } = useI18n();
  return (
    <ReasonsForm
      intent="fail"
      id={{ name: 'orderId', value: order.orderId }}
      reasons={FAILURE_REASONS}
      texts={{
        open: t('deliveryFailure.open'),
        title: t('deliveryFailure.title'),
        reason: (r) => t(`deliveryFailure.reason.${r}`),
        note: t('deliveryFailure.note'),
        hint: t('deliveryFailure.noteHint'),
        consequence: t('deliveryFailure.consequence'),
        submit: t('deliveryFailure.submit'),
      }}
      queue={(queue, reason, note) => {
        const payload: FailPayload = { orderId: order.orderId, reason, ...(note ? { note } : {}) };
        void queue.enqueue('fail', payload, { orderId: order.orderId });
      }}
      testId="failure"
    />
  );
}

type Queue = NonNullable<ReturnType<typeof useDriverOffline>['queue']>;

/**
 * A failure at the door, for an order or a pickup of empties: one reason (a note required for
 * "other"), sent by the page's action, or queued on the phone without network.
 */
export function ReasonsForm<R extends string>({
  intent,
  id: target,
  reasons,
  texts,
  queue,
  testId,
}: {
  intent: 'fail' | 'failPickup';
  id: { name: string; value: number };
  reasons: readonly R[];
  texts: {
    open: string;
    title: string;
    reason: (reason: R) => string;
    note: string;
    hint?: string;
    consequence?: ReactNode;
    submit: string;
  };
  queue: (queue: Queue, reason: R, note: string | undefined) => void;
  testId: string;
}) {
  const fetcher = useFetcher<DriverActionResult>();
  const offline = useDriverOffline();
  const [reason, setReason] = useState<R | null>(null);
  const [note, setNote] = useState('');
  const noteMissing = reason === 'other' && note.trim() === '';
  const error = fetcher.state === 'idle' && fetcher.data?.intent === intent ? fetcher.data.error : null;
  const id = `${intent}-${target.value}`;
  return (
    <details className="mt-3" data-testid={testId}>
      <summary className="btn btn-outline min-h-12 w-full list-none border-danger text-base text-danger">
        {texts.open}
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
          queue(offline.queue, reason, note.trim() || undefined);
        }}
      >
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name={target.name} value={target.value} />
        <fieldset>
          <legend className="text-base font-bold">{texts.title}</legend>
          <div className="mt-2 grid grid-cols-1 gap-2 min-[420px]:grid-cols-2">
            {reasons.map((r) => (
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
                {texts.reason(r)}
              </label>
            ))}
          </div>
        </fieldset>
        <label htmlFor={`${id}-note`} className="mt-3 block text-sm font-bold">
          {texts.note}
        </label>
        <textarea
          id={`${id}-note`}
          name="note"
          rows={2}
          maxLength={FAILURE_NOTE_MAX}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          required={reason === 'other'}
          aria-describedby={texts.hint ? `${id}-hint` : undefined}
          className="field-input mt-1 h-auto w-full py-2 text-base"
        />
        {texts.hint && (
          <p id={`${id}-hint`} className="mt-1 text-xs text-ink-soft">
            {texts.hint}
          </p>
        )}
        {texts.consequence && <p className="mt-2 text-sm">{texts.consequence}</p>}
        <button
          type="submit"
          className="btn mt-3 min-h-12 w-full bg-danger text-base text-white"
          disabled={!reason || noteMissing || fetcher.state !== 'idle'}
        >
          {texts.submit}
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
