import * as routes from '@consigne/contract/routes';
import { useLoaderData } from 'react-router';
import type { Route } from './+types/admin.demandes-hors-zone';
import type { Column } from '../components/admin/DataTable';
import { warehouseFilter } from '../components/admin/Filters';
import { ListPage } from '../components/admin/ListPage';
import { adminMeta, formatDateTime, useAdminAccount } from '../lib/admin';
import { urlFilters, type RowOf } from '../lib/admin-list';
import { adminApi, pageParam, requireStaff } from '../lib/admin.server';

type Lead = RowOf<'listAdminLeads'>;

const columns: Column<Lead>[] = [
  { key: 'email', header: 'adminBoard.email', className: 'break-all', value: (l) => l.email },
  {
    key: 'postalCode',
    header: 'adminBoard.postalCode',
    className: 'whitespace-nowrap',
    value: (l) => l.postalCode,
  },
  { key: 'city', header: 'adminBoard.city', value: (l) => l.city },
  { key: 'country', header: 'adminBoard.country', value: (l) => l.country },
  {
    key: 'createdAt',
    header: 'adminBoard.leftAt',
    className: 'whitespace-nowrap',
    value: (l, { tag }) => formatDateTime(l.createdAt, tag),
  },
];

/**
 * /admin/demandes-hors-zone: the e-mails left for an address not served yet, from the areas of one
 * warehouse (a manager's own; `warehouseId` for who runs more than one), newest first.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const url = new URL(request.url);
  const { warehouseId } = urlFilters(url, ['warehouseId']);
  const result = await adminApi(request, context).call(routes.listAdminLeads, {
    query: { warehouseId, page: pageParam(url), perPage: 50 },
  });
  return { list: { page: result.data, error: result.error }, warehouseId: result.data?.warehouse.id };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'adminBoard.leadsTitle');
export { AdminErrorBoundary as ErrorBoundary } from '../components/admin/AdminError';

export default function Leads() {
  const { list, warehouseId } = useLoaderData<typeof loader>();
  const account = useAdminAccount();
  const fields = warehouseFilter(account, 'adminBoard.warehouse');
  return (
    <ListPage
      title="adminBoard.leadsTitle"
      intro="adminBoard.leadsIntro"
      filters={
        fields.length
          ? {
              label: 'adminBoard.leadsFilters',
              fields,
              values: { warehouseId: warehouseId === undefined ? undefined : String(warehouseId) },
            }
          : undefined
      }
      list={list}
      columns={columns}
      rowKey={(l) => l.id}
      empty="adminBoard.leadsEmpty"
    />
  );
}
