import { isMinimumReached, toCents } from '@consigne/domain';
import { Link } from 'react-router';
import { useI18n, useMoney } from '../../i18n';

/**
 * Disabled when the cart has no item or is not validable (the server's isValidable);
 * labelled with the validate text once the server's subtotalTtc reaches the minimum order (the
 * domain's isMinimumReached), otherwise 'minimum order not reached' with the amount.
 * With `to` it is a link (the slide-over goes to the cart page), otherwise a button.
 */
export function ValidateButton({
  itemCount,
  isValidable,
  subtotalTtc,
  orderMinimumAmount,
  to,
  onClick,
}: {
  itemCount: number;
  isValidable: boolean;
  subtotalTtc: number;
  orderMinimumAmount: number;
  to?: string;
  onClick?: () => void;
}) {
  const { t } = useI18n();
  const money = useMoney().euros;
  const disabled = itemCount <= 0 || !isValidable;
  const label = isMinimumReached(toCents(subtotalTtc), toCents(orderMinimumAmount))
    ? t('cart.validate')
    : t('cart.minimumNotReached', { amount: money(orderMinimumAmount) });
  const className = 'btn btn-primary w-full';
  if (to && !disabled)
    return (
      <Link to={to} onClick={onClick} className={className} data-testid="cart-validate">
        {label}
      </Link>
    );
  return (
    <button
      type="button"
      className={`${className} disabled:cursor-not-allowed disabled:opacity-60`}
      disabled={disabled}
      onClick={onClick}
      data-testid="cart-validate"
    >
      {label}
    </button>
  );
}
