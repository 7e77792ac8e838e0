import { useI18n, useMoney } from '../../i18n';
import type { CartDto } from '../../stores/cart';
import { CrateSummary } from '../cart/CrateSummary';

type CartLine = CartDto['availableItems'][number]['packages'][number]['cartItems'][number];

/** 'Vos articles (n)': the crates, then one row per line with its price (a gift is 'Offert'). */
export function CheckoutLines({ cart, lines }: { cart: CartDto; lines: readonly CartLine[] }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="checkout-items" className="card p-5">
      <h2 id="checkout-items" className="text-xl font-bold">
        {t('orders.checkout.items', { count: cart.itemCount })}
      </h2>
      <div className="mt-4">
        <CrateSummary cart={cart} />
      </div>
      <ul data-testid="checkout-lines" className="mt-4 divide-y divide-line border-t border-line">
        {lines.map((item) => (
          <CheckoutLine key={item.productWarehouse.id} item={item} />
        ))}
      </ul>
    </section>
  );
}

function CheckoutLine({ item }: { item: CartLine }) {
  const { t } = useI18n();
  const money = useMoney().euros;
  const price = (euros: number) => (item.isLocked ? t('cart.offered') : money(euros));
  return (
    <li className="flex items-center gap-3 py-3">
      {item.product.thumb150 ? (
        <img
          src={item.product.thumb150}
          alt=""
          width={48}
          height={48}
          loading="lazy"
          className="h-12 w-12 shrink-0 rounded-xl bg-sand object-contain"
        />
      ) : (
        <span aria-hidden="true" className="h-12 w-12 shrink-0 rounded-xl bg-sand" />
      )}
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-semibold">{item.product.name}</p>
        <p className="text-xs text-ink-soft">
          {t('orders.checkout.quantity', { quantity: item.quantity })} {price(item.appliedPriceTTC)}
          {item.product.volumeTranslated ? ` · ${item.product.volumeTranslated}` : ''}
        </p>
      </div>
      <p className="shrink-0 text-sm font-bold tabular-nums">{price(item.totalTTC)}</p>
    </li>
  );
}
