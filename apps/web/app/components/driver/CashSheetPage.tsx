import type { CallResponse } from '@consigne/contract';
import { dateTimeFormat, intlTag, SHOP_TIME_ZONE } from '@consigne/domain';
import { useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { Notice } from '../account/Notice';
import { useI18n, useMoney } from '../../i18n';
import { DriverForbidden } from './DriverForbidden';
import { centsToInput, eurosToCents } from './form-values';
import { DriverOffline, PendingBadge, shouldQueue, useDriverOffline } from './offline';

type Sheet = CallResponse<'getDriverCashSheet'>;

export interface CashSheetPageData {
  forbidden: boolean;
  date: string;
  sheet: Sheet | null;
  error: string | null;
}

/**
 * The driver's day end (/<lang>/livreur/caisse): the payments taken at the doors, the sheet (expected,
 * received, difference per method) and the cash they counted, which they enter here (queued offline
 * like every driver action); once a manager closed it, who and their note.
 */
export function CashSheetPage({ forbidden, date, sheet, error }: CashSheetPageData) {
  const { t, prefix } = useI18n();
  if (forbidden) return <DriverForbidden />;
  return (
    <>
      <title>{t('meta.titleSuffix', { title: t('driverCash.title') })}</title>
      <meta name="robots" content="noindex" />
      <DriverOffline>
        <Link to={`${prefix}/livreur?date=${date}`} className="text-sm font-semibold underline">
          ← {t('driverCash.back')}
        </Link>
        <h1 className="mt-2 text-2xl font-extrabold tracking-tight">{t('driverCash.title')}</h1>
        <DayLine date={date} />
        <PendingBadge />
        {error && (
          <Notice kind="error" className="mt-4">
            {error}
          </Notice>
        )}
        {sheet && (
          <>
            <SheetTotals sheet={sheet} />
            <Closing sheet={sheet} />
            {sheet.status === 'open' && <CountForm sheet={sheet} />}
            <Payments sheet={sheet} />
          </>
        )}
      </DriverOffline>
    </>
  );
}

function DayLine({ date }: { date: string }) {
  const { locale } = useI18n();
  const day = dateTimeFormat(intlTag(locale), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  return <p className="first-letter:uppercase text-ink-soft">{day.format(new Date(`${date}T12:00:00Z`))}</p>;
}

const signed = (amount: number, euros: (n: number) => string) =>
  amount > 0 ? `+${euros(amount)}` : euros(amount);

/** Expected, received (and counted) and the difference, per method and in all. */
function SheetTotals({ sheet }: { sheet: Sheet }) {
  const { t } = useI18n();
  const money = useMoney();
  const rows = [
    { key: 'card', label: t('driverCash.card'), ...sheet.card, counted: null as number | null },
    { key: 'cash', label: t('driverCash.cash'), ...sheet.cash },
  ];
  return (
    <section className="card mt-4 p-3 sm:p-5" aria-labelledby="cash-sheet-title">
      <h2 id="cash-sheet-title" className="text-lg font-bold">
        {t('driverCash.sheet')}
      </h2>
      <table className="mt-2 w-full text-sm tabular-nums" data-testid="cash-sheet">
        <thead>
          <tr className="text-left text-ink-soft">
            <th scope="col" className="py-1 font-semibold" />
            <th scope="col" className="py-1 text-right font-semibold">
              {t('driverCash.expected')}
            </th>
            <th scope="col" className="py-1 text-right font-semibold">
              {t('driverCash.receivedCol')}
            </th>
            <th scope="col" className="py-1 text-right font-semibold">
              {t('driverCash.difference')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-t border-line" data-testid={`sheet-${row.key}`}>
              <th scope="row" className="py-2 text-left font-bold">
                {row.label}
                {row.counted !== null && (
                  <span className="block text-xs font-normal text-ink-soft">
                    {t('driverCash.counted')} {money.euros(row.counted)}
                  </span>
                )}
              </th>
              <td className="py-2 text-right">{money.euros(row.expected)}</td>
              <td className="py-2 text-right">{money.euros(row.received)}</td>
              <td className={`py-2 text-right font-bold ${row.difference < 0 ? 'text-danger' : ''}`}>
                {signed(row.difference, money.euros)}
              </td>
            </tr>
          ))}
          <tr className="border-t-2 border-ink">
            <th scope="row" className="py-2 text-left font-extrabold">
              {t('driverCash.total')}
            </th>
            <td className="py-2 text-right font-bold">
              {money.euros(sheet.card.expected + sheet.cash.expected)}
            </td>
            <td className="py-2 text-right font-bold">
              {money.euros(sheet.card.received + sheet.cash.received)}
            </td>
            <td
              data-testid="sheet-difference"
              className={`py-2 text-right text-base font-black ${sheet.difference < 0 ? 'text-danger' : ''}`}
            >
              {signed(sheet.difference, money.euros)}
            </td>
          </tr>
        </tbody>
      </table>
    </section>
  );
}

