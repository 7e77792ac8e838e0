import { useI18n, useMoney } from '../../i18n';
import { FavouriteButton } from '../favourites/FavouriteButton';
import { useRootData } from '../../lib/root-data';
import { useCartStore, type CartDto, type CartItemDto } from '../../stores/cart';
import { Stepper } from './Stepper';
import { CartLineSubstitution } from '../substitutes/CartLineSubstitution';

/**
 * One cart line: packshot, name, volume, price and the stepper. While its change
 * is pending, its total is the domain's lineTotalCents on the server's unit price (the store's).
 */
function CartLine({
  item,
  available = true,
  withSubstitution = false,
}: {
  item: CartItemDto;
  available?: boolean;
  withSubstitution?: boolean;
}) {
  const { t } = useI18n();
  const money = useMoney().euros;
  const htEligible = !!useRootData()?.user?.isPriceHtEligible;
  const changeQuantity = useCartStore((s) => s.changeQuantity);
  const waiting = useCartStore((s) => s.loading);
  const { product, productWarehouse: pw } = item;
  const name = pw.name ?? product.name;
  const image = product.thumb150 || product.image1;
  return (
    <li
      data-testid="cart-line"
      data-pending={item.pending || undefined}
      aria-busy={item.pending || undefined}
      className="flex items-center gap-3 py-3"
    >
      <div className="h-16 w-16 shrink-0 overflow-hidden rounded-lg bg-cream/60">
        {image && (
          <img
            src={image}
            alt=""
            width={64}
            height={64}
            loading="lazy"
            className={`h-full w-full object-contain ${available ? '' : 'opacity-50 grayscale'}`}
          />
        )}
      </div>
      <div className="min-w-0 flex-1">
        {/* A long one-word name (« Gentiaanaperitief ») breaks, hyphenated in the page's language, instead of being cut. */}
        <p className="line-clamp-2 break-words hyphens-auto font-semibold leading-snug">{name}</p>
        {product.volumeTranslated && <p className="text-sm text-ink-soft">{product.volumeTranslated}</p>}
        {item.isLocked ? (
          <p className="text-sm font-bold text-forest">{t('cart.offered')}</p>
        ) : (
          <p className="text-sm tabular-nums">
            <span className="font-bold">{money(item.totalTTC)}</span>
            {/* Excl. VAT is the server's figure: not shown until it confirms the change. */}
            {htEligible && !item.pending && (
              <span className="text-ink-soft"> · {t('cart.ht', { amount: money(item.total) })}</span>
            )}
            {item.quantity > 1 && (
              <span className="text-ink-soft">
                {' '}
                · {t('cart.unitPrice', { price: money(item.appliedPriceTTC) })}
              </span>
            )}
          </p>
        )}
        {withSubstitution && !item.isLocked && <CartLineSubstitution item={item} name={name} />}
        {!item.isLocked && <FavouriteButton productId={product.id} name={name} size="xs" className="mt-1" />}
      </div>
      {!item.isLocked && (
        <Stepper
          name={name}
          quantity={item.quantity}
          maxOrderable={pw.maxOrderable}
          isAvailable={available}
          disabled={waiting}
          onChange={(next) =>
            changeQuantity(
              {
                id: pw.id,
                name,
                price: pw.price ?? item.appliedPriceTTC,
                priceHt: pw.priceHt ?? item.appliedPrice,
                product,
              },
              next,
            )
          }
        />
      )}
    </li>
  );
}

interface Group {
  key: string;
  title: string;
  packages: { key: string; title: string; items: CartItemDto[] }[];
}

function groupsOf(cart: CartDto, by: 'category' | 'crate'): Group[] {
  if (by === 'category')
    return cart.availableItems.map((category) => ({
      key: `c${category.categoryMasterId}`,
      title: category.categoryMasterName,
      packages: category.packages.map((pack) => ({
        key: `p${pack.packageTypeId}`,
        title: pack.packageTypeName,
        items: pack.cartItems,
      })),
    }));
  // By crate: one group per package type, its lines in shelf order.
  const byType = new Map<number, Group>();
  for (const category of cart.availableItems)
    for (const pack of category.packages) {
      let group = byType.get(pack.packageTypeId);
      if (!group) {
        group = { key: `t${pack.packageTypeId}`, title: pack.packageTypeName, packages: [] };
        byType.set(pack.packageTypeId, group);
      }
      group.packages.push({ key: `c${category.categoryMasterId}`, title: '', items: pack.cartItems });
    }
  return [...byType.values()];
}

/** Available items grouped by category master then package type (or by crate on the page); unavailable ones apart. */
export function CartLines({
  cart,
  by = 'category',
  withSubstitution = false,
}: {
  cart: CartDto;
  by?: 'category' | 'crate';
  /** Each line says what may replace it if missing (the cart page, for a logged-in shopper). */
  withSubstitution?: boolean;
}) {
  const { t } = useI18n();
  return (
    <div data-testid="cart-lines" className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-5">
      {groupsOf(cart, by).map((group) => (
        <section key={group.key} aria-label={group.title}>
          <h3 className="text-base font-bold">{group.title}</h3>
          {group.packages.map((pack) => (
            <div key={pack.key}>
              {pack.title && (
                <h4 className="mt-2 text-xs font-semibold uppercase tracking-wide text-ink-soft">
                  {pack.title}
                </h4>
              )}
              <ul className="divide-y divide-ink/10">
                {pack.items.map((item) => (
                  <CartLine key={item.productWarehouse.id} item={item} withSubstitution={withSubstitution} />
                ))}
              </ul>
            </div>
          ))}
        </section>
      ))}
      {cart.unavailableItems.length > 0 && (
        <section
          aria-labelledby="cart-unavailable-title"
          data-testid="cart-unavailable"
          className="rounded-xl bg-sand/60 p-3"
        >
          <h3 id="cart-unavailable-title" className="text-base font-bold">
            {t('cart.unavailableTitle')}
          </h3>
          <p className="text-sm text-ink-soft">{t('cart.unavailableText')}</p>
          <ul className="divide-y divide-ink/10">
            {cart.unavailableItems.map((item) => (
              <CartLine key={item.productWarehouse.id} item={item} available={false} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
