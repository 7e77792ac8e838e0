import { CRATE_DEPOSIT_CENTS, toEuros } from '@consigne/domain';
import { data, Link, useLoaderData, useLocation } from 'react-router';
import type { Route } from './+types/p.$slug';
import { AddToCartSlot } from '../components/catalog/AddToCartSlot';
import { AddToOrderLink } from '../components/order-edit/AddToOrderLink';
import { Badges } from '../components/catalog/Badges';
import { FavouriteButton } from '../components/favourites/FavouriteButton';
import { DislikeButton } from '../components/substitutes/DislikeButton';
import { Breadcrumbs } from '../components/catalog/Breadcrumbs';
import { cardEntry } from '../components/catalog/card';
import { Carousel } from '../components/catalog/Carousel';
import { categoryPath, decimal } from '../components/catalog/format';
import { productJsonLd, scriptJson } from '../components/catalog/jsonld';
import { Price, UnitPriceAndDeposit } from '../components/catalog/Price';
import { ProductCard } from '../components/catalog/ProductCard';
import { AlcoholNotices } from '../components/legal/AlcoholNotices';
import { Canonical } from '../components/seo/Canonical';
import { OgImage } from '../components/seo/OgImage';
import { useI18n, formatMoney } from '../i18n';
import { serverApi } from '../lib/api.server';
import { runGuards } from '../lib/guards.server';
import type { PageHandle } from '../lib/handle';
import { useNonce } from '../lib/nonce';
import { useRootData } from '../lib/root-data';
import { isMissing } from '../lib/not-found';
import * as routes from '@consigne/contract/routes';

/** p/{slug}: one product of the shopper's warehouse, with related products. Unknown: 404. */
export async function loader(args: Route.LoaderArgs) {
  await runGuards(['warehouse'], args);
  const result = await serverApi(args.request, args.context).call(routes.getProduct, {
    params: { slug: args.params.slug },
  });
  if (isMissing(result.status)) throw data(null, { status: 404 });
  if (!result.data) throw new Error(result.error ?? 'product');
  // The related products as their cards show them.
  return { entry: { ...result.data, related: result.data.related.map(cardEntry) } };
}

export const handle: PageHandle = { header: 'yellow' };

function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="flex justify-between gap-4 border-b border-line py-2.5 last:border-0">
      <dt className="text-ink-soft">{term}</dt>
      <dd className="text-right font-semibold">{children}</dd>
    </div>
  );
}