function Closing({ sheet }: { sheet: Sheet }) {
  const { t, locale } = useI18n();
  if (sheet.status === 'open')
    return sheet.paymentCount > 0 ? (
      <p className="mt-3 text-sm text-ink-soft">{t('driverCash.open')}</p>
    ) : null;
  const when = dateTimeFormat(intlTag(locale), {
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: SHOP_TIME_ZONE,
  }).format(new Date(sheet.closedAt ?? 0));
  return (
    <Notice kind="success" className="mt-3" testId="sheet-closed">
      {t('driverCash.closed', { name: sheet.closedBy ?? '', date: when })}
      {sheet.note && <span className="block">{t('driverCash.note', { note: sheet.note })}</span>}
    </Notice>
  );
}

/** The cash counted at the day's end: sent at once online, kept on the phone offline. */
function CountForm({ sheet }: { sheet: Sheet }) {
  const { t } = useI18n();
  const fetcher = useFetcher<{ intent: 'count'; error: string | null; saved: boolean }>();
  const offline = useDriverOffline();
  const [value, setValue] = useState(
    centsToInput(Math.round((sheet.cash.counted ?? sheet.cash.received) * 100)),
  );
  const [queued, setQueued] = useState(false);
  const [invalid, setInvalid] = useState(false);
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  return (
    <fetcher.Form
      method="post"
      className="card mt-4 p-3 sm:p-5"
      onSubmit={(event) => {
        const countedCents = eurosToCents(value);
        setInvalid(countedCents === null);
        if (countedCents === null) return event.preventDefault();
        if (!shouldQueue(offline)) return;
        event.preventDefault();
        void offline.queue.enqueue('count', { date: sheet.date, countedCents });
        setQueued(true);
      }}
    >
      <h2 className="text-lg font-bold">{t('driverCash.countTitle')}</h2>
      <input type="hidden" name="date" value={sheet.date} />
      <label className="mt-2 block">
        <span className="text-sm font-semibold">{t('driverCash.countLabel')}</span>
        <input
          name="counted"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={invalid || undefined}
          className="field-input mt-1 min-h-12 w-full text-xl font-bold tabular-nums"
        />
      </label>
      {invalid && (
        <Notice kind="error" className="mt-3">
          {t('driverCash.amountInvalid')}
        </Notice>
      )}
      {answer?.error && !invalid && (
        <Notice kind="error" className="mt-3">
          {answer.error === 'invalid' ? t('driverCash.amountInvalid') : answer.error}
        </Notice>
      )}
      {answer?.saved && (
        <Notice kind="success" className="mt-3">
          {t('driverCash.countSaved')}
        </Notice>
      )}
      {queued && (
        <Notice kind="info" className="mt-3">
          {t('driverCash.countQueued')}
        </Notice>
      )}
      <button
        type="submit"
        className="btn btn-primary mt-3 min-h-12 w-full text-base"
        disabled={fetcher.state !== 'idle'}
      >
        {t('driverCash.countSubmit')}
      </button>
    </fetcher.Form>
  );
}

function Payments({ sheet }: { sheet: Sheet }) {
  const { t, locale } = useI18n();
  const money = useMoney();
  const time = dateTimeFormat(intlTag(locale), {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: SHOP_TIME_ZONE,
  });
  return (
    <section className="mt-4">
      <h2 className="text-lg font-bold">{t('driverCash.payments')}</h2>
      {sheet.payments.length === 0 ? (
        <p className="mt-2 text-ink-soft">{t('driverCash.none')}</p>
      ) : (
        <ul className="mt-2 space-y-2" data-testid="door-payments">
          {sheet.payments.map((p) => (
            <li key={p.orderId} className="rounded-xl border-2 border-line bg-white p-3">
              <p className="font-bold">{t('driverCash.order', { id: p.orderId, name: p.customerName })}</p>
              <p className="mt-1 flex flex-wrap justify-between gap-2 text-sm tabular-nums">
                <span>
                  {time.format(new Date(p.recordedAt))} · {t(`driverCash.method.${p.method}`)}
                </span>
                <span>
                  {money.euros(p.received)} / {money.euros(p.expected)}
                  {p.difference !== 0 && (
                    <strong className={p.difference < 0 ? 'text-danger' : ''}>
                      {' '}
                      ({signed(p.difference, money.euros)})
                    </strong>
                  )}
                </span>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
