import type { VanRoundOrderDto } from '@consigne/api-client';
import { CRATE_DEPOSIT_CENTS, type DoorPaymentMethod } from '@consigne/domain';
import { useState, type FormEvent } from 'react';
import type { FetcherWithComponents } from 'react-router';
import { Notice } from '../account/Notice';
import { useI18n, useMoney } from '../../i18n';
import { centsToInput, eurosToCents } from './form-values';
import type { DriverActionResult } from './types';

/**
 * The amount due at the door once the recipient refused lines: what is due there (an order paid at
 * delivery: its amount; a card order: the difference its shopper did not pay online) less each refused
 * unit's price and bottle deposit, and the deposit of each crate the refusals empty (never below 0).
 * An estimate the driver may correct: the API re-prices the order (a promotion's share may change)
 * and judges the payment against its amount.
 */
export function dueAfterRefusals(
  order: Pick<VanRoundOrderDto, 'dueAtDoor' | 'doorLines' | 'crateLines'>,
  refused: ReadonlyArray<{ lineId: number; refused: number }>,
) {
  const dueCents = Math.round(order.dueAtDoor * 100);
  const lineOf = (lineId: number) => order.doorLines.find((l) => l.lineId === lineId);
  const units = refused.reduce((sum, r) => sum + r.refused * (lineOf(r.lineId)?.unitCents ?? 0), 0);
  const crates = order.crateLines.reduce((sum, c) => {
    const gone = refused.reduce(
      (n, r) => (lineOf(r.lineId)?.packageType === c.packageType ? n + r.refused : n),
      0,
    );
    const left = c.items - gone;
    const kept = left <= 0 || c.capacity <= 0 ? 0 : Math.ceil(left / c.capacity);
    return sum + Math.max(0, c.crates - kept) * CRATE_DEPOSIT_CENTS;
  }, 0);
  return Math.max(0, dueCents - units - crates);
}

/** The payment's state in a form: the method chosen, the amount typed, what is sent. */
export function usePaymentAtDoor(dueCents: number) {
  const { t } = useI18n();
  const [method, setMethod] = useState<DoorPaymentMethod | null>(null);
  const [typed, setTyped] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<string | null>(null);
  // Until the driver types an amount, it follows what is due (it changes with the door's refusals).
  const amount = typed ?? centsToInput(dueCents);
  const receivedCents = eurosToCents(amount);
  return {
    dueCents,
    method,
    amount,
    receivedCents,
    invalid,
    choose: (m: DoorPaymentMethod) => {
      setMethod(m);
      setInvalid(null);
      if (m === 'card_terminal') setTyped(null);
    },
    type: setTyped,
    /** False (and says why) when the form is not ready to send. */
    check: () => {
      const problem =
        method === null
          ? 'driverCash.chooseMethod'
          : receivedCents === null
            ? 'driverCash.amountInvalid'
            : null;
      setInvalid(problem && t(problem));
      return problem === null;
    },
  };
}

type Payment = ReturnType<typeof usePaymentAtDoor>;

/**
 * How the customer paid at the door (big "Carte" / "Espèces" buttons) and the amount received,
 * prefilled with what is due: the fields of the step to 'delivered' of an order paid at delivery,
 * posted as `paymentMethod` and `receivedCents` (doorPaymentOf). A card terminal takes the amount due
 * (editable only when lines were refused: the API's re-priced amount decides); cash may be short or
 * over (the difference shows at once, and on the day's cash sheet).
 */
export function PaymentFields({ payment, estimated }: { payment: Payment; estimated: boolean }) {
  const { t } = useI18n();
  const money = useMoney();
  const { method, dueCents, receivedCents } = payment;
  const editable = method === 'cash' || (method === 'card_terminal' && estimated);
  const gap = method === 'cash' && receivedCents !== null ? receivedCents - dueCents : 0;
  return (
    <div data-testid="payment-fields">
      <input type="hidden" name="paymentMethod" value={method ?? ''} />
      <input type="hidden" name="receivedCents" value={method ? (receivedCents ?? '') : ''} />
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
              onClick={() => payment.choose(m)}
              className={`min-h-16 rounded-xl border-2 text-lg font-extrabold ${
                method === m ? 'border-forest bg-forest text-white' : 'border-line bg-white text-ink'
              }`}
            >
              {t(m === 'cash' ? 'driverCash.cash' : 'driverCash.card')}
            </button>
          ))}
        </div>
      </fieldset>
      {editable && (
        <label className="mt-3 block">
          <span className="text-sm font-semibold">{t('driverCash.received')}</span>
          <input
            name="received"
            inputMode="decimal"
            autoComplete="off"
            value={payment.amount}
            onChange={(event) => payment.type(event.target.value)}
            className="field-input mt-1 min-h-12 w-full text-xl font-bold tabular-nums"
            aria-invalid={receivedCents === null || undefined}
          />
        </label>
      )}
      {method === 'card_terminal' && !estimated && (
        <p className="mt-3 text-sm">{t('driverCash.cardFixed', { amount: money.cents(dueCents) })}</p>
      )}
      {gap !== 0 && (
        <p data-testid="cash-gap" className="mt-2 font-bold text-warning">
          {t(gap < 0 ? 'driverCash.short' : 'driverCash.over', { amount: money.cents(Math.abs(gap)) })}
        </p>
      )}
      {payment.invalid && (
        <Notice kind="error" className="mt-3">
          {payment.invalid}
        </Notice>
      )}
    </div>
  );
}

/**
 * "Livrée" at a stop paid at delivery without an age check: the driver says how the customer paid
 * and the amount received, and the order is marked delivered and paid with it, in one step (the door
 * sheet, DoorSheet.tsx, holds the same fields beside the refusals and the age check). Sent by the
 * caller's `onSubmit`: the page's form, or the offline queue with the step (one action, one key).
 */
export function PaymentAtDoor({
  order,
  fetcher,
  label,
  onSubmit,
}: {
  order: VanRoundOrderDto;
  fetcher: FetcherWithComponents<DriverActionResult>;
  label: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}) {
  const { t } = useI18n();
  const payment = usePaymentAtDoor(Math.round(order.dueAtDoor * 100));
  const [open, setOpen] = useState(false);

  if (!open)
    return (
      <button
        type="button"
        className="btn btn-primary min-h-12 w-full text-base"
        onClick={() => setOpen(true)}
      >
        {label}
      </button>
    );

  return (
    <fetcher.Form
      method="post"
      data-testid="payment-at-door"
      className="rounded-2xl border-2 border-brand-yellow-dark bg-warning-soft/40 p-3"
      onSubmit={(event) => {
        if (!payment.check()) {
          event.preventDefault();
          return;
        }
        setOpen(false);
        onSubmit(event);
      }}
    >
      <input type="hidden" name="intent" value="advance" />
      <input type="hidden" name="orderId" value={order.orderId} />
      <input type="hidden" name="status" value="delivered" />
      <PaymentFields payment={payment} estimated={false} />
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
