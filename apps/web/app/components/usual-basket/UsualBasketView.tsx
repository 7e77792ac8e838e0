import type { UsualBasketDto } from '@consigne/contract';
import { dateTimeFormat, formatSlotLabel, intlTag, SHOP_TIME_ZONE } from '@consigne/domain';
import { Form, Link, useNavigation } from 'react-router';
import { Notice } from '../account/Notice';
import { useI18n, useMoney, type MessageKey } from '../../i18n';

type Occurrence = UsualBasketDto['occurrences'][number];

const FREQUENCIES = [
  ['weekly', 'accountArea.usualBasket.weekly'],
  ['fortnightly', 'accountArea.usualBasket.fortnightly'],
  ['monthly', 'accountArea.usualBasket.monthly'],
] as const satisfies ReadonlyArray<readonly [string, MessageKey]>;

const STATUS: Record<Occurrence['status'], MessageKey> = {
  scheduled: 'accountArea.usualBasket.status.scheduled',
  reminded: 'accountArea.usualBasket.status.scheduled',
  skipped: 'accountArea.usualBasket.status.skipped',
  placed: 'accountArea.usualBasket.status.placed',
  failed: 'accountArea.usualBasket.status.failed',
};

const REASON: Record<NonNullable<Occurrence['reason']>, MessageKey> = {
  slotFull: 'accountArea.usualBasket.reason.slotFull',
  nothingInStock: 'accountArea.usualBasket.reason.nothingInStock',
  paymentDeclined: 'accountArea.usualBasket.reason.paymentDeclined',
  noSlot: 'accountArea.usualBasket.reason.noSlot',
  notPlaceable: 'accountArea.usualBasket.reason.notPlaceable',
  paused: 'accountArea.usualBasket.reason.paused',
};

function Intent({ name, value }: { name: string; value?: string | number }) {
  return (
    <>
      <input type="hidden" name="intent" value={name} />
      {value !== undefined && <input type="hidden" name="id" value={value} />}
    </>
  );
}

/** "Créer mon panier habituel": from the favourites, or from the order given in the page's address. */
export function CreateUsualBasket({ orderId, error }: { orderId: number | null; error: string | null }) {
  const { t } = useI18n();
  const busy = useNavigation().state !== 'idle';
  return (
    <section className="card max-w-2xl p-6 sm:p-8" data-testid="usual-basket-create">
      <h2 className="text-xl font-bold">{t('accountArea.usualBasket.create')}</h2>
      <p className="mt-2 text-ink-soft">{t('accountArea.usualBasket.createIntro')}</p>
      {error && (
        <Notice kind="error" className="mt-4">
          {error}
        </Notice>
      )}
      <Form method="post" className="mt-6 grid gap-4">
        <Intent name="create" />
        {orderId !== null ? (
          <>
            <input type="hidden" name="orderId" value={orderId} />
            <p className="font-semibold">{t('accountArea.usualBasket.fromOrder', { id: orderId })}</p>
          </>
        ) : (
          <p className="font-semibold">{t('accountArea.usualBasket.fromFavourites')}</p>
        )}
        <label className="grid gap-1">
          <span className="font-semibold">{t('accountArea.usualBasket.frequency')}</span>
          <select name="frequency" className="field-input" defaultValue="weekly">
            {FREQUENCIES.map(([value, key]) => (
              <option key={value} value={value}>
                {t(key)}
              </option>
            ))}
          </select>
        </label>
        <p className="text-sm text-ink-soft">{t('accountArea.usualBasket.payAtDelivery')}</p>
        <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={busy}>
          {t('accountArea.usualBasket.createSubmit')}
        </button>
      </Form>
    </section>
  );
}

