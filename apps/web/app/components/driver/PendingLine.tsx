import { useI18n, useMoney } from '../../i18n';
import type { Pending } from './types';

/** What the driver takes back from one customer: their deposits still out, and what they are worth. */
export function PendingLine({ name, pending }: { name: string; pending: Pending }) {
  const { t } = useI18n();
  const money = useMoney();
  return (
    <p className="text-sm font-semibold" data-testid="to-take-back">
      {t('driver.toTakeBack', {
        name,
        crates: pending.crates,
        large: pending.largeBottles,
        small: pending.smallBottles,
        amount: money.euros(pending.amount),
      })}
    </p>
  );
}
