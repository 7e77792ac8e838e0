import { toCents, toEuros } from '@consigne/domain';
import { useI18n } from '../../i18n';
import { useMoney, type CartWarehouse } from './money';

export type CartDisplayState = 'empty' | 'belowMinimum' | 'belowFreeDelivery' | 'freeDelivery';

/** Spec §4 cart display states. */
export function cartDisplayState(
  itemCount: number,
  subtotalTtc: number,
  remainingForFreeFees: number,
  warehouse: CartWarehouse | null,
): CartDisplayState {
  if (itemCount <= 0) return 'empty';
  if (warehouse && subtotalTtc < warehouse.orderMinimumAmount) return 'belowMinimum';
  return remainingForFreeFees > 0 ? 'belowFreeDelivery' : 'freeDelivery';
}

/** What is still missing for free delivery: from the local subtotal once the threshold is known. */
export function remainingForFreeFees(
  subtotalTtc: number,
  serverRemaining: number,
  warehouse: CartWarehouse | null,
): number {
  if (!warehouse) return serverRemaining;
  return toEuros(Math.max(0, toCents(warehouse.deliveryFreeThreshold) - toCents(subtotalTtc)));
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

/** Spec §4: toward the minimum order first, then toward free delivery, then the free-delivery banner. */
export function CartProgress({
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
  const money = useMoney();
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
      amount: money(toEuros(toCents(warehouse.orderMinimumAmount) - toCents(subtotalTtc))),
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
