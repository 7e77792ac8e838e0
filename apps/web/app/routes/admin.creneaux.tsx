import {
  id,
  saveSlotSettingsBody,
  slotCapacityBody,
  slotClosureBody,
  slotReopenBody,
} from '@consigne/contract';
import * as routes from '@consigne/contract/routes';
import { addDays, intlTag } from '@consigne/domain';
import { data, Form, Link, redirect, useActionData, useLoaderData, useLocation } from 'react-router';
import type { Route } from './+types/admin.creneaux';
import { SelectField } from '../components/admin/AdminForm';
import { AdminPage, Panel } from '../components/admin/AdminPage';
import { pageUrl, SlotCalendar } from '../components/admin/slots/Calendar';
import { CapacityForm, ConfirmChange } from '../components/admin/slots/Confirm';
import { HABIT_FIELDS, SettingsForm, SLOT_RULE_FIELDS } from '../components/admin/slots/SettingsForm';
import { dayLabel, pendingOf, type SlotWeek } from '../components/admin/slots/types';
import { Notice } from '../components/account/Notice';
import { useI18n } from '../i18n';
import { adminMeta } from '../lib/admin';
import { adminApi, requireStaff } from '../lib/admin.server';
import { refusalOf } from '../lib/admin-form.server';
import { dateParam } from '../lib/date-param';
import { intent, parseIntent, unreachable, type ParsedIntent } from '../lib/form-intent.server';

/**
 * /admin/creneaux?entrepot=&semaine=: a warehouse's week of slots (managers: their warehouses), a slot's
 * capacity, closing or reopening slots or days after a confirmation that lists the orders a closure
 * cancels, and the warehouse's slot rules.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const account = await requireStaff(request, context);
  const url = new URL(request.url);
  const asked = Number(url.searchParams.get('entrepot'));
  const warehouse = account.warehouses.find((w) => w.id === asked) ?? account.warehouses[0];
  if (!warehouse)
    return {
      warehouses: [],
      week: null,
      change: null,
      orders: [],
      capacitySlot: null,
      phoneDay: '',
      done: null,
      cancelled: 0,
      moved: 0,
      moveTargets: [],
      noneTicked: false,
      error: null,
    };
  const api = adminApi(request, context);
  const week = await api.call(routes.getAdminSlotWeek, {
    query: { warehouseId: warehouse.id, week: dateParam(url.searchParams, 'semaine') },
  });
  if (week.status === 403) throw data({ forbidden: true as const }, { status: 403 });
  if (week.error !== null) throw data({ forbidden: false as const }, { status: week.status || 502 });
  const change = pendingOf(url);
  const orders =
    change?.kind === 'close'
      ? await api.call(routes.listSlotBookedOrders, {
          query: change.date
            ? { warehouseId: warehouse.id, date: change.date }
            : { warehouseId: warehouse.id, slotIds: change.slotIds.join(',') },
        })
      : null;
  // Where a closure's orders may all be moved instead: the warehouse's other open slots.
  const leaving = change?.date
    ? (week.data.days.find((d) => d.date === change.date)?.slots.map((s) => s.id) ?? [])
    : (change?.slotIds ?? []);
  const targets = orders?.data?.length
    ? await api.call(routes.listSlotMoveTargets, {
        query: {
          warehouseId: warehouse.id,
          ...(leaving.length ? { exclude: leaving.slice(0, 48).join(',') } : {}),
        },
      })
    : null;
  const capacityId = Number(url.searchParams.get('capacite'));
  const capacitySlot = week.data.days.flatMap((d) => d.slots).find((s) => s.id === capacityId) ?? null;
  const voir = url.searchParams.get('voir');
  const inWeek = (date: string | null) => date !== null && week.data.days.some((d) => d.date === date);
  return {
    warehouses: account.warehouses,
    week: week.data,
    change,
    orders: orders?.data ?? [],
    error: orders?.error ?? null,
    capacitySlot,
    phoneDay: inWeek(voir) ? voir! : inWeek(week.data.today) ? week.data.today : week.data.week,
    done: url.searchParams.get('fait'),
    cancelled: Number(url.searchParams.get('annulees')) || 0,
    moved: Number(url.searchParams.get('deplacees')) || 0,
    moveTargets: targets?.error === null ? targets.data : [],
    // 'Close' or 'reopen' pressed with no slot ticked.
    noneTicked: change === null && ['fermer', 'rouvrir'].includes(url.searchParams.get('faire') ?? ''),
  };
}

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

/** The slots a closure or a reopening is about: a whole day, or the ticked slots. */
function targetOf(form: FormData) {
  return {
    warehouseId: Number(text(form, 'warehouseId')),
    ...(text(form, 'date') ? { date: text(form, 'date') } : { slotIds: form.getAll('slotId').map(Number) }),
  };
}

