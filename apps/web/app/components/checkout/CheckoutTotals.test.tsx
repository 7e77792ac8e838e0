import type { CartTotalsDto } from '@consigne/api-client';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nContext, translator } from '../../i18n';
import { catalogs } from '../../i18n/catalogs.server';
import { CheckoutTotals } from './CheckoutTotals';

const totals: CartTotalsDto = {
  subtotalHt: 17.84,
  subtotalTtc: 20.64,
  totalTva: 2.81,
  productsDeposit: 1.2,
  packagesDeposit: 6,
  totalDeposit: 7.2,
  deliveryFees: 0,
  greenSlotDiscount: 0,
  discountValue: 0,
  walletUsage: 5,
  amountToPay: 22.84,
};

function render(vatByRate: Array<{ rate: number; amount: number }>, showHt = true) {
  return renderToStaticMarkup(
    <I18nContext.Provider value={{ locale: 'fr', t: translator(catalogs.fr, 'fr'), prefix: '/fr' }}>
      <CheckoutTotals cart={{ totals, appliedPromoCode: null, vatByRate }} showHt={showHt} />
    </I18nContext.Provider>,
  );
}

const cell = (html: string, testId: string) =>
  html.match(new RegExp(`data-testid="totals-${testId}">([^<]*)<`))?.[1]?.replace(/\s/g, ' ');

describe('CheckoutTotals', () => {
  it('shows the server’s VAT per rate as it comes, without computing it', () => {
    // Amounts no recomputation from the totals would give: they can only come from vatByRate.
    const html = render([
      { rate: 0.055, amount: 0.31 },
      { rate: 0.2, amount: 2.5 },
    ]);
    expect(cell(html, 'vat-55')).toBe('0,31 €');
    expect(cell(html, 'vat-200')).toBe('2,50 €');
    expect(html).not.toContain('totals-total-tva');
  });
  it('shows the total VAT when the cart gives no rates, or to a customer who sees TTC', () => {
    expect(cell(render([]), 'total-tva')).toBe('2,81 €');
    expect(cell(render([{ rate: 0.2, amount: 2.81 }], false), 'total-tva')).toBe('2,81 €');
  });
  it('shows the server’s wallet usage and amount to pay, with the estimate note', () => {
    const html = render([]);
    expect(cell(html, 'wallet-usage')).toBe('− 5,00 €');
    expect(cell(html, 'amount-to-pay')).toBe('22,84 €');
    expect(html).toContain('cagnotte');
  });
});
