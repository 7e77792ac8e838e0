import type { adminOrdersPageSchema } from '@consigne/contract';
import { intlTag, localDate, ORDER_STATUSES } from '@consigne/domain';
import { Form, Link, useLoaderData } from 'react-router';
import type { z } from 'zod';
import type { Route } from './+types/admin.commandes';
import { AdminPage, Panel } from '../components/admin/AdminPage';
import { Pagination } from '../components/admin/Pagination';
import { customerName, euros, paymentKey, slotLabel, statusKey } from '../components/admin/orders/format';
import { StatusBadge } from '../components/admin/orders/StatusBadge';
import { Notice } from '../components/account/Notice';
import { useI18n } from '../i18n';
import { adminMeta } from '../lib/admin';
import { adminApi, pageParam, requireStaff } from '../lib/admin.server';
import { dateParam } from '../lib/date-param';

type OrdersPage = z.infer<typeof adminOrdersPageSchema>;

/**
 * The list's filters as the URL holds them: the day defaults to today; `date=` (empty, or not a day the
 * API takes) means every day.
 */
function filtersOf(url: URL) {
  const value = (name: string) => url.searchParams.get(name)?.trim() || undefined;
  return {
    warehouseId: value('warehouseId'),
    date: url.searchParams.has('date') ? dateParam(url.searchParams, 'date') : localDate(new Date()),
    slotId: value('slotId'),
    status: value('status'),
    paymentMethod: value('paymentMethod'),
    q: value('q'),
  };
}

/** /admin/commandes: the orders of the staff member's warehouses, by day, filtered and searched. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const account = await requireStaff(request, context);
  const url = new URL(request.url);
  const filters = filtersOf(url);
  const result = await adminApi(request, context).request<OrdersPage>('GET', '/admin/orders', {
    query: { ...filters, page: pageParam(url), perPage: 50 },
  });
  return {
    page: result.data,
    error: result.error,
    filters,
    warehouses: account.warehouses,
  };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'adminOrders.title');
export { AdminErrorBoundary as ErrorBoundary } from '../components/admin/AdminError';

export default function Orders() {
  const { page, error, filters, warehouses } = useLoaderData<typeof loader>();
  const { t, locale } = useI18n();
  const tag = intlTag(locale);
  return (
    <AdminPage title={t('adminOrders.title')} intro={t('adminOrders.intro')}>
      <Panel className="mb-4">
        <Form
          method="get"
          className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4"
          aria-label={t('adminOrders.filters')}
        >
          {warehouses.length > 1 && (
            <SelectFilter
              id="orders-warehouse"
              name="warehouseId"
              label={t('adminOrders.warehouse')}
              value={filters.warehouseId}
              all={t('adminOrders.allWarehouses')}
              options={warehouses.map((w) => [String(w.id), w.name])}
            />
          )}
          <div>
            <label htmlFor="orders-date" className="field-label">
              {t('adminOrders.date')}
            </label>
            <input
              id="orders-date"
              type="date"
              name="date"
              defaultValue={filters.date ?? ''}
              className="field-input"
            />
          </div>
          <SelectFilter
            id="orders-slot"
            name="slotId"
            label={t('adminOrders.slot')}
            value={filters.slotId}
            all={t('adminOrders.allSlots')}
            options={(page?.slots ?? []).map((slot) => [
              String(slot.id),
              `${slotLabel(slot, tag, false)}${
                warehouses.length > 1
                  ? ` · ${warehouses.find((w) => w.id === slot.warehouseId)?.name ?? ''}`
                  : ''
              } (${slot.orderCount})`,
            ])}
          />
          <SelectFilter
            id="orders-status"
            name="status"
            label={t('adminOrders.statusLabel')}
            value={filters.status}
            all={t('adminOrders.allStatuses')}
            options={ORDER_STATUSES.map((status) => [status, t(statusKey(status))])}
          />
          <SelectFilter
            id="orders-payment"
            name="paymentMethod"
            label={t('adminOrders.paymentLabel')}
            value={filters.paymentMethod}
            all={t('adminOrders.allPayments')}
            options={(['offline', 'stripe'] as const).map((method) => [method, t(paymentKey(method))])}
          />
          <div className="sm:col-span-2">
            <label htmlFor="orders-q" className="field-label">
              {t('adminOrders.search')}
            </label>
            <input
              id="orders-q"
              type="search"
              name="q"
              defaultValue={filters.q ?? ''}
              placeholder={t('adminOrders.searchHint')}
              className="field-input"
            />
          </div>
          <div className="flex items-end gap-2">
            <button type="submit" className="btn btn-primary">
              {t('adminOrders.filter')}
            </button>
            <Link to="/admin/commandes?date=" className="btn btn-outline whitespace-nowrap">
              {t('adminOrders.everyDay')}
            </Link>
          </div>
        </Form>
      </Panel>
      {error !== null && <Notice kind="error">{error}</Notice>}
      {page && (
        <Panel className="overflow-x-auto p-0 sm:p-0">
          {page.rows.length === 0 ? (
            <p className="p-6 text-ink-soft">{t('adminOrders.empty')}</p>
          ) : (
            <table className="w-full min-w-[50rem] text-left text-sm">
              <thead className="border-b border-line bg-sand/60">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    {t('adminOrders.number')}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t('adminOrders.slot')}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t('adminOrders.customer')}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t('adminOrders.delivery')}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    {t('adminOrders.items')}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    {t('adminOrders.amount')}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t('adminOrders.paymentLabel')}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t('adminOrders.statusLabel')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line align-top">
                {page.rows.map((order) => (
                  <tr key={order.id}>
                    <th scope="row" className="px-3 py-2">
                      <Link
                        to={`/admin/commandes/${order.id}`}
                        className="font-semibold text-forest underline"
                      >
                        {t('adminOrders.orderNumber', { id: order.id })}
                      </Link>
                    </th>
                    <td className="whitespace-nowrap px-3 py-2">{slotLabel(order.slot, tag)}</td>
                    <td className="px-3 py-2">
                      {customerName(order.customer, t)}
                      <span className="block text-xs text-ink-soft">{order.customer.email}</span>
                    </td>
                    <td className="max-w-64 px-3 py-2">
                      {order.deliveryType === 'pdr' && (
                        <span className="block text-xs font-semibold">{t('adminOrders.pickupPoint')}</span>
                      )}
                      {order.deliveryAddress}
                    </td>
                    <td className="px-3 py-2 text-right tabular-nums">{order.itemCount}</td>
                    <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
                      {euros(order.amountToPay, tag)}
                    </td>
                    <td className="px-3 py-2">{t(paymentKey(order.paymentMethod))}</td>
                    <td className="px-3 py-2">
                      <StatusBadge status={order.status} />
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

/** A filter of the list: a labelled select whose first choice is "all". */
function SelectFilter({
  id,
  name,
  label,
  value,
  all,
  options,
}: {
  id: string;
  name: string;
  label: string;
  value: string | undefined;
  all: string;
  options: ReadonlyArray<readonly [string, string]>;
}) {
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ''} className="field-input">
        <option value="">{all}</option>
        {options.map(([optionValue, text]) => (
          <option key={optionValue} value={optionValue}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}
