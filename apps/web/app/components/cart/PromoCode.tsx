import { Form, useNavigation } from 'react-router';
import { useI18n } from '../../i18n';
import type { CartDto } from '../../stores/cart';

/**
 * Promo code on the cart page: apply or remove; the API says why a code does not apply,
 * and the cart says when an applied code no longer does (promoCodeMessage). Works without JavaScript.
 */
export function PromoCode({ cart, error }: { cart: CartDto; error?: string | null }) {
  const { t } = useI18n();
  const busy = useNavigation().state !== 'idle';
  return (
    <section aria-labelledby="promo-title" className="grid gap-2 border-t border-line pt-4">
      <h3 id="promo-title" className="text-sm font-bold">
        {t('cart.promoTitle')}
      </h3>
      {cart.appliedPromoCode ? (
        <Form method="post" className="flex flex-wrap items-center justify-between gap-2">
          <input type="hidden" name="intent" value="remove-promo" />
          {/* One state: a code the cart refuses (another language's, a minimum not reached…) is
              never also called "applied"; it shows struck out with the reason, until removed. */}
          {cart.promoCodeEligible ? (
            <p data-testid="promo-applied" className="font-semibold text-forest">
              {t('cart.promoApplied', { code: cart.appliedPromoCode })}
            </p>
          ) : (
            <p data-testid="promo-refused" className="font-semibold text-ink-soft line-through">
              {cart.appliedPromoCode}
            </p>
          )}
          <button type="submit" className="btn btn-ghost min-h-0 px-3 py-1 text-sm underline" disabled={busy}>
            {t('cart.promoRemove')}
          </button>
          {!cart.promoCodeEligible && cart.promoCodeMessage && (
            <p role="status" className="w-full rounded-lg bg-warning-soft px-3 py-2 text-sm">
              {cart.promoCodeMessage}
            </p>
          )}
        </Form>
      ) : (
        <Form method="post" className="flex gap-2">
          <input type="hidden" name="intent" value="apply-promo" />
          <label htmlFor="promo-code" className="sr-only">
            {t('cart.promoLabel')}
          </label>
          <input
            id="promo-code"
            name="code"
            autoComplete="off"
            placeholder={t('cart.promoLabel')}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'promo-error' : undefined}
            className="field-input h-11 min-w-0 flex-1 uppercase"
          />
          <button type="submit" className="btn btn-outline" disabled={busy}>
            {t('cart.promoApply')}
          </button>
        </Form>
      )}
      {error && (
        <p id="promo-error" role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </section>
  );
}
