import * as routes from '@consigne/contract/routes';
import { useLoaderData } from 'react-router';
import type { Route } from './+types/admin.journal';
import type { Column } from '../components/admin/DataTable';
import { ListPage } from '../components/admin/ListPage';
import { useI18n } from '../i18n';
import { adminMeta, formatDateTime } from '../lib/admin';
import { urlFilters, type RowOf } from '../lib/admin-list';
import { listOrCsv } from '../lib/admin-list.server';
import { adminApi, requireAdmin } from '../lib/admin.server';

type Entry = RowOf<'listAuditEntries'>;

const ENTITIES = [
  'product',
  'product_warehouse',
  'category',
  'tag',
  'promo_code',
  'content',
  'redirect',
  'user',
];

/** A state of the element as the page shows it (indented) and as the file writes it (one line). */
const json = (value: unknown) => (value == null ? '—' : JSON.stringify(value, null, 1));
const jsonLine = (value: unknown) => (value == null ? '' : JSON.stringify(value));

const PRE = 'max-h-40 overflow-auto whitespace-pre-wrap break-all text-xs';

function Change({ entry }: { entry: Entry }) {
  const { t } = useI18n();
  return (
    <div className="grid gap-2 md:grid-cols-2">
      {(['before', 'after'] as const).map((side) => (
        <div key={side}>
          <p className="text-xs font-semibold text-ink-soft">{t(`admin.audit.${side}`)}</p>
          <pre className={PRE}>{json(entry[side])}</pre>
        </div>
      ))}
    </div>
  );
}

const columns: Column<Entry>[] = [
  {
    key: 'when',
    header: 'admin.audit.when',
    className: 'whitespace-nowrap font-normal',
    value: (e, { tag }) => formatDateTime(e.at, tag),
  },
  {
    key: 'who',
    header: 'admin.audit.who',
    className: '[overflow-wrap:anywhere]',
    value: (e) => e.actorEmail,
  },
  { key: 'what', header: 'admin.audit.what', className: 'font-mono', value: (e) => e.action },
  {
    key: 'entity',
    header: 'admin.audit.entity',
    value: (e) => `${e.entity}${e.entityId ? ` #${e.entityId}` : ''}`,
  },
  { key: 'change', header: 'admin.audit.change', cell: (e) => <Change entry={e} />, csv: false },
  { key: 'before', header: 'admin.audit.before', csv: (e) => jsonLine(e.before) },
  { key: 'after', header: 'admin.audit.after', csv: (e) => jsonLine(e.after) },
];

/** /admin/journal: the audit log, newest first, filtered by kind of element (admins only); its CSV. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const filters = urlFilters(new URL(request.url), ['entity']);
  return listOrCsv(request, columns, 'journal', (paging) =>
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
            options: ENTITIES.map((e) => [e, e]),
          },
        ],
      }}
      list={list}
      columns={columns}
      rowKey={(e) => e.id}
      empty="admin.audit.empty"
      minWidth="min-w-[48rem]"
      csv
    />
  );
}
