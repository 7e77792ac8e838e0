import { id, REDIRECT_STATUSES, saveRedirectBody } from '@consigne/contract';
import * as routes from '@consigne/contract/routes';
import { useActionData, useLoaderData } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/admin.redirections';
import { Panel } from '../components/admin/AdminPage';
import { RedirectForm, type Redirect } from '../components/admin/content/RedirectForm';
import type { Column } from '../components/admin/DataTable';
import { searchFilter } from '../components/admin/Filters';
import { ListPage } from '../components/admin/ListPage';
import { Notice } from '../components/account/Notice';
import { useI18n } from '../i18n';
import { adminMeta } from '../lib/admin';
import { refusalOf } from '../lib/admin-form.server';
import { urlFilters } from '../lib/admin-list';
import { listOrCsv } from '../lib/admin-list.server';
import { adminApi, requireAdmin } from '../lib/admin.server';
import { intent, parseIntent, refusalWith, unreachable, type ParsedIntent } from '../lib/form-intent.server';

/** Each row is its own form (the header names its fields); the CSV has the path, target and status. */
const columns: Column<Redirect>[] = [
  { key: 'path', header: 'admin.content.redirectPath', csv: (r) => r.path },
  { key: 'target', header: 'admin.content.redirectTarget', csv: (r) => r.target },
  { key: 'status', header: 'admin.content.redirectStatus', csv: (r) => r.status },
  {
    key: 'row',
    header: 'admin.content.redirectRow',
    // The row's header cell holds a form: its fields are not headings.
    className: 'font-normal',
    cell: (r) => <RedirectRow row={r} />,
    csv: false,
  },
];

/** /admin/redirections: the storefront's server-supplied redirects, admins only; their CSV. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const filters = urlFilters(new URL(request.url), ['q']);
  const list = await listOrCsv(request, columns, 'redirections', (paging) =>
    adminApi(request, context).call(routes.listAdminRedirects, { query: { ...filters, ...paging } }),
  );
  // From the server: the contract's module holds zod, which the page's script must not import.
  return list instanceof Response ? list : { list, statuses: REDIRECT_STATUSES };
}

const target = { id: id(), version: id() };
/** The redirections page's actions: a row's path, target and status checked with the API's schema. */
const INTENTS = {
  create: intent(saveRedirectBody.omit({ version: true })),
  update: intent(saveRedirectBody.extend(target)),
  delete: intent(z.object(target)),
};

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  const form = await request.formData();
  const parsed = parseIntent(request, form, INTENTS);
  if (!parsed.ok) return refusalWith(parsed.refusal, { row: String(form.get('id') ?? '') || 'new' });
  const { intent } = parsed.value;
  const row = parsed.value.intent === 'create' ? 'new' : String(parsed.value.body.id);
  const result = await send(adminApi(request, context), parsed.value);
  if (result.error !== null) return refusalWith(refusalOf(result, intent), { row });
  return { ok: true as const, intent, row, error: null, errors: [] };
}

function send(api: ReturnType<typeof adminApi>, parsed: ParsedIntent<typeof INTENTS>) {
  switch (parsed.intent) {
    case 'create':
      return api.call(routes.createAdminRedirect, { body: parsed.body });
    case 'update': {
      const { id: redirectId, ...body } = parsed.body;
      return api.call(routes.updateAdminRedirect, { params: { id: redirectId }, body });
    }
    case 'delete':
      return api.call(routes.deleteAdminRedirect, {
        params: { id: parsed.body.id },
        query: { version: parsed.body.version },
      });
    default:
      return unreachable(parsed);
  }
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'admin.content.redirects');
export { AdminErrorBoundary as ErrorBoundary } from '../components/admin/AdminError';

/** The action's answer when it is about `row` ('new': the creation form). */
function useRowResult(row: string) {
  const result = useActionData<typeof action>();
  return result?.row === row ? result : undefined;
}

function RedirectRow({ row }: { row: Redirect }) {
  const { statuses } = useLoaderData<typeof loader>();
  return <RedirectForm row={row} statuses={statuses} result={useRowResult(String(row.id))} />;
}

export default function RedirectList() {
  const { list, statuses } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useI18n();
  return (
    <ListPage
      title="admin.content.redirects"
      intro="admin.content.redirectsIntro"
      filters={{
        label: 'admin.content.search',
        fields: [searchFilter('admin.content.search')],
      }}
      list={list}
      columns={columns}
      rowKey={(r) => `${r.id}-${r.version}`}
      empty="admin.content.noRedirect"
      minWidth="min-w-[20rem]"
      csv
    >
      {result?.ok && (
        <Notice kind="success" className="mb-4">
          {t(result.intent === 'delete' ? 'admin.content.redirectDeleted' : 'admin.saved')}
        </Notice>
      )}
      <Panel className="mb-8">
        <h2 className="mb-3 text-lg font-bold">{t('admin.content.newRedirect')}</h2>
        <RedirectForm row={null} statuses={statuses} result={useRowResult('new')} />
      </Panel>
    </ListPage>
  );
}
