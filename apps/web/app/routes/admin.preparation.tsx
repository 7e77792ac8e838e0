import { shelvesBody, type CallResponse } from '@consigne/contract';
import * as routes from '@consigne/contract/routes';
import { intlTag, localDate } from '@consigne/domain';
import { Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router';
import type { Route } from './+types/admin.preparation';
import { AdminPage, Panel } from '../components/admin/AdminPage';
import { FilterBar, type ListFilter } from '../components/admin/Filters';
import { slotLabel } from '../components/admin/orders/format';
import { Notice } from '../components/account/Notice';
import { useI18n } from '../i18n';
import { adminMeta } from '../lib/admin';
import { dateParam } from '../lib/date-param';
import { adminApi, requireStaff } from '../lib/admin.server';
import { answerOf } from '../lib/admin-form.server';
import { intent, parseIntent, unreachable, type ParsedIntent } from '../lib/form-intent.server';

type Shelf = CallResponse<'getWarehouseShelves'>[number];

/** /admin/preparation: a day's slots (today by default) with their orders to prepare and the ticks so far. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const account = await requireStaff(request, context);
  const url = new URL(request.url);
  const date = dateParam(url.searchParams, 'date') ?? localDate(new Date());
  const warehouseId = url.searchParams.get('warehouseId')?.trim() || undefined;
  const api = adminApi(request, context);
  // The aisle order is a warehouse's: shown when the page looks at one.
  const single =
    warehouseId ?? (account.warehouses.length === 1 ? String(account.warehouses[0]!.id) : undefined);
  const [result, shelves] = await Promise.all([
    api.call(routes.listPickingSlots, { query: { date, warehouseId } }),
    single ? api.call(routes.getWarehouseShelves, { params: { warehouseId: single } }) : null,
  ]);
  return {
    day: result.data,
    error: result.error,
    date,
    warehouseId,
    warehouses: account.warehouses,
    shelves: shelves?.data ?? null,
    shelvesWarehouse: single ?? null,
  };
}

/** Moves a Rayon one aisle up or down: the whole order is sent, as the API takes it. */
/** The page's one action: a warehouse's aisle order, the Rayons' ids in their new order. */
const INTENTS = {
  reorder: intent(shelvesBody, (form) => ({
    rayonIds: String(form.get('rayonIds') ?? '')
      .split(',')
      .map(Number),
  })),
};

export async function action({ request, context }: Route.ActionArgs) {
  await requireStaff(request, context);
  const form = await request.formData();
  const parsed = parseIntent(request, form, INTENTS);
  if (!parsed.ok) return parsed.refusal;
  const warehouseId = Number(form.get('warehouseId'));
  const result = await send(
    adminApi(request, context),
    Number.isInteger(warehouseId) && warehouseId > 0 ? warehouseId : 0,
    parsed.value,
  );
  return answerOf(result, () => ({ ok: true as const, error: null }), parsed.value.intent);
}

function send(api: ReturnType<typeof adminApi>, warehouseId: number, parsed: ParsedIntent<typeof INTENTS>) {
  switch (parsed.intent) {
    case 'reorder':
      return api.call(routes.setWarehouseShelves, { params: { warehouseId }, body: parsed.body });
    default:
      return unreachable(parsed.intent);
  }
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'adminPicking.title');
export { AdminErrorBoundary as ErrorBoundary } from '../components/admin/AdminError';

export default function PickingDayPage() {
  const { day, error, date, warehouseId, warehouses, shelves, shelvesWarehouse } =
    useLoaderData<typeof loader>();
  const { t, locale } = useI18n();
  const tag = intlTag(locale);
  const filters: ListFilter[] = [
    { kind: 'date', name: 'date', label: 'adminOrders.date' },
    {
      kind: 'select',
      name: 'warehouseId',
      label: 'adminOrders.warehouse',
      all: 'adminOrders.allWarehouses',
      options: warehouses.map((w) => [String(w.id), w.name]),
    },
  ];
  // A slot without an order to prepare has nothing to pick: counted, not listed (an admin sees every warehouse's).
  const withOrders = day?.slots.filter((slot) => slot.orderCount > 0) ?? [];
  const emptySlots = (day?.slots.length ?? 0) - withOrders.length;
  return (
    <AdminPage title={t('adminPicking.title')} intro={t('adminPicking.intro')}>
      <FilterBar
        label={t('adminPicking.filters')}
        filters={warehouses.length > 1 ? filters : filters.slice(0, 1)}
        values={{ date, warehouseId }}
      />
      {error !== null && (
        <Notice kind="error" className="mb-4">
          {error}
        </Notice>
      )}
      {day && (
        <Panel className="p-0 sm:p-0">
          {withOrders.length === 0 ? (
            <p className="p-6 text-ink-soft">{t('adminPicking.noSlots')}</p>
          ) : (
            <ul className="divide-y divide-line">
              {withOrders.map((slot) => (
                <li key={slot.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
                  <div>
                    <p className="font-semibold">
                      {slotLabel(slot, tag)}
                      {warehouses.length > 1 && (
                        <span className="text-ink-soft"> · {slot.warehouseName}</span>
                      )}
                    </p>
                    <p className="text-sm text-ink-soft">
                      {t('adminPicking.slotOrders', { count: slot.orderCount })}
                      {slot.lineCount > 0 &&
                        ` · ${t('adminPicking.progress', { picked: slot.pickedCount, total: slot.lineCount })}`}
                    </p>
                  </div>
                  <Link
                    to={`/admin/preparation/${slot.id}`}
                    className="btn btn-primary"
                    aria-label={`${t('adminPicking.open')} ${slotLabel(slot, tag)}`}
                  >
                    {t('adminPicking.open')}
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {emptySlots > 0 && (
            <p className="border-t border-line px-4 py-3 text-sm text-ink-soft">
              {t('adminPicking.emptySlots', { count: emptySlots })}
            </p>
          )}
        </Panel>
      )}
      {shelves && shelvesWarehouse && <Aisles shelves={shelves} warehouseId={shelvesWarehouse} />}
    </AdminPage>
  );
}

/** The warehouse's aisle order, with a button to move each Rayon up or down (the walk and the PDF follow it). */
function Aisles({ shelves, warehouseId }: { shelves: Shelf[]; warehouseId: string }) {
  const { t } = useI18n();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const ids = shelves.map((s) => s.id);
  const moved = (from: number, to: number) => {
    const next = [...ids];
    [next[from], next[to]] = [next[to]!, next[from]!];
    return next.join(',');
  };
  const move = (index: number, to: number, label: string, symbol: string) => (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value="reorder" />
      <input type="hidden" name="warehouseId" value={warehouseId} />
      <input type="hidden" name="rayonIds" value={moved(index, to)} />
      <button type="submit" className="btn btn-ghost px-3" aria-label={label} disabled={busy}>
        {symbol}
      </button>
    </Form>
  );
  return (
    <Panel className="mt-4">
      <h2 className="text-lg font-bold">{t('adminPicking.aisles')}</h2>
      <p className="mb-3 text-sm text-ink-soft">{t('adminPicking.aislesHint')}</p>
      {result?.error && (
        <Notice kind="error" className="mb-3">
          {result.error}
        </Notice>
      )}
      <ol className="divide-y divide-line">
        {shelves.map((shelf, index) => (
          <li key={shelf.id} className="flex items-center justify-between gap-2 py-1">
            <span>
              <span className="mr-2 tabular-nums text-ink-soft">{index + 1}.</span>
              {shelf.name}
            </span>
            <span className="flex">
              {index > 0 && move(index, index - 1, t('adminPicking.aisleUp', { name: shelf.name }), '↑')}
              {index < shelves.length - 1 &&
                move(index, index + 1, t('adminPicking.aisleDown', { name: shelf.name }), '↓')}
            </span>
          </li>
        ))}
      </ol>
    </Panel>
  );
}
