import type { CallResponse } from '@consigne/contract';
import * as routes from '@consigne/contract/routes';
import { addDays, intlTag, localDate, dateTimeFormat, numberFormat, type Locale } from '@consigne/domain';
import { Link, useLoaderData } from 'react-router';
import type { Route } from './+types/admin.chiffres';
import { AdminPage, Panel } from '../components/admin/AdminPage';
import { BarChart } from '../components/admin/figures/BarChart';
import { DataTable, type Column } from '../components/admin/DataTable';
import { FilterBar, warehouseFilter } from '../components/admin/Filters';
import { Notice } from '../components/account/Notice';
import { useI18n, type MessageKey, formatMoney } from '../i18n';
import { adminMeta, useAdminAccount } from '../lib/admin';
import { adminApi, requireStaff } from '../lib/admin.server';
import { rangeFilters } from '../lib/admin-list.server';

type Figures = CallResponse<'getBackOfficeFigures'>;
type Row = Figures['total'];

/** The range and warehouse as the URL holds them (absent: the API's defaults, the last 30 days). */
const filtersOf = rangeFilters;

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
function formatsOf(locale: Locale) {
  const tag = intlTag(locale);
  const percent = numberFormat(tag, { style: 'percent', maximumFractionDigits: 1 });
  const integer = numberFormat(tag);
  const day = dateTimeFormat(tag, { day: '2-digit', month: '2-digit', timeZone: 'UTC' });
  const long = dateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' });
  const noon = (date: string) => new Date(`${date}T12:00:00Z`);
  return {
    money: (amount: number) => formatMoney(amount, locale),
    share: (value: number | null) => (value === null ? '—' : percent.format(value)),
    count: (value: number) => integer.format(value),
    day: (date: string) => day.format(noon(date)),
    longDay: (date: string) => long.format(noon(date)),
  };
}

const useFormats = () => formatsOf(useI18n().locale);

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
            href={`/admin/export/chiffres?${query({ from: figures.from, to: figures.to })}`}
            className="btn btn-outline"
            download
          >
            {t('adminFigures.download')}
          </a>
        )
      }
    >
      <FilterBar
        label={t('adminFigures.filters')}
        filters={[
          ...warehouseFilter(
            account,
            'adminFigures.warehouse',
            account.role === 'admin' ? 'adminFigures.wholeShop' : 'adminFigures.allMine',
          ),
          { kind: 'date', name: 'from', label: 'adminFigures.from' },
          { kind: 'date', name: 'to', label: 'adminFigures.to' },
        ]}
        values={{ from: figures?.from ?? filters.from, to: figures?.to ?? filters.to }}
        submit="adminFigures.show"
      >
        <span className="flex flex-wrap items-end gap-2">
          {([7, 30, 365] as const).map((n) => (
            <Link key={n} to={lastDays(n)} className="btn btn-outline whitespace-nowrap">
              {t(`adminFigures.last${n}` as MessageKey)}
            </Link>
          ))}
        </span>
      </FilterBar>
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

/** A line of the two tables: a warehouse or a day, and its figures. */
interface FiguresLine {
  key: string;
  label: string;
  row: Row;
}

const NUMBER = 'whitespace-nowrap tabular-nums';

/** A figure's column: its header and its cell of a line. */
const figure = (
  header: MessageKey,
  cell: (row: Row, f: ReturnType<typeof formatsOf>) => string,
): Column<FiguresLine> => ({
  key: header,
  header,
  align: 'right',
  className: NUMBER,
  value: (line, { locale }) => cell(line.row, formatsOf(locale)),
});

const figureColumns: Column<FiguresLine>[] = [
  figure('adminFigures.orders', (r, f) => f.count(r.orders)),
  figure('adminFigures.revenueTtc', (r, f) => f.money(r.revenueTtc)),
  figure('adminFigures.revenueHt', (r, f) => f.money(r.revenueHt)),
  figure('adminFigures.averageBasket', (r, f) => (r.averageBasket === null ? '—' : f.money(r.averageBasket))),
  figure('adminFigures.fillRate', (r, f) => f.share(r.fillRate)),
  figure('adminFigures.depositsOut', (r, f) => f.money(r.depositsOut)),
  figure('adminFigures.depositsReturned', (r, f) => f.money(r.depositsReturned)),
  figure('adminFigures.returnRate', (r, f) => f.share(r.returnRate)),
  figure('adminFigures.promoCost', (r, f) => f.money(r.promoCost)),
  figure('adminFigures.newCustomers', (r, f) => f.count(r.newCustomers)),
  figure('adminFigures.referralsRewarded', (r, f) => f.count(r.referralsRewarded)),
];

function FiguresTable({ caption, first, rows }: { caption: string; first: MessageKey; rows: FiguresLine[] }) {
  const columns: Column<FiguresLine>[] = [
    { key: 'label', header: first, className: 'whitespace-nowrap', value: (line) => line.label },
    ...figureColumns,
  ];
  return (
    <section className="mb-4">
      <h2 className="mb-2 text-lg font-bold">{caption}</h2>
      <DataTable
        rows={rows}
        columns={columns}
        rowKey={(line) => line.key}
        caption={caption}
        empty=""
        minWidth="min-w-[60rem]"
        region={caption}
      />
    </section>
  );
}

function WarehouseTable({ figures }: { figures: Figures }) {
  const { t } = useI18n();
  return (
    <FiguresTable
      caption={t('adminFigures.byWarehouse')}
      first="adminFigures.warehouse"
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
      first="adminFigures.date"
      rows={[...figures.days].reverse().map((d) => ({ key: d.date, label: f.longDay(d.date), row: d }))}
    />
  );
}
