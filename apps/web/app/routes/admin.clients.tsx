import * as routes from '@consigne/contract/routes';
import { useLoaderData } from 'react-router';
import type { Route } from './+types/admin.clients';
import type { Column } from '../components/admin/DataTable';
import { searchFilter } from '../components/admin/Filters';
import { ListPage } from '../components/admin/ListPage';
import { adminMeta, formatDateTime } from '../lib/admin';
import { urlFilters, type RowOf } from '../lib/admin-list';
import { listOrCsv } from '../lib/admin-list.server';
import { adminApi, requireStaff } from '../lib/admin.server';

type Customer = RowOf<'listAdminCustomers'>;

const BADGE = 'ml-2 rounded-full bg-danger-soft px-2 py-0.5 text-xs font-semibold text-danger';

const columns: Column<Customer>[] = [
  {
    key: 'name',
    header: 'adminOrders.name',
    link: (c) => `/admin/clients/${c.id}`,
    value: (c) => `${c.firstname} ${c.lastname}`,
    after: (c, { t }) => c.blocked && <span className={BADGE}>{t('adminOrders.blockedBadge')}</span>,
  },
  { key: 'blocked', header: 'adminOrders.blockedBadge', csv: (c) => (c.blocked ? 1 : 0) },
  { key: 'email', header: 'adminOrders.email', className: 'break-all', value: (c) => c.email },
  { key: 'phone', header: 'adminOrders.phone', className: 'whitespace-nowrap', value: (c) => c.phone ?? '—' },
  { key: 'orders', header: 'adminOrders.orderCount', align: 'right', value: (c) => c.orderCount },
  {
    key: 'since',
    header: 'adminOrders.since',
    className: 'whitespace-nowrap',
    value: (c, { tag }) => formatDateTime(c.createdAt, tag),
  },
];

/** /admin/clients: customers by name, e-mail, phone or postcode (a manager: those of their warehouses); their CSV. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const filters = urlFilters(new URL(request.url), ['q']);
  return listOrCsv(request, columns, 'clients', (paging) =>
    adminApi(request, context).call(routes.listAdminCustomers, {
      query: { ...filters, ...paging },
    }),
  );
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'adminOrders.customersTitle');
export { AdminErrorBoundary as ErrorBoundary } from '../components/admin/AdminError';

export default function Customers() {
  const list = useLoaderData<typeof loader>();
  return (
    <ListPage
      title="adminOrders.customersTitle"
      intro="adminOrders.customersIntro"
      filters={{
        label: 'adminOrders.search',
        fields: [searchFilter('adminOrders.search', 'adminOrders.customerSearchHint')],
      }}
      list={list}
      columns={columns}
      rowKey={(c) => c.id}
      empty="adminOrders.noCustomer"
      csv
    />
  );
}
