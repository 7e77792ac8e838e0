import type { CallResponse } from '@consigne/contract';
import * as routes from '@consigne/contract/routes';
import { addDays, intlTag, localDate, dateTimeFormat } from '@consigne/domain';
import { Form, useLoaderData } from 'react-router';
import type { Route } from './+types/admin.consignes';
import { AdminPage, Panel } from '../components/admin/AdminPage';
import { DataTable, type Column } from '../components/admin/DataTable';
import { FilterBar, warehouseFilter } from '../components/admin/Filters';
import { Notice } from '../components/account/Notice';
import { useI18n, type MessageKey, useMoney } from '../i18n';
import { adminMeta, useAdminAccount } from '../lib/admin';
import { adminApi, requireStaff } from '../lib/admin.server';
import { dateParam } from '../lib/date-param';

type DepositsDay = CallResponse<'getDepositsLedgerDay'>;
type Reconciliation = CallResponse<'getDepositsReconciliation'>;
type Empties = DepositsDay['out'];

/** /admin/consignes: a warehouse's empties of a day, its customers' pending deposits, and the reconciliation. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const url = new URL(request.url);
  const param = (name: string) => url.searchParams.get(name)?.trim() || undefined;
  const date = dateParam(url.searchParams, 'date') ?? localDate(new Date());
  const to = dateParam(url.searchParams, 'to') ?? date;
  const from = dateParam(url.searchParams, 'from') ?? addDays(to, -29);
  const warehouseId = param('warehouseId');
  const api = adminApi(request, context);
  const [day, recon] = await Promise.all([
    api.call(routes.getDepositsLedgerDay, { query: { date, warehouseId } }),
    api.call(routes.getDepositsReconciliation, { query: { from, to, warehouseId } }),
  ]);
  return {
    day: day.data,
    recon: recon.data,
    error: day.error ?? recon.error,
    date,
    from,
    to,
  };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'adminRounds.ledger.title');
export { AdminErrorBoundary as ErrorBoundary } from '../components/admin/AdminError';

/** A line of the day's empties: out with the deliveries, or returned. */
interface EmptiesLine {
  label: MessageKey;
  empties: Empties;
  testId: string;
}

const emptiesColumns: Column<EmptiesLine>[] = [
  {
    key: 'what',
    header: 'adminRounds.ledger.what',
    cell: (line, { t }) => <span data-testid={line.testId}>{t(line.label)}</span>,
  },
  {
    key: 'crates',
    header: 'adminRounds.ledger.crates',
    align: 'right',
    value: (line) => line.empties.crates,
  },
  {
    key: 'large',
    header: 'adminRounds.ledger.largeBottles',
    align: 'right',
    value: (line) => line.empties.largeBottles,
  },
  {
    key: 'small',
    header: 'adminRounds.ledger.smallBottles',
    align: 'right',
    value: (line) => line.empties.smallBottles,
  },
  {
    key: 'amount',
    header: 'adminRounds.ledger.amount',
    align: 'right',
    value: (line, { euros }) => euros(line.empties.amount),
  },
];

type Rejected = DepositsDay['rejected'][number];

const rejectedColumns: Column<Rejected>[] = [
  {
    key: 'what',
    header: 'adminRounds.ledger.what',
    value: (r, { t }) => t(`adminRounds.ledger.unit.${r.unit}`),
  },
  {
    key: 'reason',
    header: 'adminRounds.ledger.reason',
    value: (r, { t }) => t(`adminRounds.ledger.reason.${r.reason}`),
  },
  { key: 'count', header: 'adminRounds.ledger.count', align: 'right', value: (r) => r.count },
];

type PendingCustomer = DepositsDay['customers'][number];

const customerColumns: Column<PendingCustomer>[] = [
  {
    key: 'customer',
    header: 'adminRounds.ledger.customer',
    link: (c) => `/admin/clients/${c.id}`,
    value: (c) => c.name,
  },
  {
    key: 'pending',
    header: 'adminRounds.ledger.pending',
    value: (c, { t }) =>
      t('adminRounds.ledger.pendingCounts', {
        crates: c.pending.crates,
        large: c.pending.largeBottles,
        small: c.pending.smallBottles,
      }),
  },
  {
    key: 'amount',
    header: 'adminRounds.ledger.amount',
    align: 'right',
    value: (c, { euros }) => euros(c.pending.amount),
  },
  {
    key: 'age',
    header: 'adminRounds.ledger.age',
    align: 'right',
    value: (c, { t }) => (c.ageDays === null ? '—' : t('adminRounds.ledger.ageDays', { count: c.ageDays })),
  },
];

