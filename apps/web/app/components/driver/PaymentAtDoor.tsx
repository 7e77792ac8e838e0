import type { VanRoundOrderDto } from '@consigne/api-client';
import type { DoorPaymentMethod } from '@consigne/domain';
import { useState } from 'react';
import { useFetcher } from 'react-router';
import { Notice } from '../account/Notice';
import { useI18n, useMoney } from '../../i18n';
import { orderStatusKey } from '../../lib/wallet';
import { centsToInput, eurosToCents } from './form-values';
import { shouldQueue, useDriverOffline } from './offline';
import type { DriverActionResult } from './types';

/**
 * "Livrée" at a stop paid at delivery: the driver says how the customer paid (big "Carte" /
 * "Espèces" buttons) and the amount received, prefilled with the amount to pay; the order is marked
 * delivered and paid with it, in one step. A card terminal takes the amount to pay; cash may be short
 * or over (the difference shows at once, and on the day's cash sheet). Offline, the step and its
 * payment are queued together (one action, one Idempotency-Key).
 */
export function PaymentAtDoor({ order }: { order: VanRoundOrderDto }) {
  const { t } = useI18n();
  const money = useMoney();
  const fetcher = useFetcher<DriverActionResult>();
  const offline = useDriverOffline();
  const dueCents = Math.round(order.amountToPay * 100);
  const [open, setOpen] = useState(false);
  const [method, setMethod] = useState<DoorPaymentMethod | null>(null);
  const [amount, setAmount] = useState(centsToInput(dueCents));
  const [invalid, setInvalid] = useState<string | null>(null);
  const receivedCents = method === 'card_terminal' ? dueCents : eurosToCents(amount);
  const gap = method === 'cash' && receivedCents !== null ? receivedCents - dueCents : 0;
  const error = fetcher.state === 'idle' && fetcher.data?.intent === 'advance' ? fetcher.data.error : null;
  const deliveredLabel = t('driver.markAs', { status: t(orderStatusKey('delivered')) });

  if (!open)
    return (
      <>
        <button
          type="button"
          className="btn btn-primary mt-4 min-h-12 w-full text-base"
          onClick={() => setOpen(true)}
        >
          {deliveredLabel}
        </button>
        {error && (
          <Notice kind="error" className="mt-3">
            {error}
          </Notice>
        )}
      </>
    );

  return (
    <fetcher.Form
      method="post"
      data-testid="payment-at-door"
      className="mt-4 rounded-2xl border-2 border-brand-yellow-dark bg-warning-soft/40 p-3"
      onSubmit={(event) => {
        if (method === null || receivedCents === null) {
          event.preventDefault();
          setInvalid(t(method === null ? 'driverCash.chooseMethod' : 'driverCash.amountInvalid'));
          return;
        }
        setInvalid(null);
        // Without network (or behind actions still waiting) the step and its payment stay on the phone.
        if (!shouldQueue(offline)) return;
        event.preventDefault();
        void offline.queue.enqueue(
          'advance',
          { orderId: order.orderId, status: 'delivered', payment: { method, receivedCents } },
          { orderId: order.orderId },
        );
        setOpen(false);
      }}
    >
      <input type="hidden" name="intent" value="advance" />
      <input type="hidden" name="orderId" value={order.orderId} />
      <input type="hidden" name="status" value="delivered" />
      <input type="hidden" name="paymentMethod" value={method ?? ''} />
      <input type="hidden" name="receivedCents" value={receivedCents ?? ''} />
      <h5 className="text-base font-bold">{t('driverCash.payTitle')}</h5>
      <p className="text-lg font-black tabular-nums" data-testid="amount-due">
        {t('driverCash.toPay', { amount: money.cents(dueCents) })}
      </p>
      <fieldset className="mt-3">
        <legend className="text-sm font-semibold text-ink-soft">{t('driverCash.method')}</legend>
        <div className="mt-2 grid grid-cols-2 gap-2">
          {(['card_terminal', 'cash'] as const).map((m) => (
            <button
              key={m}
              type="button"
              aria-pressed={method === m}
              onClick={() => {
                setMethod(m);
                setInvalid(null);
                if (m === 'card_terminal') setAmount(centsToInput(dueCents));
              }}
              className={`min-h-16 rounded-xl border-2 text-lg font-extrabold ${
                method === m ? 'border-forest bg-forest text-white' : 'border-line bg-white text-ink'
              }`}
            >
              {t(m === 'cash' ? 'driverCash.cash' : 'driverCash.card')}
            </button>
          ))}
        </div>
      </fieldset>
      {method === 'cash' && (
        <label className="mt-3 block">
          <span className="text-sm font-semibold">{t('driverCash.received')}</span>
          <input
            name="received"
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            className="field-input mt-1 min-h-12 w-full text-xl font-bold tabular-nums"
            aria-invalid={receivedCents === null || undefined}
          />
        </label>
      )}
      {method === 'card_terminal' && (
        <p className="mt-3 text-sm">{t('driverCash.cardFixed', { amount: money.cents(dueCents) })}</p>
      )}
      {gap !== 0 && (
        <p data-testid="cash-gap" className="mt-2 font-bold text-warning">
          {t(gap < 0 ? 'driverCash.short' : 'driverCash.over', { amount: money.cents(Math.abs(gap)) })}
        </p>
      )}
      {invalid && (
        <Notice kind="error" className="mt-3">
          {invalid}
        </Notice>
      )}
      {error && (
        <Notice kind="error" className="mt-3">
          {error}
        </Notice>
      )}
      <div className="mt-3 grid gap-2">
        <button
          type="submit"
          className="btn btn-primary min-h-12 w-full text-base"
          disabled={fetcher.state !== 'idle'}
        >
          {t('driverCash.confirm')}
        </button>
        <button type="button" className="btn btn-ghost min-h-11 w-full" onClick={() => setOpen(false)}>
          {t('driverCash.cancel')}
        </button>
      </div>
    </fetcher.Form>
  );
}
