import { addDays, dateTimeFormat, fecPeriodRefusal, intlTag, localDate } from '@consigne/domain';
import { Link, useLoaderData } from 'react-router';
import type { Route } from './+types/admin.comptabilite';
import { Notice } from '../components/account/Notice';
import { AdminPage, Panel } from '../components/admin/AdminPage';
import { FilterBar } from '../components/admin/Filters';
import { useI18n, type MessageKey } from '../i18n';
import { adminMeta } from '../lib/admin';
import { requireStaff } from '../lib/admin.server';
import { accountingFecHref } from '../lib/api-href.server';
import { dateParam } from '../lib/date-param';

const REFUSALS = {
  fecPeriodOrder: 'adminAccounting.periodOrder',
  fecPeriodTooLong: 'adminAccounting.periodTooLong',
} as const satisfies Record<string, MessageKey>;

/**
 * /admin/comptabilite: the FEC of a period (default: this year up to today). The API writes the file
 * and checks who may read the books; the page checks the period first so a refusal reads as a sentence.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const params = new URL(request.url).searchParams;
  const today = localDate(new Date());
  const from = dateParam(params, 'from');
  const to = dateParam(params, 'to');
  const period = { from: from ?? `${today.slice(0, 4)}-01-01`, to: to ?? today };
  const typed = (params.get('from') && !from) || (params.get('to') && !to);
  const refused = fecPeriodRefusal(period.from, period.to);
  const refusal: MessageKey | null = typed
    ? 'adminAccounting.periodInvalid'
    : refused
      ? REFUSALS[refused]
      : null;
  return { period, today, refusal, href: refusal ? null : accountingFecHref(request, period) };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'adminAccounting.title');
export { AdminErrorBoundary as ErrorBoundary } from '../components/admin/AdminError';

export default function AccountingPage() {
  const { period, today, refusal, href } = useLoaderData<typeof loader>();
  const { t, locale } = useI18n();
  const long = dateTimeFormat(intlTag(locale), { dateStyle: 'long', timeZone: 'UTC' });
  const day = (date: string) => long.format(new Date(`${date}T12:00:00Z`));
  const year = Number(today.slice(0, 4));
  const yearLink = (y: number) =>
    `/admin/comptabilite?from=${y}-01-01&to=${y === year ? today : addDays(`${y + 1}-01-01`, -1)}`;
  return (
    <AdminPage title={t('adminAccounting.title')} intro={t('adminAccounting.intro')}>
      <FilterBar
        label={t('adminAccounting.period')}
        filters={[
          { kind: 'date', name: 'from', label: 'adminAccounting.from' },
          { kind: 'date', name: 'to', label: 'adminAccounting.to' },
        ]}
        values={{ from: period.from, to: period.to }}
        submit="adminAccounting.show"
      >
        <span className="flex flex-wrap items-end gap-2">
          <Link to={yearLink(year)} className="btn btn-outline whitespace-nowrap">
            {t('adminAccounting.thisYear')}
          </Link>
          <Link to={yearLink(year - 1)} className="btn btn-outline whitespace-nowrap">
            {t('adminAccounting.lastYear')}
          </Link>
        </span>
      </FilterBar>
      {refusal !== null && <Notice kind="error">{t(refusal)}</Notice>}
      {href !== null && (
        <Panel>
          <p className="mb-3">{t('adminAccounting.ready', { from: day(period.from), to: day(period.to) })}</p>
          <a href={href} className="btn btn-primary" download>
            {t('adminAccounting.download')}
          </a>
          <p className="mt-3 text-sm text-ink-soft">{t('adminAccounting.format')}</p>
        </Panel>
      )}
    </AdminPage>
  );
}
