import { Link, useLoaderData } from 'react-router';
import type { Route } from './+types/mes-favoris';
import { ProductGrid } from '../components/catalog/ProductGrid';
import { AddAllToCart } from '../components/favourites/AddAllToCart';
import { HeartIcon } from '../components/favourites/FavouriteButton';
import { favouriteCard } from '../components/favourites/favourites-logic';
import { useI18n } from '../i18n';
import { serverApi } from '../lib/api.server';
import { runGuards } from '../lib/guards.server';
import type { PageHandle } from '../lib/handle';
import { useFavouritesStore } from '../stores/favourites';
import * as routes from '@consigne/contract/routes';

export const handle: PageHandle = { titleKey: 'favourites.title' };

/**
 * mes-favoris, 'My favourites' (login required): the favourites as entries of the
 * shopper's warehouse, with their steppers; unavailable ones marked; 'Tout ajouter au panier'.
 */
export async function loader(args: Route.LoaderArgs) {
  await runGuards(['auth'], args);
  const result = await serverApi(args.request, args.context).call(routes.listFavourites);
  if (result.error !== null) return { products: [], notInZone: 0, error: true };
  return {
    products: result.data.products.map(favouriteCard),
    notInZone: result.data.productIds.length - result.data.products.length,
    error: false,
  };
}

export default function Favourites() {
  const { t, prefix } = useI18n();
  const { products, notInZone, error } = useLoaderData<typeof loader>();
  // A heart turned off here takes the product off the page (once the store knows the favourites).
  const ids = useFavouritesStore((s) => (s.loaded ? s.ids : null));
  const shown = ids ? products.filter((p) => ids.has(p.product.id)) : products;

  return (
    <>
      <title>{t('meta.titleSuffix', { title: t('favourites.title') })}</title>
      {error ? (
        <p role="alert" className="rounded-xl bg-danger-soft px-4 py-3 text-sm font-medium text-danger">
          {t('favourites.loadError')}
        </p>
      ) : shown.length === 0 ? (
        <section
          data-testid="favourites-empty"
          className="card mx-auto flex max-w-xl flex-col items-center px-6 py-12 text-center"
        >
          <span
            aria-hidden="true"
            className="grid size-16 place-items-center rounded-full bg-danger-soft text-danger"
          >
            <HeartIcon filled={false} size={30} />
          </span>
          <h2 className="mt-4 text-xl font-bold">{t('favourites.emptyTitle')}</h2>
          <p className="mt-2 text-ink-soft">{t('favourites.emptyText')}</p>
          <Link to={`${prefix}/categories`} className="btn btn-primary mt-6">
            {t('favourites.emptyCta')}
          </Link>
        </section>
      ) : (
        <>
          <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
            <div>
              <p className="text-ink-soft">{t('favourites.intro')}</p>
              <p className="mt-1 font-semibold" data-testid="favourites-count">
                {t('favourites.count', { count: shown.length })}
              </p>
            </div>
            <AddAllToCart entries={shown} />
          </div>
          <ProductGrid products={shown} heading="h2" />
        </>
      )}
      {!error && notInZone > 0 && (
        <p className="mt-6 rounded-xl bg-sand px-4 py-3 text-sm text-ink-soft">
          {t('favourites.notInZone', { count: notInZone })}
        </p>
      )}
    </>
  );
}
