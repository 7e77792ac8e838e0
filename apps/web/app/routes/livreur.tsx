import type {
  EmptiesCustomerDto,
  VanRoundDto,
  VanRoundOrderDto,
  VanRoundStopDto,
} from '@consigne/api-client';
import {
  addDays,
  collectionValueCents,
  EMPTIES_UNITS,
  formatEuros,
  intlTag,
  localDate,
  nextOrderStatus,
  ADVANCE_STATUSES,
  REJECT_REASONS,
  type AdvanceStatus,
  type EmptiesUnit,
  type OrderStatus,
  type RejectReason,
  SHOP_TIME_ZONE,
  toCents,
  dateTimeFormat,
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
import { dateParam } from '../lib/date-param';
import { orderStatusKey, toCollectAtDoor } from '../lib/wallet';

/** A positive integer from a query parameter, or undefined. */
const idParam = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/**
 * The driver's page (operators only): a van's round for the day, slot by slot, stop by stop in the
 * order the API plans from the warehouse (the next stop open), moving each order forward and
 * recording the empties at the door, refused ones apart; and a pickup of empties without an order.
 * Guests log in first; customers get a 403 page.
 */
export async function loader(args: Route.LoaderArgs) {
  await runGuards(['auth'], args);
  const user = await currentUser(args.request, args.context);
  const forbidden = {
    forbidden: true as const,
    date: '',
    today: '',
    rounds: [] as VanRoundDto[],
    vans: [] as VanRoundDto['vans'],
    vanId: null as number | null,
    q: '',
    customers: null as EmptiesCustomerDto[] | null,
    error: null as string | null,
  };
  if (user?.role !== 'operator') return data(forbidden, { status: 403 });
  const today = localDate(new Date());
  const params = new URL(args.request.url).searchParams;
  const date = dateParam(params, 'date') ?? today;
  const vanId = idParam(params.get('vanId'));
  const q = (params.get('q') ?? '').trim();
  const api = serverApi(args.request, args.context);
  const [first, found] = await Promise.all([
    api.operatorRound({ date, vanId }),
    q.length >= 2 ? api.operatorCustomers(q) : null,
  ]);
  if (first.status === 403) return data(forbidden, { status: 403 });
  if (first.error !== null || !first.data)
    return { ...forbidden, forbidden: false as const, date, today, error: first.error };
  // Every slot of the day with orders, in time order: the driver sees the whole day's round of the van.
  const others = await Promise.all(
    first.data.slots
      .filter((slot) => slot.orderCount > 0 && slot.id !== first.data.slotId)
      .map((slot) => api.operatorRound({ date, vanId: first.data.vanId ?? undefined, slotId: slot.id })),
  );
  const rounds = [first.data, ...others.flatMap((r) => (r.data ? [r.data] : []))]
    .filter((r) => r.stops.length > 0)
    .sort((a, b) => startOf(a).localeCompare(startOf(b)));
  return {
    forbidden: false as const,
    date,
    today,
    rounds,
    vans: first.data.vans,
    vanId: first.data.vanId,
    q,
    customers: found?.data ?? null,
    error: found?.error ?? null,
  };
}

const startOf = (round: VanRoundDto) => round.slots.find((s) => s.id === round.slotId)?.startAt ?? '';

/** A status a driver moves an order to: any step of the domain's flow after 'placed'. */
const isAdvanceStatus = (value: unknown): value is AdvanceStatus =>
  (ADVANCE_STATUSES as readonly unknown[]).includes(value);
const isUnit = (value: unknown): value is EmptiesUnit =>
  (EMPTIES_UNITS as readonly unknown[]).includes(value);
const isReason = (value: unknown): value is RejectReason =>
  (REJECT_REASONS as readonly unknown[]).includes(value);

type ActionResult =
  | { intent: 'advance'; error: string | null }
  | {
      intent: 'collect';
      error: string | null;
      credited?: number;
      rejected?: number;
      pendingDepositTotal?: number;
    };

/** The reject lines of the empties form: one unit, reason and count per line; a count of 0 is no line. */
function rejectLines(form: FormData) {
  const units = form.getAll('rejectUnit');
  const reasons = form.getAll('rejectReason');
  const counts = form.getAll('rejectCount');
  return units.flatMap((unit, i) => {
    const reason = reasons[i];
    const count = Math.floor(Number(counts[i]) || 0);
    return isUnit(unit) && isReason(reason) && count > 0 ? [{ unit, reason, count }] : [];
  });
}

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
  const orderId = idParam(String(form.get('orderId') ?? ''));
  const result = await api.operatorCollection({
    userId: Number(form.get('userId')),
    crates: count('crates'),
    largeBottles: count('largeBottles'),
    smallBottles: count('smallBottles'),
    rejects: rejectLines(form),
    ...(orderId ? { orderId } : {}),
  });
  if (result.error !== null) return { intent: 'collect', error: result.error };
  return {
    intent: 'collect',
    error: null,
    credited: result.data.credited,
    rejected: result.data.rejected,
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
    <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2">
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

interface RejectDraft {
  key: number;
  unit: EmptiesUnit;
  reason: RejectReason;
  count: number;
}

/** The refused empties: a line per unit and reason, added as the driver finds them. */
function RejectLines({
  lines,
  onChange,
}: {
  lines: RejectDraft[];
  onChange: (lines: RejectDraft[]) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const nextKey = useRef(lines.length);
  const update = (key: number, change: Partial<RejectDraft>) =>
    onChange(lines.map((l) => (l.key === key ? { ...l, ...change } : l)));
  return (
    <fieldset className="mt-3 border-t border-line pt-3">
      <legend className="font-semibold">{t('driver.empties.rejects')}</legend>
      <ul className="space-y-3">
        {lines.map((line, index) => {
          const n = index + 1;
          return (
            <li
              key={line.key}
              className="grid grid-cols-2 gap-2 sm:grid-cols-[1fr_1fr_6rem_auto]"
              data-testid="reject-line"
            >
              <div>
                <label htmlFor={`${id}-unit-${line.key}`} className="field-label">
                  {t('driver.empties.rejectUnit', { n })}
                </label>
                <select
                  id={`${id}-unit-${line.key}`}
                  name="rejectUnit"
                  value={line.unit}
                  onChange={(e) => isUnit(e.target.value) && update(line.key, { unit: e.target.value })}
                  className="field-input h-12"
                >
                  {EMPTIES_UNITS.map((unit) => (
                    <option key={unit} value={unit}>
                      {t(`driver.empties.unit.${unit}`)}
                    </option>
                  ))}
                </select>
              </div>
              <div>
                <label htmlFor={`${id}-reason-${line.key}`} className="field-label">
                  {t('driver.empties.rejectReason', { n })}
                </label>
                <select
                  id={`${id}-reason-${line.key}`}
                  name="rejectReason"
                  value={line.reason}
                  onChange={(e) => isReason(e.target.value) && update(line.key, { reason: e.target.value })}
                  className="field-input h-12"
                >
                  {REJECT_REASONS.map((reason) => (
                    <option key={reason} value={reason}>
                      {t(`driver.empties.reason.${reason}`)}
                    </option>
                  ))}
                </select>
              </div>
              <div>
                <label htmlFor={`${id}-count-${line.key}`} className="field-label">
                  {t('driver.empties.rejectCount', { n })}
                </label>
                <input
                  id={`${id}-count-${line.key}`}
                  name="rejectCount"
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={2000}
                  value={line.count}
                  onChange={(e) =>
                    update(line.key, {
                      count: Math.max(0, Math.min(2000, Math.floor(Number(e.target.value) || 0))),
                    })
                  }
                  className="field-input h-12 text-center font-bold tabular-nums"
                />
              </div>
              <button
                type="button"
                className="btn btn-outline min-h-12 self-end"
                onClick={() => onChange(lines.filter((l) => l.key !== line.key))}
              >
                {t('driver.empties.removeReject', { n })}
              </button>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className="btn btn-outline mt-3 min-h-12 w-full"
        onClick={() =>
          onChange([...lines, { key: ++nextKey.current, unit: 'largeBottle', reason: 'broken', count: 1 }])
        }
      >
        {t('driver.empties.addReject')}
      </button>
    </fieldset>
  );
}

const NO_EMPTIES = { crates: 0, largeBottles: 0, smallBottles: 0 };

/** The empties handed back by one customer: accepted ones (credited), refused ones apart. */
function EmptiesForm({
  customerId,
  pendingAmount,
  orderId,
}: {
  customerId: number;
  pendingAmount: number;
  orderId?: number;
}) {
  const { t } = useI18n();
  const money = useMoney();
  const fetcher = useFetcher<ActionResult>();
  const [counts, setCounts] = useState(NO_EMPTIES);
  const [rejects, setRejects] = useState<RejectDraft[]>([]);
  const value = collectionValueCents(counts);
  const rejected = rejects.reduce((n, r) => n + r.count, 0);
  const tooMuch = value > toCents(pendingAmount);
  const busy = fetcher.state !== 'idle';
  const outcome = fetcher.state === 'idle' && fetcher.data?.intent === 'collect' ? fetcher.data : null;
  const lastOutcome = useRef(outcome);
  useEffect(() => {
    if (outcome && outcome !== lastOutcome.current && outcome.error === null) {
      setCounts(NO_EMPTIES);
      setRejects([]);
    }
    lastOutcome.current = outcome;
  }, [outcome]);
  const titleId = useId();
  return (
    <fetcher.Form
      method="post"
      aria-labelledby={titleId}
      className="mt-4 rounded-2xl bg-cream p-3 sm:p-4"
      data-testid="empties-form"
    >
      <input type="hidden" name="intent" value="collect" />
      <input type="hidden" name="userId" value={customerId} />
      {orderId !== undefined && <input type="hidden" name="orderId" value={orderId} />}
      <h4 id={titleId} className="font-bold">
        {t('driver.empties.title')}
      </h4>
      <fieldset className="mt-1">
        <legend className="sr-only">{t('driver.empties.accepted')}</legend>
        <div className="divide-y divide-line">
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
      </fieldset>
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
        disabled={busy || (value <= 0 && rejected <= 0) || tooMuch}
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
          {outcome.rejected ? ` ${t('driver.empties.rejected', { count: outcome.rejected })}` : ''}
        </Notice>
      )}
    </fetcher.Form>
  );
}

type Pending = VanRoundStopDto['toCollect'][number]['pending'];

function PendingLine({ name, pending }: { name: string; pending: Pending }) {
  const { t } = useI18n();
  const money = useMoney();
  return (
    <p className="text-sm font-semibold" data-testid="to-take-back">
      {t('driver.toTakeBack', {
        name,
        crates: pending.crates,
        large: pending.largeBottles,
        small: pending.smallBottles,
        amount: money.euros(pending.amount),
      })}
    </p>
  );
}

function OrderCard({
  order,
  pending,
  emptiesHere,
}: {
  order: VanRoundOrderDto;
  pending: Pending | null;
  emptiesHere: boolean;
}) {
  const { t } = useI18n();
  const money = useMoney();
  const fetcher = useFetcher<ActionResult>();
  const next = nextOrderStatus(order.status);
  const name = `${order.customer.firstname} ${order.customer.lastname}`.trim();
  const collect = toCollectAtDoor(order);
  const advanceError =
    fetcher.state === 'idle' && fetcher.data?.intent === 'advance' ? fetcher.data.error : null;
  return (
    <li
      data-testid="round-order"
      data-order-id={order.orderId}
      className="rounded-2xl border-2 border-line bg-white p-3 sm:p-4"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h4 className="text-lg font-bold leading-tight">{name}</h4>
          <p className="text-sm text-ink-soft">{t('driver.order', { id: order.orderId })}</p>
        </div>
        <span
          data-testid="order-status"
          className={`shrink-0 rounded-full px-3 py-1 text-xs font-bold ${STATUS_STYLE[order.status]}`}
        >
          {t(orderStatusKey(order.status))}
        </span>
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
              {order.crateLines.map((c) => (
                <li key={c.packageType} className="font-semibold">
                  {t('driver.crateLine', {
                    format: t(c.packageType === 'small' ? 'driver.format.small' : 'driver.format.large'),
                    crates: c.crates,
                    items: c.items,
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
        {t('driver.pending', { amount: money.euros(pending?.amount ?? 0) })}
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
      {emptiesHere && pending && pending.amount > 0 && (
        <EmptiesForm customerId={order.customer.id} pendingAmount={pending.amount} orderId={order.orderId} />
      )}
    </li>
  );
}

const stopDone = (stop: VanRoundStopDto) => stop.orders.every((o) => o.status === 'delivered');

/** One stop: where, what to drop and take back, then each order; the next stop is open. */
function StopCard({ stop, count, isNext }: { stop: VanRoundStopDto; count: number; isNext: boolean }) {
  const { t } = useI18n();
  const done = stopDone(stop);
  // Open while there is something to do; left as the driver set it afterwards (a stop just delivered
  // stays open for its empties).
  const [open] = useState(!done);
  const pendingOf = (customerId: number) =>
    stop.toCollect.find((c) => c.customerId === customerId)?.pending ?? null;
  const seen = new Set<number>();
  return (
    <li data-testid="round-stop" data-position={stop.position}>
      <details open={open || undefined} className={`card p-3 sm:p-5 ${isNext ? 'ring-2 ring-forest' : ''}`}>
        <summary className="flex cursor-pointer list-none items-start gap-3">
          <span
            aria-hidden="true"
            className={`grid size-10 shrink-0 place-items-center rounded-full text-lg font-black ${done ? 'bg-leaf-soft text-forest' : 'bg-forest text-white'}`}
          >
            {done ? '✓' : stop.position}
          </span>
          <span className="min-w-0 flex-1">
            <span className="block text-xs font-bold uppercase tracking-wide text-ink-soft">
              {t('driver.stopOf', { position: stop.position, count })}
              {isNext && ` · ${t('driver.next')}`}
              {done && ` · ${t('driver.stopDone')}`}
            </span>
            <span className="block text-lg font-bold leading-tight">{stop.name}</span>
            <span className="block text-sm">
              {t(stop.kind === 'pickup' ? 'driver.pickup' : 'driver.home')} · {stop.address}
              {stop.distanceKm !== null && ` · ${t('driver.distance', { km: stop.distanceKm })}`}
            </span>
          </span>
        </summary>
        <div className="mt-3 space-y-1 rounded-xl bg-sand/60 px-3 py-2.5">
          <p className="font-bold" data-testid="crates-to-drop">
            {t('driver.cratesToDrop', { count: stop.cratesToDrop })}
          </p>
          {stop.toCollect.map((c) => (
            <PendingLine key={c.customerId} name={c.name} pending={c.pending} />
          ))}
        </div>
        <ul className="mt-3 space-y-3">
          {stop.orders.map((order) => {
            const first = !seen.has(order.customer.id);
            seen.add(order.customer.id);
            return (
              <OrderCard
                key={order.orderId}
                order={order}
                pending={pendingOf(order.customer.id)}
                emptiesHere={first}
              />
            );
          })}
        </ul>
      </details>
    </li>
  );
}

/** Empties collected without an order: a customer of the warehouse found by name or postcode. */
function EmptiesRun({ q, customers }: { q: string; customers: EmptiesCustomerDto[] | null }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="empties-run" className="mt-10" data-testid="empties-run">
      <h2 id="empties-run" className="text-lg font-bold">
        {t('driver.emptiesRun.title')}
      </h2>
      <p className="text-sm text-ink-soft">{t('driver.emptiesRun.hint')}</p>
      <Form method="get" className="mt-3 flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor="empties-q" className="field-label">
            {t('driver.emptiesRun.search')}
          </label>
          <input
            id="empties-q"
            name="q"
            type="search"
            defaultValue={q}
            minLength={2}
            className="field-input h-12"
          />
        </div>
        <button type="submit" className="btn btn-primary min-h-12">
          {t('driver.emptiesRun.submit')}
        </button>
      </Form>
      {customers && customers.length === 0 && (
        <p className="mt-3 text-ink-soft">{t('driver.emptiesRun.none')}</p>
      )}
      {customers && customers.length > 0 && (
        <ul className="mt-4 space-y-4">
          {customers.map((c) => {
            const name = `${c.firstname} ${c.lastname}`.trim();
            return (
              <li key={c.id} className="card p-4" data-testid="empties-customer">
                <h3 className="text-lg font-bold">{name}</h3>
                {c.address && <p className="text-sm">{c.address}</p>}
                {c.pending.amount > 0 ? (
                  <>
                    <PendingLine name={name} pending={c.pending} />
                    <EmptiesForm customerId={c.id} pendingAmount={c.pending.amount} />
                  </>
                ) : (
                  <p className="mt-2 text-sm text-ink-soft">{t('driver.emptiesRun.nothingOut')}</p>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
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
  const { forbidden, date, today, rounds, vans, vanId, q, customers, error } = useLoaderData<typeof loader>();
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
  const time = dateTimeFormat(tag, {
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: SHOP_TIME_ZONE,
  });
  const day = dateTimeFormat(tag, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  const orderCount = rounds.reduce((n, r) => n + r.stops.reduce((m, s) => m + s.orders.length, 0), 0);
  const vanQuery = vanId !== null && vanId !== vans[0]?.id ? `&vanId=${vanId}` : '';
  const dayLink = (d: string) => `${prefix}/livreur?date=${d}${vanQuery}`;
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
          {t('driver.count', { count: orderCount })}
        </p>
      </div>

      <Form
        method="get"
        className="mt-4 flex flex-wrap items-end gap-2"
        onChange={(e) => submit(e.currentTarget)}
      >
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
        {vans.length > 1 && (
          <div className="order-last min-w-0 basis-full">
            <label htmlFor="round-van" className="field-label">
              {t('driver.van')}
            </label>
            <select
              id="round-van"
              name="vanId"
              defaultValue={vanId ?? undefined}
              key={vanId}
              className="field-input"
            >
              {vans.map((van) => (
                <option key={van.id} value={van.id}>
                  {van.name}
                </option>
              ))}
            </select>
          </div>
        )}
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
          to={`${prefix}/livreur`}
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
      {!error && vans.length === 0 && <p className="mt-6 text-ink-soft">{t('driver.noVan')}</p>}
      {!error && orderCount === 0 && (
        <p className="mt-6 rounded-2xl border-2 border-dashed border-line bg-white/60 px-5 py-8 text-center text-ink-soft">
          {t('driver.empty')}
        </p>
      )}
      {rounds.map((round, index) => {
        const slot = round.slots.find((s) => s.id === round.slotId)!;
        const label = `${time.format(new Date(slot.startAt))}–${time.format(new Date(slot.endAt))}`;
        const next = round.stops.find((s) => !stopDone(s));
        return (
          <section
            key={slot.id}
            aria-labelledby={`round-slot-${index}`}
            className="mt-8"
            data-testid="round-slot"
          >
            <h2 id={`round-slot-${index}`} className="flex items-center gap-2 text-lg font-bold">
              <span aria-hidden="true" className="size-2.5 rounded-full bg-brand-yellow-dark" />
              {t('driver.slot', { time: label })}
            </h2>
            {!next && <p className="mt-2 font-semibold text-forest">{t('driver.roundDone')}</p>}
            <ol className="mt-3 space-y-4">
              {round.stops.map((stop) => (
                <StopCard
                  key={stop.orders[0]!.orderId}
                  stop={stop}
                  count={round.stops.length}
                  isNext={stop === next}
                />
              ))}
            </ol>
          </section>
        );
      })}
      <EmptiesRun q={q} customers={customers} />
    </>
  );
}
