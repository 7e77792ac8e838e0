import type { OrderStatus } from '@consigne/domain';
import type { Column } from '../DataTable';
import { formatDateTime } from '../../../lib/admin';
import type { RowOf } from '../../../lib/admin-list';
import { promoValue } from '../../../lib/admin-promo';

type PromoCode = RowOf<'listAdminPromoCodes'>;

/** A validity bound, '…' when open-ended. */
const bound = (iso: string | null, tag: string) => (iso ? formatDateTime(iso, tag) : '…');

/** The promo codes' columns (/admin/codes-promo and its CSV): amounts as numbers in the file. */
export const promoColumns: Column<PromoCode>[] = [
  {
    key: 'code',
    header: 'admin.promo.col.code',
    link: (c) => `/admin/codes-promo/${c.id}`,
    value: (c) => c.code,
  },
  {
    key: 'value',
    header: 'admin.promo.col.value',
    className: '[overflow-wrap:anywhere]',
    value: (c, { euros }) => promoValue(c, euros),
  },
  {
    key: 'validity',
    header: 'admin.promo.col.validity',
    className: 'text-xs',
    value: (c, { tag }) => `${bound(c.startsAt, tag)} → ${bound(c.endsAt, tag)}`,
  },
  {
    key: 'status',
    header: 'admin.promo.col.status',
    value: (c, { t }) => t(c.active ? 'admin.promo.active' : 'admin.promo.disabled'),
  },
  { key: 'uses', header: 'admin.promo.col.uses', className: 'tabular-nums', value: (c) => c.stats.uses },
  {
    key: 'orders',
    header: 'admin.promo.col.orders',
    className: 'tabular-nums',
    value: (c) => c.stats.orders,
  },
  {
    key: 'revenue',
    header: 'admin.promo.col.revenue',
    className: 'tabular-nums',
    value: (c, { euros }) => euros(c.stats.revenue),
    csv: (c) => c.stats.revenue,
  },
  {
    key: 'discount',
    header: 'admin.promo.col.discount',
    className: 'tabular-nums',
    value: (c, { euros }) => euros(c.stats.discount),
    csv: (c) => c.stats.discount,
  },
];

type PromoUse = RowOf<'listAdminPromoCodeUses'>;

/** An amount of a use, '—' when its order is gone. */
const amountOr = (amount: number | null, euros: (n: number) => string) =>
  amount === null ? '—' : euros(amount);

/** A code's uses (/admin/codes-promo/:id): when, who, which order, its state and what it saved. */
export const useColumns: Column<PromoUse>[] = [
  {
    key: 'usedAt',
    header: 'admin.promo.use.usedAt',
    className: 'font-normal',
    value: (u, { tag }) => formatDateTime(u.usedAt, tag),
  },
  {
    key: 'customer',
    header: 'admin.promo.use.customer',
    className: '[overflow-wrap:anywhere]',
    value: (u) => u.customerEmail,
  },
  {
    key: 'order',
    header: 'admin.promo.use.order',
    className: 'tabular-nums',
    value: (u) => (u.orderId === null ? '—' : `#${u.orderId}`),
  },
  {
    key: 'orderStatus',
    header: 'admin.promo.use.orderStatus',
    value: (u, { t }) => (u.orderStatus ? t(`admin.promo.status.${u.orderStatus as OrderStatus}`) : '—'),
  },
  {
    key: 'orderTotal',
    header: 'admin.promo.use.orderTotal',
    className: 'tabular-nums',
    value: (u, { euros }) => amountOr(u.orderTotal, euros),
  },
  {
    key: 'discount',
    header: 'admin.promo.use.discount',
    className: 'tabular-nums',
    value: (u, { euros }) => amountOr(u.discount, euros),
  },
];
