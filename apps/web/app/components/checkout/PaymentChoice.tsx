import type { PaymentMethod } from './place-order-form';
import { useI18n, type MessageKey } from '../../i18n';

const OPTIONS: Array<{ value: PaymentMethod; label: MessageKey; text: MessageKey }> = [
  { value: 'offline', label: 'orders.paymentOffline', text: 'orders.paymentOfflineText' },
  { value: 'stripe', label: 'orders.paymentStripe', text: 'orders.paymentCardText' },
];

/**
 * How the shopper pays: on delivery (the default), or by card on Stripe's hosted page when the shop
 * offers it (Stripe keys set: GET /api/config/shop cardPayment) — "card or Bancontact" when the
 * warehouse is Belgian, since Stripe's page then offers Bancontact too (offersBancontact).
 */
export function PaymentChoice({
  cardPayment,
  bancontact = false,
  value,
  onChange,
}: {
  cardPayment: boolean;
  bancontact?: boolean;
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
}) {
  const { t } = useI18n();
  const options = cardPayment ? OPTIONS : OPTIONS.slice(0, 1);
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-bold">{t('orders.payment')}</legend>
      {options.map((option) => {
        const checked = value === option.value;
        return (
          <label
            key={option.value}
            className={`flex cursor-pointer items-start gap-3 rounded-2xl border-2 p-3 ${
              checked ? 'border-forest bg-leaf-soft/50' : 'border-line'
            }`}
          >
            <input
              type="radio"
              name="paymentMethod"
              value={option.value}
              checked={checked}
              onChange={() => onChange(option.value)}
              data-testid={`payment-${option.value}`}
              className="mt-1 h-4 w-4 accent-forest"
            />
            <span>
              <span className="block text-sm font-bold">
                {t(option.value === 'stripe' && bancontact ? 'orders.paymentStripeBancontact' : option.label)}
              </span>
              <span className="block text-xs text-ink-soft">{t(option.text)}</span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
