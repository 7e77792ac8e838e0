import { data, useLoaderData } from 'react-router';
import type { CardEntry } from '../components/catalog/card';
import { ProductGrid } from '../components/catalog/ProductGrid';

/**
 * The framework's floor for `npm run bench:render` (bench/render-cost.mjs): the same 24
 * product cards a listing shows, rendered by the same build under the root document, with no shell
 * (header, footer), no page loader call to the API and nothing else. A listing's render cost is read
 * against it. It exists only on a server started with BENCH_FLOOR=1: a 404 everywhere else.
 */
export function loader() {
  if (process.env.BENCH_FLOOR !== '1') throw data(null, { status: 404 });
  return { products: FLOOR_CARDS };
}

export default function BenchFloor() {
  const { products } = useLoaderData<typeof loader>();
  return (
    <main id="main" className="mx-auto max-w-screen-2xl px-4 py-6">
      <ProductGrid products={products} />
    </main>
  );
}

const PACKAGES = [
  { id: 1, name: 'Casier 24 × 33 cl', capacity: 24 },
  { id: 2, name: 'Casier 12 × 75 cl', capacity: 12 },
];

/** 24 cards shaped like the seed's (names, prices per litre, deposits, a discount, one sold out). */
const FLOOR_CARDS: CardEntry[] = Array.from({ length: 24 }, (_, i) => {
  const price = 1.25 + (i % 7) * 0.4;
  const discount = i % 5 === 0 ? 30 : 0;
  const discounted = Math.round(price * (100 - discount)) / 100;
  return {
    id: 1000 + i,
    name: `Produit de démonstration ${i + 1} bio en bouteille consignée`,
    slug: `produit-demonstration-${i + 1}`,
    price: discounted,
    priceHt: Math.round((discounted / 1.21) * 100) / 100,
    originalPrice: price,
    customPricePerUnit: Math.round((discounted / 0.33) * 100) / 100,
    pricePerUnitUnit: 'l',
    isAvailable: i !== 7,
    maxOrderable: 48,
    discountAntiWastePercent: discount,
    product: {
      id: 500 + i,
      name: `Produit de démonstration ${i + 1}`,
      brand: 'Brasserie du Nord',
      image1: `/api/media/products/${(i % 12) + 1}.svg`,
      image1Width: 600,
      image1Height: 600,
      thumb150: `/api/media/products/${(i % 12) + 1}-thumb150.svg`,
      volumeTranslated: '33 cl',
      isNew: i % 6 === 1,
      alcoholLevel: i % 3 === 0 ? 5.5 : null,
      minimumAge: i % 3 === 0 ? 18 : null,
      bottleDeposit: 0.1,
      packageType: PACKAGES[i % 2]!,
      category: {
        id: 10 + (i % 4),
        name: 'Bières',
        master: { id: 1, name: 'Boissons', slug: 'boissons' },
      },
    },
  };
});
