import type { AdminPromoCode } from '@consigne/contract';
import * as routes from '@consigne/contract/routes';
import { formatEuros, intlTag, toCents } from '@consigne/domain';
import { Link, useLoaderData } from 'react-router';
import type { Route } from './+types/admin.codes-promo';
import { AdminPage, Panel } from '../components/admin/AdminPage';
import { Pagination } from '../components/admin/Pagination';
import { Notice } from '../components/account/Notice';
import { useI18n } from '../i18n';
import { formatDateTime, adminMeta } from '../lib/admin';
import { promoValue } from '../lib/admin-promo';
import { adminApi, pageParam, requireAdmin } from '../lib/admin.server';
import { AdminSearch } from '../components/admin/Filters';

/** /admin/codes-promo: the promo codes with their uses and revenue, searchable (admins only). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const url = new URL(request.url);
  const q = url.searchParams.get('q')?.trim() || undefined;
  const result = await adminApi(request, context).call(routes.listAdminPromoCodes, {
    query: { page: pageParam(url), perPage: 50, q },
  });
  return { page: result.data, error: result.error, q: q ?? '' };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'admin.promo.title');
export { AdminErrorBoundary as ErrorBoundary } from '../components/admin/AdminError';

export default function PromoCodes() {
  const { page, error, q } = useLoaderData<typeof loader>();
  const { t } = useI18n();
  return (
    <AdminPage
      title={t('admin.promo.title')}
      intro={t('admin.promo.intro')}
      actions={
        <Link to="/admin/codes-promo/nouveau" className="btn btn-primary">
          {t('admin.promo.new')}
        </Link>
      }
    >
      <AdminSearch
        id="promo-search"
        label={t('admin.promo.search')}
        submitLabel={t('admin.promo.searchSubmit')}
        value={q}
        className="mb-4"
      />
      {error !== null && <Notice kind="error">{t('admin.loadError')}</Notice>}
      {page && (
        <>
          <Panel className="overflow-x-auto p-0 sm:p-0">
            <PromoTable rows={page.rows} />
          </Panel>
          <Pagination page={page.page} perPage={page.perPage} total={page.total} />
        </>
      )}
    </AdminPage>
  );
}

function PromoTable({ rows }: { rows: AdminPromoCode[] }) {
  const { t, locale } = useI18n();
  const euros = (value: number) => formatEuros(toCents(value), intlTag(locale));
  if (!rows.length) return <p className="p-4 text-ink-soft">{t('admin.promo.empty')}</p>;
  const headers = ['code', 'value', 'validity', 'status', 'uses', 'orders', 'revenue', 'discount'] as const;
  return (
    <table className="w-full min-w-[44rem] text-left text-sm" data-testid="promo-table">
      <thead className="border-b border-line bg-sand/60">
        <tr>
          {headers.map((h) => (
            <th key={h} scope="col" className="px-3 py-2">
              {t(`admin.promo.col.${h}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-line">
        {rows.map((row) => (
          <tr key={row.id}>
            <th scope="row" className="px-3 py-2 font-semibold">
              <Link to={`/admin/codes-promo/${row.id}`} className="underline underline-offset-2">
                {row.code}
              </Link>
            </th>
            <td className="px-3 py-2">{promoValue(row, euros)}</td>
            <td className="px-3 py-2 text-xs">
              {row.startsAt ? formatDateTime(row.startsAt, intlTag(locale)) : '…'} →{' '}
              {row.endsAt ? formatDateTime(row.endsAt, intlTag(locale)) : '…'}
            </td>
            <td className="px-3 py-2">{row.active ? t('admin.promo.active') : t('admin.promo.disabled')}</td>
            <td className="px-3 py-2 tabular-nums">{row.stats.uses}</td>
            <td className="px-3 py-2 tabular-nums">{row.stats.orders}</td>
            <td className="px-3 py-2 tabular-nums">{euros(row.stats.revenue)}</td>
            <td className="px-3 py-2 tabular-nums">{euros(row.stats.discount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
