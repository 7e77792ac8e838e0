import { intlTag } from '@consigne/domain';
import type { CartTotalsDto } from '@consigne/api-client';
import { useI18n, useMoney } from '../../i18n';
import { formatRate } from './vat-rate';

type Row = { label: string; value: string; testId: string; strong?: boolean };

/**
 * The full totals of a checkout or an order: products TTC, HT and VAT per rate (for customers who
 * see HT prices, and on an order detail), the deposits apart (outside the VAT base), delivery, the
 * promo discount, the wallet and the amount to pay.
 */
export function OrderTotals({
  totals,
  vatByRate,
  showHt,
  promoCode,
}: {
  // The cart's totals at checkout carry the green slot's discount; an order's fee is the one charged.
  totals: Omit<CartTotalsDto, 'greenSlotDiscount'> & { greenSlotDiscount?: number };
  vatByRate: ReadonlyArray<{ rate: number; amount: number }>;
  showHt: boolean;
  promoCode?: string | null;
}) {
  const { t, locale } = useI18n();
  const money = useMoney().euros;
  const green = totals.greenSlotDiscount ?? 0;
  const fee = Math.round((totals.deliveryFees + green) * 100) / 100;
  const rows: Row[] = [
    { label: t('orders.totals.productsTtc'), value: money(totals.subtotalTtc), testId: 'subtotal-ttc' },
  ];
  if (showHt) {
    rows.push({
      label: t('orders.totals.productsHt'),
      value: money(totals.subtotalHt),
      testId: 'subtotal-ht',
    });
    if (vatByRate.length)
      for (const { rate, amount } of vatByRate)
        rows.push({
          label: t('orders.totals.vat', { rate: formatRate(rate, intlTag(locale)) }),
          value: money(amount),
          testId: `vat-${Math.round(rate * 1000)}`,
        });
    else
      rows.push({ label: t('orders.totals.totalVat'), value: money(totals.totalTva), testId: 'total-tva' });
  } else
    rows.push({ label: t('orders.totals.totalVat'), value: money(totals.totalTva), testId: 'total-tva' });
  rows.push(
    { label: t('cart.productsDeposit'), value: money(totals.productsDeposit), testId: 'products-deposit' },
    { label: t('cart.packagesDeposit'), value: money(totals.packagesDeposit), testId: 'packages-deposit' },
    {
      label: t('cart.deliveryFees'),
      value: fee > 0 ? money(fee) : t('cart.free'),
      testId: 'delivery-fees',
    },
  );
  // A green slot's discount under the fee it comes off, so the rows add up.
  if (green > 0)
    rows.push({
      label: t('cart.greenSlotDiscount'),
      value: `− ${money(green)}`,
      testId: 'green-slot-discount',
    });
  if (totals.discountValue > 0)
    rows.push({
      label: promoCode ? t('orders.totals.discountCode', { code: promoCode }) : t('cart.discount'),
      value: `− ${money(totals.discountValue)}`,
      testId: 'discount',
    });
  if (totals.walletUsage > 0)
    rows.push({
      label: t('orders.totals.wallet'),
      value: `− ${money(totals.walletUsage)}`,
      testId: 'wallet-usage',
    });
  return (
    <div>
      <dl data-testid="order-totals" className="grid gap-2 text-sm">
        {rows.map((row) => (
          <div key={row.testId} className="flex justify-between gap-4">
            <dt className="text-ink-soft">{row.label}</dt>
            <dd className="font-semibold tabular-nums" data-testid={`totals-${row.testId}`}>
              {row.value}
            </dd>
          </div>
        ))}
        <div className="mt-1 flex items-baseline justify-between gap-4 border-t border-line pt-3">
          <dt className="text-base font-bold">{t('orders.totals.amountToPay')}</dt>
          <dd className="text-xl font-black tabular-nums" data-testid="totals-amount-to-pay">
            {money(totals.amountToPay)}
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-xs text-ink-soft">{t('orders.totals.depositNote')}</p>
    </div>
  );
}
