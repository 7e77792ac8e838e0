import type { ProductWarehouseDto } from '@consigne/api-client';
import { useLoaderData } from 'react-router';
import type { Route } from './+types/demo-products';
import { ListingHeader } from '../components/catalog/ListingHeader';
import { ProductCard } from '../components/catalog/ProductCard';
import { Canonical } from '../components/seo/Canonical';
import { useI18n, type MessageKey } from '../i18n';
import { serverApi } from '../lib/api.server';
import type { PageHandle } from '../lib/handle';
import * as routes from '@consigne/contract/routes';

type DemoState = { label: MessageKey; entry: ProductWarehouseDto; ht?: boolean };

/** demo-products: the product card in every state, with real products of the catalogue. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = serverApi(request, context);
  const [first, second] = await Promise.all([
    api.call(routes.listProducts, { query: { limit: 100, page: 1 } }),
    api.call(routes.listProducts, { query: { limit: 100, page: 2 } }),
  ]);
  const all = [...(first.data?.products ?? []), ...(second.data?.products ?? [])];
  const plain = (p: ProductWarehouseDto) =>
    p.isAvailable && !p.discountAntiWastePercent && !p.product.isNew && p.product.alcoholLevel === null;
  const picks: Array<[MessageKey, ProductWarehouseDto | undefined, boolean?]> = [
    ['catalog.demoNormal', all.find((p) => plain(p) && p.product.bottleDeposit > 0)],
    ['catalog.demoDiscount', all.find((p) => p.isAvailable && p.discountAntiWastePercent > 0)],
    ['catalog.demoOutOfStock', all.find((p) => !p.isAvailable)],
    ['catalog.demoAlcohol', all.find((p) => p.isAvailable && (p.product.alcoholLevel ?? 0) > 0)],
    ['catalog.demoHt', all.filter(plain)[1], true],
    ['catalog.demoNew', all.find((p) => p.isAvailable && p.product.isNew && !p.discountAntiWastePercent)],
  ];
  const states: DemoState[] = picks.flatMap(([label, entry, ht]) => (entry ? [{ label, entry, ht }] : []));
  return { states };
}

export const handle: PageHandle = { header: 'yellow' };

export default function DemoProducts() {
  const { t } = useI18n();
  const { states } = useLoaderData<typeof loader>();
  return (
    <>
      <title>{t('meta.titleSuffix', { title: t('catalog.demoTitle') })}</title>
      <meta name="description" content={t('catalog.demoTitle')} />
      <meta name="robots" content="noindex" />
      <Canonical />
      <ListingHeader title={t('catalog.demoTitle')} crumbs={[{ label: t('catalog.demoTitle') }]} />
      <div className="mx-auto max-w-screen-2xl px-4 pb-16 pt-6 sm:px-6 lg:px-8">
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4 2xl:grid-cols-6">
          {states.map((state) => (
            <li key={state.label} data-testid="demo-state" className="flex flex-col">
              <h2 className="mb-2 text-sm font-bold uppercase tracking-wide text-ink-soft">
                {t(state.label)}
              </h2>
              <div className="flex-1">
                <ProductCard entry={state.entry} ht={state.ht} eager />
              </div>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
