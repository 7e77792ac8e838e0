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
