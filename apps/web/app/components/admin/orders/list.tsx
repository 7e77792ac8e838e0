import type { CallResponse } from '@consigne/contract';
import { ORDER_STATUSES } from '@consigne/domain';
import type { Translate } from '../../../i18n';
import type { AdminAccount } from '../../../lib/admin.server';
import type { Column } from '../DataTable';
import type { ListFilter } from '../Filters';
import { customerName, paymentKey, slotLabel, statusKey } from './format';
import { StatusBadge } from './StatusBadge';

export type OrdersPage = CallResponse<'listAdminOrders'>;
type Order = OrdersPage['rows'][number];

/** The order list's columns (/admin/commandes: the table and its CSV). */
export const orderColumns: Column<Order>[] = [
  {
    key: 'number',
    header: 'adminOrders.number',
    link: (o) => `/admin/commandes/${o.id}`,
    value: (o, { t }) => t('adminOrders.orderNumber', { id: o.id }),
    csv: (o) => o.id,
  },
  {
    key: 'slot',
    header: 'adminOrders.slot',
    className: 'whitespace-nowrap',
    value: (o, { tag }) => slotLabel(o.slot, tag),
  },
  {
    key: 'customer',
    header: 'adminOrders.customer',
    value: (o, { t }) => customerName(o.customer, t),
    cell: (o, { t }) => (
      <>
        {customerName(o.customer, t)}
        <span className="block text-xs text-ink-soft">{o.customer.email}</span>
      </>
    ),
  },
  { key: 'email', header: 'adminOrders.email', csv: (o) => o.customer.email },
  {
    key: 'delivery',
    header: 'adminOrders.delivery',
    className: 'max-w-64',
    value: (o) => o.deliveryAddress,
    cell: (o, { t }) => (
      <>
        {o.deliveryType === 'pdr' && (
          <span className="block text-xs font-semibold">{t('adminOrders.pickupPoint')}</span>
        )}
        {o.deliveryAddress}
      </>
    ),
  },
  { key: 'items', header: 'adminOrders.items', align: 'right', value: (o) => o.itemCount },
  {
    key: 'amount',
    header: 'adminOrders.amount',
    align: 'right',
    className: 'whitespace-nowrap',
    value: (o) => o.amountToPay,
    cell: (o, { euros }) => euros(o.amountToPay),
  },
  { key: 'payment', header: 'adminOrders.paymentLabel', value: (o, { t }) => t(paymentKey(o.paymentMethod)) },
  {
    key: 'status',
    header: 'adminOrders.statusLabel',
    value: (o, { t }) => t(statusKey(o.status)),
    cell: (o) => <StatusBadge status={o.status} />,
  },
];

/** The contract's ADMIN_PAYMENT_METHODS, without bringing the contract's schemas into the browser. */
const PAYMENT_METHODS = ['offline', 'stripe'] as const;

/** The order list's filters: the warehouse for those who run several, the day, its slots, status, payment, search. */
export function orderFilters(
  t: Translate,
  tag: string,
  warehouses: AdminAccount['warehouses'],
  slots: OrdersPage['slots'],
): ListFilter[] {
  const several = warehouses.length > 1;
  const warehouseName = (id: number) =>
    several ? ` · ${warehouses.find((w) => w.id === id)?.name ?? ''}` : '';
  const slotText = (s: OrdersPage['slots'][number]) =>
    `${slotLabel(s, tag, false)}${warehouseName(s.warehouseId)} (${s.orderCount})`;
  const filters: ListFilter[] = [
    {
      kind: 'select',
      name: 'warehouseId',
      label: 'adminOrders.warehouse',
      all: 'adminOrders.allWarehouses',
      options: warehouses.map((w) => [String(w.id), w.name]),
    },
    { kind: 'date', name: 'date', label: 'adminOrders.date' },
    {
      kind: 'select',
      name: 'slotId',
      label: 'adminOrders.slot',
      all: 'adminOrders.allSlots',
      options: slots.map((s) => [String(s.id), slotText(s)]),
    },
    {
      kind: 'select',
      name: 'status',
      label: 'adminOrders.statusLabel',
      all: 'adminOrders.allStatuses',
      options: ORDER_STATUSES.map((s) => [s, t(statusKey(s))]),
    },
    {
      kind: 'select',
      name: 'paymentMethod',
      label: 'adminOrders.paymentLabel',
      all: 'adminOrders.allPayments',
      options: PAYMENT_METHODS.map((m) => [m, t(paymentKey(m))]),
    },
    { kind: 'search', name: 'q', label: 'adminOrders.search', placeholder: 'adminOrders.searchHint' },
  ];
  return several ? filters : filters.filter((filter) => filter.name !== 'warehouseId');
}
