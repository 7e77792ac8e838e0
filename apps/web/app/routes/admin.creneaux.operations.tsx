import * as routes from '@consigne/contract/routes';
import { dateTimeFormat } from '@consigne/domain';
import { Link, useLoaderData } from 'react-router';
import type { Route } from './+types/admin.creneaux.operations';
import { AdminPage } from '../components/admin/AdminPage';
import { DataTable, type CellContext, type Column } from '../components/admin/DataTable';
import { Notice } from '../components/account/Notice';
import { useI18n } from '../i18n';
import { adminMeta, useAdminAccount } from '../lib/admin';
import { adminApi, requireStaff } from '../lib/admin.server';
import { apiLocaleLabel, weekdayNames, type SlotOperation } from '../lib/admin-slot-marketing';

/** /admin/creneaux/operations: the slot marketing operations (shop-wide ones and the warehouses' in scope). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const result = await adminApi(request, context).call(routes.listSlotMarketingOperations);
  return { operations: result.data ?? [], error: result.error };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'admin.slotMarketing.title');
export { AdminErrorBoundary as ErrorBoundary } from '../components/admin/AdminError';

/** 'samedi · créneau de 14:00', 'tous les jours · premier créneau du jour'. */
function reach(op: SlotOperation, { t, tag }: CellContext) {
  const days = weekdayNames(tag, 'short');
  const when = op.weekdays.length
    ? op.weekdays.map((d) => days[d - 1]).join(', ')
    : t('admin.slotMarketing.everyDay');
  const which = op.firstOfDay
    ? t('admin.slotMarketing.firstSlot')
    : op.startTime
      ? t('admin.slotMarketing.atTime', { time: op.startTime })
      : t('admin.slotMarketing.anySlot');
  return `${when} · ${which}`;
}

/** A calendar day (YYYY-MM-DD) as '12 juil. 2030'. */
const day = (date: string, tag: string) =>
  dateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));

/** The operation's warehouse, or every warehouse for a shop-wide one. */
function WarehouseName({ id }: { id: number | null }) {
  const { t } = useI18n();
  const { warehouses } = useAdminAccount();
  if (id === null) return <>{t('admin.slotMarketing.allWarehouses')}</>;
  return <>{warehouses.find((w) => w.id === id)?.name ?? `#${id}`}</>;
}

/** The label as the storefront shows it, and whether the operation runs. */
function Badges({ op, t }: { op: SlotOperation; t: CellContext['t'] }) {
  return (
    <span className="mt-1 flex flex-wrap items-center gap-2 text-xs font-normal">
      <span
        className="rounded-full px-2 py-0.5 font-bold"
        style={{ backgroundColor: op.backgroundColor ?? undefined, color: op.textColor ?? undefined }}
      >
        {op.icon && op.icon !== 'leaf' ? `${op.icon} ` : ''}
        {op.texts.fr_FR.text}
      </span>
      <span
        className={`rounded-full px-2 py-0.5 font-semibold ${op.active ? 'bg-leaf-soft text-forest' : 'bg-sand text-ink'}`}
      >
        {t(op.active ? 'admin.slotMarketing.badge.active' : 'admin.slotMarketing.badge.inactive')}
      </span>
    </span>
  );
}

const columns: Column<SlotOperation>[] = [
  {
    key: 'name',
    header: 'admin.slotMarketing.col.name',
    link: (op) => `/admin/creneaux/operations/${op.id}`,
    value: (op) => op.name,
    after: (op, { t }) => <Badges op={op} t={t} />,
  },
  {
    key: 'reach',
    header: 'admin.slotMarketing.col.reach',
    cell: (op, context) => (
      <>
        <span className="block">
          <WarehouseName id={op.warehouseId} />
        </span>
        <span className="text-ink-soft">{reach(op, context)}</span>
      </>
    ),
  },
  {
    key: 'period',
    header: 'admin.slotMarketing.col.period',
    value: (op, { t, tag }) =>
      op.endsOn
        ? t('admin.slotMarketing.range', { from: day(op.startsOn, tag), to: day(op.endsOn, tag) })
        : t('admin.slotMarketing.from', { date: day(op.startsOn, tag) }),
  },
  {
    key: 'upcoming',
    header: 'admin.slotMarketing.col.upcoming',
    className: 'tabular-nums',
    value: (op) => op.upcomingSlots,
  },
  {
    key: 'translations',
    header: 'admin.slotMarketing.col.translations',
    cell: (op, { t }) =>
      op.missingLocales.length === 0 ? (
        <span className="text-ink-soft">{t('admin.content.complete')}</span>
      ) : (
        <span className="text-warning">
          {t('admin.content.missingList', {
            locales: op.missingLocales.map((l) => t(apiLocaleLabel(l))).join(', '),
          })}
        </span>
      ),
  },
];

export default function SlotOperations() {
  const { operations, error } = useLoaderData<typeof loader>();
  const { t } = useI18n();
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
      {error !== null && (
        <Notice kind="error" className="mb-4">
          {t('admin.loadError')}
        </Notice>
      )}
      <DataTable
        rows={operations}
        columns={columns}
        rowKey={(op) => op.id}
        caption={t('admin.slotMarketing.title')}
        empty={t('admin.slotMarketing.empty')}
        minWidth="min-w-[48rem]"
      />
    </AdminPage>
  );
}
