import * as routes from '@consigne/contract/routes';
import { intlTag, localDate } from '@consigne/domain';
import { useLoaderData } from 'react-router';
import type { Route } from './+types/admin.commandes';
import { ListPage } from '../components/admin/ListPage';
import { ADMIN_PAYMENT_METHODS } from '@consigne/contract';
import { ORDER_STATUSES } from '@consigne/domain';
import { orderColumns, orderFilters } from '../components/admin/orders/list';
import { useI18n } from '../i18n';
import { adminMeta } from '../lib/admin';
import { oneOf, urlFilters } from '../lib/admin-list';
import { listOrCsv } from '../lib/admin-list.server';
import { adminApi, requireStaff } from '../lib/admin.server';
import { dateParam } from '../lib/date-param';

/** The list's filters as the URL holds them: the day defaults to today; `date=` (empty, or not a day) means every day. */
const FILTERS = ['warehouseId', 'slotId', 'status', 'paymentMethod', 'q'] as const;
const filtersOf = (url: URL) => ({
  ...urlFilters(url, FILTERS),
  status: oneOf(ORDER_STATUSES, url.searchParams.get('status') ?? undefined),
  paymentMethod: oneOf(ADMIN_PAYMENT_METHODS, url.searchParams.get('paymentMethod') ?? undefined),
  date: url.searchParams.has('date') ? dateParam(url.searchParams, 'date') : localDate(new Date()),
});

/** /admin/commandes: the orders of the staff member's warehouses, by day, filtered and searched; its CSV. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const account = await requireStaff(request, context);
  const filters = filtersOf(new URL(request.url));
  const list = await listOrCsv(request, orderColumns, 'commandes', (paging) =>
    adminApi(request, context).call(routes.listAdminOrders, {
      query: { ...filters, ...paging },
    }),
  );
  return list instanceof Response ? list : { list, filters, warehouses: account.warehouses };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'adminOrders.title');
export { AdminErrorBoundary as ErrorBoundary } from '../components/admin/AdminError';

export default function Orders() {
  const { list, filters, warehouses } = useLoaderData<typeof loader>();
  const { t, locale } = useI18n();
  const fields = orderFilters(t, intlTag(locale), warehouses, list.page?.slots ?? []);
  return (
    <ListPage
      title="adminOrders.title"
      intro="adminOrders.intro"
      filters={{
        label: 'adminOrders.filters',
        fields,
        values: { date: filters.date ?? '' },
        reset: { to: '/admin/commandes?date=', label: 'adminOrders.everyDay' },
      }}
      list={list}
      columns={orderColumns}
      rowKey={(o) => o.id}
      empty="adminOrders.empty"
      minWidth="min-w-[50rem]"
      csv
    />
  );
}
