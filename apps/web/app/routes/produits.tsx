import { data, useLoaderData } from 'react-router';
import type { Route } from './+types/produits';
import { Chips } from '../components/catalog/Chips';
import { EmptyResults } from '../components/catalog/EmptyResults';
import { cardEntry } from '../components/catalog/card';
import { categoryPath, countLabel } from '../components/catalog/format';
import { ListingHeader } from '../components/catalog/ListingHeader';
import { PAGE_SIZE, pageCount, readListingQuery } from '../components/catalog/listing';
import { Pagination } from '../components/catalog/Pagination';
import { ProductGrid } from '../components/catalog/ProductGrid';
import { SortSelect } from '../components/catalog/SortSelect';
import { Canonical } from '../components/seo/Canonical';
import { useI18n } from '../i18n';
import { serverApi } from '../lib/api.server';
import type { PageHandle } from '../lib/handle';
import * as routes from '@consigne/contract/routes';

/**
 * produits: every product of the warehouse, sortable and paginated; produits?search={term}
 * is the search, ranked by the API (relevance) unless another sort is chosen.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const search = params.get('search')?.trim() || null;
  const query = readListingQuery(params);
  if (query.page === null) throw data(null, { status: 404 });
  const api = serverApi(request, context);
  const [listing, rayons] = await Promise.all([
    api.call(routes.listProducts, {
      query: {
        search: search ?? undefined,
        page: query.page,
        limit: PAGE_SIZE,
        sort: query.sort ?? (search ? 'relevance' : undefined),
        direction: query.direction,
      },
    }),
    api.call(routes.listCategories),
  ]);
  // A search the API refuses (control characters, too long) finds nothing rather than failing.
  const found =
    listing.status === 400 && search ? { products: [], count: 0, limit: PAGE_SIZE } : listing.data;
  if (!found) throw new Error(listing.error ?? 'catalogue');
  if (query.page > pageCount(found.count)) throw data(null, { status: 404 });
  const { products, count, limit } = found;
  return {
    search,
    // Only what the cards, chips and pagination show travels to the browser.
    listing: { products: products.map(cardEntry), count, limit },
    rayons: (rayons.data ?? []).map(({ id, slug, name, color }) => ({ id, slug, name, color })),
    page: query.page,
  };
}

export const handle: PageHandle = { header: 'yellow' };

export default function Products() {
  const { t, prefix } = useI18n();
  const { search, listing, rayons, page } = useLoaderData<typeof loader>();
  const title = search ? t('catalog.searchTitle', { term: search }) : t('catalog.allProducts');
  const metaTitle = search ? t('catalog.searchMeta', { term: search }) : t('catalog.allProducts');
  const empty = listing.count === 0;
  return (
    <>
      <title>
        {t('meta.titleSuffix', {
          title: page > 1 ? `${metaTitle} · ${t('catalog.page', { page })}` : metaTitle,
        })}
      </title>
      <meta name="description" content={t('catalog.allProductsDescription')} />
      {empty && <meta name="robots" content="noindex" />}
      <Canonical keep={['page', 'search']} />
      <ListingHeader
        title={title}
        subtitle={countLabel(t, listing.count)}
        crumbs={[{ label: search ? title : t('catalog.allProducts') }]}
        actions={!empty && <SortSelect />}
      >
        {!search && (
          <Chips
            label={t('header.categories')}
            testId="rayon-chips"
            items={rayons.map((rayon) => ({
              key: rayon.slug,
              label: rayon.name,
              to: categoryPath(prefix, rayon.slug),
            }))}
          />
        )}
      </ListingHeader>
      <div className="mx-auto max-w-screen-2xl px-4 pb-16 pt-6 sm:px-6 lg:px-8">
        {empty ? (
          <EmptyResults title={t('catalog.emptySearch', { term: search ?? '' })} rayons={rayons} />
        ) : (
          <>
            <ProductGrid products={listing.products} />
            <Pagination page={page} pageCount={pageCount(listing.count, listing.limit)} />
          </>
        )}
      </div>
    </>
  );
}
