import * as routes from '@consigne/contract/routes';
import { intlTag } from '@consigne/domain';
import { Form, useLoaderData } from 'react-router';
import type { Route } from './+types/admin.journal';
import { AdminPage, Panel } from '../components/admin/AdminPage';
import { Pagination } from '../components/admin/Pagination';
import { Notice } from '../components/account/Notice';
import { useI18n } from '../i18n';
import { adminMeta, formatDateTime } from '../lib/admin';
import { adminApi, pageParam, requireAdmin } from '../lib/admin.server';

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

/** /admin/journal: the audit log, newest first, filtered by kind of element (admins only). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const url = new URL(request.url);
  const entity = url.searchParams.get('entity') || undefined;
  const result = await adminApi(request, context).call(routes.listAuditEntries, {
    query: { page: pageParam(url), perPage: 50, entity },
  });
  return { page: result.data, error: result.error, entity: entity ?? '' };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'admin.audit.title');

const json = (value: unknown) => (value == null ? '—' : JSON.stringify(value, null, 1));

export default function AuditLog() {
  const { page, error, entity } = useLoaderData<typeof loader>();
  const { t, locale } = useI18n();
  return (
    <AdminPage title={t('admin.audit.title')} intro={t('admin.audit.intro')}>
      <Form method="get" className="mb-4 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="audit-entity" className="field-label">
            {t('admin.audit.filterEntity')}
          </label>
          <select id="audit-entity" name="entity" defaultValue={entity} className="field-input w-56">
            <option value="">{t('admin.audit.allEntities')}</option>
            {ENTITIES.map((e) => (
              <option key={e} value={e}>
                {e}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn-outline">
          {t('admin.audit.filter')}
        </button>
      </Form>
      {error !== null && <Notice kind="error">{t('admin.loadError')}</Notice>}
      {page && (
        <Panel className="overflow-x-auto p-0 sm:p-0">
          {page.rows.length === 0 ? (
            <p className="p-6 text-ink-soft">{t('admin.audit.empty')}</p>
          ) : (
            <table className="w-full min-w-[48rem] text-left text-sm">
              <thead className="border-b border-line bg-sand/60">
                <tr>
                  <th scope="col" className="px-4 py-2">
                    {t('admin.audit.when')}
                  </th>
                  <th scope="col" className="px-4 py-2">
                    {t('admin.audit.who')}
                  </th>
                  <th scope="col" className="px-4 py-2">
                    {t('admin.audit.what')}
                  </th>
                  <th scope="col" className="px-4 py-2">
                    {t('admin.audit.entity')}
                  </th>
                  <th scope="col" className="px-4 py-2">
                    {t('admin.audit.change')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line align-top">
                {page.rows.map((entry) => (
                  <tr key={entry.id}>
                    <td className="whitespace-nowrap px-4 py-2">
                      {formatDateTime(entry.at, intlTag(locale))}
                    </td>
                    <td className="px-4 py-2">{entry.actorEmail}</td>
                    <td className="px-4 py-2 font-mono">{entry.action}</td>
                    <td className="px-4 py-2">
                      {entry.entity}
                      {entry.entityId ? ` #${entry.entityId}` : ''}
                    </td>
                    <td className="px-4 py-2">
                      <div className="grid gap-2 md:grid-cols-2">
                        <div>
                          <p className="text-xs font-semibold text-ink-soft">{t('admin.audit.before')}</p>
                          <pre className="max-h-40 overflow-auto whitespace-pre-wrap break-all text-xs">
                            {json(entry.before)}
                          </pre>
                        </div>
                        <div>
                          <p className="text-xs font-semibold text-ink-soft">{t('admin.audit.after')}</p>
                          <pre className="max-h-40 overflow-auto whitespace-pre-wrap break-all text-xs">
                            {json(entry.after)}
                          </pre>
                        </div>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </Panel>
      )}
      {page && <Pagination page={page.page} perPage={page.perPage} total={page.total} />}
    </AdminPage>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '../components/admin/AdminError';
