import type { CallResponse } from '@consigne/contract';
import * as routes from '@consigne/contract/routes';
import { addDays, intlTag, localDate, dateTimeFormat, numberFormat } from '@consigne/domain';
import { Form, Link, useLoaderData } from 'react-router';
import type { Route } from './+types/admin.chiffres';
import { AdminPage, Panel } from '../components/admin/AdminPage';
import { BarChart } from '../components/admin/figures/BarChart';
import { DateField, WarehouseFilter } from '../components/admin/Filters';
import { euros } from '../components/admin/orders/format';
import { Notice } from '../components/account/Notice';
import { useI18n, type MessageKey } from '../i18n';
import { adminMeta, useAdminAccount } from '../lib/admin';
import { adminApi, requireStaff } from '../lib/admin.server';
import { dateParam } from '../lib/date-param';

type Figures = CallResponse<'getBackOfficeFigures'>;
type Row = Figures['total'];

/** The range and warehouse as the URL holds them (absent: the API's defaults, the last 30 days). */
function filtersOf(url: URL) {
  const value = (name: string) => url.searchParams.get(name)?.trim() || undefined;
  return {
    from: dateParam(url.searchParams, 'from'),
    to: dateParam(url.searchParams, 'to'),
    warehouseId: value('warehouseId'),
  };
}

/** /admin/chiffres: the figures of the account's warehouses (an admin's: the whole shop), day by day. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const filters = filtersOf(new URL(request.url));
  const result = await adminApi(request, context).call(routes.getBackOfficeFigures, { query: filters });
  return { figures: result.data, error: result.error, filters, today: localDate(new Date()) };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'adminFigures.title');
export { AdminErrorBoundary as ErrorBoundary } from '../components/admin/AdminError';

/** The page's number formats, in the interface's language. */
function useFormats() {
  const { locale } = useI18n();
  const tag = intlTag(locale);
  const percent = numberFormat(tag, { style: 'percent', maximumFractionDigits: 1 });
  const integer = numberFormat(tag);
  const day = dateTimeFormat(tag, { day: '2-digit', month: '2-digit', timeZone: 'UTC' });
  const long = dateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' });
  const noon = (date: string) => new Date(`${date}T12:00:00Z`);
  return {
    money: (amount: number) => euros(amount, tag),
    share: (value: number | null) => (value === null ? '—' : percent.format(value)),
    count: (value: number) => integer.format(value),
    day: (date: string) => day.format(noon(date)),
    longDay: (date: string) => long.format(noon(date)),
  };
}

export default function FiguresPage() {
  const { figures, error, filters, today } = useLoaderData<typeof loader>();
  const account = useAdminAccount();
  const { t } = useI18n();
  const query = (extra: Record<string, string | undefined>) => {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries({ warehouseId: filters.warehouseId, ...extra }))
      if (value) params.set(name, value);
    return params.toString();
  };
  const lastDays = (n: number) => `/admin/chiffres?${query({ from: addDays(today, 1 - n), to: today })}`;
  return (
    <AdminPage
      title={t('adminFigures.title')}
      intro={t('adminFigures.intro')}
      actions={
        figures && (
          <a
            href={`/admin/chiffres/export?${query({ from: figures.from, to: figures.to })}`}
            className="btn btn-outline"
            download
          >
            {t('adminFigures.download')}
          </a>
        )
      }
    >
      <Panel className="mb-4">
        <Form method="get" className="flex flex-wrap items-end gap-3" aria-label={t('adminFigures.filters')}>
          <WarehouseFilter
            id="figures-warehouse"
            label={t('adminFigures.warehouse')}
            allLabel={t(account.role === 'admin' ? 'adminFigures.wholeShop' : 'adminFigures.allMine')}
            value={filters.warehouseId}
          />
          <DateField
            id="figures-from"
            name="from"
            label={t('adminFigures.from')}
            value={figures?.from ?? filters.from}
          />
          <DateField
            id="figures-to"
            name="to"
            label={t('adminFigures.to')}
            value={figures?.to ?? filters.to}
          />
          <button type="submit" className="btn btn-primary">
            {t('adminFigures.show')}
          </button>
          <span className="flex flex-wrap gap-2">
            {([7, 30, 365] as const).map((n) => (
              <Link key={n} to={lastDays(n)} className="btn btn-outline whitespace-nowrap">
                {t(`adminFigures.last${n}` as MessageKey)}
              </Link>
            ))}
          </span>
        </Form>
      </Panel>
      {error !== null && <Notice kind="error">{error}</Notice>}
      {figures && <FiguresView figures={figures} />}
    </AdminPage>
  );
}

