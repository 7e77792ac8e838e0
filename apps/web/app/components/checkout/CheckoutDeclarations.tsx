import type { ComponentProps } from 'react';
import { useI18n } from '../../i18n';
import { CheckoutAgeNotice } from '../legal/CheckoutAgeNotice';
import { Checkbox } from '../register/Checkbox';
import { ADULT_ASKED_FIELD } from './place-order-form';

const TERMS_PATH = '/page/conditions-generales-de-vente-du-fourgon';

/**
 * What the shopper declares before ordering: the age notice of the basket's alcohol, 'I am 18 or
 * over' when it holds some (docs/rules.md#alcohol), and the terms of sale. The server checks both.
 */
export function CheckoutDeclarations({
  lines,
  country,
  hasAlcohol,
  errors,
}: {
  lines: ComponentProps<typeof CheckoutAgeNotice>['lines'];
  /** The country of the shopper's warehouse, whose law gives the ages. */
  country: ComponentProps<typeof CheckoutAgeNotice>['country'];
  hasAlcohol: boolean;
  errors: Record<string, string>;
}) {
  const { t } = useI18n();
  return (
    <div className="grid gap-3">
      <CheckoutAgeNotice lines={lines} country={country} />
      {hasAlcohol && (
        <>
          <input type="hidden" name={ADULT_ASKED_FIELD} value="1" />
          <Checkbox
            id="checkout-adult"
            name="adultDeclared"
            label={t('orders.checkout.adultLabel')}
            hint={t('orders.checkout.adultHint')}
            error={errors.adultDeclared}
          />
        </>
      )}
      <Checkbox id="checkout-terms" name="acceptTerms" label={<TermsLabel />} error={errors.acceptTerms} />
    </div>
  );
}

/** 'J’ai lu et j’accepte les conditions générales de vente.' with the terms as a link. */
function TermsLabel() {
  const { t, prefix } = useI18n();
  const [before, after = ''] = t('orders.checkout.terms').split('{link}');
  return (
    <>
      {before}
      <a
        href={`${prefix}${TERMS_PATH}`}
        target="_blank"
        rel="noopener"
        className="font-semibold text-forest underline underline-offset-2"
      >
        {t('orders.checkout.termsLink')}
      </a>
      {after}
    </>
  );
}
