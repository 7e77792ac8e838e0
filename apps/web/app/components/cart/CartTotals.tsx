import type { CartTotalsDto } from '../../stores/cart';
import { useI18n, type MessageKey, useMoney } from '../../i18n';
import { Pending } from './Pending';

/**
 * The cart totals (docs/rules.md#totals): the full breakdown (HT beside TTC for price-HT-eligible customers), as the
 * server last answered; shown as pending while a change is not confirmed (`pending`).
 */
export function CartTotals({
  totals,
  htEligible,
  pending = false,
}: {
  totals: CartTotalsDto;
  htEligible: boolean;
  pending?: boolean;
}) {
  return (
    <Pending pending={pending}>
      <TotalsList totals={totals} htEligible={htEligible} />
    </Pending>
  );
}

function TotalsList({ totals, htEligible }: { totals: CartTotalsDto; htEligible: boolean }) {
  const { t } = useI18n();
  const money = useMoney().euros;
  const fee = Math.round((totals.deliveryFees + totals.greenSlotDiscount) * 100) / 100;
  const rows: [MessageKey, string, string][] = [
    [
      'cart.subtotalTtc',
      htEligible
        ? `${money(totals.subtotalTtc)} (${t('cart.ht', { amount: money(totals.subtotalHt) })})`
        : money(totals.subtotalTtc),
      'subtotal-ttc',
    ],
    ['cart.subtotalHt', money(totals.subtotalHt), 'subtotal-ht'],
    ['cart.totalTva', money(totals.totalTva), 'total-tva'],
    ['cart.productsDeposit', money(totals.productsDeposit), 'products-deposit'],
    ['cart.packagesDeposit', money(totals.packagesDeposit), 'packages-deposit'],
    ['cart.totalDeposit', money(totals.totalDeposit), 'total-deposit'],
    ['cart.deliveryFees', fee > 0 ? money(fee) : t('cart.free'), 'delivery-fees'],
  ];
  // A green slot's discount is shown under the fee it comes off, so the rows add up.
  if (totals.greenSlotDiscount > 0)
    rows.push(['cart.greenSlotDiscount', `− ${money(totals.greenSlotDiscount)}`, 'green-slot-discount']);
  if (totals.discountValue > 0) rows.push(['cart.discount', `− ${money(totals.discountValue)}`, 'discount']);
  if (totals.walletUsage > 0)
    rows.push(['cart.walletUsage', `− ${money(totals.walletUsage)}`, 'wallet-usage']);
  return (
    <dl data-testid="cart-totals" className="grid gap-2 text-sm">
      {rows.map(([key, value, testId]) => (
        <div key={key} className="flex justify-between gap-4">
          <dt className="text-ink-soft">{t(key)}</dt>
          <dd className="font-semibold tabular-nums" data-testid={`totals-${testId}`}>
            {value}
          </dd>
        </div>
      ))}
      <div className="mt-1 flex justify-between gap-4 border-t border-ink/10 pt-3 text-base">
        <dt className="font-bold">{t('cart.amountToPay')}</dt>
        <dd className="font-black tabular-nums" data-testid="totals-amount-to-pay">
          {money(totals.amountToPay)}
        </dd>
      </div>
    </dl>
  );
}
