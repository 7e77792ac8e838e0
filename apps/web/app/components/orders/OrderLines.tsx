import type { OrderDetailDto, OrderLineDto } from '@consigne/api-client';
import { useI18n, useMoney } from '../../i18n';
import { formatKey } from './order-crates';
import { OrderCrates } from './OrderCrates';

/** 'Articles': the crates, then the lines by crate format. */
export function OrderLines({ order }: { order: Pick<OrderDetailDto, 'crates' | 'packages'> }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="order-lines" className="card p-5">
      <h3 id="order-lines" className="text-xl font-bold">
        {t('orders.detail.lines')}
      </h3>
      <OrderCrates crates={order.crates} />
      {order.packages.map((pack) => (
        <div
          key={pack.packageType}
          data-testid="order-package"
          data-package={pack.packageType}
          className="mt-5"
        >
          <h4 className="text-sm font-bold uppercase tracking-wide text-ink-soft">
            {t(formatKey(pack.packageType))}
          </h4>
          <ul className="mt-2 divide-y divide-line border-y border-line">
            {pack.lines.map((line) => (
              <OrderLine key={line.productWarehouseId} line={line} />
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

/** One line: '75 cl · 7 × 2,10 € · consigne 0,20 €' and its total (a gift is 'Offert'). */
function OrderLine({ line }: { line: OrderLineDto }) {
  const { t } = useI18n();
  const money = useMoney().euros;
  const price = (euros: number) => (line.isLocked ? t('cart.offered') : money(euros));
  const detail = [
    line.volume,
    `${line.quantity} × ${price(line.unitPriceTtc)}`,
    line.bottleDeposit > 0 ? t('orders.detail.deposit', { amount: money(line.bottleDeposit) }) : '',
  ];
  return (
    <li data-testid="order-line" className="flex items-center gap-3 py-3">
      <img
        src={line.thumb}
        alt=""
        width={56}
        height={56}
        loading="lazy"
        className="h-14 w-14 shrink-0 rounded-xl bg-sand object-contain"
      />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold">{line.name}</p>
        <p className="text-xs text-ink-soft">{detail.filter(Boolean).join(' · ')}</p>
      </div>
      <p className="shrink-0 text-sm font-bold tabular-nums">{price(line.totalTtc)}</p>
    </li>
  );
}
