import type { OrderSummaryDto, ReorderResultDto } from '@consigne/api-client';
import { formatSlotLabel, intlTag } from '@consigne/domain';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useI18n, useMoney } from '../../i18n';
import { useBrowserApi } from '../../lib/browser-api';
import { useRootData } from '../../lib/root-data';
import { browserCartApi, useCartStore } from '../../stores/cart';
import { useFavouritesStore } from '../../stores/favourites';
import type { CardEntry } from '../catalog/card';
import { Carousel } from '../catalog/Carousel';
import { categoryPath } from '../catalog/format';
import { ProductCard } from '../catalog/ProductCard';
import { HeartIcon } from '../favourites/FavouriteButton';
import { formatOrderDate } from '../orders/order-dates';
import { NextDelivery } from '../next-delivery/NextDelivery';
import type { NextDeliveryView } from '../next-delivery/next-delivery-logic';
import { ChevronRightIcon, ClockIcon, CrateIcon } from '../ui/icons';
import * as routes from '@consigne/contract/routes';

export interface RayonLink {
  id: number;
  slug: string;
  name: string;
  color: string;
  image: string;
}

/** 'Commander à nouveau': the server re-adds what it can, then the cart store reloads its figures. */
function Reorder({ orderId }: { orderId: number }) {
  const { t, prefix } = useI18n();
  const api = useBrowserApi();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ReorderResultDto | null>(null);
  const [error, setError] = useState(false);
  const reorder = async () => {
    setBusy(true);
    setError(false);
    const answer = await api.call(routes.reorder, { params: { orderId } });
    if (answer.error === null) {
      setResult(answer.data);
      await useCartStore.getState().fetchCart(browserCartApi(api));
    } else setError(true);
    setBusy(false);
  };
  const added = result?.added.reduce((sum, line) => sum + line.quantity, 0) ?? 0;
  return (
    <div className="mt-4">
      <button
        type="button"
        className="btn btn-primary w-full sm:w-auto"
        data-testid="reorder"
        disabled={busy}
        onClick={reorder}
      >
        {busy ? t('returning.reorderBusy') : t('returning.reorder')}
      </button>
      <div role="status" data-testid="reorder-result" className="mt-3 text-sm">
        {error && <p className="font-semibold text-danger">{t('returning.reorderError')}</p>}
        {result && (
          <>
            <p className={`font-semibold ${added ? 'text-forest' : ''}`}>
              {t('returning.reorderDone', { count: added })}{' '}
              {added > 0 && (
                <Link to={`${prefix}/cart`} className="text-forest underline underline-offset-4">
                  {t('favourites.viewCart')}
                </Link>
              )}
            </p>
            {result.notAdded.length > 0 && (
              <div className="mt-1 text-ink-soft" data-testid="reorder-not-added">
                <p>{t('returning.notAdded')}</p>
                <ul className="list-inside list-disc">
                  {result.notAdded.map((line) => (
                    <li key={line.productId}>
                      {t('returning.notAddedLine', {
                        name: line.name,
                        quantity: line.quantity,
                        reason: t(`returning.reason.${line.reason}`),
                      })}
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </>
        )}
      </div>
    </div>
  );
}

/** A section's title, with the link to the whole of it ('Tous mes favoris'). */
function SectionTitle({
  id,
  to,
  more,
  children,
}: {
  id: string;
  to: string;
  more: string;
  children: ReactNode;
}) {
  const { prefix } = useI18n();
  return (
    <div className="mb-3 flex items-end justify-between gap-4">
      <h2 id={id} className="flex items-center gap-2 text-2xl font-extrabold tracking-tight">
        {children}
      </h2>
      <Link
        to={`${prefix}${to}`}
        className="shrink-0 font-semibold text-forest underline-offset-4 hover:underline"
      >
        {more}
      </Link>
    </div>
  );
}

/**
 * The home of a returning shopper, above the fold: the selected (or next) slot,
 * the last order with 'Commander à nouveau', the next delivery and the reserved slot, the favourites
 * and the Rayons.
 */
export function ReturningHome({
  next,
  lastOrder,
  favourites,
  rayons,
}: {
  next: NextDeliveryView;
  lastOrder: OrderSummaryDto | null;
  favourites: CardEntry[];
  rayons: RayonLink[];
}) {
  const { t, prefix, locale } = useI18n();
  const money = useMoney().euros;
  const user = useRootData()?.user;
  // Hearts turned off on this page take the product out of the strip.
  const ids = useFavouritesStore((s) => (s.loaded ? s.ids : null));
  const shownFavourites = ids ? favourites.filter((f) => ids.has(f.product.id)) : favourites;
  if (!user) return null;
  const tag = intlTag(locale);
  return (
    <>
      {/* Reaches up under the home's transparent header (under-header, app.css). */}
      <section
        aria-labelledby="returning-title"
        className="under-header hero-texture bg-brand-yellow"
        data-testid="returning-home"
      >
        <div className="mx-auto max-w-screen-xl px-4 pb-8 pt-6 sm:px-6 md:pb-10 md:pt-8 lg:px-8">
          <h1 id="returning-title" className="text-3xl font-black tracking-tight sm:text-4xl">
            {t('returning.hello', { firstname: user.firstname })}
          </h1>
          <p className="mt-1 text-ink/80">{t('returning.intro')}</p>
          <div className="mt-5 grid gap-3 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] md:gap-4">
            <div className="card flex items-center gap-4 p-4 md:p-5" data-testid="home-slot">
              <span
                aria-hidden="true"
                className="grid size-11 shrink-0 place-items-center rounded-full bg-leaf-soft text-forest"
              >
                <ClockIcon />
              </span>
              <div className="min-w-0">
                <h2 className="text-sm font-semibold text-ink-soft">
                  {t(user.selectedSlot ? 'returning.slotSelected' : 'returning.slotNext')}
                </h2>
                <p className="text-lg font-extrabold">
                  {user.slot ? formatSlotLabel(user.slot, tag) : t('header.noSlot')}
                </p>
              </div>
            </div>
            <div className="card p-4 md:p-5" data-testid="home-last-order">
              <h2 className="text-sm font-semibold text-ink-soft">{t('returning.lastOrder')}</h2>
              {lastOrder ? (
                <>
                  <div className="mt-1 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                    <p className="text-lg font-extrabold">
                      {t('returning.orderNumber', { id: lastOrder.orderId })}
                    </p>
                    <Link
                      to={`${prefix}/mon-compte/mes-commandes/order-detail/${lastOrder.orderId}`}
                      className="inline-flex items-center gap-1 text-sm font-semibold text-forest underline-offset-4 hover:underline"
                    >
                      {t('returning.seeOrder')}
                      <ChevronRightIcon />
                    </Link>
                  </div>
                  <p className="text-sm text-ink-soft">
                    {t('returning.orderMeta', {
                      date: formatOrderDate(lastOrder.placedAt, tag),
                      count: lastOrder.itemCount,
                      amount: money(lastOrder.amountToPay),
                    })}
                  </p>
                  <Reorder orderId={lastOrder.orderId} />
                </>
              ) : (
                <div className="mt-1 flex flex-wrap items-center gap-3">
                  <span aria-hidden="true" className="text-forest">
                    <CrateIcon />
                  </span>
                  <p className="flex-1">{t('returning.noOrder')}</p>
                  <Link to={`${prefix}/categories`} className="btn btn-primary">
                    {t('returning.rayonsAll')}
                  </Link>
                </div>
              )}
            </div>
          </div>
          <div className="mt-3 md:mt-4">
            <NextDelivery {...next} testId="home-next-delivery" />
          </div>
        </div>
      </section>

      <section
        aria-labelledby="home-favourites"
        className="mx-auto max-w-screen-xl px-4 pt-8 sm:px-6 lg:px-8"
      >
        <SectionTitle id="home-favourites" to="/mes-favoris" more={t('returning.favouritesAll')}>
          <span aria-hidden="true" className="text-danger">
            <HeartIcon filled size={22} />
          </span>
          {t('returning.favourites')}
        </SectionTitle>
        {shownFavourites.length > 0 ? (
          <Carousel prevLabel={t('catalog.prev')} nextLabel={t('catalog.nextItems')}>
            {shownFavourites.map((entry) => (
              <ProductCard key={entry.id} entry={entry} />
            ))}
          </Carousel>
        ) : (
          <p className="card p-4 text-ink-soft" data-testid="home-no-favourites">
            {t('returning.noFavourites')}
          </p>
        )}
      </section>

      {rayons.length > 0 && (
        <section aria-labelledby="home-rayons" className="mx-auto max-w-screen-xl px-4 pt-8 sm:px-6 lg:px-8">
          <SectionTitle id="home-rayons" to="/categories" more={t('returning.rayonsAll')}>
            {t('returning.rayons')}
          </SectionTitle>
          <ul
            className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:flex-wrap sm:px-0"
            data-testid="home-rayons"
          >
            {rayons.map((rayon) => (
              <li key={rayon.id} className="shrink-0">
                <Link
                  to={categoryPath(prefix, rayon.slug)}
                  className="flex min-h-11 items-center gap-2 rounded-full bg-white py-1 pl-1 pr-4 text-sm font-semibold ring-1 ring-line hover:ring-ink/40"
                >
                  <img
                    src={rayon.image}
                    alt=""
                    width={36}
                    height={36}
                    loading="lazy"
                    className="size-9 rounded-full object-cover"
                    style={{ backgroundColor: rayon.color }}
                  />
                  {rayon.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
