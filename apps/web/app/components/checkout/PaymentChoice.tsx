import { useI18n } from '../../i18n';

/** The one payment method offered: on delivery (offline). */
export function PaymentChoice() {
  const { t } = useI18n();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-bold">{t('orders.payment')}</legend>
      <label className="flex cursor-pointer items-start gap-3 rounded-2xl border-2 border-forest bg-leaf-soft/50 p-3">
        <input
          type="radio"
          name="paymentMethod"
          value="offline"
          defaultChecked
          className="mt-1 h-4 w-4 accent-forest"
        />
        <span>
          <span className="block text-sm font-bold">{t('orders.paymentOffline')}</span>
          <span className="block text-xs text-ink-soft">{t('orders.paymentOfflineText')}</span>
        </span>
      </label>
    </fieldset>
  );
}
