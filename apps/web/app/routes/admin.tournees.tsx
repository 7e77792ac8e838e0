import { announceWindowsBody, moveOrderVanBody, planRoundsBody, type CallResponse } from '@consigne/contract';
import * as routes from '@consigne/contract/routes';
import { intlTag, isRoundStarted, localDate } from '@consigne/domain';
import { Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router';
import type { Route } from './+types/admin.tournees';
import { AdminPage, Panel } from '../components/admin/AdminPage';
import { FilterBar, type ListFilter } from '../components/admin/Filters';
import { customerName, slotLabel, statusKey, statusTone } from '../components/admin/orders/format';
import { Notice } from '../components/account/Notice';
import { formatDistance, formatShopTime, useI18n, useMoney } from '../i18n';
import { adminMeta, useAdminAccount } from '../lib/admin';
import { adminApi, requireStaff } from '../lib/admin.server';
import { answerOf } from '../lib/admin-form.server';
import { dateParam } from '../lib/date-param';
import { intent, parseIntent, unreachable } from '../lib/form-intent.server';
import { InstructionsView } from '../components/delivery-instructions/InstructionsView';
import { stopKindKey } from '../components/driver/stops';
import { DayRounds } from '../components/admin/rounds/DayRounds';

type VanRound = CallResponse<'getAdminVanRound'>;
type Stop = VanRound['stops'][number];
type RoundPlan = CallResponse<'planSlotRounds'>;

/**
 * /admin/tournees: the day's rounds per slot and van (drawn, with their figures; planned for a slot or
 * the whole day), then a van's round for a slot, printable; an order moves van.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const url = new URL(request.url);
  const param = (name: string) => url.searchParams.get(name)?.trim() || undefined;
  const date = dateParam(url.searchParams, 'date') ?? localDate(new Date());
  const query = { date, warehouseId: param('warehouseId'), slotId: param('slotId'), vanId: param('vanId') };
  const api = adminApi(request, context);
  const [result, day] = await Promise.all([
    api.call(routes.getAdminVanRound, { query }),
    api.call(routes.getRoundsDay, { query: { date, warehouseId: query.warehouseId } }),
  ]);
  return { round: result.data, day: day.data, error: result.error ?? day.error, date };
}

/**
 * The page's actions: an order moved to another van of its round; the slot's (or day's) rounds
 * planned; the slot's delivery windows announced to its shoppers now (else the morning's job does).
 */
const INTENTS = {
  moveVan: intent(moveOrderVanBody),
  plan: intent(planRoundsBody),
  announce: intent(announceWindowsBody),
};

export async function action({ request, context }: Route.ActionArgs) {
  await requireStaff(request, context);
  const form = await request.formData();
  const parsed = parseIntent(request, form, INTENTS);
  if (!parsed.ok) return parsed.refusal;
  const api = adminApi(request, context);
  switch (parsed.value.intent) {
    case 'plan': {
      const result = await api.call(routes.planSlotRounds, { body: parsed.value.body });
      return answerOf(result, (plan) => ({ ok: true as const, error: null, plan }), 'plan');
    }
    case 'moveVan': {
      const orderId = Number(form.get('orderId'));
      const result = await api.call(routes.moveOrderToVan, {
        params: { orderId: Number.isInteger(orderId) && orderId > 0 ? orderId : 0 },
        body: parsed.value.body,
      });
      return answerOf(result, () => ({ ok: true as const, error: null, plan: null }), 'moveVan');
    }
    case 'announce': {
      const result = await api.call(routes.announceSlotWindows, { body: parsed.value.body });
      return answerOf(
        result,
        (told) => ({ ok: true as const, error: null, plan: null, announced: told.announced.length }),
        'announce',
      );
    }
    default:
      return unreachable(parsed.value);
  }
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'adminRounds.title');
export { AdminErrorBoundary as ErrorBoundary } from '../components/admin/AdminError';

function StopRow({ stop, round }: { stop: Stop; round: VanRound }) {
  const { t, locale } = useI18n();
  const { euros } = useMoney();
  const busy = useNavigation().state !== 'idle';
  return (
    <li className="break-inside-avoid px-4 py-4" data-testid="admin-stop" data-position={stop.position}>
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="grid size-8 shrink-0 place-items-center rounded-full bg-forest font-bold text-white">
          {stop.position}
        </span>
        <h3 className="text-lg font-bold">{stop.name}</h3>
        <span className="text-sm text-ink-soft">
          {t(stopKindKey(stop.kind, 'adminRounds'))} · {stop.address}
          {stop.distanceKm !== null &&
            ` · ${t('adminRounds.distance', { km: formatDistance(stop.distanceKm, locale) })}`}
        </span>
        {stop.plannedArrivalAt !== null && (
          <span
            className="rounded-full bg-leaf-soft px-2 py-0.5 text-sm font-semibold text-forest"
            data-testid="planned-arrival"
          >
            {t('adminRounds.plannedAt', { time: formatShopTime(stop.plannedArrivalAt, locale) })}
          </span>
        )}
      </div>
      <dl className="mt-2 grid gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-semibold">{t('adminRounds.toDrop')}</dt>
          <dd>{t('adminRounds.crates', { count: stop.cratesToDrop })}</dd>
        </div>
        <div>
          <dt className="font-semibold">{t('adminRounds.toCollect')}</dt>
          <dd>
            {stop.toCollect.length === 0
              ? t('adminRounds.nothingToCollect')
              : stop.toCollect.map((c) => (
                  <p key={c.customerId}>
                    {t('adminRounds.pending', {
                      name: c.name,
                      crates: c.pending.crates,
                      large: c.pending.largeBottles,
                      small: c.pending.smallBottles,
                      amount: euros(c.pending.amount),
                    })}
                  </p>
                ))}
          </dd>
        </div>
      </dl>
      <ul className="mt-2 space-y-2">
        {stop.orders.map((order) => (
          <li key={order.orderId} className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
            <span className="font-semibold">{t('adminRounds.order', { id: order.orderId })}</span>
            <span>{customerName(order.customer, t)}</span>
            <span className={`rounded-full px-2 py-0.5 text-xs font-bold ${statusTone(order.status)}`}>
              {t(statusKey(order.status))}
            </span>
            <span>{t('adminRounds.crates', { count: order.crates })}</span>
            <span className="tabular-nums">{euros(order.amountToPay)}</span>
            {round.vans.length > 1 && !lockedRound(round) && (
              <Form method="post" className="flex items-center gap-2 print:hidden">
                <input type="hidden" name="intent" value="moveVan" />
                <input type="hidden" name="orderId" value={order.orderId} />
                <label htmlFor={`van-${order.orderId}`} className="sr-only">
                  {t('adminRounds.moveTo', { id: order.orderId })}
                </label>
                <select
                  id={`van-${order.orderId}`}
                  name="vanId"
                  defaultValue={order.vanId ?? round.vans[0]!.id}
                  className="field-input h-9 py-0"
                >
                  {round.vans.map((van) => (
                    <option key={van.id} value={van.id}>
                      {van.name}
                    </option>
                  ))}
                </select>
                <button type="submit" className="btn btn-outline h-9 min-h-0 py-0" disabled={busy}>
                  {t('adminRounds.move')}
                </button>
              </Form>
            )}
            {/* The printed round sheet carries the door details too. */}
            <InstructionsView instructions={order.deliveryInstructions} className="basis-full pl-1" />
          </li>
        ))}
      </ul>
    </li>
  );
}

/** A round whose driver has started (an order of it out, delivered or failed): no move into or out of it. */
const lockedRound = (round: VanRound) =>
  isRoundStarted(round.stops.flatMap((s) => s.orders.map((o) => o.status)));

/** What the plan did, slot by slot and van by van, and what it could not place. */
function PlanSummary({ plan, round }: { plan: RoundPlan; round: VanRound | null }) {
  const { t, locale } = useI18n();
  const tag = intlTag(locale);
  const unplanned = plan.slots.flatMap((s) => s.unplanned);
  const started = [...new Set(plan.slots.flatMap((s) => s.startedVans))];
  const single = plan.slots.length === 1;
  return (
    <Notice kind={unplanned.length > 0 ? 'error' : 'success'}>
      <p className="font-semibold">{t(single ? 'adminRounds.planned' : 'adminRounds.plannedDay')}</p>
      <ul className="mt-1 list-disc pl-5" data-testid="plan-summary">
        {plan.slots.flatMap((slot) =>
          slot.vans
            .filter((v) => v.stops > 0)
            .map((van) => (
              <li key={`${slot.slotId}-${van.vanId}`}>
                {!single && `${slotLabel(slot, tag, false)} · `}
                {t('adminRounds.planVan', {
                  name: van.name,
                  stops: van.stops,
                  crates: van.crates,
                  km: formatDistance(van.km, locale),
                  leaves: van.leavesAt ? formatShopTime(van.leavesAt, locale) : '—',
                  back: van.backAt ? formatShopTime(van.backAt, locale) : '—',
                })}
              </li>
            )),
        )}
      </ul>
      {started.length > 0 && (
        <p className="mt-1">
          {t('adminRounds.planStarted', {
            names: started.map((id) => round?.vans.find((v) => v.id === id)?.name ?? id).join(', '),
          })}
        </p>
      )}
      {unplanned.length > 0 && (
        <p className="mt-1">
          {t('adminRounds.planLeft', {
            ids: unplanned.map((u) => `n° ${u.orderId} (${t(`adminRounds.reason.${u.reason}`)})`).join(', '),
          })}
        </p>
      )}
    </Notice>
  );
}

/** The round's filters: the day, the warehouse (for who runs several), then the day's slots and vans. */
function useRoundFilters(round: VanRound | null, tag: string): ListFilter[] {
  const { t } = useI18n();
  const account = useAdminAccount();
  const filters: ListFilter[] = [{ kind: 'date', name: 'date', label: 'adminRounds.date' }];
  if (account.role === 'admin' || account.warehouses.length > 1)
    filters.push({
      kind: 'select',
      name: 'warehouseId',
      label: 'adminRounds.warehouse',
      options: account.warehouses.map((w) => [String(w.id), w.name]),
    });
  if (round && round.slots.length > 0)
    filters.push({
      kind: 'select',
      name: 'slotId',
      label: 'adminRounds.slot',
      options: round.slots.map((slot) => [
        String(slot.id),
        t('adminRounds.slotOrders', { time: slotLabel(slot, tag, false), count: slot.orderCount }),
      ]),
    });
  if (round && round.vans.length > 0)
    filters.push({
      kind: 'select',
      name: 'vanId',
      label: 'adminRounds.van',
      options: round.vans.map((van) => [String(van.id), van.name]),
    });
  return filters;
}

export default function RoundsPage() {
  const { round, day, error, date } = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>();
  const { t, locale } = useI18n();
  const tag = intlTag(locale);
  const crates = round?.stops.reduce((n, s) => n + s.cratesToDrop, 0) ?? 0;
  const busy = useNavigation().state !== 'idle';
  return (
    <AdminPage
      title={t('adminRounds.title')}
      intro={t('adminRounds.intro')}
      actions={
        round && round.slotId !== null ? (
          <div className="flex flex-wrap gap-2 print:hidden">
            <Form method="post">
              <input type="hidden" name="intent" value="plan" />
              <input type="hidden" name="warehouseId" value={round.warehouse.id} />
              <input type="hidden" name="date" value={date} />
              <button type="submit" className="btn btn-primary" disabled={busy}>
                {t('adminRounds.planDay')}
              </button>
            </Form>
            <Form method="post">
              <input type="hidden" name="intent" value="plan" />
              <input type="hidden" name="warehouseId" value={round.warehouse.id} />
              <input type="hidden" name="slotId" value={round.slotId} />
              <button type="submit" className="btn btn-outline" disabled={busy}>
                {t('adminRounds.plan')}
              </button>
            </Form>
            <Form method="post">
              <input type="hidden" name="intent" value="announce" />
              <input type="hidden" name="slotId" value={round.slotId} />
              <button type="submit" className="btn btn-outline" disabled={busy}>
                {t('adminRounds.announce')}
              </button>
            </Form>
            {round.stops.length > 0 && (
              <button type="button" className="btn btn-outline" onClick={() => window.print()}>
                {t('adminRounds.print')}
              </button>
            )}
          </div>
        ) : undefined
      }
    >
      <p className="mb-4 print:hidden">
        <Link
          to={`/admin/tournees/reglages${round ? `?entrepot=${round.warehouse.id}` : ''}`}
          className="font-semibold text-forest underline"
          data-testid="round-settings-link"
        >
          {t('adminRoundSettings.link')}
        </Link>
      </p>
      <div className="print:hidden">
        <FilterBar
          label={t('adminRounds.filters')}
          filters={useRoundFilters(round, tag)}
          values={{
            date,
            warehouseId: round ? String(round.warehouse.id) : undefined,
            slotId: round?.slotId?.toString(),
            vanId: round?.vanId?.toString(),
          }}
        />
      </div>
      {error !== null && <Notice kind="error">{error}</Notice>}
      {outcome?.error && <Notice kind="error">{outcome.error}</Notice>}
      {outcome?.ok && outcome.plan && <PlanSummary plan={outcome.plan} round={round} />}
      {outcome?.ok && !outcome.plan && (
        <Notice kind="success">
          {'announced' in outcome && typeof outcome.announced === 'number'
            ? t('adminRounds.announced', { count: outcome.announced })
            : t('adminRounds.moved')}
        </Notice>
      )}
      {day && <DayRounds day={day} />}
      {round && round.slots.length === 0 && <p className="text-ink-soft">{t('adminRounds.noSlot')}</p>}
      {round && round.slots.length > 0 && (
        <Panel className="p-0 sm:p-0">
          <div className="border-b border-line px-4 py-3">
            <p className="font-semibold">
              {round.vans.find((v) => v.id === round.vanId)?.name} ·{' '}
              {(() => {
                const slot = round.slots.find((s) => s.id === round.slotId);
                return slot ? slotLabel(slot, tag) : '';
              })()}
            </p>
            <p className="text-sm text-ink-soft">
              {t('adminRounds.from', { name: round.warehouse.name, address: round.warehouse.address })}
            </p>
            <p className="text-sm" data-testid="round-totals">
              {t('adminRounds.totals', { stops: round.stops.length, crates })}
            </p>
            {lockedRound(round) && (
              <p className="mt-1 text-sm font-semibold text-amber-900" data-testid="round-locked">
                {t('adminRounds.lockedNote')}
              </p>
            )}
          </div>
          {round.stops.length === 0 ? (
            <p className="p-6 text-ink-soft">{t('adminRounds.empty')}</p>
          ) : (
            <ol className="divide-y divide-line">
              {round.stops.map((stop) => (
                <StopRow key={stop.position} stop={stop} round={round} />
              ))}
            </ol>
          )}
        </Panel>
      )}
    </AdminPage>
  );
}
