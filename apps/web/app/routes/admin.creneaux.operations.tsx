import * as routes from '@consigne/contract/routes';
import { intlTag, dateTimeFormat } from '@consigne/domain';
import { Link, useLoaderData } from 'react-router';
import type { Route } from './+types/admin.creneaux.operations';
import { AdminPage, Panel } from '../components/admin/AdminPage';
import { Notice } from '../components/account/Notice';
import { useI18n } from '../i18n';
import { adminMeta } from '../lib/admin';
import { adminApi, requireStaff } from '../lib/admin.server';
import { apiLocaleLabel, weekdayNames, type SlotOperation } from '../lib/admin-slot-marketing';

/** /admin/creneaux/operations: the slot marketing operations (shop-wide ones and the warehouses' in scope). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const account = await requireStaff(request, context);
  const result = await adminApi(request, context).call(routes.listSlotMarketingOperations);
  return { operations: result.data ?? [], error: result.error, warehouses: account.warehouses };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'admin.slotMarketing.title');
export { AdminErrorBoundary as ErrorBoundary } from '../components/admin/AdminError';

const th = 'px-4 py-2';
const td = 'px-4 py-3 align-top';

/** 'samedi · créneau de 14:00', 'tous les jours · premier créneau du jour'. */
function useReach() {
  const { t, locale } = useI18n();
  const days = weekdayNames(intlTag(locale), 'short');
  return (op: SlotOperation) => {
    const when = op.weekdays.length
      ? op.weekdays.map((d) => days[d - 1]).join(', ')
      : t('admin.slotMarketing.everyDay');
    const which = op.firstOfDay
      ? t('admin.slotMarketing.firstSlot')
      : op.startTime
        ? t('admin.slotMarketing.atTime', { time: op.startTime })
        : t('admin.slotMarketing.anySlot');
    return `${when} · ${which}`;
  };
}

export default function SlotOperations() {
  const { operations, error, warehouses } = useLoaderData<typeof loader>();
  const { t, locale } = useI18n();
  const reach = useReach();
  const day = (date: string) =>
    dateTimeFormat(intlTag(locale), { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${date}T12:00:00Z`),
    );
  const warehouseName = (id: number | null) =>
    id === null
      ? t('admin.slotMarketing.allWarehouses')
      : (warehouses.find((w) => w.id === id)?.name ?? `#${id}`);
  return (
    <AdminPage
      title={t('admin.slotMarketing.title')}
      intro={t('admin.slotMarketing.intro')}
      actions={
        <Link to="/admin/creneaux/operations/nouvelle" className="btn btn-primary min-h-10 px-4 text-sm">
          {t('admin.slotMarketing.new')}
        </Link>
      }
    >
      {error !== null && <Notice kind="error">{t('admin.loadError')}</Notice>}
      <Panel className="overflow-x-auto p-0 sm:p-0">
        {operations.length === 0 ? (
          <p className="p-6 text-ink-soft">{t('admin.slotMarketing.empty')}</p>
        ) : (
          <table className="w-full min-w-[48rem] text-left text-sm">
            <thead className="border-b border-line bg-sand/60">
              <tr>
                {(['name', 'reach', 'period', 'upcoming', 'translations'] as const).map((col) => (
                  <th key={col} scope="col" className={th}>
                    {t(`admin.slotMarketing.col.${col}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {operations.map((op) => (
                <tr key={op.id}>
                  <th scope="row" className={`${td} font-semibold`}>
                    <Link
                      to={`/admin/creneaux/operations/${op.id}`}
                      className="text-forest underline underline-offset-4"
                    >
                      {op.name}
                    </Link>
                    <span className="mt-1 flex flex-wrap items-center gap-2 text-xs font-normal">
                      <span
                        className="rounded-full px-2 py-0.5 font-bold"
                        style={{
                          backgroundColor: op.backgroundColor ?? undefined,
                          color: op.textColor ?? undefined,
                        }}
                      >
                        {op.icon && op.icon !== 'leaf' ? `${op.icon} ` : ''}
                        {op.texts.fr_FR.text}
                      </span>
                      <span
                        className={`rounded-full px-2 py-0.5 font-semibold ${
                          op.active ? 'bg-leaf-soft text-forest' : 'bg-sand text-ink'
                        }`}
                      >
                        {t(
                          op.active
                            ? 'admin.slotMarketing.badge.active'
                            : 'admin.slotMarketing.badge.inactive',
                        )}
                      </span>
                    </span>
                  </th>
                  <td className={td}>
                    <span className="block">{warehouseName(op.warehouseId)}</span>
                    <span className="text-ink-soft">{reach(op)}</span>
                  </td>
                  <td className={td}>
                    {op.endsOn
                      ? t('admin.slotMarketing.range', { from: day(op.startsOn), to: day(op.endsOn) })
                      : t('admin.slotMarketing.from', { date: day(op.startsOn) })}
                  </td>
                  <td className={`${td} tabular-nums`}>{op.upcomingSlots}</td>
                  <td className={td}>
                    {op.missingLocales.length === 0 ? (
                      <span className="text-ink-soft">{t('admin.content.complete')}</span>
                    ) : (
                      <span className="text-warning">
                        {t('admin.content.missingList', {
                          locales: op.missingLocales.map((l) => t(apiLocaleLabel(l))).join(', '),
                        })}
                      </span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Panel>
    </AdminPage>
  );
}
