import * as routes from '@consigne/contract/routes';
import { useLoaderData } from 'react-router';
import type { Route } from './+types/admin.journal';
import { AUDIT_ENTITIES, auditColumns } from '../components/admin/audit/list';
import { ListPage } from '../components/admin/ListPage';
import { adminMeta } from '../lib/admin';
import { urlFilters } from '../lib/admin-list';
import { listOrCsv } from '../lib/admin-list.server';
import { adminApi, requireAdmin } from '../lib/admin.server';

/** /admin/journal: the audit log, newest first, filtered by kind of element (admins only); its CSV. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const filters = urlFilters(new URL(request.url), ['entity']);
  return listOrCsv(request, auditColumns, 'journal', (paging) =>
    adminApi(request, context).call(routes.listAuditEntries, {
      query: { ...filters, ...paging },
    }),
  );
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'admin.audit.title');
export { AdminErrorBoundary as ErrorBoundary } from '../components/admin/AdminError';

export default function AuditLog() {
  const list = useLoaderData<typeof loader>();
  return (
    <ListPage
      title="admin.audit.title"
      intro="admin.audit.intro"
      filters={{
        label: 'admin.audit.filterEntity',
        fields: [
          {
            kind: 'select',
            name: 'entity',
            label: 'admin.audit.filterEntity',
            all: 'admin.audit.allEntities',
            options: AUDIT_ENTITIES.map((e) => [e, e]),
          },
        ],
      }}
      list={list}
      columns={auditColumns}
      rowKey={(e) => e.id}
      empty="admin.audit.empty"
      minWidth="min-w-[48rem]"
      csv
    />
  );
}
