import { eReportParams, type CallResponse } from '@consigne/contract';
import * as routes from '@consigne/contract/routes';
import { dateTimeFormat, intlTag, lastClosedEReportPeriod, localDate, numberFormat } from '@consigne/domain';
import { Form, Link, redirect, useActionData, useLoaderData } from 'react-router';
import type { Route } from './+types/admin.e-reporting';
import { Notice } from '../components/account/Notice';
import { SubmitButton } from '../components/admin/AdminForm';
import { AdminPage, Panel } from '../components/admin/AdminPage';
import { DataTable, type Column } from '../components/admin/DataTable';
import { formatCents, useI18n, type Translate } from '../i18n';
import { adminMeta, formatDateTime } from '../lib/admin';
import { answerOf } from '../lib/admin-form.server';
import type { FormAnswer } from '../lib/admin-form';
import { adminApi, requireAdmin } from '../lib/admin.server';
import { dateParam } from '../lib/date-param';
import { intent, parseIntent } from '../lib/form-intent.server';

type Transmission = CallResponse<'listEReports'>['periods'][number];
type Report = CallResponse<'getEReport'>;
type Period = Report['period'];
type Status = Transmission['status'];

const PATH = '/admin/e-reporting';
/** The address of a period's detail: its first day names it. */
const periodHref = (period: Period, extra = '') => `${PATH}?periode=${period.from}${extra}`;