function FiguresView({ figures }: { figures: Figures }) {
  const { t } = useI18n();
  const f = useFormats();
  const range = t('adminFigures.range', { from: f.longDay(figures.from), to: f.longDay(figures.to) });
  const dates = figures.days.map((d) => d.date);
  /** The chart's words for a screen reader: the range's total and its highest day. */
  const summary = (title: string, values: number[], total: string, format: (n: number) => string) => {
    const max = Math.max(0, ...values);
    const at = figures.days[values.indexOf(max)]?.date ?? figures.from;
    return t('adminFigures.chartSummary', { title, range, total, max: format(max), day: f.longDay(at) });
  };
  const orders = figures.days.map((d) => d.orders);
  const revenue = figures.days.map((d) => d.revenueTtc);
  return (
    <>
      <p className="mb-3 font-semibold">{range}</p>
      <Totals row={figures.total} wholeShop={figures.wholeShop} />
      <Panel className="mb-4 grid gap-6 lg:grid-cols-2">
        <BarChart
          id="chart-orders"
          title={t('adminFigures.chartOrders')}
          summary={summary(t('adminFigures.chartOrders'), orders, f.count(figures.total.orders), f.count)}
          dates={dates}
          series={[{ label: t('adminFigures.orders'), values: orders, fill: 'fill-forest' }]}
          format={f.count}
          dateLabel={f.day}
        />
        <BarChart
          id="chart-revenue"
          title={t('adminFigures.chartRevenue')}
          summary={summary(
            t('adminFigures.chartRevenue'),
            revenue,
            f.money(figures.total.revenueTtc),
            f.money,
          )}
          dates={dates}
          series={[{ label: t('adminFigures.revenueTtc'), values: revenue, fill: 'fill-leaf' }]}
          format={f.money}
          dateLabel={f.day}
        />
        <div className="lg:col-span-2">
          <BarChart
            id="chart-deposits"
            title={t('adminFigures.chartDeposits')}
            summary={summary(
              t('adminFigures.chartDeposits'),
              figures.days.map((d) => d.depositsOut),
              `${f.money(figures.total.depositsOut)} / ${f.money(figures.total.depositsReturned)}`,
              f.money,
            )}
            dates={dates}
            series={[
              {
                label: t('adminFigures.depositsOut'),
                values: figures.days.map((d) => d.depositsOut),
                fill: 'fill-forest',
              },
              {
                label: t('adminFigures.depositsReturned'),
                values: figures.days.map((d) => d.depositsReturned),
                fill: 'fill-brand-yellow-dark',
              },
            ]}
            format={f.money}
            dateLabel={f.day}
          />
        </div>
      </Panel>
      {figures.warehouses.length > 1 && <WarehouseTable figures={figures} />}
      <DayTable figures={figures} />
      <p className="mt-3 max-w-3xl text-sm text-ink-soft">{t('adminFigures.definitions')}</p>
      {!figures.wholeShop && (
        <p className="mt-1 max-w-3xl text-sm text-ink-soft">{t('adminFigures.shopOnly')}</p>
      )}
    </>
  );
}