function DayLedger({ day }: { day: DepositsDay }) {
  const { t, locale } = useI18n();
  const long = dateTimeFormat(intlTag(locale), { dateStyle: 'full', timeZone: 'UTC' });
  const empties: EmptiesLine[] = [
    { label: 'adminRounds.ledger.out', empties: day.out, testId: 'ledger-out' },
    { label: 'adminRounds.ledger.returned', empties: day.returned, testId: 'ledger-returned' },
  ];
  return (
    <section className="mb-4">
      <h2 className="mb-3 text-lg font-bold">
        {t('adminRounds.ledger.day', { date: long.format(new Date(`${day.date}T12:00:00Z`)) })}
      </h2>
      <DataTable
        rows={empties}
        columns={emptiesColumns}
        rowKey={(line) => line.testId}
        caption={t('adminRounds.ledger.what')}
        empty=""
        minWidth="min-w-[32rem]"
      />
      <h3 className="mb-2 mt-5 font-bold">{t('adminRounds.ledger.rejected')}</h3>
      <div data-testid="ledger-rejected">
        <DataTable
          rows={day.rejected}
          columns={rejectedColumns}
          rowKey={(r) => `${r.unit}:${r.reason}`}
          caption={t('adminRounds.ledger.rejected')}
          empty={t('adminRounds.ledger.noRejects')}
          minWidth="min-w-[24rem]"
        />
      </div>
      <h3 className="mb-2 mt-5 font-bold">{t('adminRounds.ledger.customers')}</h3>
      <div data-testid="ledger-customers">
        <DataTable
          rows={day.customers}
          columns={customerColumns}
          rowKey={(c) => c.id}
          caption={t('adminRounds.ledger.customers')}
          empty={t('adminRounds.ledger.noCustomers')}
          minWidth="min-w-[32rem]"
        />
      </div>
    </section>
  );
}

function ReconciliationPanel({ recon, date }: { recon: Reconciliation; date: string }) {
  const { t } = useI18n();
  const { euros } = useMoney();
  const line = (label: string, amount: number, testId?: string) => (
    <div className="flex justify-between gap-4 py-1.5" data-testid={testId}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{euros(amount)}</dd>
    </div>
  );
  const balanced = recon.difference === 0 && recon.walletDifference === 0;
  return (
    <Panel>
      <h2 className="text-lg font-bold">{t('adminRounds.recon.title')}</h2>
      <Form method="get" className="mt-3 flex flex-wrap items-end gap-3">
        <input type="hidden" name="date" value={date} />
        <input type="hidden" name="warehouseId" value={recon.warehouseId} />
        <div>
          <label htmlFor="recon-from" className="field-label">
            {t('adminRounds.recon.from')}
          </label>
          <input id="recon-from" type="date" name="from" defaultValue={recon.from} className="field-input" />
        </div>
        <div>
          <label htmlFor="recon-to" className="field-label">
            {t('adminRounds.recon.to')}
          </label>
          <input id="recon-to" type="date" name="to" defaultValue={recon.to} className="field-input" />
        </div>
        <button type="submit" className="btn btn-primary">
          {t('adminRounds.show')}
        </button>
      </Form>
      <dl className="mt-4 max-w-xl divide-y divide-line text-sm" data-testid="reconciliation">
        {line(t('adminRounds.recon.opening'), recon.openingPending)}
        {line(t('adminRounds.recon.out'), recon.depositsOut)}
        {line(t('adminRounds.recon.refunded'), recon.refundedToWallet, 'recon-refunded')}
        {recon.otherMovements.map((o) => line(t('adminRounds.recon.other', { kind: o.kind }), o.amount))}
        {line(t('adminRounds.recon.closing'), recon.closingPending)}
        {line(t('adminRounds.recon.difference'), recon.difference, 'recon-difference')}
      </dl>
      <dl className="mt-4 max-w-xl divide-y divide-line text-sm">
        {line(t('adminRounds.recon.credited'), recon.collectionsCredited)}
        {line(t('adminRounds.recon.walletRefunds'), recon.refundedToWallet)}
        {line(t('adminRounds.recon.walletDifference'), recon.walletDifference, 'recon-wallet-difference')}
      </dl>
      <Notice kind={balanced ? 'success' : 'error'} className="mt-4" testId="recon-verdict">
        {t(balanced ? 'adminRounds.recon.balanced' : 'adminRounds.recon.unbalanced')}
      </Notice>
    </Panel>
  );
}

export default function DepositsLedgerPage() {
  const { day, recon, error, date } = useLoaderData<typeof loader>();
  const { t } = useI18n();
  const account = useAdminAccount();
  return (
    <AdminPage title={t('adminRounds.ledger.title')} intro={t('adminRounds.ledger.intro')}>
      <FilterBar
        label={t('adminRounds.filters')}
        filters={[
          { kind: 'date', name: 'date', label: 'adminRounds.date' },
          // The ledger is one warehouse's: no "all" choice.
          ...warehouseFilter(account, 'adminRounds.warehouse'),
        ]}
        submit="adminRounds.show"
        values={{ date, warehouseId: day ? String(day.warehouseId) : undefined }}
      />
      {error !== null && <Notice kind="error">{error}</Notice>}
      {day && <DayLedger day={day} />}
      {recon && <ReconciliationPanel recon={recon} date={date} />}
    </AdminPage>
  );
}
