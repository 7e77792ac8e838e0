import type { CallResponse } from '@consigne/contract';
import * as routes from '@consigne/contract/routes';
import type { LOCALES } from '@consigne/domain';
import type { ReactNode } from 'react';
import { Form, Link, useLoaderData } from 'react-router';
import type { Route } from './+types/admin.produits';
import { AdminPage, Panel } from '../components/admin/AdminPage';
import { Pagination } from '../components/admin/Pagination';
import { Notice } from '../components/account/Notice';
import { useI18n } from '../i18n';
import { adminApi, pageParam, requireStaff } from '../lib/admin.server';
import { adminMeta } from '../lib/admin';
import { oneOf } from '../lib/admin-list';

const AVAILABILITIES = ['available', 'unavailable', 'unsold'] as const;
const FILTERS = ['search', 'masterId', 'packageTypeId', 'availability', 'warehouse', 'incomplete'] as const;

/**
 * /admin/produits: every product, searched, filtered and paged by the API. A manager looks at their
 * warehouses by default ('mine'); "all" shows the whole catalogue.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const account = await requireStaff(request, context);
  const url = new URL(request.url);
  const filters = Object.fromEntries(FILTERS.map((f) => [f, url.searchParams.get(f) ?? ''])) as Record<
    (typeof FILTERS)[number],
    string
  >;
  if (!url.searchParams.has('warehouse') && account.role === 'manager') filters.warehouse = 'mine';
  const api = adminApi(request, context);
  const [list, options] = await Promise.all([
    api.call(routes.listAdminProducts, {
      query: {
        ...filters,
        // The list's own links and form give no other value: an edited address's is left out.
        availability: oneOf(AVAILABILITIES, filters.availability),
        incomplete: filters.incomplete === '1' ? '1' : undefined,
        warehouse: filters.warehouse === 'all' ? '' : filters.warehouse,
        page: pageParam(url),
        perPage: 50,
      },
    }),
    api.call(routes.getAdminProductOptions),
  ]);
  return {
    page: list.data,
    error: list.error ?? options.error,
    options: options.data,
    filters,
    isAdmin: account.role === 'admin',
  };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'adminCatalog.title');
export { AdminErrorBoundary as ErrorBoundary } from '../components/admin/AdminError';

export default function Products() {
  const { page, error, options, filters, isAdmin } = useLoaderData<typeof loader>();
  const { t } = useI18n();
  return (
    <AdminPage
      title={t('adminCatalog.title')}
      intro={t('adminCatalog.intro')}
      actions={
        isAdmin && (
          <Link to="/admin/produits/nouveau" className="btn btn-primary">
            {t('adminCatalog.new')}
          </Link>
        )
      }
    >
      {error !== null && <Notice kind="error">{t('admin.loadError')}</Notice>}
      <Filters filters={filters} options={options} />
      {page && (
        <>
          <Panel className="overflow-x-auto p-0 sm:p-0">
            <ProductTable rows={page.rows} />
          </Panel>
          <Pagination page={page.page} perPage={page.perPage} total={page.total} />
        </>
      )}
    </AdminPage>
  );
}

function Select({
  id,
  label,
  value,
  children,
}: {
  id: string;
  label: string;
  value: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={`filter-${id}`} className="field-label">
        {label}
      </label>
      <select id={`filter-${id}`} name={id} defaultValue={value} className="field-input h-11 w-full">
        {children}
      </select>
    </div>
  );
}

function Filters({
  filters,
  options,
}: {
  filters: Record<string, string>;
  options: CallResponse<'getAdminProductOptions'> | null;
}) {
  const { t } = useI18n();
  return (
    <Form method="get" role="search" aria-label={t('adminCatalog.filters')} className="mb-4">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-6">
        <div className="col-span-2 md:col-span-3 lg:col-span-2">
          <label htmlFor="filter-search" className="field-label">
            {t('adminCatalog.search')}
          </label>
          <input
            id="filter-search"
            name="search"
            type="search"
            defaultValue={filters.search}
            className="field-input h-11 w-full"
          />
        </div>
        <Select id="masterId" label={t('adminCatalog.master')} value={filters.masterId ?? ''}>
          <option value="">{t('adminCatalog.all')}</option>
          {options?.masters.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
            </option>
          ))}
        </Select>
        <Select id="packageTypeId" label={t('adminCatalog.format')} value={filters.packageTypeId ?? ''}>
          <option value="">{t('adminCatalog.all')}</option>
          {options?.packageTypes.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </Select>
        <Select id="availability" label={t('adminCatalog.availability')} value={filters.availability ?? ''}>
          <option value="">{t('adminCatalog.all')}</option>
          {AVAILABILITIES.map((a) => (
            <option key={a} value={a}>
              {t(`adminCatalog.availability.${a}`)}
            </option>
          ))}
        </Select>
        <Select id="warehouse" label={t('adminCatalog.warehouse')} value={filters.warehouse || 'all'}>
          <option value="all">{t('adminCatalog.all')}</option>
          <option value="mine">{t('adminCatalog.mine')}</option>
          {options?.warehouses.map((w) => (
            <option key={w.id} value={w.id}>
              {w.name}
            </option>
          ))}
        </Select>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-4">
        <label className="inline-flex min-h-10 items-center gap-2 text-sm">
          <input type="checkbox" name="incomplete" value="1" defaultChecked={filters.incomplete === '1'} />
          {t('adminCatalog.incomplete')}
        </label>
        <button type="submit" className="btn btn-outline min-h-10">
          {t('adminCatalog.apply')}
        </button>
        <Link to="/admin/produits?warehouse=all" className="text-sm underline">
          {t('adminCatalog.reset')}
        </Link>
      </div>
    </Form>
  );
}

function ProductTable({ rows }: { rows: CallResponse<'listAdminProducts'>['rows'] }) {
  const { t } = useI18n();
  if (!rows.length) return <p className="p-6 text-ink-soft">{t('adminCatalog.empty')}</p>;
  const localeName = (l: (typeof LOCALES)[number]) => t(`adminCatalog.locale.${l}`);
  return (
    <table className="w-full min-w-[44rem] text-left text-sm">
      <thead className="border-b border-line bg-sand/60">
        <tr>
          <th scope="col" className="px-4 py-2">
            {t('adminCatalog.col.product')}
          </th>
          <th scope="col" className="px-4 py-2">
            {t('adminCatalog.col.rayon')}
          </th>
          <th scope="col" className="px-4 py-2">
            {t('adminCatalog.col.format')}
          </th>
          <th scope="col" className="px-4 py-2">
            {t('adminCatalog.col.sales')}
          </th>
          <th scope="col" className="px-4 py-2">
            {t('adminCatalog.col.status')}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-line align-top">
        {rows.map((row) => (
          <tr key={row.id}>
            <th scope="row" className="px-4 py-3 font-normal">
              <div className="flex items-start gap-3">
                <img
                  src={row.thumb.url}
                  width={48}
                  height={48}
                  alt=""
                  loading="lazy"
                  className="size-12 shrink-0 rounded-lg bg-sand object-contain"
                />
                <div className="min-w-0">
                  <Link
                    to={`/admin/produits/${row.id}`}
                    className="font-semibold underline-offset-2 hover:underline"
                  >
                    {row.name}
                  </Link>
                  <p className="text-xs text-ink-soft">
                    {row.brand} · {row.volumeLabel} · n° {row.id}
                  </p>
                  {row.missingLocales.length > 0 && (
                    <p className="mt-1 inline-block rounded bg-warning-soft px-1.5 py-0.5 text-xs font-semibold text-warning">
                      {t('adminCatalog.missing', { locales: row.missingLocales.map(localeName).join(', ') })}
                    </p>
                  )}
                </div>
              </div>
            </th>
            <td className="px-4 py-3">
              {row.master.name}
              <span className="block text-xs text-ink-soft">{row.category.name}</span>
            </td>
            <td className="px-4 py-3">{row.packageType.name}</td>
            <td className="px-4 py-3">
              {row.entries.total
                ? t('adminCatalog.entries', { available: row.entries.available, total: row.entries.total })
                : t('adminCatalog.unsold')}
            </td>
            <td className="px-4 py-3">
              {row.isHidden ? t('adminCatalog.hidden') : t('adminCatalog.visible')}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