/** The calendar's actions, each with the API's schema of its body. */
const INTENTS = {
  // 'then=move' (its button) moves every order to the chosen slot instead of cancelling them.
  close: intent(slotClosureBody, (form) => ({
    ...targetOf(form),
    reason: text(form, 'reason'),
    ...(text(form, 'then') === 'move' ? { moveToSlotId: Number(text(form, 'moveToSlotId') || NaN) } : {}),
  })),
  reopen: intent(slotReopenBody, targetOf),
  capacity: intent(slotCapacityBody.extend({ slotId: id() }), (form) => ({
    slotId: Number(text(form, 'slotId')),
    capacity: Number(text(form, 'capacity')),
  })),
  settings: intent(saveSlotSettingsBody, (form) => ({
    ...Object.fromEntries(
      [...SLOT_RULE_FIELDS, ...HABIT_FIELDS].map((rule) => [rule, Number(text(form, rule))]),
    ),
    version: Number(text(form, 'version')),
  })),
};

export async function action({ request, context }: Route.ActionArgs) {
  await requireStaff(request, context);
  const form = await request.formData();
  const parsed = parseIntent(request, form, INTENTS);
  if (!parsed.ok) return parsed.refusal;
  const { intent } = parsed.value;
  const warehouseId = Number(text(form, 'warehouseId'));
  const result = await send(adminApi(request, context), warehouseId, parsed.value);
  if (result.error !== null) return refusalOf(result, intent);
  const cancelled = 'cancelledOrders' in result.data ? result.data.cancelledOrders.length : undefined;
  const moved = 'movedOrders' in result.data ? result.data.movedOrders.length : 0;
  return redirect(
    pageUrl(warehouseId, text(form, 'week'), {
      fait: intent,
      ...(cancelled !== undefined ? { annulees: String(cancelled) } : {}),
      ...(moved ? { deplacees: String(moved) } : {}),
    }),
  );
}

function send(api: ReturnType<typeof adminApi>, warehouseId: number, parsed: ParsedIntent<typeof INTENTS>) {
  switch (parsed.intent) {
    case 'close':
      return api.call(routes.closeAdminSlots, { body: parsed.body });
    case 'reopen':
      return api.call(routes.reopenAdminSlots, { body: parsed.body });
    case 'capacity': {
      const { slotId, ...body } = parsed.body;
      return api.call(routes.setAdminSlotCapacity, { params: { id: slotId }, body });
    }
    case 'settings':
      return api.call(routes.saveSlotSettings, { params: { warehouseId }, body: parsed.body });
    default:
      return unreachable(parsed);
  }
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'adminSlots.title');
export { AdminErrorBoundary as ErrorBoundary } from '../components/admin/AdminError';

