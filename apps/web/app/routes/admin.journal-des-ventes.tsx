import type { CallResponse } from '@consigne/contract';
import * as routes from '@consigne/contract/routes';
import { intlTag, numberFormat } from '@consigne/domain';
import { useLoaderData } from 'react-router';
import type { Route } from './+types/admin.journal-des-ventes';
import { Notice } from '../components/account/Notice';
import { AdminPage, Panel } from '../components/admin/AdminPage';
import { DataTable, type Column } from '../components/admin/DataTable';
import { useI18n, formatMoney } from '../i18n';
import { adminMeta, formatDateTime } from '../lib/admin';
import { adminApi, requireStaff } from '../lib/admin.server';

type Report = CallResponse<'verifySalesJournal'>;
type Closure = Report['closures'][number];

const closureColumns: Column<Closure>[] = [
  { key: 'seq', header: 'adminSalesJournal.seq', align: 'right', value: (c) => c.seq },
  {
    key: 'kind',
    header: 'adminSalesJournal.kind',
    value: (c) => c.kind,
    cell: (c, { t }) =>
      t(
        c.kind === 'closure_year'
          ? 'adminSalesJournal.kind.closure_year'
          : c.kind === 'closure_month'
            ? 'adminSalesJournal.kind.closure_month'
            : 'adminSalesJournal.kind.closure_day',
      ),
  },
  {
    key: 'period',
    header: 'adminSalesJournal.period',
    className: 'whitespace-nowrap',
    value: (c) => c.reference,
  },
  {
    key: 'sales',
    header: 'adminSalesJournal.sales',
    align: 'right',
    className: 'whitespace-nowrap',
    value: (c) => c.total,
    cell: (c, { euros }) => euros(c.total),
  },
  {
    key: 'vat',
    header: 'adminSalesJournal.vat',
    value: (c) => c.vat.map((r) => `${r.rate / 100} %: ${r.vat}`).join(', '),
    cell: (c, { euros, tag }) => {
      const percent = numberFormat(tag, { style: 'percent', maximumFractionDigits: 1 });
      return c.vat.map((r) => `${percent.format(r.rate / 10_000)} – ${euros(r.vat)}`).join(' · ') || '—';
    },
  },
  {
    key: 'grandTotal',
    header: 'adminSalesJournal.entryGrandTotal',
    align: 'right',
    className: 'whitespace-nowrap',
    value: (c) => c.grandTotal,
    cell: (c, { euros }) => euros(c.grandTotal),
  },
  {
    key: 'recordedAt',
    header: 'adminSalesJournal.recordedAt',
    className: 'whitespace-nowrap',
    value: (c) => c.recordedAt,
    cell: (c, { tag }) => formatDateTime(c.recordedAt, tag),
  },
];

/**
 * /admin/journal-des-ventes: whether the sales journal's hash chain is intact (checked on every visit,
 * from its first entry) or where it breaks, and its latest closures. The whole company's books: a
 * manager of some warehouses only is told so (the API's 403 message).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const report = await adminApi(request, context).call(routes.verifySalesJournal);
  return { report: report.data, error: report.error };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'adminSalesJournal.title');
export { AdminErrorBoundary as ErrorBoundary } from '../components/admin/AdminError';

export default function SalesJournal() {
  const { t, locale } = useI18n();
  const { report, error } = useLoaderData<typeof loader>();
  return (
    <AdminPage title={t('adminSalesJournal.title')} intro={t('adminSalesJournal.intro')}>
      {error !== null && <Notice kind="error">{error}</Notice>}
      {error === null && !report && <Notice kind="error">{t('admin.loadError')}</Notice>}
      {report && (
        <div className="grid gap-4">
          <Panel className="grid gap-3">
            {report.intact ? (
              <Notice kind="success">{t('adminSalesJournal.intact', { count: report.count })}</Notice>
            ) : (
              <Notice kind="error">
                {t('adminSalesJournal.broken', {
                  seq: report.brokenAt!.seq,
                  reason: t(`adminSalesJournal.reason.${report.brokenAt!.reason}`),
                })}
              </Notice>
            )}
            {!report.intact && <p className="text-sm">{t('adminSalesJournal.brokenHelp')}</p>}
            {report.intact && report.lastSeq !== null && report.lastSeq > 0 && (
              <div className="grid gap-1 text-sm">
                <p className="break-all">
                  {t('adminSalesJournal.head', { seq: report.lastSeq, hash: report.lastHash ?? '' })}
                </p>
                <p className="text-ink-soft">{t('adminSalesJournal.headHelp')}</p>
              </div>
            )}
            <p className="font-bold">
              {t('adminSalesJournal.grandTotal', { amount: formatMoney(report.grandTotal, locale) })}
            </p>
            <p className="text-sm text-ink-soft">
              {t('adminSalesJournal.checkedAt', {
                date: formatDateTime(report.checkedAt, intlTag(locale)),
              })}
            </p>
          </Panel>
          <Panel>
            <h2 className="mb-3 text-lg font-bold">{t('adminSalesJournal.closures')}</h2>
            <DataTable
              rows={report.closures}
              columns={closureColumns}
              rowKey={(c) => c.seq}
              caption={t('adminSalesJournal.closures')}
              empty={t('adminSalesJournal.closuresEmpty')}
            />
          </Panel>
        </div>
      )}
    </AdminPage>
  );
}