/**
 * /admin/e-reporting: the ten-day periods over in the last twelve months with their transmission to
 * the platform, one period's figures (by default the latest period over) and a send on demand.
 * Administrators only: a report covers every warehouse of the company.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const url = new URL(request.url);
  // A mistyped day falls back to the latest period over, as the API lists first.
  const day = dateParam(url.searchParams, 'periode') ?? lastClosedEReportPeriod(localDate(new Date())).from;
  const api = adminApi(request, context);
  const [list, report] = await Promise.all([
    api.call(routes.listEReports),
    api.call(routes.getEReport, { params: { day } }),
  ]);
  return {
    periods: list.data?.periods ?? [],
    report: report.data,
    error: list.error ?? report.error,
    sent: url.searchParams.get('fait') === 'envoi',
  };
}

const SEND = intent(eReportParams);

/** Sends a period's report; the API's refusal (a period not over yet: 409) is said as it words it. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  const parsed = parseIntent(request, await request.formData(), { send: SEND });
  if (!parsed.ok) return parsed.refusal;
  const result = await adminApi(request, context).call(routes.sendEReport, { params: parsed.value.body });
  return answerOf(result, (sent) => redirect(periodHref(sent.period, '&fait=envoi')), 'send');
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'adminEReporting.title');
export { AdminErrorBoundary as ErrorBoundary } from '../components/admin/AdminError';

export default function EReportingPage() {
  const { periods, report, error, sent } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>() as FormAnswer | undefined;
  const { t } = useI18n();
  const range = usePeriodRange();
  const transmission = report && periods.find((p) => p.period.from === report.period.from);
  return (
    <AdminPage title={t('adminEReporting.title')} intro={t('adminEReporting.intro')}>
      <div className="grid gap-4">
        {error !== null && <Notice kind="error">{error}</Notice>}
        {failed && !failed.ok && (
          <Notice kind="error" testId="ereport-refusal">
            {failed.error}
          </Notice>
        )}
        {sent && report && (
          <Notice kind="success">{t('adminEReporting.queued', range.words(report.period))}</Notice>
        )}
        {report && <ReportPanel report={report} transmission={transmission ?? null} />}
        <div className="grid gap-3">
          <h2 id="ereport-periods" className="text-lg font-bold">
            {t('adminEReporting.periods')}
          </h2>
          <DataTable
            rows={periods}
            columns={periodColumns(report?.period.from ?? null)}
            rowKey={(p) => p.period.from}
            caption={t('adminEReporting.periods')}
            empty={t('admin.loadError')}
            minWidth="min-w-[40rem]"
            region={t('adminEReporting.periods')}
            rowProps={(p) => ({ 'data-testid': `ereport-${p.period.from}` })}
          />
        </div>
      </div>
    </AdminPage>
  );
}

/** A period as words ('du 1er au 10 novembre 2026' by the locale's own range format). */
function usePeriodRange() {
  const { locale } = useI18n();
  const tag = intlTag(locale);
  const long = dateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' });
  const short = dateTimeFormat(tag, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  const noon = (day: string) => new Date(`${day}T12:00:00Z`);
  return {
    words: (p: Period) => ({ from: long.format(noon(p.from)), to: long.format(noon(p.to)) }),
    compact: (p: Period) => short.formatRange(noon(p.from), noon(p.to)),
  };
}

const STATUS_STYLES: Record<Status, string> = {
  none: 'bg-sand text-ink',
  pending: 'bg-warning-soft text-warning',
  sent: 'bg-leaf-soft text-forest',
  failed: 'bg-danger-soft text-danger',
};

function StatusBadge({ status, t }: { status: Status; t: Translate }) {
  return (
    <span
      className={`whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-bold ${STATUS_STYLES[status]}`}
      data-testid="ereport-status"
    >
      {t(`adminEReporting.status.${status}`)}
    </span>
  );
}

/** The send button of a period (a form of its own: one per row). */
function SendForm({ period, again, label }: { period: Period; again: boolean; label: string }) {
  const { t } = useI18n();
  return (
    <Form method="post" action={periodHref(period)} aria-label={label}>
      <input type="hidden" name="intent" value="send" />
      <input type="hidden" name="day" value={period.from} />
      <SubmitButton className="btn btn-outline min-h-10 whitespace-nowrap px-4 text-sm">
        {t(again ? 'adminEReporting.sendAgain' : 'adminEReporting.send')}
      </SubmitButton>
    </Form>
  );
}

/** A period's actions: its detail (unless shown) and its send while it has not gone. */
function PeriodActions({ row, shown }: { row: Transmission; shown: boolean }) {
  const { t } = useI18n();
  const range = usePeriodRange();
  const sendable = row.status === 'none' || row.status === 'failed';
  return (
    <span className="flex flex-wrap items-center gap-2">
      {shown ? (
        <span className="text-ink-soft">{t('adminEReporting.shown')}</span>
      ) : (
        <Link to={periodHref(row.period)} className="font-semibold text-forest underline">
          {t('adminEReporting.show')}
        </Link>
      )}
      {sendable && (
        <SendForm
          period={row.period}
          again={row.status === 'failed'}
          label={t('adminEReporting.sendLabel', range.words(row.period))}
        />
      )}
    </span>
  );
}

function PeriodCell({ row }: { row: Transmission }) {
  return <span className="whitespace-nowrap">{usePeriodRange().compact(row.period)}</span>;
}

const periodColumns = (shownFrom: string | null): Column<Transmission>[] => [
  { key: 'period', header: 'adminEReporting.period', cell: (row) => <PeriodCell row={row} /> },
  {
    key: 'status',
    header: 'adminEReporting.status',
    cell: (row, { t }) => (
      <span className="grid justify-items-start gap-1">
        <StatusBadge status={row.status} t={t} />
        {row.attempts > 1 && (
          <span className="text-xs text-ink-soft">
            {t('adminEReporting.attempts', { count: row.attempts })}
          </span>
        )}
        {row.lastError && row.status !== 'sent' && (
          <span className="text-xs text-danger">
            {t('adminEReporting.lastError', { error: row.lastError })}
          </span>
        )}
      </span>
    ),
  },
  {
    key: 'sentAt',
    header: 'adminEReporting.sentAt',
    className: 'whitespace-nowrap',
    cell: (row, { tag }) => (row.sentAt ? formatDateTime(row.sentAt, tag) : '—'),
  },
  {
    key: 'reference',
    header: 'adminEReporting.reference',
    className: 'max-w-72',
    cell: (row) =>
      row.remoteId ? (
        <code className="break-all text-xs">{row.remoteId}</code>
      ) : (
        <span aria-hidden="true">—</span>
      ),
  },
  {
    key: 'actions',
    header: 'adminEReporting.actions',
    cell: (row) => <PeriodActions row={row} shown={row.period.from === shownFrom} />,
  },
];

/** A period's figures: its sales per VAT rate and totals, its payments per day; its state and send. */
function ReportPanel({ report, transmission }: { report: Report; transmission: Transmission | null }) {
  const { t } = useI18n();
  const range = usePeriodRange();
  const words = range.words(report.period);
  // A period not over yet is not listed: its send is offered, and the API says why it waits.
  const sendable = !transmission || transmission.status === 'none' || transmission.status === 'failed';
  return (
    <Panel className="grid gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h2 className="text-lg font-bold" data-testid="ereport-detail-title">
            {t('adminEReporting.detail', words)}
          </h2>
          <p className="max-w-3xl text-sm text-ink-soft">{t('adminEReporting.detailHelp')}</p>
        </div>
        <span className="flex flex-wrap items-center gap-2" data-testid="ereport-detail-state">
          <StatusBadge status={transmission?.status ?? 'none'} t={t} />
          {transmission?.sentAt && <SentAt iso={transmission.sentAt} />}
          {sendable && (
            <SendForm
              period={report.period}
              again={transmission?.status === 'failed'}
              label={t('adminEReporting.sendLabel', words)}
            />
          )}
        </span>
      </div>
      <div className="grid items-start gap-4 2xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <SalesTable report={report} />
        <PaymentsTable report={report} />
      </div>
    </Panel>
  );
}

function SentAt({ iso }: { iso: string }) {
  const { t, locale } = useI18n();
  return (
    <span className="text-sm text-ink-soft">
      {t('adminEReporting.sentAt')} {formatDateTime(iso, intlTag(locale))}
    </span>
  );
}

type VatRow = Report['totals']['vat'][number];

const salesColumns: Column<VatRow>[] = [
  {
    key: 'rate',
    header: 'adminEReporting.rate',
    cell: (r, { tag }) =>
      numberFormat(tag, { style: 'percent', maximumFractionDigits: 1 }).format(r.rate / 10_000),
  },
  ...(['base', 'vat', 'ttc'] as const).map((key): Column<VatRow> => ({
    key,
    header: `adminEReporting.${key}`,
    align: 'right',
    className: 'whitespace-nowrap',
    cell: (r, { locale }) => formatCents(r[key], locale),
  })),
];

function SalesTable({ report }: { report: Report }) {
  const { t, locale } = useI18n();
  const { totals } = report;
  const cents = (amount: number) => formatCents(amount, locale);
  return (
    <div className="grid gap-2">
      <h3 id="ereport-sales" className="font-bold">
        {t('adminEReporting.sales')}
      </h3>
      <DataTable
        rows={totals.vat}
        columns={salesColumns}
        rowKey={(r) => r.rate}
        caption={t('adminEReporting.sales')}
        empty={t('adminEReporting.noSales')}
        minWidth="min-w-[20rem]"
        region={t('adminEReporting.sales')}
        testId="ereport-sales"
      />
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        <dt>{t('adminEReporting.deposits')}</dt>
        <dd className="text-right tabular-nums">{cents(totals.deposits)}</dd>
        <dt className="font-bold">{t('adminEReporting.total')}</dt>
        <dd className="text-right font-bold tabular-nums" data-testid="ereport-total">
          {cents(totals.total)}
        </dd>
      </dl>
      <p className="text-sm text-ink-soft">
        {t('adminEReporting.documents', { invoices: totals.invoices, creditNotes: totals.creditNotes })}
      </p>
    </div>
  );
}

type DayRow = Pick<Report['totals'], 'payments'> & { date: string | null };
const PAYMENTS = ['cash', 'card', 'wallet'] as const;
const dayTotal = (row: DayRow) => row.payments.cash + row.payments.card + row.payments.wallet;

const paymentColumns: Column<DayRow>[] = [
  {
    key: 'day',
    header: 'adminEReporting.day',
    className: 'whitespace-nowrap',
    cell: (row, { t, tag }) =>
      row.date === null
        ? t('adminEReporting.periodTotal')
        : dateTimeFormat(tag, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
            new Date(`${row.date}T12:00:00Z`),
          ),
  },
  ...PAYMENTS.map((method): Column<DayRow> => ({
    key: method,
    header: `adminEReporting.${method}`,
    align: 'right',
    className: 'whitespace-nowrap',
    cell: (row, { locale }) => formatCents(row.payments[method], locale),
  })),
  {
    key: 'total',
    header: 'adminEReporting.dayTotal',
    align: 'right',
    className: 'whitespace-nowrap font-semibold',
    cell: (row, { locale }) => formatCents(dayTotal(row), locale),
  },
];

function PaymentsTable({ report }: { report: Report }) {
  const { t } = useI18n();
  const rows: DayRow[] = [...report.days, { date: null, payments: report.totals.payments }];
  return (
    <div className="grid gap-2">
      <h3 id="ereport-payments" className="font-bold">
        {t('adminEReporting.payments')}
      </h3>
      <DataTable
        rows={rows}
        columns={paymentColumns}
        rowKey={(row) => row.date ?? 'total'}
        caption={t('adminEReporting.payments')}
        empty={t('adminEReporting.noSales')}
        minWidth="min-w-[28rem]"
        region={t('adminEReporting.payments')}
        rowProps={(row) => (row.date === null ? { className: 'bg-sand/60 font-bold' } : {})}
        testId="ereport-payments"
      />
    </div>
  );
}
