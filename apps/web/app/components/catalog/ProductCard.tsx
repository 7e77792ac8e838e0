import { Link } from 'react-router';
import { useI18n } from '../../i18n';
import { FavouriteButton } from '../favourites/FavouriteButton';
import { AddToCartSlot } from './AddToCartSlot';
import { Badges } from './Badges';
import type { CardEntry } from './card';
import { productPath } from './format';
import { Price, UnitPriceAndDeposit } from './Price';

export interface ProductCardProps {
  entry: CardEntry;
  /** Above the fold: load the packshot at once instead of lazily. */
  eager?: boolean;
  /** The page's largest paint: fetch the packshot before other images. */
  priority?: boolean;
  /** Heading level of the product name within the page outline. */
  heading?: 'h2' | 'h3';
  /** Forces the HT price on or off (demo page); by default it follows the user. */
  ht?: boolean;
}

/**
 * A product as good grocery sites show it: white card, packshot on top, name on two lines at most,
 * volume, a prominent price, price per litre and deposit in small print, and the plus button.
 * The whole card links to the product page (the name's link covers it); the button sits above it.
 */
export function ProductCard({
  entry,
  eager = false,
  priority = false,
  heading: Heading = 'h3',
  ht,
}: ProductCardProps) {
  const { prefix } = useI18n();
  const { product } = entry;
  return (
    <article
      data-testid="product-card"
      className="card group relative flex h-full flex-col p-3 transition-shadow hover:shadow-lg focus-within:shadow-lg sm:p-4"
    >
      <div className="relative -mx-1 -mt-1 overflow-hidden rounded-xl bg-cream/60 sm:-mx-2 sm:-mt-2">
        <img
          src={product.image1}
          alt=""
          width={product.image1Width}
          height={product.image1Height}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          draggable={false}
          className={`aspect-square h-auto w-full object-contain transition-transform duration-300 group-hover:scale-[1.03] ${entry.isAvailable ? '' : 'opacity-50 grayscale'}`}
        />
        <div className="absolute left-2 top-2">
          <Badges entry={entry} />
        </div>
        <FavouriteButton productId={product.id} name={entry.name} className="absolute right-2 top-2" />
      </div>
      <Heading className="mt-3 line-clamp-2 min-h-[2.5rem] text-[15px] font-semibold leading-5 text-ink">
        <Link
          to={productPath(prefix, entry.slug)}
          className="rounded-sm outline-none after:absolute after:inset-0 after:z-0 after:rounded-[var(--radius-card)] focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-forest"
        >
          {entry.name}
        </Link>
      </Heading>
      <p className="mt-0.5 truncate text-[13px] text-ink-soft">
        {product.volumeTranslated}
        {product.brand && <span className="hidden sm:inline"> · {product.brand}</span>}
      </p>
      {/* A narrow card (two columns on a phone) gives the stepper a row of its own under the price, in
          the cart or not, so it never covers the price and adding never moves the card's content. */}
      <div className="@container mt-auto pt-3">
        <div className="flex min-h-10 flex-col items-start gap-2 @min-[13.5rem]:flex-row @min-[13.5rem]:items-center @min-[13.5rem]:justify-between">
          <Price entry={entry} ht={ht} />
          <div className="self-end @min-[13.5rem]:self-auto">
            <AddToCartSlot entry={entry} />
          </div>
        </div>
        <UnitPriceAndDeposit entry={entry} stacked className="mt-1" />
      </div>
    </article>
  );
}
