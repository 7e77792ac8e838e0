import { SUGGESTIONS_LIMIT } from '@consigne/domain';
import { data, useLoaderData } from 'react-router';
import type { Route } from './+types/produits.suggestions';
import { ListingHeader } from '../components/catalog/ListingHeader';
import { ProductGrid } from '../components/catalog/ProductGrid';
import { useI18n } from '../i18n';
import { serverApi } from '../lib/api.server';
import type { PageHandle } from '../lib/handle';
import * as routes from '@consigne/contract/routes';

/**
 * produits/suggestions?packageType={id}: crate-completion ideas, up to 9 products
 * of that package type (all formats when no package type is given), server-rendered.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const raw = new URL(request.url).searchParams.get('packageType');
  const packageType = raw === null || raw === '' ? undefined : Number(raw);
  if (packageType !== undefined && !(Number.isInteger(packageType) && packageType > 0))
    throw data(null, { status: 404 });
  const listing = await serverApi(request, context).call(routes.listProducts, {
    query: {
      packageType,
      limit: SUGGESTIONS_LIMIT,
      sort: 'relevance',
    },
  });
  if (!listing.data) throw new Error(listing.error ?? 'suggestions');
  const products = listing.data.products.slice(0, SUGGESTIONS_LIMIT);
  const format =
    packageType === undefined
      ? null
      : (listing.data.filters.packageTypes.find((p) => p.id === packageType)?.name ??
        products[0]?.product.packageType.name ??
        null);
  return { products, format };
}

export const handle: PageHandle = { header: 'yellow' };

export default function ProductSuggestions() {
  const { t } = useI18n();
  const { products, format } = useLoaderData<typeof loader>();
  const title = t('cart.suggestionsPageTitle');
  return (
    <>
      <title>{t('meta.titleSuffix', { title: format ? `${title} · ${format}` : title })}</title>
      <meta name="robots" content="noindex" />
      <ListingHeader
        title={title}
        subtitle={format ? t('cart.suggestionsPageIntro', { format }) : undefined}
        crumbs={[{ label: title }]}
      />
      <div className="mx-auto max-w-screen-2xl px-4 pb-16 pt-6 sm:px-6 lg:px-8">
        {products.length === 0 ? (
          <p className="py-12 text-center text-ink-soft">{t('cart.suggestionsPageEmpty')}</p>
        ) : (
          <ProductGrid products={products} />
        )}
      </div>
    </>
  );
}
