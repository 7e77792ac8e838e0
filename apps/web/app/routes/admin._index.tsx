import * as routes from '@consigne/contract/routes';
import { boardDate, BOARD_DAYS, intlTag, localDate } from '@consigne/domain';
import { Form, Link, useLoaderData } from 'react-router';
import type { Route } from './+types/admin._index';
import { AdminPage, Panel } from '../components/admin/AdminPage';
import { Board } from '../components/admin/board/Board';
import { Notice } from '../components/account/Notice';
import { useI18n, type MessageKey } from '../i18n';
import { adminMeta, formatDateTime, useAdminAccount } from '../lib/admin';
import { adminApi, requireStaff } from '../lib/admin.server';
import { dateParam } from '../lib/date-param';

/**
 * The back-office's home: the manager's board — a warehouse's day (today, or another day the URL
 * names; `warehouseId` for who runs more than one), each figure a link to its list — and, for admins,
 * the latest changes.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const account = await requireStaff(request, context);
  const url = new URL(request.url);
  const today = localDate(new Date());
  const date = dateParam(url.searchParams, 'date') ?? today;
  const asked = Number(url.searchParams.get('warehouseId'));
  const warehouseId = Number.isInteger(asked) && asked > 0 ? asked : undefined;
  const api = adminApi(request, context);
  const [board, recent] = await Promise.all([
    api.call(routes.getAdminBoard, { query: { warehouseId, date } }),
    account.role === 'admin' ? api.call(routes.listAuditEntries, { query: { perPage: 8 } }) : null,
  ]);
  return {
    board: board.data,
    error: board.error,
    today,
    date,
    recent: recent ? (recent.data?.rows ?? []) : null,
  };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches);

export default function AdminDashboard() {
  const { board, error, today, date, recent } = useLoaderData<typeof loader>();
  const account = useAdminAccount();
  const { t, locale } = useI18n();
  const warehouseId = board?.warehouse.id;
  const dayHref = (day: string) => {
    const params = new URLSearchParams({ date: day });
    if (warehouseId !== undefined) params.set('warehouseId', String(warehouseId));
    return `/admin?${params}`;
  };
  return (
    <AdminPage
      title={t('admin.dashboard.hello', { name: account.firstname })}
      intro={
        account.role === 'admin'
          ? `${t('admin.dashboard.scopeAll')} ${t('adminBoard.intro')}`
          : `${t('admin.dashboard.scope', { warehouses: account.warehouses.map((w) => w.name).join(', ') })} ${t('adminBoard.intro')}`
      }
    >
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <nav aria-label={t('adminBoard.days')} className="flex rounded-full border border-line bg-white p-1">
          {BOARD_DAYS.map((day) => {
            const value = boardDate(today, day);
            return (
              <Link
                key={day}
                to={dayHref(value)}
                aria-current={value === date ? 'page' : undefined}
                className={`rounded-full px-4 py-1.5 text-sm font-semibold ${
                  value === date ? 'bg-forest text-white' : 'text-ink hover:bg-leaf-soft'
                }`}
              >
                {t(`adminBoard.${day}` as MessageKey)}
              </Link>
            );
          })}
        </nav>
        {(account.role === 'admin' || account.warehouses.length > 1) && (
          <Form method="get" className="flex flex-wrap items-end gap-2" aria-label={t('adminBoard.choose')}>
            <input type="hidden" name="date" value={date} />
            <div>
              <label htmlFor="board-warehouse" className="field-label">
                {t('adminBoard.warehouse')}
              </label>
              <select
                id="board-warehouse"
                name="warehouseId"
                defaultValue={warehouseId}
                key={warehouseId}
                className="field-input"
              >
                {account.warehouses.map((w) => (
                  <option key={w.id} value={w.id}>
                    {w.name}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className="btn btn-outline">
              {t('adminBoard.show')}
            </button>
          </Form>
        )}
      </div>
      {error !== null && <Notice kind="error">{error}</Notice>}
      {board && <Board board={board} />}
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
