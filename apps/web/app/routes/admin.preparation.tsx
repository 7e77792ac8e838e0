import type { pickingDaySchema } from '@consigne/contract';
import { intlTag, localDate } from '@consigne/domain';
import { Form, Link, useLoaderData } from 'react-router';
import type { z } from 'zod';
import type { Route } from './+types/admin.preparation';
import { AdminPage, Panel } from '../components/admin/AdminPage';
import { slotLabel } from '../components/admin/orders/format';
import { Notice } from '../components/account/Notice';
import { useI18n } from '../i18n';
import { adminMeta } from '../lib/admin';
import { adminApi, requireStaff } from '../lib/admin.server';

type PickingDay = z.infer<typeof pickingDaySchema>;

/** /admin/preparation: a day's slots (today by default) with their orders to prepare and the ticks so far. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const account = await requireStaff(request, context);
  const url = new URL(request.url);
  const date = url.searchParams.get('date')?.trim() || localDate(new Date());
  const warehouseId = url.searchParams.get('warehouseId')?.trim() || undefined;
  const result = await adminApi(request, context).request<PickingDay>('GET', '/admin/picking', {
    query: { date, warehouseId },
  });
  return { day: result.data, error: result.error, date, warehouseId, warehouses: account.warehouses };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'adminPicking.title');
export { AdminErrorBoundary as ErrorBoundary } from '../components/admin/AdminError';

export default function PickingDayPage() {
  const { day, error, date, warehouseId, warehouses } = useLoaderData<typeof loader>();
  const { t, locale } = useI18n();
  const tag = intlTag(locale);
  // A slot without an order to prepare has nothing to pick: counted, not listed (an admin sees every warehouse's).
  const withOrders = day?.slots.filter((slot) => slot.orderCount > 0) ?? [];
  const emptySlots = (day?.slots.length ?? 0) - withOrders.length;
  return (
    <AdminPage title={t('adminPicking.title')} intro={t('adminPicking.intro')}>
      <Panel className="mb-4">
        <Form method="get" className="flex flex-wrap items-end gap-3" aria-label={t('adminPicking.filters')}>
          <div>
            <label htmlFor="picking-date" className="field-label">
              {t('adminOrders.date')}
            </label>
            <input id="picking-date" type="date" name="date" defaultValue={date} className="field-input" />
          </div>
          {warehouses.length > 1 && (
            <div>
              <label htmlFor="picking-warehouse" className="field-label">
                {t('adminOrders.warehouse')}
              </label>
              <select
                id="picking-warehouse"
                name="warehouseId"
                defaultValue={warehouseId ?? ''}
                className="field-input"
              >
                <option value="">{t('adminOrders.allWarehouses')}</option>
                {warehouses.map((w) => (
                  <option key={w.id} value={w.id}>
                    {w.name}
                  </option>
                ))}
              </select>
            </div>
          )}
          <button type="submit" className="btn btn-primary">
            {t('adminPicking.show')}
          </button>
        </Form>
      </Panel>
      {error !== null && <Notice kind="error">{error}</Notice>}
      {day && (
        <Panel className="p-0 sm:p-0">
          {withOrders.length === 0 ? (
            <p className="p-6 text-ink-soft">{t('adminPicking.noSlots')}</p>
          ) : (
            <ul className="divide-y divide-line">
              {withOrders.map((slot) => (
                <li key={slot.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
                  <div>
                    <p className="font-semibold">
                      {slotLabel(slot, tag)}
                      {warehouses.length > 1 && (
                        <span className="text-ink-soft"> · {slot.warehouseName}</span>
                      )}
                    </p>
                    <p className="text-sm text-ink-soft">
                      {t('adminPicking.slotOrders', { count: slot.orderCount })}
                      {slot.lineCount > 0 &&
                        ` · ${t('adminPicking.progress', { picked: slot.pickedCount, total: slot.lineCount })}`}
                    </p>
                  </div>
                  <Link
                    to={`/admin/preparation/${slot.id}`}
                    className="btn btn-primary"
                    aria-label={`${t('adminPicking.open')} ${slotLabel(slot, tag)}`}
                  >
                    {t('adminPicking.open')}
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {emptySlots > 0 && (
            <p className="border-t border-line px-4 py-3 text-sm text-ink-soft">
              {t('adminPicking.emptySlots', { count: emptySlots })}
            </p>
          )}
        </Panel>
      )}
    </AdminPage>
  );
}
