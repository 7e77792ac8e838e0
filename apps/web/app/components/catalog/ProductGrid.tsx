import { HydrateLater } from '../../lib/hydrate-later';
import type { CardEntry } from './card';
import { ProductCard } from './ProductCard';

/** The first row on a phone: its packshots are the page's largest paint (LCP), fetched first. */
const PRIORITY_COUNT = 2;

/** Responsive product grid: 2 columns on phones, 3 at md, 4 at lg, 5 at 2xl. */
export function ProductGrid({
  products,
  eagerCount = 4,
  heading = 'h2',
}: {
  products: CardEntry[];
  /** Packshots of the first cards (above the fold) load at once; the rest lazily. */
  eagerCount?: number;
  heading?: 'h2' | 'h3';
}) {
  return (
    <ul
      data-testid="product-grid"
      className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4 2xl:grid-cols-5"
    >
      {products.map((entry, index) => (
        <HydrateLater key={entry.id}>
          <li>
            <ProductCard
              entry={entry}
              eager={index < eagerCount}
              priority={index < PRIORITY_COUNT}
              heading={heading}
            />
          </li>
        </HydrateLater>
      ))}
    </ul>
  );
}
