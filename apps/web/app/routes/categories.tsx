import { data, Link, useLoaderData, useLocation } from 'react-router';
import type { Route } from './+types/categories';
import { ListingHeader } from '../components/catalog/ListingHeader';
import { categoryPath, countLabel } from '../components/catalog/format';
import { Canonical } from '../components/seo/Canonical';
import { useI18n } from '../i18n';
import { serverApi } from '../lib/api.server';
import { runGuards } from '../lib/guards.server';
import type { PageHandle } from '../lib/handle';
import * as routes from '@consigne/contract/routes';

/** categories: the Rayons with their tiles and categories, for the shopper's warehouse. */
export async function loader(args: Route.LoaderArgs) {
  await runGuards(['warehouse'], args);
  const { data: rayons } = await serverApi(args.request, args.context).call(routes.listCategories);
  // 'Impossible de charger les catégories': the page says so and offers to retry.
  return data({ rayons: rayons ?? null }, { status: rayons ? 200 : 503 });
}

export const handle: PageHandle = { header: 'yellow' };

export default function Categories() {
  const { t, prefix } = useI18n();
  const { rayons } = useLoaderData<typeof loader>();
  const location = useLocation();
  return (
    <>
      <title>{t('meta.titleSuffix', { title: t('catalog.categoriesTitle') })}</title>
      <meta name="description" content={t('catalog.categoriesDescription')} />
      <Canonical keep={['page']} />
      <ListingHeader title={t('catalog.categoriesTitle')} crumbs={[{ label: t('header.categories') }]}>
        <p className="max-w-2xl text-ink/80">{t('catalog.categoriesIntro')}</p>
      </ListingHeader>
      <div className="mx-auto max-w-screen-2xl px-4 pb-16 pt-6 sm:px-6 lg:px-8">
        {rayons ? (
          <ul
            data-testid="rayons"
            className="grid gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4"
          >
            {rayons.map((rayon, index) => {
              const to = categoryPath(prefix, rayon.slug);
              return (
                <li
                  key={rayon.id}
                  data-testid="rayon"
                  className="card group relative flex overflow-hidden transition-shadow hover:shadow-lg focus-within:shadow-lg sm:flex-col"
                >
                  <div
                    className="w-28 shrink-0 overflow-hidden sm:w-auto"
                    style={{ backgroundColor: rayon.color }}
                  >
                    <img
                      src={rayon.image}
                      alt=""
                      width={400}
                      height={400}
                      loading={index < 4 ? 'eager' : 'lazy'}
                      decoding="async"
                      className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105 sm:aspect-[16/10] sm:h-auto"
                    />
                  </div>
                  <div className="flex min-w-0 flex-1 flex-col p-4 sm:p-5">
                    <h2 className="text-lg font-extrabold leading-tight">
                      <Link
                        to={to}
                        className="outline-none after:absolute after:inset-0 after:rounded-[var(--radius-card)] focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-forest"
                      >
                        {rayon.name}
                      </Link>
                    </h2>
                    <p className="text-sm text-ink-soft">{countLabel(t, rayon.productCount)}</p>
                    <ul className="mt-3 flex flex-wrap gap-1.5">
                      {rayon.categories
                        .filter((category) => category.productCount > 0)
                        .map((category) => (
                          <li key={category.id}>
                            <Link
                              to={categoryPath(prefix, category.slug, rayon.slug)}
                              className="relative z-10 inline-flex min-h-8 items-center rounded-full bg-cream px-3 text-[13px] font-medium ring-1 ring-line hover:bg-white hover:ring-ink/40"
                            >
                              {category.name}
                            </Link>
                          </li>
                        ))}
                    </ul>
                  </div>
                </li>
              );
            })}
          </ul>
        ) : (
          <div role="alert" data-testid="categories-error" className="card mx-auto max-w-xl p-10 text-center">
            <p className="text-lg font-semibold">{t('catalog.categoriesError')}</p>
            <Link to={`${location.pathname}${location.search}`} replace className="btn btn-primary mt-6">
              {t('error.retry')}
            </Link>
          </div>
        )}
      </div>
    </>
  );
}