export default function ProductPage() {
  const { t, prefix, locale } = useI18n();
  const nonce = useNonce();
  const { entry } = useLoaderData<typeof loader>();
  const origin = useRootData()?.origin ?? '';
  const { pathname } = useLocation();
  const { product, related } = entry;
  const master = product.category.master;
  const alcoholic = product.alcoholLevel !== null;
  const capacity = product.packageType.capacity;
  const format = capacity
    ? `${product.packageType.name} (${t('catalog.crate', { capacity })})`
    : product.packageType.name;
  const title = `${entry.name} ${product.volumeTranslated}`.trim();
  const description =
    product.description.length > 155
      ? `${product.description.slice(0, 154).trimEnd()}…`
      : product.description;

  return (
    <>
      <title>{t('meta.titleSuffix', { title })}</title>
      <meta name="description" content={description} />
      <Canonical keep={['page']} />
      <meta property="og:type" content="product" />
      <meta property="og:title" content={title} />
      <OgImage origin={origin} image={product.image1} alt={entry.name} />
      <script
        type="application/ld+json"
        nonce={nonce}
        dangerouslySetInnerHTML={{ __html: scriptJson(productJsonLd(entry, origin, `${origin}${pathname}`)) }}
      />

      <div className="mx-auto max-w-screen-xl px-4 pb-16 pt-4 sm:px-6 md:pt-6 lg:px-8">
        <Breadcrumbs
          items={[
            { label: t('header.categories'), to: `${prefix}/categories` },
            { label: master.name, to: categoryPath(prefix, master.slug) },
            { label: product.category.name, to: categoryPath(prefix, product.category.slug, master.slug) },
            { label: entry.name },
          ]}
        />

        <div className="mt-5 grid gap-6 md:grid-cols-2 md:gap-10 lg:gap-14">
          <div className="card relative self-start overflow-hidden p-4 sm:p-8">
            <img
              src={product.image1}
              alt={entry.name}
              width={product.image1Width}
              height={product.image1Height}
              fetchPriority="high"
              className={`mx-auto aspect-square h-auto w-full max-w-[400px] object-contain ${entry.isAvailable ? '' : 'opacity-50 grayscale'}`}
            />
            <div className="absolute left-4 top-4">
              <Badges entry={entry} size="lg" />
            </div>
            <FavouriteButton
              productId={product.id}
              name={entry.name}
              size="md"
              className="absolute right-4 top-4"
            />
          </div>

          <div className="min-w-0">
            {product.brand && (
              <p className="text-sm font-bold uppercase tracking-wide text-forest" data-testid="brand">
                {product.brand}
              </p>
            )}
            <h1 className="mt-1 text-3xl font-black leading-tight tracking-tight sm:text-4xl">
              {entry.name}
            </h1>
            <p className="mt-2 text-lg text-ink-soft">
              <span data-testid="volume">{product.volumeTranslated}</span>
              {capacity && (
                <>
                  <span aria-hidden="true"> · </span>
                  <span data-testid="package-type">{format}</span>
                </>
              )}
              {alcoholic && (
                <>
                  <span aria-hidden="true"> · </span>
                  <span data-testid="alcohol-level">
                    {t('catalog.alcohol', { level: decimal(product.alcoholLevel!, locale) })}
                  </span>
                </>
              )}
            </p>
            <DislikeButton productId={product.id} name={entry.name} />

            <div className="card mt-6 p-5 sm:p-6">
              <div className="flex items-end justify-between gap-4">
                <div className="min-w-0">
                  {entry.discountAntiWastePercent > 0 && (
                    <p className="mb-1 text-sm font-bold text-danger">
                      {t('catalog.antiWaste')}{' '}
                      {t('catalog.discount', { percent: entry.discountAntiWastePercent })}
                    </p>
                  )}
                  <Price entry={entry} size="lg" />
                  <UnitPriceAndDeposit entry={entry} className="mt-1 text-sm" />
                </div>
                <AddToCartSlot entry={entry} size="lg" />
              </div>
              {entry.isAvailable && (
                <div className="mt-3 flex justify-end">
                  <AddToOrderLink name={product.name} />
                </div>
              )}
              {!entry.isAvailable && (
                <p
                  role="status"
                  data-testid="out-of-stock"
                  className="mt-4 rounded-xl bg-warning-soft p-3 text-sm font-semibold text-ink"
                >
                  {t('catalog.outOfStock')}
                </p>
              )}
              {capacity && (
                <p className="mt-4 flex gap-2 border-t border-line pt-4 text-sm text-ink-soft">
                  <span aria-hidden="true">♻</span>
                  {t('catalog.crateInfo', {
                    capacity,
                    deposit: formatMoney(toEuros(CRATE_DEPOSIT_CENTS), locale),
                  })}
                </p>
              )}
            </div>

            {/* Its legal age in the shopper's country and the health warning. */}
            <AlcoholNotices product={product} />

            {product.tags.length > 0 && (
              <ul className="mt-5 flex flex-wrap gap-2" aria-label={t('catalog.tags')}>
                {product.tags.map((tag) => (
                  <li key={tag.key}>
                    <Link
                      to={`${prefix}/c/${product.category.slug}/t/${tag.key}`}
                      className="inline-flex h-8 items-center rounded-full bg-leaf-soft px-3 text-sm font-semibold text-forest hover:bg-white hover:ring-1 hover:ring-forest"
                    >
                      {tag.name}
                    </Link>
                  </li>
                ))}
              </ul>
            )}

            <section className="mt-8" aria-labelledby="product-description">
              <h2 id="product-description" className="text-xl font-extrabold">
                {t('catalog.description')}
              </h2>
              <p className="mt-2 leading-relaxed text-ink/85" data-testid="description">
                {product.description}
              </p>
            </section>

            <section className="mt-8" aria-labelledby="product-details">
              <h2 id="product-details" className="text-xl font-extrabold">
                {t('catalog.details')}
              </h2>
              <dl className="card mt-3 px-4 text-sm">
                {product.brand && <Detail term={t('catalog.brand')}>{product.brand}</Detail>}
                <Detail term={t('catalog.volume')}>{product.volumeTranslated}</Detail>
                <Detail term={t('catalog.format')}>{format}</Detail>
                {alcoholic && (
                  <Detail term={t('catalog.alcoholLevel')}>
                    {t('catalog.alcohol', { level: decimal(product.alcoholLevel!, locale) })}
                  </Detail>
                )}
                <Detail term={t('catalog.category')}>
                  <Link
                    to={categoryPath(prefix, product.category.slug, master.slug)}
                    className="underline underline-offset-4 hover:text-forest"
                  >
                    {product.category.name}
                  </Link>
                </Detail>
              </dl>
            </section>
          </div>
        </div>

        {related.length > 0 && (
          <section className="mt-14" aria-labelledby="related-title">
            <h2 id="related-title" className="mb-4 text-2xl font-extrabold tracking-tight">
              {t('catalog.related')}
            </h2>
            <Carousel prevLabel={t('catalog.prev')} nextLabel={t('catalog.nextItems')}>
              {related.map((item) => (
                <ProductCard key={item.id} entry={item} />
              ))}
            </Carousel>
          </section>
        )}
      </div>
    </>
  );
}
