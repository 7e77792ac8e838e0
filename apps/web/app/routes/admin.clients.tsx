import type { adminCustomerRowSchema, pageOf } from '@consigne/contract';
import { intlTag } from '@consigne/domain';
import { Link, useLoaderData } from 'react-router';
import type { z } from 'zod';
import type { Route } from './+types/admin.clients';
import { AdminPage, Panel } from '../components/admin/AdminPage';
import { Pagination } from '../components/admin/Pagination';
import { Notice } from '../components/account/Notice';
import { useI18n } from '../i18n';
import { adminMeta, formatDateTime } from '../lib/admin';
import { adminApi, pageParam, requireStaff } from '../lib/admin.server';
import { AdminSearch } from '../components/admin/Filters';

type CustomersPage = z.infer<ReturnType<typeof pageOf<typeof adminCustomerRowSchema>>>;

/** /admin/clients: customers by name, e-mail, phone or postcode (a manager: those of their warehouses). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const url = new URL(request.url);
  const q = url.searchParams.get('q')?.trim() || undefined;
  const result = await adminApi(request, context).request<CustomersPage>('GET', '/admin/customers', {
    query: { q, page: pageParam(url), perPage: 50 },
  });
  return { page: result.data, error: result.error, q: q ?? '' };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'adminOrders.customersTitle');
export { AdminErrorBoundary as ErrorBoundary } from '../components/admin/AdminError';

export default function Customers() {
  const { page, error, q } = useLoaderData<typeof loader>();
  const { t, locale } = useI18n();
  const tag = intlTag(locale);
  return (
    <AdminPage title={t('adminOrders.customersTitle')} intro={t('adminOrders.customersIntro')}>
      <AdminSearch
        id="customers-q"
        label={t('adminOrders.search')}
        submitLabel={t('adminOrders.searchSubmit')}
        value={q}
        placeholder={t('adminOrders.customerSearchHint')}
        className="mb-4"
      />
      {error !== null && <Notice kind="error">{error}</Notice>}
      {page && (
        <Panel className="overflow-x-auto p-0 sm:p-0">
          {page.rows.length === 0 ? (
            <p className="p-6 text-ink-soft">{t('adminOrders.noCustomer')}</p>
          ) : (
            <table className="w-full min-w-[44rem] text-left text-sm">
              <thead className="border-b border-line bg-sand/60">
                <tr>
                  <th scope="col" className="px-4 py-2">
                    {t('adminOrders.name')}
                  </th>
                  <th scope="col" className="px-4 py-2">
                    {t('adminOrders.email')}
                  </th>
                  <th scope="col" className="px-4 py-2">
                    {t('adminOrders.phone')}
                  </th>
                  <th scope="col" className="px-4 py-2 text-right">
                    {t('adminOrders.orderCount')}
                  </th>
                  <th scope="col" className="px-4 py-2">
                    {t('adminOrders.since')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {page.rows.map((c) => (
                  <tr key={c.id}>
                    <th scope="row" className="px-4 py-2">
                      <Link to={`/admin/clients/${c.id}`} className="font-semibold text-forest underline">
                        {c.firstname} {c.lastname}
                      </Link>
                      {c.blocked && (
                        <span className="ml-2 rounded-full bg-danger-soft px-2 py-0.5 text-xs font-semibold text-danger">
                          {t('adminOrders.blockedBadge')}
                        </span>
                      )}
                    </th>
                    <td className="break-all px-4 py-2">{c.email}</td>
                    <td className="whitespace-nowrap px-4 py-2">{c.phone ?? '—'}</td>
                    <td className="px-4 py-2 text-right tabular-nums">{c.orderCount}</td>
                    <td className="whitespace-nowrap px-4 py-2">{formatDateTime(c.createdAt, tag)}</td>
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
