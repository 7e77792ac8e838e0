import { isMinimumReached, missingForMinimumCents, toCents, toEuros } from '@consigne/domain';
import { useI18n, useMoney } from '../../i18n';
import type { CartWarehouse } from './money';
import { Pending } from './Pending';

export type CartDisplayState = 'empty' | 'belowMinimum' | 'belowFreeDelivery' | 'freeDelivery';

/**
 * The cart's display states (docs/rules.md#delivery-fee), from the server's figures: its subtotal against the warehouse's
 * minimum (the domain's isMinimumReached), then its remaining amount for free delivery.
 */
export function cartDisplayState(
  itemCount: number,
  subtotalTtc: number,
  remainingForFreeFees: number,
  warehouse: CartWarehouse | null,
): CartDisplayState {
  if (itemCount <= 0) return 'empty';
  if (warehouse && !isMinimumReached(toCents(subtotalTtc), toCents(warehouse.orderMinimumAmount)))
    return 'belowMinimum';
  return remainingForFreeFees > 0 ? 'belowFreeDelivery' : 'freeDelivery';
}

function Bar({ value, max, label }: { value: number; max: number; label: string }) {
  const percent = max > 0 ? Math.min(100, Math.max(0, (value / max) * 100)) : 100;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(percent)}
      className="mt-2 h-2 overflow-hidden rounded-full bg-white"
    >
      <div className="h-full rounded-full bg-forest transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  );
}

/**
 * Toward the minimum order first, then toward free delivery, then the free-delivery banner.
 * `subtotalTtc` and `remaining` are the server's last answer, shown as pending while `pending`.
 */
export function CartProgress(props: {
  subtotalTtc: number;
  remaining: number;
  warehouse: CartWarehouse | null;
  state: CartDisplayState;
  pending?: boolean;
}) {
  return (
    <Pending pending={props.pending ?? false}>
      <Progress {...props} />
    </Pending>
  );
}

function Progress({
  subtotalTtc,
  remaining,
  warehouse,
  state,
}: {
  subtotalTtc: number;
  remaining: number;
  warehouse: CartWarehouse | null;
  state: CartDisplayState;
}) {
  const { t } = useI18n();
  const money = useMoney().euros;
  if (state === 'empty') return null;
  if (state === 'freeDelivery') {
    return (
      <p
        data-testid="cart-free-delivery"
        className="rounded-xl bg-forest px-4 py-3 text-center font-bold text-white"
      >
        {t('cart.freeDelivery')}
      </p>
    );
  }
  if (state === 'belowMinimum' && warehouse) {
    const label = t('cart.toMinimum', {
      amount: money(
        toEuros(missingForMinimumCents(toCents(subtotalTtc), toCents(warehouse.orderMinimumAmount))),
      ),
      minimum: money(warehouse.orderMinimumAmount),
    });
    return (
      <div data-testid="cart-progress" data-state="minimum" className="rounded-xl bg-cream px-4 py-3">
        <p className="text-sm font-semibold">{label}</p>
        <Bar value={subtotalTtc} max={warehouse.orderMinimumAmount} label={label} />
      </div>
    );
  }
  const label = t('cart.toFreeDelivery', { amount: money(remaining) });
  return (
    <div data-testid="cart-progress" data-state="free-delivery" className="rounded-xl bg-cream px-4 py-3">
      <p className="text-sm font-semibold">{label}</p>
      <Bar
        value={subtotalTtc}
        max={warehouse?.deliveryFreeThreshold ?? subtotalTtc + remaining}
        label={label}
      />
    </div>
  );
}
