import type { RoundOrderDto } from '@consigne/api-client';
import {
  addDays,
  collectionValueCents,
  formatEuros,
  intlTag,
  localDate,
  nextOrderStatus,
  ADVANCE_STATUSES,
  type AdvanceStatus,
  type OrderStatus,
  SHOP_TIME_ZONE,
  toCents,
} from '@consigne/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { data, Form, Link, useFetcher, useLoaderData, useSubmit } from 'react-router';
import type { Route } from './+types/livreur';
import { Notice } from '../components/account/Notice';
import { TruckIcon } from '../components/ui/icons';
import { PhoneIcon } from '../components/ui/icons';
import { useI18n } from '../i18n';
import { currentUser, serverApi } from '../lib/api.server';
import { runGuards } from '../lib/guards.server';
import { cratesOf, isIsoDate, orderStatusKey, toCollectAtDoor } from '../lib/wallet';

/**
 * The driver's page (operators only): the day's round of their warehouse by slot, moving each order
 * forward, and the empties collected at the door. Guests log in first; customers get a 403 page.
 */
export async function loader(args: Route.LoaderArgs) {
  await runGuards(['auth'], args);
  const user = await currentUser(args.request, args.context);
  const forbidden = { forbidden: true as const, date: '', today: '', orders: [], error: null };
  if (user?.role !== 'operator') return data(forbidden, { status: 403 });
  const today = localDate(new Date());
  const requested = new URL(args.request.url).searchParams.get('date');
  const date = isIsoDate(requested) ? requested : today;
  const result = await serverApi(args.request, args.context).operatorOrders(date);
  if (result.status === 403) return data(forbidden, { status: 403 });
  return { forbidden: false as const, date, today, orders: result.data ?? [], error: result.error };
}

/** A status a driver moves an order to: any step of the domain's flow after 'placed'. */
const isAdvanceStatus = (value: unknown): value is AdvanceStatus =>
  (ADVANCE_STATUSES as readonly unknown[]).includes(value);

type ActionResult =
  | { intent: 'advance'; error: string | null }
  | { intent: 'collect'; error: string | null; credited?: number; pendingDepositTotal?: number };

export async function action({ request, context }: Route.ActionArgs): Promise<ActionResult> {
  const form = await request.formData();
  const api = serverApi(request, context);
  const count = (name: string) => Math.max(0, Math.floor(Number(form.get(name)) || 0));
  if (form.get('intent') === 'advance') {
    const status = form.get('status');
    if (!isAdvanceStatus(status)) return { intent: 'advance', error: 'invalid' };
    const result = await api.operatorOrderStatus(Number(form.get('orderId')), status);
    return { intent: 'advance', error: result.error };
  }
  const result = await api.operatorCollection({
    userId: Number(form.get('userId')),
    crates: count('crates'),
    largeBottles: count('largeBottles'),
    smallBottles: count('smallBottles'),
  });
  if (result.error !== null) return { intent: 'collect', error: result.error };
  return {
    intent: 'collect',
    error: null,
    credited: result.data.credited,
    pendingDepositTotal: result.data.pendingDepositTotal,
  };
}

function useMoney() {
  const { locale } = useI18n();
  const tag = intlTag(locale);
  return { euros: (e: number) => formatEuros(toCents(e), tag), cents: (c: number) => formatEuros(c, tag) };
}

/**
 * The round's own palette (preparing stands out to the driver), one colour per status (a round never
 * holds a cancelled order, nor a card order waiting for its payment).
 */
const STATUS_STYLE: Record<OrderStatus, string> = {
  payment_pending: 'bg-sand text-ink-soft',
  placed: 'bg-sand text-ink',
  preparing: 'bg-warning-soft text-warning',
  out_for_delivery: 'bg-brand-yellow text-ink',
  delivered: 'bg-leaf-soft text-forest',
  cancelled: 'bg-sand text-ink-soft',
};

