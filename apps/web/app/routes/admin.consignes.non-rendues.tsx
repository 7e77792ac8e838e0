import { saveDepositForfeitSettingBody, type CallResponse } from '@consigne/contract';
import * as routes from '@consigne/contract/routes';
import { intlTag, numberFormat } from '@consigne/domain';
import { data, Form, redirect, useActionData, useLoaderData } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/admin.consignes.non-rendues';
import { AdminPage, Panel } from '../components/admin/AdminPage';
import { DataTable, type Column } from '../components/admin/DataTable';
import { FilterBar, warehouseFilter } from '../components/admin/Filters';
import { fieldOnlyMessage, Notice } from '../components/account/Notice';
import { useI18n, formatMoney, useMoney } from '../i18n';
import { adminMeta, formatDateTime, useAdminAccount } from '../lib/admin';
import { adminApi, requireStaff } from '../lib/admin.server';
import { rangeFilters } from '../lib/admin-list.server';
import { intent, parseIntent, refusalWith, unreachable, type ParsedIntent } from '../lib/form-intent.server';

type Settings = CallResponse<'getDepositForfeitSettings'>;
type Sales = CallResponse<'listDepositForfeits'>;
type Failure = { warehouseId?: string; error: string; errors?: { field: string; message: string }[] };

const PATH = '/admin/consignes/non-rendues';

const filtersOf = rangeFilters;

/** /admin/consignes/non-rendues: each warehouse's period, and the packaging sales of a range of days. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const url = new URL(request.url);
  const filters = filtersOf(url);
  const api = adminApi(request, context);
  const [settings, sales] = await Promise.all([
    api.call(routes.getDepositForfeitSettings),
    api.call(routes.listDepositForfeits, { query: filters }),
  ]);
  const ran = url.searchParams.get('clients');
  return {
    settings: settings.data,
    sales: sales.data,
    error: settings.error ?? sales.error,
    filters,
    saved: url.searchParams.get('fait') === 'delai',
    ran: ran === null ? null : { customers: Number(ran), total: Number(url.searchParams.get('total') ?? 0) },
  };
}

/** The page's actions: the forfeit run now (no body), or one warehouse's period. */
const INTENTS = {
  run: intent(z.object({})),
  period: intent(saveDepositForfeitSettingBody, (form) => {
    const days = String(form.get('forfeitDays') ?? '').trim();
    // A non-numeric entry stays text: refused beside the field, as the API would.
    return { forfeitDays: /^\d+$/.test(days) ? Number(days) : days };
  }),
};

export async function action({ request, context }: Route.ActionArgs) {
  await requireStaff(request, context);
  const form = await request.formData();
  const warehouseId = String(form.get('warehouseId') ?? '');
  const parsed = parseIntent(request, form, INTENTS);
  if (!parsed.ok) return refusalWith(parsed.refusal, warehouseId ? { warehouseId } : {});
  const api = adminApi(request, context);
  switch (parsed.value.intent) {
    case 'run': {
      const result = await api.call(routes.runDepositForfeits);
      if (result.error !== null) return data<Failure>({ error: result.error }, { status: result.status });
      return redirect(`${PATH}?clients=${result.data.customers}&total=${result.data.total}`);
    }
    case 'period':
      return savePeriod(api, warehouseId, parsed.value);
    default:
      return unreachable(parsed.value);
  }
}

async function savePeriod(
  api: ReturnType<typeof adminApi>,
  warehouseId: string,
  { body }: Extract<ParsedIntent<typeof INTENTS>, { intent: 'period' }>,
) {
  const result = await api.call(routes.saveDepositForfeitSetting, { params: { warehouseId }, body });
  if (result.error !== null)
    return data<Failure>(
      { warehouseId, error: result.error, errors: result.errors },
      { status: result.status === 403 ? 403 : 422 },
    );
  return redirect(`${PATH}?fait=delai`);
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'adminForfeits.title');
export { AdminErrorBoundary as ErrorBoundary } from '../components/admin/AdminError';

export default function DepositForfeits() {
  const { settings, sales, error, filters, saved, ran } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>() as Failure | undefined;
  const account = useAdminAccount();
  const { t, locale } = useI18n();
  return (
    <AdminPage title={t('adminForfeits.title')} intro={t('adminForfeits.intro')}>
      {error !== null && (
        <Notice kind="error" className="mb-4">
          {error}
        </Notice>
      )}
      {saved && (
        <Notice kind="success" className="mb-4">
          {t('adminForfeits.saved')}
        </Notice>
      )}
      {ran && (
        <Notice kind="success" className="mb-4">
          {t('adminForfeits.ran', { customers: ran.customers, total: formatMoney(ran.total, locale) })}
        </Notice>
      )}
      {failed && !failed.warehouseId && (
        <Notice kind="error" className="mb-4">
          {failed.error}
        </Notice>
      )}
      <div className="mb-4 grid grid-cols-1 items-start gap-4 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        {settings && <Periods settings={settings} failed={failed} />}
        {account.role === 'admin' && (
          <Panel>
            <Form method="post" className="space-y-3">
              <p className="text-ink-soft">{t('adminForfeits.runHelp')}</p>
              <button type="submit" name="intent" value="run" className="btn btn-outline">
                {t('adminForfeits.run')}
              </button>
            </Form>
          </Panel>
        )}
      </div>
      <SalesFilters filters={filters} sales={sales} />
      {sales && <SalesTable sales={sales} />}
    </AdminPage>
  );
}

