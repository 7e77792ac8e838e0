import { dateTimeFormat, formatSlotLabel, intlTag } from '@consigne/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../i18n';
import { CartIcon, ClockIcon, TruckIcon } from '../ui/icons';
import { reservationLabel, type NextDeliveryView } from './next-delivery-logic';

const RESERVED_SLOT_PATH = '/mon-compte/mon-creneau-reserve';
const USUAL_BASKET_PATH = '/mon-compte/mon-panier-habituel';

const linkClass = 'text-sm font-semibold text-forest underline-offset-4 hover:underline';

/** A tile of the block: an icon, a small title and its content. */
function Tile({
  icon,
  title,
  testId,
  children,
}: {
  icon: ReactNode;
  title: string | null;
  testId: string;
  children: ReactNode;
}) {
  return (
    <div className="flex min-w-0 items-start gap-3" data-testid={testId}>
      <span
        aria-hidden="true"
        className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-yellow"
      >
        {icon}
      </span>
      <div className="min-w-0 flex-1">
        {title && <h3 className="text-sm font-semibold text-ink-soft">{title}</h3>}
        {children}
      </div>
    </div>
  );
}

/**
 * 'Votre prochaine livraison', on the home and the account: the next order with its slot and
 * 'Modifier' (only while the shopper may still change it: no lock reason, so before the 2-hour cutoff),
 * the reserved weekly slot with its next week, and the usual basket with its next date. Rendered from
 * the loader's data (no layout shift). `children` are further tiles of the same grid.
 */
export function NextDelivery({
  next,
  reservation,
  usualBasket,
  testId = 'next-delivery',
  children,
}: NextDeliveryView & { testId?: string; children?: ReactNode }) {
  const { t, prefix, locale } = useI18n();
  const tag = intlTag(locale);
  return (
    <section aria-labelledby={`${testId}-title`} className="card p-4 md:p-5" data-testid={testId}>
      <h2 id={`${testId}-title`} className="text-lg font-extrabold">
        {t('nextDelivery.title')}
      </h2>
      <div className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Tile
          icon={<TruckIcon />}
          title={next ? t('returning.orderNumber', { id: next.orderId }) : null}
          testId="next-delivery-order"
        >
          {next ? (
            <>
              <p className="text-lg font-extrabold">{formatSlotLabel(next.slot, tag)}</p>
              <p className="truncate text-sm text-ink-soft">{next.deliveryName}</p>
              <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2">
                <Link
                  to={`${prefix}/mon-compte/mes-commandes/order-detail/${next.orderId}`}
                  className={linkClass}
                  data-testid={next.lockReason === null ? 'next-delivery-modify' : 'next-delivery-see'}
                >
                  {next.lockReason === null ? t('nextDelivery.modify') : t('nextDelivery.see')}
                </Link>
              </div>
            </>
          ) : (
            <p className="text-ink-soft">{t('nextDelivery.none')}</p>
          )}
        </Tile>
        <Tile icon={<ClockIcon />} title={t('nextDelivery.reserved')} testId="next-delivery-reserved">
          {reservation ? (
            <>
              <p className="font-bold">{reservationLabel(reservation, tag)}</p>
              <p className="text-sm text-ink-soft">
                {reservation.nextWeek
                  ? t('nextDelivery.reservedNext', { slot: formatSlotLabel(reservation.nextWeek.slot, tag) })
                  : t('nextDelivery.reservedNoWeek')}
              </p>
              <Link to={`${prefix}${RESERVED_SLOT_PATH}`} className={`mt-1 inline-block ${linkClass}`}>
                {t('nextDelivery.manage')}
              </Link>
            </>
          ) : (
            <>
              <p className="text-sm text-ink-soft">{t('nextDelivery.reservedNone')}</p>
              <Link to={`${prefix}${RESERVED_SLOT_PATH}`} className={`mt-1 inline-block ${linkClass}`}>
                {t('nextDelivery.reserve')}
              </Link>
            </>
          )}
        </Tile>
        <UsualBasketTile basket={usualBasket} />
        {children}
      </div>
    </section>
  );
}

/** The usual basket: its products, its next date (or its pause), and the way to it; or how to start one. */
function UsualBasketTile({ basket }: { basket: NextDeliveryView['usualBasket'] }) {
  const { t, prefix, locale } = useI18n();
  const tag = intlTag(locale);
  return (
    <Tile icon={<CartIcon />} title={t('nextDelivery.usualBasket')} testId="next-delivery-usual-basket">
      {basket ? (
        <>
          <p className="font-bold">{t('nextDelivery.usualBasketProducts', { count: basket.productCount })}</p>
          <p className="text-sm text-ink-soft">
            {basket.pausedUntil
              ? t('nextDelivery.usualBasketPaused', {
                  date: dateTimeFormat(tag, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
                    new Date(`${basket.pausedUntil}T12:00:00Z`),
                  ),
                })
              : basket.next
                ? t('nextDelivery.usualBasketNext', { slot: formatSlotLabel(basket.next.slot, tag) })
                : t('nextDelivery.usualBasketNoDate')}
          </p>
          <Link to={`${prefix}${USUAL_BASKET_PATH}`} className={`mt-1 inline-block ${linkClass}`}>
            {t('nextDelivery.usualBasketManage')}
          </Link>
        </>
      ) : (
        <>
          <p className="text-sm text-ink-soft">{t('nextDelivery.usualBasketNone')}</p>
          <Link to={`${prefix}${USUAL_BASKET_PATH}`} className={`mt-1 inline-block ${linkClass}`}>
            {t('nextDelivery.usualBasketCreate')}
          </Link>
        </>
      )}
    </Tile>
  );
}