/** "Mon panier habituel": its lines, frequency, pause and coming dates with skip. */
export function UsualBasketView({
  basket,
  error,
  highlight,
}: {
  basket: UsualBasketDto;
  error: string | null;
  /** The date the reminder's "skip this week" link named. */
  highlight: number | null;
}) {
  const { t, locale, prefix } = useI18n();
  const money = useMoney();
  const busy = useNavigation().state !== 'idle';
  const tag = intlTag(locale);
  const at = dateTimeFormat(tag, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: SHOP_TIME_ZONE,
  });
  return (
    <div className="grid gap-6 lg:grid-cols-2" data-testid="usual-basket">
      {error && (
        <Notice kind="error" className="lg:col-span-2">
          {error}
        </Notice>
      )}
      <section className="card p-6" aria-labelledby="usual-lines">
        <h2 id="usual-lines" className="text-xl font-bold">
          {t('accountArea.usualBasket.lines')}
        </h2>
        <ul className="mt-4 divide-y divide-line">
          {basket.lines.map((line) => (
            <li
              key={line.productWarehouseId}
              className="flex flex-wrap items-center gap-3 py-3"
              data-testid="usual-line"
            >
              <span className="min-w-48 flex-1">
                <span className="block font-semibold">{line.name}</span>
                <span className="text-sm text-ink-soft">{money.euros(line.unitPrice)}</span>
                {!line.isAvailable && (
                  <span className="block text-sm text-warning">
                    {t('accountArea.usualBasket.unavailable')}
                  </span>
                )}
              </span>
              <Form method="post" className="flex items-center gap-2">
                <Intent name="line" />
                <input type="hidden" name="productWarehouseId" value={line.productWarehouseId} />
                <label className="sr-only" htmlFor={`qty-${line.productWarehouseId}`}>
                  {t('accountArea.usualBasket.quantity', { name: line.name })}
                </label>
                <input
                  id={`qty-${line.productWarehouseId}`}
                  name="quantity"
                  type="number"
                  min={0}
                  max={line.maxOrderable}
                  defaultValue={line.quantity}
                  className="field-input w-20"
                />
                <button type="submit" className="btn btn-outline" disabled={busy}>
                  {t('accountArea.usualBasket.update')}
                </button>
                <button
                  type="submit"
                  name="quantity"
                  value="0"
                  className="btn btn-ghost text-danger"
                  disabled={busy}
                >
                  {t('accountArea.usualBasket.remove')}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      </section>

      <section className="card p-6" aria-labelledby="usual-dates">
        <h2 id="usual-dates" className="text-xl font-bold">
          {t('accountArea.usualBasket.dates')}
        </h2>
        <p className="mt-1 text-sm text-ink-soft">
          {t('accountArea.usualBasket.datesIntro', { hours: basket.placeHoursBeforeCutoff })}
        </p>
        <ul className="mt-4 divide-y divide-line">
          {basket.occurrences.map((o) => (
            <li
              key={o.id}
              className={`flex flex-col items-start gap-2 py-3 sm:flex-row sm:items-center sm:gap-3 ${highlight === o.id ? 'rounded-xl bg-sand px-3' : ''}`}
              data-testid="usual-date"
              data-status={o.status}
            >
              <span className="min-w-0 flex-1">
                <span className="block font-semibold">{formatSlotLabel(o.slot, tag)}</span>
                <span className="text-sm text-ink-soft">
                  {t(STATUS[o.status])}
                  {o.reason ? ` — ${t(REASON[o.reason])}` : ''}
                  {o.status === 'scheduled' || o.status === 'reminded'
                    ? ` · ${t('accountArea.usualBasket.placedAt', { at: at.format(new Date(o.placeAt)) })}`
                    : ''}
                </span>
                {o.status === 'placed' && o.orderId !== null && (
                  <Link
                    to={`${prefix}/mon-compte/mes-commandes/order-detail/${o.orderId}`}
                    className="link block text-sm"
                  >
                    {t('accountArea.usualBasket.seeOrder', { id: o.orderId })}
                  </Link>
                )}
              </span>
              {o.isChangeable && (
                <Form method="post">
                  <Intent name={o.status === 'skipped' ? 'unskip' : 'skip'} value={o.id} />
                  <button type="submit" className="btn btn-outline" disabled={busy}>
                    {t(
                      o.status === 'skipped'
                        ? 'accountArea.usualBasket.unskip'
                        : 'accountArea.usualBasket.skip',
                    )}
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ul>
      </section>

      <section className="card p-6" aria-labelledby="usual-settings">
        <h2 id="usual-settings" className="text-xl font-bold">
          {t('accountArea.usualBasket.settings')}
        </h2>
        <Form method="post" className="mt-4 flex flex-wrap items-end gap-3">
          <Intent name="frequency" />
          <label className="grid gap-1">
            <span className="font-semibold">{t('accountArea.usualBasket.frequency')}</span>
            <select name="frequency" className="field-input" defaultValue={basket.frequency}>
              {FREQUENCIES.map(([value, key]) => (
                <option key={value} value={value}>
                  {t(key)}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="btn btn-outline" disabled={busy}>
            {t('accountArea.usualBasket.update')}
          </button>
        </Form>
        <p className="mt-4 text-sm text-ink-soft">{t('accountArea.usualBasket.payAtDelivery')}</p>
      </section>

      <section className="card p-6" id="pause" aria-labelledby="usual-pause">
        <h2 id="usual-pause" className="text-xl font-bold">
          {t('accountArea.usualBasket.pause')}
        </h2>
        {basket.pausedUntil ? (
          <Form method="post" className="mt-4 grid gap-3">
            <Intent name="resume" />
            <p data-testid="usual-paused">
              {t('accountArea.usualBasket.pausedUntil', {
                date: dateTimeFormat(tag, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
                  new Date(`${basket.pausedUntil}T00:00:00Z`),
                ),
              })}
            </p>
            <button type="submit" className="btn btn-outline w-full sm:w-auto" disabled={busy}>
              {t('accountArea.usualBasket.resume')}
            </button>
          </Form>
        ) : (
          <Form method="post" className="mt-4 flex flex-wrap items-end gap-3">
            <Intent name="pause" />
            <label className="grid gap-1">
              <span className="font-semibold">{t('accountArea.usualBasket.pauseUntil')}</span>
              <input type="date" name="until" required className="field-input" />
            </label>
            <button type="submit" className="btn btn-outline" disabled={busy}>
              {t('accountArea.usualBasket.pauseSubmit')}
            </button>
          </Form>
        )}
        <Form method="post" className="mt-6 border-t border-line pt-4">
          <Intent name="delete" />
          <button type="submit" className="btn btn-ghost text-danger" disabled={busy}>
            {t('accountArea.usualBasket.delete')}
          </button>
        </Form>
      </section>
    </div>
  );
}