function Periods({ settings, failed }: { settings: Settings; failed: Failure | undefined }) {
  const { t, locale } = useI18n();
  const percent = numberFormat(intlTag(locale), { style: 'percent', maximumFractionDigits: 1 });
  return (
    <Panel>
      <h2 className="mb-3 text-lg font-bold">{t('adminForfeits.periods')}</h2>
      <ul className="divide-y divide-line">
        {settings.warehouses.map((w) => {
          const id = `forfeit-days-${w.warehouseId}`;
          const mine = failed?.warehouseId === String(w.warehouseId);
          const message = mine ? (fieldOnlyMessage(failed.errors, 'forfeitDays') ?? failed.error) : undefined;
          return (
            <li key={w.warehouseId} className="py-3 first:pt-0 last:pb-0">
              <Form method="post" className="flex flex-wrap items-center gap-x-3 gap-y-2">
                <input type="hidden" name="warehouseId" value={w.warehouseId} />
                <label htmlFor={id} className="min-w-52 grow font-semibold">
                  {t('adminForfeits.daysOf', { warehouse: w.name })}
                </label>
                <input
                  id={id}
                  name="forfeitDays"
                  inputMode="numeric"
                  defaultValue={w.forfeitDays}
                  aria-invalid={message ? true : undefined}
                  aria-describedby={message ? `${id}-error` : undefined}
                  className="field-input w-24"
                />
                <span className="w-20 text-ink-soft">
                  {t('adminForfeits.vatRate', { rate: percent.format(w.vatRateBp / 10_000) })}
                </span>
                <button type="submit" name="intent" value="period" className="btn btn-primary">
                  {t('adminForfeits.save')}
                </button>
                {message && (
                  <p id={`${id}-error`} className="w-full text-danger" role="alert">
                    {message}
                  </p>
                )}
              </Form>
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}

/** The sales' filters: the range of days and, for those who run several, the warehouse. */
function SalesFilters({ filters, sales }: { filters: ReturnType<typeof filtersOf>; sales: Sales | null }) {
  const { t } = useI18n();
  const account = useAdminAccount();
  return (
    <FilterBar
      label={t('adminForfeits.filters')}
      filters={[
        ...warehouseFilter(account, 'adminForfeits.warehouse', 'adminForfeits.allWarehouses'),
        { kind: 'date', name: 'from', label: 'adminForfeits.from' },
        { kind: 'date', name: 'to', label: 'adminForfeits.to' },
      ]}
      submit="adminForfeits.show"
      values={{ from: sales?.from ?? filters.from, to: sales?.to ?? filters.to }}
    />
  );
}

type Forfeit = Sales['forfeits'][number];

const salesColumns: Column<Forfeit>[] = [
  {
    key: 'date',
    header: 'adminForfeits.date',
    className: 'font-normal',
    value: (f, { tag }) => formatDateTime(f.createdAt, tag),
  },
  {
    key: 'customer',
    header: 'adminForfeits.customer',
    link: (f) => `/admin/clients/${f.customer.id}`,
    value: (f) => f.customer.name || f.customer.email,
  },
  { key: 'warehouse', header: 'adminForfeits.warehouse', value: (f) => f.warehouseName },
  {
    key: 'after',
    header: 'adminForfeits.after',
    value: (f, { t }) => t('adminForfeits.afterDays', { days: f.forfeitDays }),
  },
  { key: 'net', header: 'adminForfeits.net', align: 'right', value: (f, { euros }) => euros(f.net) },
  { key: 'vat', header: 'adminForfeits.vat', align: 'right', value: (f, { euros }) => euros(f.vat) },
  {
    key: 'total',
    header: 'adminForfeits.total',
    align: 'right',
    className: 'font-semibold',
    value: (f, { euros }) => euros(f.total),
  },
];

function SalesTable({ sales }: { sales: Sales }) {
  const { t } = useI18n();
  const { euros } = useMoney();
  return (
    <section aria-labelledby="forfeit-sales">
      <h2 id="forfeit-sales" className="mb-3 text-lg font-bold">
        {t('adminForfeits.sales')}
      </h2>
      <DataTable
        rows={sales.forfeits}
        columns={salesColumns}
        rowKey={(f) => f.id}
        caption={t('adminForfeits.sales')}
        empty={t('adminForfeits.empty')}
        minWidth="min-w-[40rem]"
      />
      {sales.forfeits.length > 0 && (
        <dl className="mt-3 flex flex-wrap justify-end gap-x-6 gap-y-1 px-3 font-bold tabular-nums">
          <dt>{t('adminForfeits.sum')}</dt>
          {(
            [
              ['adminForfeits.net', sales.net],
              ['adminForfeits.vat', sales.vat],
              ['adminForfeits.total', sales.total],
            ] as const
          ).map(([label, amount]) => (
            <dd key={label}>
              <span className="font-normal text-ink-soft">{t(label)} </span>
              {euros(amount)}
            </dd>
          ))}
        </dl>
      )}
    </section>
  );
}
