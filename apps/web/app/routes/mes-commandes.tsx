import type { OrderSummaryDto } from '@consigne/api-client';
import { formatSlotLabel, intlTag } from '@consigne/domain';
import { useEffect, useLayoutEffect } from 'react';
import { data, Link, useLoaderData, useLocation, useParams } from 'react-router';
import type { Route } from './+types/mes-commandes';
import { formatOrderDate } from '../components/orders/order-dates';
import { StatusBadge } from '../components/orders/StatusBadge';
import { ChevronRightIcon, ClockIcon, MapPinIcon, StoreIcon } from '../components/ui/icons';
import { useI18n, useMoney } from '../i18n';
import { serverApi } from '../lib/api.server';
import { runGuards } from '../lib/guards.server';
import type { PageHandle } from '../lib/handle';
import { useOrdersCache } from '../stores/orders';
import * as routes from '@consigne/contract/routes';

export const handle: PageHandle = { titleKey: 'account.orders' };

/** mes-commandes (login required): the user's orders, newest first. */
export async function loader(args: Route.LoaderArgs) {
  await runGuards(['auth'], args);
  const result = await serverApi(args.request, args.context).call(routes.listOrders);
  if (result.error !== null) throw data(result.error, { status: result.status || 500 });
  return { orders: result.data, cached: false };
}

/**
 * "Kept alive": back from an order detail the list shows at once from the browser's copy
 * (no request, no flash); otherwise it is loaded and kept.
 */
export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  const cache = useOrdersCache.getState();
  const kept = cache.fresh(params.lang);
  if (kept) return { orders: kept, cached: true };
  const loaded = await serverLoader();
  cache.set(loaded.orders, params.lang);
  return loaded;
}

/** Where the shopper had scrolled, when coming back with the detail's back button. */
export interface OrdersListState {
  restoreScroll?: boolean;
}

export default function Orders() {
  const { t, prefix } = useI18n();
  const { orders, cached } = useLoaderData<typeof loader>();
  const { lang = 'fr' } = useParams();
  const location = useLocation();

  useEffect(() => {
    // The server-rendered list is kept too.
    if (!cached) useOrdersCache.getState().set(orders, lang);
  }, [orders, cached, lang]);

  useLayoutEffect(() => {
    if ((location.state as OrdersListState | null)?.restoreScroll)
      window.scrollTo(0, useOrdersCache.getState().scrollY);
  }, [location.key, location.state]);

  return (
    <>
      <title>{t('meta.titleSuffix', { title: t('account.orders') })}</title>
      {orders.length === 0 ? (
        <div data-testid="orders-empty" className="card grid justify-items-center gap-3 p-10 text-center">
          <p className="text-lg font-bold">{t('orders.list.empty')}</p>
          <p className="max-w-md text-ink-soft">{t('orders.list.emptyHint')}</p>
          <Link to={`${prefix}/categories`} className="btn btn-primary mt-2">
            {t('orders.list.browse')}
          </Link>
        </div>
      ) : (
        <>
          <p className="text-ink-soft">{t('orders.list.intro')}</p>
          <ul data-testid="orders-list" className="mt-5 grid gap-3">
            {orders.map((order) => (
              <OrderRow key={order.orderId} order={order} />
            ))}
          </ul>
        </>
      )}
    </>
  );
}

function OrderRow({ order }: { order: OrderSummaryDto }) {
  const { t, locale, prefix } = useI18n();
  const money = useMoney().euros;
  const tag = intlTag(locale);
  const DeliveryIcon = order.deliveryType === 'pdr' ? StoreIcon : MapPinIcon;
  const cancelled = order.status === 'cancelled';
  return (
    <li
      data-testid="order-row"
      data-order-id={order.orderId}
      className="card group relative flex flex-col gap-3 p-4 transition-shadow hover:shadow-md sm:flex-row sm:items-center sm:gap-6 sm:p-5"
    >
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h2 className="text-lg font-bold">
            {/* The card's link is its title, stretched over the card: its name is what it shows. */}
            <Link
              to={`${prefix}/mon-compte/mes-commandes/order-detail/${order.orderId}`}
              state={{ fromList: true }}
              onClick={() => useOrdersCache.getState().saveScroll(window.scrollY)}
              className="rounded-sm outline-none after:absolute after:inset-0 after:rounded-[var(--radius-card)] focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-forest"
            >
              {t('orders.number', { id: order.orderId })}
            </Link>
          </h2>
          <StatusBadge status={order.status} />
        </div>
        <p className="mt-0.5 text-sm text-ink-soft">
          {t('orders.list.placedOn', { date: formatOrderDate(order.placedAt, tag) })} ·{' '}
          {t('orders.list.items', { count: order.itemCount })}
        </p>
        <div className="mt-2 flex flex-col gap-1 text-sm sm:flex-row sm:flex-wrap sm:gap-x-5">
          <span
            className={`inline-flex items-center gap-1.5 ${cancelled ? 'text-ink-soft line-through' : ''}`}
          >
            <ClockIcon className="h-4 w-4 shrink-0 text-forest" />
            {formatSlotLabel(order.slot, tag)}
          </span>
          <span className="inline-flex min-w-0 items-center gap-1.5">
            <DeliveryIcon className="h-4 w-4 shrink-0 text-forest" />
            <span className="truncate">
              {order.deliveryAddress && order.deliveryAddress !== order.deliveryName
                ? `${order.deliveryName} · ${order.deliveryAddress}`
                : order.deliveryName}
            </span>
          </span>
        </div>
      </div>
      <div className="flex items-center justify-between gap-4 border-t border-line pt-3 sm:border-0 sm:pt-0">
        <span className="text-lg font-black tabular-nums" data-testid="order-amount">
          {money(order.amountToPay)}
        </span>
        <span
          aria-hidden="true"
          className="inline-flex items-center gap-1 text-sm font-semibold text-forest group-hover:underline"
        >
          {t('orders.list.details')}
          <ChevronRightIcon className="h-4 w-4" />
        </span>
      </div>
    </li>
  );
}
