import type { CallResponse } from '@consigne/contract';
import { dateTimeFormat } from '@consigne/domain';
import type { Translate } from '../../i18n';
import type { AdminAccount } from '../../lib/admin.server';
import type { Column } from './DataTable';
import type { ListFilter } from './Filters';

type CashSheetsPage = CallResponse<'listCashSheets'>;
type Sheet = CashSheetsPage['rows'][number];

/** An amount's difference as staff read it: a sign, and red when short. */
export const signedEuros = (amount: number, euros: (n: number) => string) =>
  amount > 0 ? `+${euros(amount)}` : euros(amount);

/** A sheet's day as staff read it: "dim. 29 nov. 2026" (the day is a calendar date: noon UTC never shifts it). */
export const sheetDay = (date: string, tag: string) =>
  dateTimeFormat(tag, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));

/** A sheet's status as a badge: open ones (to check) stand out. */
export function CashStatusBadge({ status, t }: { status: Sheet['status']; t: Translate }) {
  return (
    <span
      className={`whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-bold ${status === 'open' ? 'bg-warning-soft text-warning' : 'bg-leaf-soft text-forest'}`}
    >
      {t(status === 'open' ? 'adminCash.status.open' : 'adminCash.status.closed')}
    </span>
  );
}

/** The cash sheets list's columns (/admin/caisses: the table and its CSV). */
export const cashSheetColumns: Column<Sheet>[] = [
  {
    key: 'date',
    header: 'adminCash.date',
    className: 'whitespace-nowrap',
    value: (s) => s.date,
    cell: (s, { tag }) => sheetDay(s.date, tag),
  },
  {
    key: 'driver',
    header: 'adminCash.driver',
    link: (s) => `/admin/caisses/${s.id}`,
    value: (s) => s.driver.name,
  },
  { key: 'warehouse', header: 'adminCash.warehouse', value: (s) => s.warehouseName },
  {
    key: 'payments',
    header: 'adminCash.paymentsHeader',
    value: (s) => s.paymentCount,
    cell: (s, { t }) => t('adminCash.payments', { count: s.paymentCount }),
  },
  {
    key: 'expected',
    header: 'adminCash.expected',
    align: 'right',
    className: 'whitespace-nowrap',
    value: (s) => s.card.expected + s.cash.expected,
    cell: (s, { euros }) => euros(s.card.expected + s.cash.expected),
  },
  {
    key: 'received',
    header: 'adminCash.received',
    align: 'right',
    className: 'whitespace-nowrap',
    value: (s) => s.card.received + s.cash.received,
    cell: (s, { euros }) => euros(s.card.received + s.cash.received),
  },
  {
    key: 'counted',
    header: 'adminCash.counted',
    align: 'right',
    className: 'whitespace-nowrap',
    value: (s) => s.cash.counted ?? '',
    cell: (s, { euros, t }) =>
      s.cash.counted === null ? (
        <span className="text-ink-soft">{t('adminCash.notCounted')}</span>
      ) : (
        euros(s.cash.counted)
      ),
  },
  {
    key: 'difference',
    header: 'adminCash.difference',
    align: 'right',
    className: 'whitespace-nowrap',
    value: (s) => s.difference,
    cell: (s, { euros }) => (
      <strong data-testid="row-difference" className={s.difference < 0 ? 'text-danger' : ''}>
        {signedEuros(s.difference, euros)}
      </strong>
    ),
  },
  {
    key: 'status',
    header: 'adminCash.statusLabel',
    value: (s, { t }) => t(s.status === 'open' ? 'adminCash.status.open' : 'adminCash.status.closed'),
    cell: (s, { t }) => <CashStatusBadge status={s.status} t={t} />,
  },
  { key: 'note', header: 'adminCash.note', csv: (s) => s.note ?? '' },
];

/** The list's filters: warehouse (for those who run several), day, status, with a difference only. */
export function cashSheetFilters(t: Translate, warehouses: AdminAccount['warehouses']): ListFilter[] {
  const filters: ListFilter[] = [
    {
      kind: 'select',
      name: 'warehouseId',
      label: 'adminCash.warehouse',
      all: 'adminCash.allWarehouses',
      options: warehouses.map((w) => [String(w.id), w.name]),
    },
    { kind: 'date', name: 'date', label: 'adminCash.date' },
    {
      kind: 'select',
      name: 'status',
      label: 'adminCash.statusLabel',
      all: 'adminCash.allStatuses',
      options: [
        ['open', t('adminCash.status.open')],
        ['closed', t('adminCash.status.closed')],
      ],
    },
    { kind: 'checkbox', name: 'difference', label: 'adminCash.withDifference' },
  ];
  return warehouses.length > 1 ? filters : filters.filter((f) => f.name !== 'warehouseId');
}
