import * as routes from '@consigne/contract/routes';
import { Link, useLoaderData } from 'react-router';
import type { Route } from './+types/admin.codes-promo';
import { searchFilter } from '../components/admin/Filters';
import { ListPage } from '../components/admin/ListPage';
import { promoColumns } from '../components/admin/promo/list';
import { useI18n } from '../i18n';
import { adminMeta } from '../lib/admin';
import { urlFilters } from '../lib/admin-list';
import { listOrCsv } from '../lib/admin-list.server';
import { adminApi, requireAdmin } from '../lib/admin.server';

/** /admin/codes-promo: the promo codes with their uses and revenue, searchable (admins only); their CSV. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const filters = urlFilters(new URL(request.url), ['q']);
  return listOrCsv(request, promoColumns, 'codes-promo', (paging) =>
    adminApi(request, context).call(routes.listAdminPromoCodes, {
      query: { ...filters, ...paging },
    }),
  );
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'admin.promo.title');
export { AdminErrorBoundary as ErrorBoundary } from '../components/admin/AdminError';

export default function PromoCodes() {
  const list = useLoaderData<typeof loader>();
  const { t } = useI18n();
  return (
    <ListPage
      title="admin.promo.title"
      intro="admin.promo.intro"
      actions={
        <Link to="/admin/codes-promo/nouveau" className="btn btn-primary">
          {t('admin.promo.new')}
        </Link>
      }
      filters={{ label: 'admin.promo.search', fields: [searchFilter('admin.promo.search')] }}
      list={list}
      columns={promoColumns}
      rowKey={(c) => c.id}
      empty="admin.promo.empty"
      csv
    />
  );
}