function Counter({
  name,
  label,
  value,
  onChange,
}: {
  name: string;
  label: string;
  value: number;
  onChange: (value: number) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const round =
    'grid size-12 shrink-0 place-items-center rounded-full border-2 border-forest text-2xl font-bold text-forest hover:bg-leaf-soft disabled:opacity-40';
  return (
    <div className="flex items-center justify-between gap-3 py-2">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <button
          type="button"
          className={round}
          aria-label={t('driver.empties.less', { what: label })}
          disabled={value <= 0}
          onClick={() => onChange(Math.max(0, value - 1))}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          name={name}
          type="number"
          inputMode="numeric"
          min={0}
          max={2000}
          value={value}
          onChange={(e) => onChange(Math.max(0, Math.min(2000, Math.floor(Number(e.target.value) || 0))))}
          className="field-input h-12 w-20 px-2 text-center text-lg font-bold tabular-nums"
        />
        <button
          type="button"
          className={round}
          aria-label={t('driver.empties.more', { what: label })}
          onClick={() => onChange(Math.min(2000, value + 1))}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}

function EmptiesForm({ order }: { order: RoundOrderDto }) {
  const { t } = useI18n();
  const money = useMoney();
  const fetcher = useFetcher<ActionResult>();
  const [counts, setCounts] = useState({ crates: 0, largeBottles: 0, smallBottles: 0 });
  const value = collectionValueCents(counts);
  const pending = toCents(order.pendingDepositTotal);
  const tooMuch = value > pending;
  const busy = fetcher.state !== 'idle';
  const outcome = fetcher.state === 'idle' && fetcher.data?.intent === 'collect' ? fetcher.data : null;
  const lastOutcome = useRef(outcome);
  useEffect(() => {
    if (outcome && outcome !== lastOutcome.current && outcome.error === null)
      setCounts({ crates: 0, largeBottles: 0, smallBottles: 0 });
    lastOutcome.current = outcome;
  }, [outcome]);
  const titleId = useId();
  return (
    <fetcher.Form
      method="post"
      aria-labelledby={titleId}
      className="mt-4 rounded-2xl bg-cream p-4"
      data-testid="empties-form"
    >
      <input type="hidden" name="intent" value="collect" />
      <input type="hidden" name="userId" value={order.customer.id} />
      <h4 id={titleId} className="font-bold">
        {t('driver.empties.title')}
      </h4>
      <div className="mt-1 divide-y divide-line">
        <Counter
          name="crates"
          label={t('driver.empties.crates')}
          value={counts.crates}
          onChange={(crates) => setCounts((c) => ({ ...c, crates }))}
        />
        <Counter
          name="largeBottles"
          label={t('driver.empties.largeBottles')}
          value={counts.largeBottles}
          onChange={(largeBottles) => setCounts((c) => ({ ...c, largeBottles }))}
        />
        <Counter
          name="smallBottles"
          label={t('driver.empties.smallBottles')}
          value={counts.smallBottles}
          onChange={(smallBottles) => setCounts((c) => ({ ...c, smallBottles }))}
        />
      </div>
      <p className="mt-3 text-lg font-bold tabular-nums" aria-live="polite" data-testid="empties-value">
        {t('driver.empties.value', { amount: money.cents(value) })}
      </p>
      {tooMuch && (
        <p className="mt-1 text-sm font-medium text-danger" data-testid="empties-too-much">
          {t('driver.empties.tooMuch', { amount: money.euros(order.pendingDepositTotal) })}
        </p>
      )}
      <button
        type="submit"
        className="btn btn-primary mt-3 min-h-12 w-full text-base"
        disabled={busy || value <= 0 || tooMuch}
      >
        {t('driver.empties.submit')}
      </button>
      {outcome?.error && (
        <Notice kind="error" className="mt-3">
          {outcome.error}
        </Notice>
      )}
      {outcome && outcome.error === null && outcome.credited !== undefined && (
        <Notice kind="success" className="mt-3" testId="empties-success">
          {t('driver.empties.success', {
            credited: money.euros(outcome.credited),
            pending: money.euros(outcome.pendingDepositTotal ?? 0),
          })}
        </Notice>
      )}
    </fetcher.Form>
  );
}

function OrderCard({ order }: { order: RoundOrderDto }) {
  const { t } = useI18n();
  const money = useMoney();
  const fetcher = useFetcher<ActionResult>();
  const next = nextOrderStatus(order.status);
  const name = `${order.customer.firstname} ${order.customer.lastname}`.trim();
  const collect = toCollectAtDoor(order);
  const advanceError =
    fetcher.state === 'idle' && fetcher.data?.intent === 'advance' ? fetcher.data.error : null;
  const titleId = useId();
  return (
    <li data-testid="round-order" data-order-id={order.orderId} className="card p-4 sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={titleId} className="text-lg font-bold leading-tight">
            {name}
          </h3>
          <p className="text-sm text-ink-soft">{t('driver.order', { id: order.orderId })}</p>
        </div>
        <span
          data-testid="order-status"
          className={`shrink-0 rounded-full px-3 py-1 text-xs font-bold ${STATUS_STYLE[order.status]}`}
        >
          {t(orderStatusKey(order.status))}
        </span>
      </div>

      <div className="mt-3 rounded-xl bg-sand/60 px-3 py-2.5">
        <p className="text-xs font-bold uppercase tracking-wide text-ink-soft">
          {t(order.deliveryType === 'pdr' ? 'driver.pickup' : 'driver.home')}
        </p>
        {order.deliveryName && <p className="font-semibold">{order.deliveryName}</p>}
        <p>{order.deliveryAddress}</p>
      </div>

      {order.customer.phone ? (
        <a
          href={`tel:${order.customer.phone.replace(/[^\d+]/g, '')}`}
          className="btn btn-outline mt-3 min-h-12 w-full"
        >
          <PhoneIcon width={20} height={20} />
          {t('driver.call', { name: order.customer.firstname })} · {order.customer.phone}
        </a>
      ) : (
        <p className="mt-3 text-sm text-ink-soft">{t('driver.noPhone')}</p>
      )}

      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
        <div className="col-span-2 sm:col-span-1">
          <dt className="text-ink-soft">{t('driver.items', { count: order.itemCount })}</dt>
          <dd>
            <ul>
              {order.crates.map((c) => (
                <li key={c.packageType} className="font-semibold">
                  {t('driver.crateLine', {
                    format: t(c.packageType === 'small' ? 'driver.format.small' : 'driver.format.large'),
                    crates: cratesOf(c),
                    items: c.nbItems,
                  })}
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div className="col-span-2 flex items-center justify-between gap-2 sm:col-span-1 sm:block sm:text-right">
          <dt className="text-ink-soft">{t('driver.amount')}</dt>
          <dd className="flex items-center gap-2 sm:justify-end">
            <span className="text-xl font-black tabular-nums">{money.euros(order.amountToPay)}</span>
            <span
              data-testid="payment"
              className={`rounded-full px-2.5 py-1 text-xs font-bold ${collect ? 'bg-warning-soft text-warning' : 'bg-leaf-soft text-forest'}`}
            >
              {t(collect ? 'driver.toCollect' : 'driver.paid')}
            </span>
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-sm" data-testid="customer-pending">
        {t('driver.pending', { amount: money.euros(order.pendingDepositTotal) })}
      </p>

      {next && (
        <fetcher.Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="advance" />
          <input type="hidden" name="orderId" value={order.orderId} />
          <input type="hidden" name="status" value={next} />
          <button
            type="submit"
            className="btn btn-primary min-h-12 w-full text-base"
            disabled={fetcher.state !== 'idle'}
          >
            {t('driver.markAs', { status: t(orderStatusKey(next)) })}
          </button>
        </fetcher.Form>
      )}
      {advanceError && (
        <Notice kind="error" className="mt-3">
          {advanceError}
        </Notice>
      )}
      {order.pendingDepositTotal > 0 && <EmptiesForm order={order} />}
    </li>
  );
}

function Forbidden() {
  const { t, prefix } = useI18n();
  return (
    <div className="card mx-auto mt-8 max-w-md p-6 text-center" data-testid="driver-forbidden">
      <span
        aria-hidden="true"
        className="mx-auto grid size-16 place-items-center rounded-full bg-brand-yellow"
      >
        <TruckIcon width={32} height={32} />
      </span>
      <h1 className="mt-4 text-xl font-bold">{t('driver.forbidden')}</h1>
      <p className="mt-2 text-ink-soft">{t('driver.forbiddenText')}</p>
      <div className="mt-6 flex flex-col gap-3">
        <Form method="post" action={`${prefix}/logout`}>
          <button type="submit" className="btn btn-primary w-full">
            {t('driver.switchAccount')}
          </button>
        </Form>
        <Link to={prefix} className="btn btn-outline">
          {t('driver.backToShop')}
        </Link>
      </div>
    </div>
  );
}

export default function DriverRound() {
  const { t, locale, prefix } = useI18n();
  const { forbidden, date, today, orders, error } = useLoaderData<typeof loader>();
  const submit = useSubmit();
  if (forbidden)
    return (
      <>
        <title>{t('meta.titleSuffix', { title: t('driver.space') })}</title>
        <meta name="robots" content="noindex" />
        <Forbidden />
      </>
    );
  const tag = intlTag(locale);
  const time = new Intl.DateTimeFormat(tag, {
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: SHOP_TIME_ZONE,
  });
  const day = new Intl.DateTimeFormat(tag, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  const slots = new Map<string, RoundOrderDto[]>();
  for (const order of orders) {
    const key = `${time.format(new Date(order.slot.startAt))}–${time.format(new Date(order.slot.endAt))}`;
    slots.set(key, [...(slots.get(key) ?? []), order]);
  }
  const dayLink = (d: string) => `${prefix}/livreur?date=${d}`;
  const arrow = 'btn-icon border-2 border-line bg-white text-xl font-bold hover:bg-sand';
  return (
    <>
      <title>{t('meta.titleSuffix', { title: t('driver.title') })}</title>
      <meta name="robots" content="noindex" />
      <div className="flex items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight">{t('driver.title')}</h1>
          <p className="first-letter:uppercase text-ink-soft" data-testid="round-day">
            {day.format(new Date(`${date}T12:00:00Z`))}
            {date === today && ` · ${t('driver.today')}`}
          </p>
        </div>
        <p className="shrink-0 rounded-full bg-forest px-3 py-1 text-sm font-bold text-white">
          {t('driver.count', { count: orders.length })}
        </p>
      </div>

      <Form method="get" className="mt-4 flex items-end gap-2" onChange={(e) => submit(e.currentTarget)}>
        <Link to={dayLink(addDays(date, -1))} className={arrow} aria-label={t('driver.previousDay')}>
          <span aria-hidden="true">‹</span>
        </Link>
        <div className="min-w-0 flex-1">
          <label htmlFor="round-date" className="field-label">
            {t('driver.date')}
          </label>
          <input
            id="round-date"
            type="date"
            name="date"
            defaultValue={date}
            key={date}
            className="field-input"
          />
        </div>
        <Link to={dayLink(addDays(date, 1))} className={arrow} aria-label={t('driver.nextDay')}>
          <span aria-hidden="true">›</span>
        </Link>
        <noscript>
          <button type="submit" className="btn btn-primary">
            {t('driver.show')}
          </button>
        </noscript>
      </Form>
      {date !== today && (
        <Link
          to={dayLink(today)}
          className="mt-2 inline-block text-sm font-semibold text-forest underline underline-offset-4"
        >
          {t('driver.today')}
        </Link>
      )}

      {error && (
        <Notice kind="error" className="mt-6">
          {t('driver.loadError')} {error}
        </Notice>
      )}
      {!error && orders.length === 0 && (
        <p className="mt-6 rounded-2xl border-2 border-dashed border-line bg-white/60 px-5 py-8 text-center text-ink-soft">
          {t('driver.empty')}
        </p>
      )}
      {[...slots.entries()].map(([slot, list], index) => (
        <section key={slot} aria-labelledby={`round-slot-${index}`} className="mt-8" data-testid="round-slot">
          <h2 id={`round-slot-${index}`} className="flex items-center gap-2 text-lg font-bold">
            <span aria-hidden="true" className="size-2.5 rounded-full bg-brand-yellow-dark" />
            {t('driver.slot', { time: slot })}
          </h2>
          <ul className="mt-3 space-y-4">
            {list.map((order) => (
              <OrderCard key={order.orderId} order={order} />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
