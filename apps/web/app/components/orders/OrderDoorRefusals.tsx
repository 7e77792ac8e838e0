import type { OrderDetailDto } from '@consigne/api-client';
import { useI18n, useMoney } from '../../i18n';

/**
 * The lines refused at the door (by the shopper, or not handed over for want of an age check): what,
 * how many, why, and what they would have cost — not charged. What goes back to the card shows above
 * (the card refund's notice); the amount to pay already left them out.
 */
export function OrderDoorRefusals({ order }: { order: OrderDetailDto }) {
  const { t } = useI18n();
  const money = useMoney().euros;
  if (order.doorRefusals.length === 0) return null;
  return (
    <section className="card p-5" aria-labelledby="order-door-refusals" data-testid="order-door-refusals">
      <h2 id="order-door-refusals" className="text-lg font-bold">
        {t('door.shopper.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">{t('door.shopper.intro')}</p>
      <ul className="mt-3 divide-y divide-line">
        {order.doorRefusals.map((r, i) => (
          <li key={i} className="flex items-start justify-between gap-3 py-2.5" data-testid="door-refusal">
            <span className="min-w-0">
              <span className="block font-semibold">
                {t('door.shopper.line', { product: `${r.name} ${r.volume}`, quantity: r.quantity })}
              </span>
              <span className="block text-sm text-ink-soft">
                {t(`door.reason.${r.reason}`)}
                {r.substitutedFor && ` · ${t('door.shopper.replaces', { product: r.substitutedFor })}`}
              </span>
            </span>
            <span className="shrink-0 font-semibold tabular-nums line-through decoration-ink-soft">
              {money(r.amount)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