/** The range's key figures, as cards. */
function Totals({ row, wholeShop }: { row: Row; wholeShop: boolean }) {
  const { t } = useI18n();
  const f = useFormats();
  const cards: [MessageKey, string, string?][] = [
    ['adminFigures.orders', f.count(row.orders)],
    [
      'adminFigures.revenueTtc',
      f.money(row.revenueTtc),
      `${t('adminFigures.revenueHt')} ${f.money(row.revenueHt)}`,
    ],
    ['adminFigures.averageBasket', row.averageBasket === null ? '—' : f.money(row.averageBasket)],
    [
      'adminFigures.fillRate',
      f.share(row.fillRate),
      t('adminFigures.fillDetail', { orders: f.count(row.orders), capacity: f.count(row.slotCapacity) }),
    ],
    [
      'adminFigures.returnRate',
      f.share(row.returnRate),
      t('adminFigures.returnDetail', {
        returned: f.money(row.depositsReturned),
        out: f.money(row.depositsOut),
      }),
    ],
    ['adminFigures.promoCost', f.money(row.promoCost)],
    ['adminFigures.newCustomers', f.count(row.newCustomers), t('adminFigures.newCustomersDetail')],
    ['adminFigures.referralsRewarded', f.count(row.referralsRewarded)],
  ];
  if (wholeShop) {
    cards.push(
      [
        'adminFigures.registrations',
        f.count(row.registrations ?? 0),
        `${t('adminFigures.referralSignups')} ${f.count(row.referralSignups ?? 0)}`,
      ],
      ['adminFigures.walletLiabilities', f.money(row.walletLiabilities ?? 0), t('adminFigures.walletDetail')],
    );
  }
  return (
    <ul className="mb-4 grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
      {cards.map(([label, value, detail]) => (
        <li key={label} className="rounded-card border border-line bg-white px-4 py-3">
          <span className="block text-sm text-ink-soft">{t(label)}</span>
          <span className="block text-xl font-extrabold tabular-nums">{value}</span>
          {detail && <span className="block text-xs text-ink-soft">{detail}</span>}
        </li>
      ))}
    </ul>
  );
}

/** The columns of the two tables: a label and a cell of a row. */
function useColumns(): [MessageKey, (r: Row) => string][] {
  const f = useFormats();
  return [
    ['adminFigures.orders', (r) => f.count(r.orders)],
    ['adminFigures.revenueTtc', (r) => f.money(r.revenueTtc)],
    ['adminFigures.revenueHt', (r) => f.money(r.revenueHt)],
    ['adminFigures.averageBasket', (r) => (r.averageBasket === null ? '—' : f.money(r.averageBasket))],
    ['adminFigures.fillRate', (r) => f.share(r.fillRate)],
    ['adminFigures.depositsOut', (r) => f.money(r.depositsOut)],
    ['adminFigures.depositsReturned', (r) => f.money(r.depositsReturned)],
    ['adminFigures.returnRate', (r) => f.share(r.returnRate)],
    ['adminFigures.promoCost', (r) => f.money(r.promoCost)],
    ['adminFigures.newCustomers', (r) => f.count(r.newCustomers)],
    ['adminFigures.referralsRewarded', (r) => f.count(r.referralsRewarded)],
  ];
}

function FiguresTable({
  caption,
  first,
  rows,
}: {
  caption: string;
  first: string;
  rows: { key: string; label: string; row: Row }[];
}) {
  const { t } = useI18n();
  const columns = useColumns();
  return (
    <Panel className="mb-4 p-0 sm:p-0">
      {/* Wider than a phone: the scrolling region takes the keyboard's focus, so it scrolls without a mouse. */}
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={caption}>
        <table className="w-full min-w-[60rem] text-right text-sm tabular-nums">
          <caption className="px-3 pt-3 text-left text-lg font-bold">{caption}</caption>
          <thead className="border-b border-line bg-sand/60">
            <tr>
              <th scope="col" className="px-3 py-2 text-left">
                {first}
              </th>
              {columns.map(([label]) => (
                <th key={label} scope="col" className="px-3 py-2">
                  {t(label)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {rows.map(({ key, label, row }) => (
              <tr key={key}>
                <th scope="row" className="whitespace-nowrap px-3 py-1.5 text-left font-semibold">
                  {label}
                </th>
                {columns.map(([name, cell]) => (
                  <td key={name} className="whitespace-nowrap px-3 py-1.5">
                    {cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Panel>
  );
}

function WarehouseTable({ figures }: { figures: Figures }) {
  const { t } = useI18n();
  return (
    <FiguresTable
      caption={t('adminFigures.byWarehouse')}
      first={t('adminFigures.warehouse')}
      rows={figures.warehouses.map((w) => ({ key: String(w.warehouseId), label: w.name, row: w }))}
    />
  );
}

function DayTable({ figures }: { figures: Figures }) {
  const { t } = useI18n();
  const f = useFormats();
  return (
    <FiguresTable
      caption={t('adminFigures.byDay')}
      first={t('adminFigures.date')}
      rows={[...figures.days].reverse().map((d) => ({ key: d.date, label: f.longDay(d.date), row: d }))}
    />
  );
}
