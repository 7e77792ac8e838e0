import * as routes from '@consigne/contract/routes';
import { CASH_SHEET_STATUSES } from '@consigne/domain';
import { useLoaderData } from 'react-router';
import type { Route } from './+types/admin.caisses';
import { cashSheetColumns, cashSheetFilters } from '../components/admin/cash-sheets';
import { ListPage } from '../components/admin/ListPage';
import { useI18n } from '../i18n';
import { adminMeta } from '../lib/admin';
import { oneOf, urlFilters } from '../lib/admin-list';
import { listOrCsv } from '../lib/admin-list.server';
import { adminApi, requireStaff } from '../lib/admin.server';
import { dateParam } from '../lib/date-param';

const filtersOf = (url: URL) => ({
  ...urlFilters(url, ['warehouseId'] as const),
  date: dateParam(url.searchParams, 'date'),
  status: oneOf(CASH_SHEET_STATUSES, url.searchParams.get('status') ?? undefined),
  difference: url.searchParams.get('difference') === '1' ? ('with' as const) : undefined,
});

/** /admin/caisses: the drivers' cash sheets of the staff member's warehouses, open ones first; its CSV. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const account = await requireStaff(request, context);
  const filters = filtersOf(new URL(request.url));
  const list = await listOrCsv(request, cashSheetColumns, 'caisses', (paging) =>
    adminApi(request, context).call(routes.listCashSheets, { query: { ...filters, ...paging } }),
  );
  return list instanceof Response ? list : { list, warehouses: account.warehouses };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'adminCash.title');
export { AdminErrorBoundary as ErrorBoundary } from '../components/admin/AdminError';

export default function CashSheets() {
  const { list, warehouses } = useLoaderData<typeof loader>();
  const { t } = useI18n();
  return (
    <ListPage
      title="adminCash.title"
      intro="adminCash.intro"
      filters={{
        label: 'adminCash.filters',
        fields: cashSheetFilters(t, warehouses),
        reset: { to: '/admin/caisses', label: 'adminCash.everyDay' },
      }}
      list={list}
      columns={cashSheetColumns}
      rowKey={(s) => s.id ?? `${s.driver.id}-${s.date}`}
      empty="adminCash.empty"
      minWidth="min-w-[56rem]"
      csv
    />
  );
}