export default function Slots() {
  const {
    warehouses,
    week,
    change,
    orders,
    error,
    capacitySlot,
    phoneDay,
    done,
    cancelled,
    moved,
    moveTargets,
    noneTicked,
  } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  // A new page (a change done, another week) starts with no slot ticked.
  const { key } = useLocation();
  const { t } = useI18n();
  if (!week) return <AdminPage title={t('adminSlots.title')}>{t('adminSlots.noWarehouse')}</AdminPage>;
  return (
    <AdminPage title={t('adminSlots.title')} intro={t('adminSlots.intro')}>
      <WeekBar week={week} warehouses={warehouses} />
      <DoneNotice done={done} cancelled={cancelled} moved={moved} />
      {noneTicked && (
        <Notice kind="warning" className="mb-4">
          {t('adminSlots.noneTicked')}
        </Notice>
      )}
      {error !== null && (
        <Notice kind="error" className="mb-4">
          {error}
        </Notice>
      )}
      {change && (
        <ConfirmChange
          week={week}
          change={change}
          orders={orders}
          moveTargets={moveTargets}
          error={failed?.intent === change.kind ? failed : undefined}
        />
      )}
      {capacitySlot && !change && (
        <CapacityForm
          week={week}
          slot={capacitySlot}
          error={failed?.intent === 'capacity' ? failed : undefined}
        />
      )}
      <Panel>
        <SlotCalendar key={key} week={week} phoneDay={phoneDay} />
      </Panel>
      <SettingsForm
        week={week.week}
        settings={week.settings}
        saved={done === 'settings'}
        error={failed?.intent === 'settings' ? failed : undefined}
      />
      <p className="mt-4">
        <Link
          to={`/admin/creneaux/verts?entrepot=${week.warehouseId}`}
          className="font-semibold text-forest underline"
        >
          {t('adminSlots.greenLink')}
        </Link>
      </p>
    </AdminPage>
  );
}

/** The warehouse and the week: a warehouse picker, the previous and next weeks. */
function WeekBar({ week, warehouses }: { week: SlotWeek; warehouses: Array<{ id: number; name: string }> }) {
  const { t, locale: appLocale } = useI18n();
  const locale = intlTag(appLocale);
  return (
    <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
      {warehouses.length > 1 ? (
        <Form method="get" className="flex items-end gap-2">
          <input type="hidden" name="semaine" value={week.week} />
          <SelectField
            id="slots-warehouse"
            name="entrepot"
            label={t('adminSlots.warehouse')}
            defaultValue={week.warehouseId}
            options={warehouses.map((w) => [String(w.id), w.name] as const)}
          />
          <button type="submit" className="btn btn-outline">
            {t('adminSlots.show')}
          </button>
        </Form>
      ) : (
        <p className="font-semibold">{warehouses[0]?.name}</p>
      )}
      <nav aria-label={t('adminSlots.weeks')} className="flex flex-wrap items-center gap-2">
        <Link to={pageUrl(week.warehouseId, addDays(week.week, -7))} className="btn btn-outline">
          {t('adminSlots.previousWeek')}
        </Link>
        <span className="font-semibold">
          {t('adminSlots.weekOf', { day: dayLabel(week.week, locale, 'long') })}
        </span>
        <Link to={pageUrl(week.warehouseId, addDays(week.week, 7))} className="btn btn-outline">
          {t('adminSlots.nextWeek')}
        </Link>
      </nav>
    </div>
  );
}

/** What the last change did, after its redirect. */
function DoneNotice({ done, cancelled, moved }: { done: string | null; cancelled: number; moved: number }) {
  const { t } = useI18n();
  if (done === 'close' && moved > 0)
    return (
      <Notice kind="success" className="mb-4">
        {t('adminSlots.doneMove', { count: moved })}
      </Notice>
    );
  if (done === 'close') {
    return (
      <Notice kind="success" className="mb-4">
        {t('adminSlots.doneClose', { count: cancelled })}
      </Notice>
    );
  }
  if (done === 'reopen')
    return (
      <Notice kind="success" className="mb-4">
        {t('adminSlots.doneReopen')}
      </Notice>
    );
  if (done === 'capacity')
    return (
      <Notice kind="success" className="mb-4">
        {t('adminSlots.doneCapacity')}
      </Notice>
    );
  return null;
}
