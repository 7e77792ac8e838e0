import type { OrderSummaryDto } from '@consigne/api-client';
import { intlTag } from '@consigne/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useI18n, type MessageKey, useMoney } from '../../i18n';
import { HeartIcon } from '../favourites/FavouriteButton';
import { formatOrderDate } from '../orders/order-dates';
import { StatusBadge } from '../orders/StatusBadge';
import {
  ChatIcon,
  ClockIcon,
  ChevronRightIcon,
  CoinsIcon,
  CrateIcon,
  LeafIcon,
  MapPinIcon,
  TruckIcon,
  UserIcon,
  WalletIcon,
} from '../ui/icons';

/** Orders shown under 'Dernières commandes'. */
const LAST_ORDERS = 3;

/** The last orders, newest first (the next delivery is components/next-delivery's). */
export function lastOrdersView(orders: OrderSummaryDto[]) {
  return { last: orders.slice(0, LAST_ORDERS) };
}

const orderPath = (prefix: string, id: number) => `${prefix}/mon-compte/mes-commandes/order-detail/${id}`;

/** mon-compte: the last orders. */
export function AccountHub({ last }: ReturnType<typeof lastOrdersView>) {
  const { t, prefix, locale } = useI18n();
  const money = useMoney().euros;
  const tag = intlTag(locale);
  return (
    <div className="mt-4">
      <section aria-labelledby="hub-last" className="card p-5" data-testid="hub-last-orders">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h3 id="hub-last" className="text-sm font-semibold uppercase tracking-wide text-ink-soft">
            {t('hub.lastOrders')}
          </h3>
          <Link
            to={`${prefix}/mes-commandes`}
            className="text-sm font-semibold text-forest underline-offset-4 hover:underline"
          >
            {t('hub.allOrders')}
          </Link>
        </div>
        {last.length ? (
          <ul className="mt-2 divide-y divide-line">
            {last.map((order) => (
              <li key={order.orderId}>
                <Link
                  to={orderPath(prefix, order.orderId)}
                  className="flex items-center gap-3 py-3 hover:text-forest"
                >
                  <span className="flex min-w-0 flex-1 flex-wrap items-center justify-between gap-x-3 gap-y-1">
                    <span className="max-w-full shrink-0">
                      <span className="block font-bold">
                        {t('returning.orderNumber', { id: order.orderId })}
                      </span>
                      <span className="block text-sm text-ink-soft">
                        {formatOrderDate(order.placedAt, tag)} · {money(order.amountToPay)}
                      </span>
                    </span>
                    <StatusBadge status={order.status} />
                  </span>
                  <ChevronRightIcon aria-hidden="true" />
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-ink-soft">{t('hub.noOrders')}</p>
        )}
      </section>
    </div>
  );
}

const LINKS: Array<{ path: string; title: MessageKey; text: MessageKey; icon: ReactNode }> = [
  { path: '/mes-commandes', title: 'account.orders', text: 'hub.ordersText', icon: <CrateIcon /> },
  {
    path: '/mon-compte/mon-creneau-reserve',
    title: 'nextDelivery.reserved',
    text: 'nextDelivery.reservedNone',
    icon: <ClockIcon />,
  },
  {
    path: '/mes-favoris',
    title: 'hub.favourites',
    text: 'hub.favouritesText',
    icon: <HeartIcon filled={false} />,
  },
  { path: '/consignes-cagnotte', title: 'account.walletMenu', text: 'hub.walletText', icon: <WalletIcon /> },
  {
    path: '/consignes-cagnotte#reprise',
    title: 'emptiesPickup.title',
    text: 'emptiesPickup.hubText',
    icon: <TruckIcon />,
  },
  {
    path: '/mon-compte/mon-panier-habituel',
    title: 'accountArea.usualBasket.title',
    text: 'accountArea.usualBasket.hubText',
    icon: <CrateIcon />,
  },
  { path: '/mes-factures', title: 'account.invoices', text: 'hub.invoicesText', icon: <CoinsIcon /> },
  { path: '/mes-parrainages', title: 'hub.sponsorship', text: 'hub.sponsorshipText', icon: <UserIcon /> },
  { path: '/mon-compte/mon-impact-perso', title: 'hub.impact', text: 'hub.impactText', icon: <LeafIcon /> },
  { path: '/mes-adresses', title: 'account.addresses', text: 'hub.addressesText', icon: <MapPinIcon /> },
  { path: '/mes-informations', title: 'account.info', text: 'hub.infoText', icon: <UserIcon /> },
  {
    path: '/mon-compte/newsletter-et-communications',
    title: 'accountArea.newsletter.title',
    text: 'hub.newsletterText',
    icon: <ChatIcon />,
  },
  {
    path: '/mon-compte/remplacements',
    title: 'accountArea.substitution.title',
    text: 'hub.substitutionText',
    icon: <CrateIcon />,
  },
  {
    path: '/mon-compte/entreprise',
    title: 'accountArea.business.title',
    text: 'hub.businessText',
    icon: <CoinsIcon />,
  },
  { path: '/mon-compte/aide', title: 'account.help', text: 'hub.helpText', icon: <ChatIcon /> },
];

/** Every account page, as tiles. */
export function AccountLinks() {
  const { t, prefix } = useI18n();
  return (
    <section aria-labelledby="hub-pages" className="mt-8">
      <h3 id="hub-pages" className="text-xl font-bold">
        {t('hub.pages')}
      </h3>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="hub-links">
        {LINKS.map((link) => (
          <li key={link.path}>
            <Link
              to={`${prefix}${link.path}`}
              className="card flex h-full items-center gap-3 p-4 hover:ring-2 hover:ring-forest"
            >
              <span
                aria-hidden="true"
                className="grid size-10 shrink-0 place-items-center rounded-full bg-leaf-soft text-forest"
              >
                {link.icon}
              </span>
              <span className="min-w-0">
                <span className="block font-bold">{t(link.title)}</span>
                <span className="block text-sm text-ink-soft">{t(link.text)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
