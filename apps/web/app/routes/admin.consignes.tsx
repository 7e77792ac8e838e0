import type { CallResponse } from '@consigne/contract';
import * as routes from '@consigne/contract/routes';
import { addDays, formatEuros, intlTag, localDate, toCents, dateTimeFormat } from '@consigne/domain';
import { Form, useLoaderData } from 'react-router';
import type { Route } from './+types/admin.consignes';
import { AdminPage, Panel } from '../components/admin/AdminPage';
import { DateField, WarehouseFilter } from '../components/admin/Filters';
import { Notice } from '../components/account/Notice';
import { useI18n, type MessageKey } from '../i18n';
import { adminMeta } from '../lib/admin';
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

function useEuros() {
  const { locale } = useI18n();
  return (e: number) => formatEuros(toCents(e), intlTag(locale));
}

function EmptiesRow({ label, empties, testId }: { label: MessageKey; empties: Empties; testId: string }) {
  const { t } = useI18n();
  const euros = useEuros();
  return (
    <tr data-testid={testId}>
      <th scope="row" className="py-2 pr-4 text-left font-semibold">
        {t(label)}
      </th>
      <td className="py-2 pr-4 text-right tabular-nums">{empties.crates}</td>
      <td className="py-2 pr-4 text-right tabular-nums">{empties.largeBottles}</td>
      <td className="py-2 pr-4 text-right tabular-nums">{empties.smallBottles}</td>
      <td className="py-2 text-right tabular-nums">{euros(empties.amount)}</td>
    </tr>
  );
}

function DayLedger({ day }: { day: DepositsDay }) {
  const { t, locale } = useI18n();
  const euros = useEuros();
  const long = dateTimeFormat(intlTag(locale), { dateStyle: 'full', timeZone: 'UTC' });
  return (
    <Panel className="mb-4">
      <h2 className="text-lg font-bold">
        {t('adminRounds.ledger.day', { date: long.format(new Date(`${day.date}T12:00:00Z`)) })}
      </h2>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full min-w-[32rem] text-sm">
          <thead className="text-ink-soft">
            <tr>
              <th scope="col" className="py-2 pr-4 text-left">
                {t('adminRounds.ledger.what')}
              </th>
              <th scope="col" className="py-2 pr-4 text-right">
                {t('adminRounds.ledger.crates')}
              </th>
              <th scope="col" className="py-2 pr-4 text-right">
                {t('adminRounds.ledger.largeBottles')}
              </th>
              <th scope="col" className="py-2 pr-4 text-right">
                {t('adminRounds.ledger.smallBottles')}
              </th>
              <th scope="col" className="py-2 text-right">
                {t('adminRounds.ledger.amount')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            <EmptiesRow label="adminRounds.ledger.out" empties={day.out} testId="ledger-out" />
            <EmptiesRow label="adminRounds.ledger.returned" empties={day.returned} testId="ledger-returned" />
          </tbody>
        </table>
      </div>
      <h3 className="mt-5 font-bold">{t('adminRounds.ledger.rejected')}</h3>
      {day.rejected.length === 0 ? (
        <p className="text-sm text-ink-soft">{t('adminRounds.ledger.noRejects')}</p>
      ) : (
        <table className="mt-2 text-sm" data-testid="ledger-rejected">
          <thead className="text-ink-soft">
            <tr>
              <th scope="col" className="py-1 pr-6 text-left">
                {t('adminRounds.ledger.what')}
              </th>
              <th scope="col" className="py-1 pr-6 text-left">
                {t('adminRounds.ledger.reason')}
              </th>
              <th scope="col" className="py-1 text-right">
                {t('adminRounds.ledger.count')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {day.rejected.map((r) => (
              <tr key={`${r.unit}:${r.reason}`}>
                <td className="py-1 pr-6">{t(`adminRounds.ledger.unit.${r.unit}`)}</td>
                <td className="py-1 pr-6">{t(`adminRounds.ledger.reason.${r.reason}`)}</td>
                <td className="py-1 text-right tabular-nums">{r.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h3 className="mt-5 font-bold">{t('adminRounds.ledger.customers')}</h3>
      {day.customers.length === 0 ? (
        <p className="text-sm text-ink-soft">{t('adminRounds.ledger.noCustomers')}</p>
      ) : (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full min-w-[32rem] text-sm" data-testid="ledger-customers">
            <thead className="text-ink-soft">
              <tr>
                <th scope="col" className="py-1 pr-4 text-left">
                  {t('adminRounds.ledger.customer')}
                </th>
                <th scope="col" className="py-1 pr-4 text-left">
                  {t('adminRounds.ledger.pending')}
                </th>
                <th scope="col" className="py-1 pr-4 text-right">
                  {t('adminRounds.ledger.amount')}
                </th>
                <th scope="col" className="py-1 text-right">
                  {t('adminRounds.ledger.age')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {day.customers.map((c) => (
                <tr key={c.id}>
                  <td className="py-1 pr-4">
                    <a href={`/admin/clients/${c.id}`} className="font-semibold text-forest underline">
                      {c.name}
                    </a>
                  </td>
                  <td className="py-1 pr-4">
                    {t('adminRounds.ledger.pendingCounts', {
                      crates: c.pending.crates,
                      large: c.pending.largeBottles,
                      small: c.pending.smallBottles,
                    })}
                  </td>
                  <td className="py-1 pr-4 text-right tabular-nums">{euros(c.pending.amount)}</td>
                  <td className="py-1 text-right tabular-nums">
                    {c.ageDays === null ? '—' : t('adminRounds.ledger.ageDays', { count: c.ageDays })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Panel>
  );
}

function ReconciliationPanel({ recon, date }: { recon: Reconciliation; date: string }) {
  const { t } = useI18n();
  const euros = useEuros();
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
  const { day, recon, error, date, from, to } = useLoaderData<typeof loader>();
  const { t } = useI18n();
  return (
    <AdminPage title={t('adminRounds.ledger.title')} intro={t('adminRounds.ledger.intro')}>
      <Panel className="mb-4">
        <Form method="get" className="flex flex-wrap items-end gap-3" aria-label={t('adminRounds.filters')}>
          <input type="hidden" name="from" value={from} />
          <input type="hidden" name="to" value={to} />
          <DateField id="ledger-date" name="date" label={t('adminRounds.date')} value={date} />
          <WarehouseFilter
            id="ledger-warehouse"
            label={t('adminRounds.warehouse')}
            value={day?.warehouseId}
          />
          <button type="submit" className="btn btn-primary">
            {t('adminRounds.show')}
          </button>
        </Form>
      </Panel>
      {error !== null && <Notice kind="error">{error}</Notice>}
      {day && <DayLedger day={day} />}
      {recon && <ReconciliationPanel recon={recon} date={date} />}
    </AdminPage>
  );
}
