import * as routes from '@consigne/contract/routes';
import { intlTag } from '@consigne/domain';
import { Link, useLoaderData } from 'react-router';
import type { Route } from './+types/admin._index';
import { AdminPage, Panel } from '../components/admin/AdminPage';
import { navFor } from '../components/admin/nav';
import { useI18n } from '../i18n';
import { adminMeta, formatDateTime, useAdminAccount } from '../lib/admin';
import { adminApi, requireStaff } from '../lib/admin.server';

/** The back-office's home: the sections of the account's role and, for admins, the latest changes. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const account = await requireStaff(request, context);
  if (account.role !== 'admin') return { recent: null };
  const result = await adminApi(request, context).call(routes.listAuditEntries, {
    query: { perPage: 8 },
  });
  return { recent: result.data?.rows ?? [] };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches);

export default function AdminDashboard() {
  const { recent } = useLoaderData<typeof loader>();
  const account = useAdminAccount();
  const { t, locale } = useI18n();
  const sections = navFor(account.role).filter((item) => item.to !== '/admin');
  return (
    <AdminPage
      title={t('admin.dashboard.hello', { name: account.firstname })}
      intro={
        account.role === 'admin'
          ? t('admin.dashboard.scopeAll')
          : t('admin.dashboard.scope', { warehouses: account.warehouses.map((w) => w.name).join(', ') })
      }
    >
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {sections.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              className="block rounded-card border border-line bg-white px-5 py-4 font-semibold hover:border-forest hover:bg-leaf-soft"
            >
              {t(item.label)}
            </Link>
          </li>
        ))}
      </ul>
      {recent && (
        <Panel className="mt-8">
          <div className="mb-3 flex items-center justify-between gap-3">
            <h2 className="text-lg font-bold">{t('admin.dashboard.recent')}</h2>
            <Link to="/admin/journal" className="text-sm font-semibold underline">
              {t('admin.dashboard.seeAll')}
            </Link>
          </div>
          {recent.length === 0 ? (
            <p className="text-ink-soft">{t('admin.dashboard.noRecent')}</p>
          ) : (
            <ul className="divide-y divide-line">
              {recent.map((entry) => (
                <li key={entry.id} className="flex flex-wrap justify-between gap-2 py-2 text-sm">
                  <span className="min-w-0 [overflow-wrap:anywhere]">
                    <span className="font-mono">{entry.action}</span> · {entry.entity}
                    {entry.entityId ? ` #${entry.entityId}` : ''}
                  </span>
                  <span className="min-w-0 text-ink-soft [overflow-wrap:anywhere]">
                    {entry.actorEmail} · {formatDateTime(entry.at, intlTag(locale))}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Panel>
      )}
    </AdminPage>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '../components/admin/AdminError';
