import { PRODUCT_AVAILABILITIES } from '@consigne/contract';
import * as routes from '@consigne/contract/routes';
import { Link, useLoaderData } from 'react-router';
import type { Route } from './+types/admin.produits';
import { ListPage } from '../components/admin/ListPage';
import { productColumns, productFilters } from '../components/admin/products/list';
import { useI18n } from '../i18n';
import { adminMeta } from '../lib/admin';
import { isCsvRequest, oneOf, urlFilters } from '../lib/admin-list';
import { listOrCsv } from '../lib/admin-list.server';
import { adminApi, requireStaff } from '../lib/admin.server';

/**
 * The list's filters as the URL holds them. A manager looks at their warehouses by default ('mine');
 * 'all' (the reset link's) or an empty choice shows the whole catalogue. The list's own form gives no
 * other availability or incomplete value: an edited address's is left out.
 */
function filtersOf(url: URL, role: string) {
  const filters = urlFilters(url, ['search', 'masterId', 'packageTypeId', 'warehouse']);
  const warehouse = url.searchParams.has('warehouse') || role !== 'manager' ? filters.warehouse : 'mine';
  return {
    ...filters,
    availability: oneOf(PRODUCT_AVAILABILITIES, url.searchParams.get('availability') ?? undefined),
    incomplete: url.searchParams.get('incomplete') === '1' ? ('1' as const) : undefined,
    warehouse: warehouse === 'all' ? undefined : warehouse,
  };
}

/** /admin/produits: every product, searched, filtered and paged by the API; their CSV. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const account = await requireStaff(request, context);
  const url = new URL(request.url);
  const filters = filtersOf(url, account.role);
  const api = adminApi(request, context);
  const [list, options] = await Promise.all([
    listOrCsv(request, productColumns, 'produits', (paging) =>
      api.call(routes.listAdminProducts, { query: { ...filters, ...paging } }),
    ),
    isCsvRequest(url) ? null : api.call(routes.getAdminProductOptions),
  ]);
  if (list instanceof Response) return list;
  return {
    list: { ...list, error: list.error ?? options?.error ?? null },
    options: options?.data ?? null,
    warehouse: filters.warehouse ?? '',
    isAdmin: account.role === 'admin',
  };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'adminCatalog.title');
export { AdminErrorBoundary as ErrorBoundary } from '../components/admin/AdminError';

export default function Products() {
  const { list, options, warehouse, isAdmin } = useLoaderData<typeof loader>();
  const { t } = useI18n();
  return (
    <ListPage
      title="adminCatalog.title"
      intro="adminCatalog.intro"
      actions={
        isAdmin && (
          <Link to="/admin/produits/nouveau" className="btn btn-primary">
            {t('adminCatalog.new')}
          </Link>
        )
      }
      filters={{
        label: 'adminCatalog.filters',
        fields: productFilters(t, options),
        values: { warehouse },
        reset: { to: '/admin/produits?warehouse=all', label: 'adminCatalog.reset' },
      }}
      list={list}
      columns={productColumns}
      rowKey={(p) => p.id}
      empty="adminCatalog.empty"
      csv
    />
  );
}
