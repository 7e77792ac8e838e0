import { saveDepositForfeitSettingBody, type CallResponse } from '@consigne/contract';
import * as routes from '@consigne/contract/routes';
import { intlTag, numberFormat } from '@consigne/domain';
import { data, Form, Link, redirect, useActionData, useLoaderData } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/admin.consignes.non-rendues';
import { AdminPage, Panel } from '../components/admin/AdminPage';
import { DateField, WarehouseFilter } from '../components/admin/Filters';
import { euros } from '../components/admin/orders/format';
import { fieldOnlyMessage, Notice } from '../components/account/Notice';
import { useI18n } from '../i18n';
import { adminMeta, formatDateTime, useAdminAccount } from '../lib/admin';
import { adminApi, requireStaff } from '../lib/admin.server';
import { dateParam } from '../lib/date-param';
import { intent, parseIntent, refusalWith, unreachable, type ParsedIntent } from '../lib/form-intent.server';

type Settings = CallResponse<'getDepositForfeitSettings'>;
type Sales = CallResponse<'listDepositForfeits'>;
type Failure = { warehouseId?: string; error: string; errors?: { field: string; message: string }[] };

const PATH = '/admin/consignes/non-rendues';

function filtersOf(url: URL) {
  const value = (name: string) => url.searchParams.get(name)?.trim() || undefined;
  return {
    from: dateParam(url.searchParams, 'from'),
    to: dateParam(url.searchParams, 'to'),
    warehouseId: value('warehouseId'),
  };
}

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
  const tag = intlTag(locale);
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
          {t('adminForfeits.ran', { customers: ran.customers, total: euros(ran.total, tag) })}
        </Notice>
      )}
      {failed && !failed.warehouseId && (
        <Notice kind="error" className="mb-4">
          {failed.error}
        </Notice>
      )}
      <div className="mb-4 grid items-start gap-4 xl:grid-cols-[2fr_1fr]">
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

function SalesFilters({ filters, sales }: { filters: ReturnType<typeof filtersOf>; sales: Sales | null }) {
  const { t } = useI18n();
  return (
    <Panel className="mb-4">
      <Form method="get" className="flex flex-wrap items-end gap-3" aria-label={t('adminForfeits.filters')}>
        <WarehouseFilter
          id="forfeits-warehouse"
          label={t('adminForfeits.warehouse')}
          allLabel={t('adminForfeits.allWarehouses')}
          value={filters.warehouseId}
        />
        <DateField
          id="forfeits-from"
          name="from"
          label={t('adminForfeits.from')}
          value={sales?.from ?? filters.from}
        />
        <DateField id="forfeits-to" name="to" label={t('adminForfeits.to')} value={sales?.to ?? filters.to} />
        <button type="submit" className="btn btn-primary">
          {t('adminForfeits.show')}
        </button>
      </Form>
    </Panel>
  );
}

const th = 'px-4 py-2';
const td = 'px-4 py-3 align-top';

function SalesTable({ sales }: { sales: Sales }) {
  const { t, locale } = useI18n();
  const tag = intlTag(locale);
  const money = (amount: number) => euros(amount, tag);
  return (
    <Panel className="overflow-x-auto p-0">
      <h2 className="px-4 pt-4 text-lg font-bold">{t('adminForfeits.sales')}</h2>
      {sales.forfeits.length === 0 ? (
        <p className="p-4 text-ink-soft">{t('adminForfeits.empty')}</p>
      ) : (
        <table className="mt-2 w-full min-w-[40rem] text-left">
          <thead className="border-b border-line text-sm text-ink-soft">
            <tr>
              <th className={th}>{t('adminForfeits.date')}</th>
              <th className={th}>{t('adminForfeits.customer')}</th>
              <th className={th}>{t('adminForfeits.warehouse')}</th>
              <th className={th}>{t('adminForfeits.after')}</th>
              <th className={`${th} text-right`}>{t('adminForfeits.net')}</th>
              <th className={`${th} text-right`}>{t('adminForfeits.vat')}</th>
              <th className={`${th} text-right`}>{t('adminForfeits.total')}</th>
            </tr>
          </thead>
          <tbody>
            {sales.forfeits.map((f) => (
              <tr key={f.id} className="border-b border-line last:border-0">
                <td className={td}>{formatDateTime(f.createdAt, tag)}</td>
                <td className={td}>
                  <Link
                    to={`/admin/clients/${f.customer.id}`}
                    className="font-semibold text-forest underline"
                  >
                    {f.customer.name || f.customer.email}
                  </Link>
                </td>
                <td className={td}>{f.warehouseName}</td>
                <td className={td}>{t('adminForfeits.afterDays', { days: f.forfeitDays })}</td>
                <td className={`${td} text-right tabular-nums`}>{money(f.net)}</td>
                <td className={`${td} text-right tabular-nums`}>{money(f.vat)}</td>
                <td className={`${td} text-right font-semibold tabular-nums`}>{money(f.total)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t-2 border-line font-bold">
              <th scope="row" colSpan={4} className={th}>
                {t('adminForfeits.sum')}
              </th>
              <td className={`${td} text-right tabular-nums`}>{money(sales.net)}</td>
              <td className={`${td} text-right tabular-nums`}>{money(sales.vat)}</td>
              <td className={`${td} text-right tabular-nums`}>{money(sales.total)}</td>
            </tr>
          </tfoot>
        </table>
      )}
    </Panel>
  );
}
