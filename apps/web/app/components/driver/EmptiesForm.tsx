import { collectionValueCents, emptiesCredit, toCents } from '@consigne/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { Notice } from '../account/Notice';
import { useI18n, useMoney } from '../../i18n';
import { Counter } from './Counter';
import { RejectLines, type RejectDraft } from './RejectLines';
import { collectionBody } from './form-values';
import { shouldQueue, useDriverOffline } from './offline';
import type { DriverActionResult } from './types';

const NO_EMPTIES = { crates: 0, largeBottles: 0, smallBottles: 0 };
type AcceptedCounts = typeof NO_EMPTIES;
type CollectOutcome = Extract<DriverActionResult, { intent: 'collect' }>;

/** The empties handed back by one customer: accepted ones (credited), refused ones apart. */
export function EmptiesForm({
  customerId,
  pendingAmount,
  orderId,
  pickupId,
  onRecorded,
}: {
  customerId: number;
  pendingAmount: number;
  /**
   * Told as soon as the API recorded the empties (before the round reloads): a return that settles
   * every deposit leaves nothing pending, and the card keeps this form shown for its answer.
   */
  onRecorded?: () => void;
  orderId?: number;
  /** A pickup of empties without an order: the return closes it. */
  pickupId?: number;
}) {
  const { t } = useI18n();
  const money = useMoney();
  const fetcher = useFetcher<DriverActionResult>();
  const outcome = fetcher.state === 'idle' && fetcher.data?.intent === 'collect' ? fetcher.data : null;
  const { counts, setCounts, rejects, setRejects } = useEmptiesDraft(outcome);
  const recorded = fetcher.data?.intent === 'collect' && !fetcher.data.error ? fetcher.data : null;
  useEffect(() => {
    if (recorded) onRecorded?.();
  }, [recorded, onRecorded]);
  const offline = useDriverOffline();
  const [queued, setQueued] = useState(false);
  const value = collectionValueCents(counts);
  const rejected = rejects.reduce((n, r) => n + r.count, 0);
  // The API refuses a return settling more than the deposits still out (the accepted empties and the
  // broken ones together); say so before the driver sends it.
  const settlement = emptiesCredit({ accepted: counts, rejects }, toCents(pendingAmount));
  const tooMuch = !settlement.ok && settlement.refusal === 'exceedsPending';
  const titleId = useId();
  return (
    <fetcher.Form
      method="post"
      aria-labelledby={titleId}
      className="mt-4 rounded-2xl bg-cream p-3 sm:p-4"
      data-testid="empties-form"
      onSubmit={(event) => {
        setQueued(false);
        // Without network the empties are kept on the phone, credited when the network returns.
        if (!shouldQueue(offline)) return;
        event.preventDefault();
        const body = collectionBody(new FormData(event.currentTarget));
        void offline.queue.enqueue('collect', body, { orderId }).then(() => {
          setCounts(NO_EMPTIES);
          setRejects([]);
          setQueued(true);
        });
      }}
    >
      <input type="hidden" name="intent" value="collect" />
      <input type="hidden" name="userId" value={customerId} />
      {orderId !== undefined && <input type="hidden" name="orderId" value={orderId} />}
      {pickupId !== undefined && <input type="hidden" name="pickupId" value={pickupId} />}
      <h4 id={titleId} className="font-bold">
        {t('driver.empties.title')}
      </h4>
      <AcceptedCounters counts={counts} onChange={setCounts} />
      <RejectLines lines={rejects} onChange={setRejects} />
      <p className="mt-3 text-lg font-bold tabular-nums" aria-live="polite" data-testid="empties-value">
        {t('driver.empties.value', { amount: money.cents(value) })}
      </p>
      {tooMuch && (
        <p className="mt-1 text-sm font-medium text-danger" data-testid="empties-too-much">
          {t('driver.empties.tooMuch', { amount: money.euros(pendingAmount) })}
        </p>
      )}
      <button
        type="submit"
        className="btn btn-primary mt-3 min-h-12 w-full text-base"
        disabled={fetcher.state !== 'idle' || (value <= 0 && rejected <= 0) || tooMuch}
      >
        {t('driver.empties.submit')}
      </button>
      {outcome && !queued && <CollectOutcomeNotice outcome={outcome} />}
      {queued && (
        <Notice kind="info" className="mt-3" testId="empties-queued">
          {t('driverOffline.collectQueued')}
        </Notice>
      )}
    </fetcher.Form>
  );
}

/** The form's counts, emptied once the API has recorded them (a second tap must not count them twice). */
function useEmptiesDraft(outcome: CollectOutcome | null) {
  const [counts, setCounts] = useState(NO_EMPTIES);
  const [rejects, setRejects] = useState<RejectDraft[]>([]);
  const lastOutcome = useRef(outcome);
  useEffect(() => {
    if (outcome && outcome !== lastOutcome.current && outcome.error === null) {
      setCounts(NO_EMPTIES);
      setRejects([]);
    }
    lastOutcome.current = outcome;
  }, [outcome]);
  return { counts, setCounts, rejects, setRejects };
}

function AcceptedCounters({
  counts,
  onChange,
}: {
  counts: AcceptedCounts;
  onChange: (change: (counts: AcceptedCounts) => AcceptedCounts) => void;
}) {
  const { t } = useI18n();
  return (
    <fieldset className="mt-1">
      <legend className="sr-only">{t('driver.empties.accepted')}</legend>
      <div className="divide-y divide-line">
        <Counter
          name="crates"
          label={t('driver.empties.crates')}
          value={counts.crates}
          onChange={(crates) => onChange((c) => ({ ...c, crates }))}
        />
        <Counter
          name="largeBottles"
          label={t('driver.empties.largeBottles')}
          value={counts.largeBottles}
          onChange={(largeBottles) => onChange((c) => ({ ...c, largeBottles }))}
        />
        <Counter
          name="smallBottles"
          label={t('driver.empties.smallBottles')}
          value={counts.smallBottles}
          onChange={(smallBottles) => onChange((c) => ({ ...c, smallBottles }))}
        />
      </div>
    </fieldset>
  );
}

/** The API's answer: its refusal, or what was credited and what the customer still has out. */
function CollectOutcomeNotice({ outcome }: { outcome: CollectOutcome }) {
  const { t } = useI18n();
  const money = useMoney();
  if (outcome.error)
    return (
      <Notice kind="error" className="mt-3">
        {outcome.error}
      </Notice>
    );
  if (outcome.credited === undefined) return null;
  return (
    <Notice kind="success" className="mt-3" testId="empties-success">
      {t('driver.empties.success', {
        credited: money.euros(outcome.credited),
        pending: money.euros(outcome.pendingDepositTotal ?? 0),
      })}
      {outcome.rejected ? ` ${t('driver.empties.rejected', { count: outcome.rejected })}` : ''}
    </Notice>
  );
}
